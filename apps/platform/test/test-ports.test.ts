// scripts/ports.mjs, where the journeys, the measurements and the starter check take their servers' ports
// (docs/development.md, "Ports of the test servers"): below the kernel's ephemeral range, a block per lane,
// never a port something already listens on, never one the caller says another process has chosen.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { freePorts, freePortsSync, portBlock } from '../../../scripts/ports.mjs'

const LANES = ['first', 'second', 'third', 'postgres']

/** The low end of this machine's ephemeral range (Linux), or the lowest of the usual defaults. */
function ephemeralLow(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
  } catch {
    return 32_768
  }
}

function listenOn(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, () => resolve(server))
  })
}

describe('scripts/ports.mjs', () => {
  it('gives each lane a block of its own, all of them below the ephemeral range', () => {
    const blocks = [...LANES, undefined].map((lane) => portBlock(lane))
    const low = ephemeralLow()
    for (const [from, to] of blocks) {
      expect(to - from).toBe(999)
      expect(from).toBeGreaterThanOrEqual(1024)
      expect(to).toBeLessThan(low)
    }
    const sorted = [...blocks].sort((a, b) => a[0] - b[0])
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]![0]).toBeGreaterThan(sorted[i - 1]![1])
  })

  it('puts any other lane name in the last block, never in a lane of `npm test`', () => {
    const laneBlocks = new Set(LANES.map((lane) => portBlock(lane)[0]))
    fc.assert(
      fc.property(
        fc.string().filter((name) => !LANES.includes(name)),
        (name) => {
          const [from] = portBlock(name)
          expect(laneBlocks.has(from)).toBe(false)
          expect(from).toBe(portBlock(undefined)[0])
        },
      ),
    )
  })

  it('hands out distinct ports of the block, none already listened on, none excluded', async () => {
    const [from, to] = portBlock()
    // The block's first free port, chosen in another process (so this one holds no lock on it), then
    // listened on: without the check, the next choice here would be that very port.
    const [first] = freePortsSync(1) as [number]
    const taken = await listenOn(first)
    try {
      const [a, b, c] = await freePorts(3, { exclude: [first + 1] })
      for (const port of [a, b, c]) {
        expect(port).toBeGreaterThanOrEqual(from)
        expect(port).toBeLessThanOrEqual(to)
      }
      expect(new Set([first, a, b, c]).size).toBe(4)
      expect([a, b, c]).not.toContain(first + 1)
    } finally {
      taken.close()
    }
  })

  it('chooses in another process for a caller that cannot await, and honours the exclusions', () => {
    const [from, to] = portBlock()
    const once = freePortsSync(2)
    expect(once).toHaveLength(2)
    expect(new Set(once).size).toBe(2)
    const again = freePortsSync(2, { exclude: once })
    for (const port of [...once, ...again]) {
      expect(port).toBeGreaterThanOrEqual(from)
      expect(port).toBeLessThanOrEqual(to)
    }
    // Nothing is bound between the two calls: without the exclusion the second would repeat the first.
    expect(again.filter((port) => once.includes(port))).toEqual([])
  })
})
