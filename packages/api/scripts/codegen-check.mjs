// Fails when the committed generated GraphQL files (src/gql/ and the platform's resolver types) differ from
// what codegen.ts produces now. Regenerates into a temporary folder with the same config, then compares.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generate, loadCodegenConfig } from '@graphql-codegen/cli'

const STALE = 'Generated GraphQL files are stale: run npm run codegen -w @carreiras/api'
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const repoDir = resolve(apiDir, '../..')

/** Files under a directory, as paths relative to it (empty when it does not exist). */
function listFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(dir, file)).isFile())
    .sort()
}

function read(path) {
  return existsSync(path) ? readFileSync(path, 'utf8') : null
}

process.chdir(apiDir)
const { config } = await loadCodegenConfig({ configFilePath: join(apiDir, 'codegen.ts') })
const tmp = mkdtempSync(join(tmpdir(), 'carreiras-codegen-'))

try {
  // Each output goes to the same path relative to the repository root, under the temporary folder (so
  // path-dependent hooks, like the banner, behave the same).
  const targets = Object.keys(config.generates).map((output) => {
    const committed = resolve(apiDir, output)
    const fresh = join(tmp, relative(repoDir, committed))
    return { output, committed, fresh: output.endsWith('/') ? `${fresh}/` : fresh }
  })
  const generates = Object.fromEntries(targets.map((t) => [t.fresh, config.generates[t.output]]))
  await generate({ ...config, generates, cwd: apiDir, silent: true, watch: false }, true)

  const stale = []
  for (const { output, committed, fresh } of targets) {
    if (output.endsWith('/')) {
      const files = new Set([...listFiles(committed), ...listFiles(fresh)])
      for (const file of files) {
        if (read(join(committed, file)) !== read(join(fresh, file))) stale.push(join(committed, file))
      }
    } else if (read(committed) !== read(fresh)) {
      stale.push(committed)
    }
  }

  if (stale.length > 0) {
    for (const file of stale) console.error(`  differs: ${relative(repoDir, file)}`)
    console.error(STALE)
    process.exitCode = 1
  } else {
    console.log('Generated GraphQL files are up to date.')
  }
} finally {
  rmSync(tmp, { recursive: true, force: true })
}
