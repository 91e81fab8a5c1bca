// Ports for the servers a test run or a measurement starts (docs/development.md, "Ports of the test servers").
//
// A port asked of the OS with listen(0) comes from the kernel's ephemeral range, the same range every
// outgoing connection takes its source port from; the journeys choose theirs when Playwright reads its
// config and bind them up to a minute later, while the lanes beside them open thousands of connections (and
// start servers on port 0): once the site found its port taken when it came to bind it (EADDRINUSE, and the
// lane's journeys never ran). So ports come from below that range (Linux 32768–60999, macOS and Windows
// 49152–65535), where only a server that asks for a port by its number can be, and each lane of `npm test`
// has a block of its own, so that two lanes choosing at the same moment never choose the same one. get-port
// checks each candidate on every local address, as the servers bind, and never hands the same port twice
// within one process.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import getPort, { portNumbers } from 'get-port'

const FIRST = 20_000
const BLOCK = 1_000
/** The block of each lane of `scripts/test.mjs` (E2E_LANE); anything else (a run by hand, a measurement) the last. */
const BLOCKS = ['first', 'second', 'third', 'postgres']

/** The ports of the block this process's lane owns: [from, to]. */
export function portBlock(lane = process.env.E2E_LANE) {
  const index = BLOCKS.indexOf(lane ?? '')
  const from = FIRST + BLOCK * (index === -1 ? BLOCKS.length : index)
  return [from, from + BLOCK - 1]
}

/**
 * `count` free ports from this lane's block, none of `exclude` (ports chosen by another process that are
 * not bound yet).
 * @param {number} count
 * @param {{ exclude?: number[] }} [options]
 * @returns {Promise<number[]>}
 */
export async function freePorts(count, { exclude = [] } = {}) {
  const [from, to] = portBlock()
  const ports = []
  for (let i = 0; i < count; i++)
    ports.push(await getPort({ port: portNumbers(from, to), exclude: [...exclude, ...ports] }))
  return ports
}

/** One free port (see freePorts). */
export async function freePort() {
  const [port] = await freePorts(1)
  return port
}

/**
 * freePorts for a caller that cannot await (a Playwright config): asked of a child process.
 * @param {number} count
 * @param {{ exclude?: number[] }} [options]
 * @returns {number[]}
 */
export function freePortsSync(count, { exclude = [] } = {}) {
  const out = execFileSync(
    process.execPath,
    [fileURLToPath(import.meta.url), String(count), ...exclude.map(String)],
    {
      encoding: 'utf8',
    },
  )
  return out.trim().split(',').map(Number)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [count, ...exclude] = process.argv.slice(2).map(Number)
  console.log((await freePorts(count, { exclude })).join(','))
}
