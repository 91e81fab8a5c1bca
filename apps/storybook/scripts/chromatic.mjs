// Publishes Storybook to Chromatic for visual review (one snapshot per brand: see the `chromatic.modes`
// parameter in .storybook/preview.tsx). Without a token — local runs, forks — it skips cleanly: the
// story tests (render, play and axe in both brands) are the checks that always run.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN not set: skipping Chromatic (visual checks run locally).')
  process.exit(0)
}

// The token alone selects the project; CHROMATIC_PROJECT_ID (e.g. from the CI's variables) fills the
// config's projectId when a team wants it recorded, since a JSON config cannot read the environment.
let configFile = path.join(appDir, 'chromatic.config.json')
if (process.env.CHROMATIC_PROJECT_ID) {
  const config = JSON.parse(readFileSync(configFile, 'utf8'))
  const id = process.env.CHROMATIC_PROJECT_ID
  config.projectId = id.startsWith('Project:') ? id : `Project:${id}`
  configFile = path.join(mkdtempSync(path.join(tmpdir(), 'chromatic-')), 'chromatic.config.json')
  writeFileSync(configFile, JSON.stringify(config, null, 2))
}

const result = spawnSync(
  'npx',
  ['chromatic', '--config-file', configFile, '--exit-zero-on-changes', ...process.argv.slice(2)],
  { cwd: appDir, stdio: 'inherit', env: process.env },
)
process.exit(result.status ?? 1)
