// Writes test/fixtures/geoip-city.mmdb, the tiny City database the geo-IP tests read (docs/operations.md,
// "Geo-IP"): `npx tsx scripts/make-geoip-fixture.ts` from apps/platform. No writer library for the MaxMind
// DB format is on npm in a maintained state, so this is one, as small as the test needs: the format's
// binary search tree (IPv6, 24-bit records, IPv4 under ::/96), its data section (maps, strings, unsigned
// integers, arrays) and its metadata, as the MaxMind DB specification (version 2.0) describes them. The
// output is deterministic (fixed build time): test/geoip.test.ts checks the committed file is this output.
import { writeFileSync } from 'node:fs'
import { isIPv4 } from 'node:net'
import { fileURLToPath } from 'node:url'

type Value = string | number | bigint | Value[] | { [key: string]: Value }
/** A number to encode as the given unsigned type. */
const u16 = (n: number) => ({ type: 5 as const, n })
const u32 = (n: number) => ({ type: 6 as const, n })
type Typed = ReturnType<typeof u16> | ReturnType<typeof u32>
type Encodable = Value | Typed | { [key: string]: Encodable } | Encodable[]

/** Control byte(s) of a field: 3 type bits (0 + a type byte for the extended types) and the size. */
function control(type: number, size: number): Buffer {
  const extended = type > 7
  const head = (extended ? 0 : type) << 5
  const typeByte = extended ? [type - 7] : []
  if (size < 29) return Buffer.from([head | size, ...typeByte])
  if (size < 285) return Buffer.from([head | 29, ...typeByte, size - 29])
  if (size < 65_821) {
    const rest = size - 285
    return Buffer.from([head | 30, ...typeByte, rest >> 8, rest & 0xff])
  }
  const rest = size - 65_821
  return Buffer.from([head | 31, ...typeByte, (rest >> 16) & 0xff, (rest >> 8) & 0xff, rest & 0xff])
}

/** The fewest big-endian bytes of an unsigned integer (zero is no bytes). */
function unsignedBytes(n: bigint): Buffer {
  const bytes: number[] = []
  for (let v = n; v > 0n; v >>= 8n) bytes.unshift(Number(v & 0xffn))
  return Buffer.from(bytes)
}

function encode(value: Encodable): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([control(2, bytes.length), bytes])
  }
  if (typeof value === 'bigint') {
    const bytes = unsignedBytes(value)
    return Buffer.concat([control(9, bytes.length), bytes]) // uint64
  }
  if (typeof value === 'number') return encode(u32(value))
  if (Array.isArray(value))
    return Buffer.concat([control(11, value.length), ...value.map((item) => encode(item))])
  if ('type' in value && 'n' in value && typeof value.n === 'number') {
    const bytes = unsignedBytes(BigInt(value.n))
    return Buffer.concat([control(value.type as number, bytes.length), bytes])
  }
  const entries = Object.entries(value as Record<string, Encodable>)
  return Buffer.concat([
    control(7, entries.length),
    ...entries.flatMap(([key, item]) => [encode(key), encode(item)]),
  ])
}

/** An address's 128 bits (IPv4 as ::a.b.c.d, the `::/96` subtree readers start IPv4 lookups in). */
function bitsOf(address: string): number[] {
  let words: number[]
  if (isIPv4(address)) {
    const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number]
    words = [0, 0, 0, 0, 0, 0, (a << 8) | b, (c << 8) | d]
  } else {
    const [head = '', tail = ''] = address.split('::')
    const part = (text: string) => (text === '' ? [] : text.split(':').map((w) => parseInt(w, 16)))
    const left = part(head)
    const right = part(tail)
    words = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
  }
  return words.flatMap((word) => Array.from({ length: 16 }, (_, i) => (word >> (15 - i)) & 1))
}

interface TreeNode {
  children: [TreeNode | number | null, TreeNode | number | null]
}

export interface FixtureNetwork {
  cidr: string
  record: Encodable
}

/** The database's bytes for the networks (none may contain another). */
export function buildMmdb(networks: readonly FixtureNetwork[], buildEpoch: bigint): Buffer {
  const dataParts: Buffer[] = []
  let dataLength = 0
  const root: TreeNode = { children: [null, null] }
  for (const { cidr, record } of networks) {
    const [address = '', prefixText = ''] = cidr.split('/')
    const bits = bitsOf(address)
    const prefix = Number(prefixText) + (isIPv4(address) ? 96 : 0)
    const offset = dataLength
    const bytes = encode(record)
    dataParts.push(bytes)
    dataLength += bytes.length
    let node = root
    for (let depth = 0; depth < prefix - 1; depth++) {
      const bit = bits[depth]!
      const next = node.children[bit]
      if (typeof next === 'number') throw new Error(`${cidr} lies inside another network`)
      if (next === null || next === undefined) {
        const child: TreeNode = { children: [null, null] }
        node.children[bit] = child
        node = child
      } else node = next
    }
    const last = bits[prefix - 1]!
    if (node.children[last] !== null) throw new Error(`${cidr} overlaps another network`)
    node.children[last] = offset
  }
  // Nodes numbered breadth-first from the root (0).
  const order: TreeNode[] = [root]
  for (let i = 0; i < order.length; i++)
    for (const child of order[i]!.children) if (child !== null && typeof child !== 'number') order.push(child)
  const index = new Map(order.map((node, i) => [node, i]))
  const nodeCount = order.length
  const tree = Buffer.alloc(nodeCount * 6)
  order.forEach((node, i) => {
    node.children.forEach((child, side) => {
      const value =
        child === null ? nodeCount : typeof child === 'number' ? nodeCount + 16 + child : index.get(child)!
      tree.writeUIntBE(value, i * 6 + side * 3, 3)
    })
  })
  const metadata = encode({
    binary_format_major_version: u16(2),
    binary_format_minor_version: u16(0),
    build_epoch: buildEpoch,
    database_type: 'GeoLite2-City',
    description: { en: 'carreiras test fixture (scripts/make-geoip-fixture.ts)' },
    ip_version: u16(6),
    languages: ['en', 'pt-BR'],
    node_count: u32(nodeCount),
    record_size: u16(24),
  })
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    ...dataParts,
    Buffer.from([0xab, 0xcd, 0xef]),
    Buffer.from('MaxMind.com', 'ascii'),
    metadata,
  ])
}

const names = (en: string, ptBR: string) => ({ en, 'pt-BR': ptBR })
const brazil = { geoname_id: u32(3469034), iso_code: 'BR', names: names('Brazil', 'Brasil') }
const cityRecord = (state: string, stateName: string, en: string, ptBR: string) => ({
  city: { names: names(en, ptBR) },
  country: brazil,
  subdivisions: [{ iso_code: state, names: names(stateName, stateName) }],
})

/** The fixture's networks: documentation ranges (RFC 5737, RFC 3849), never real allocations. */
export const GEOIP_FIXTURE_NETWORKS: readonly FixtureNetwork[] = [
  { cidr: '198.51.100.0/24', record: cityRecord('SP', 'São Paulo', 'Sao Paulo', 'São Paulo') },
  { cidr: '203.0.113.0/25', record: cityRecord('PE', 'Pernambuco', 'Recife', 'Recife') },
  // Outside Brazil: no state the list knows.
  {
    cidr: '192.0.2.0/24',
    record: { city: { names: names('Lisbon', 'Lisboa') }, country: { iso_code: 'PT' } },
  },
  { cidr: '2001:db8:1::/48', record: cityRecord('RS', 'Rio Grande do Sul', 'Porto Alegre', 'Porto Alegre') },
  // A state without a city: unknown for the list, which needs both.
  { cidr: '2001:db8:2::/48', record: { country: brazil, subdivisions: [{ iso_code: 'MG' }] } },
]

/** A fixed build time, so the file is the same on every run. */
export const GEOIP_FIXTURE_EPOCH = 1_767_225_600n // 2026-01-01T00:00:00Z

export const GEOIP_FIXTURE_FILE = fileURLToPath(new URL('../test/fixtures/geoip-city.mmdb', import.meta.url))

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bytes = buildMmdb(GEOIP_FIXTURE_NETWORKS, GEOIP_FIXTURE_EPOCH)
  writeFileSync(GEOIP_FIXTURE_FILE, bytes)
  console.log(`${GEOIP_FIXTURE_FILE}: ${bytes.length} bytes`)
}
