// Finds the Chromium that tests drive: an environment variable first, then Playwright's own
// browser if one was installed, then Debian's /usr/bin/chromium. Used by the Playwright e2e config
// and the Storybook (vitest browser) config, so every suite drives the same browser.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const require = createRequire(import.meta.url)

/** @returns {string} absolute path of a Chromium executable; throws a clear message when none is found. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH || process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`)
  }
  try {
    const { chromium } = require('playwright-core')
    const own = chromium.executablePath()
    if (own && existsSync(own)) return own
  } catch {
    // playwright-core missing or no browser of its own: fall through
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(candidate)) return candidate
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  )
}

export function chromiumLaunchOptions() {
  return { executablePath: findChromium(), args: CHROMIUM_ARGS }
}

const HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell']

/**
 * The browser the Playwright journeys drive: Chromium's headless shell (Debian's chromium-headless-shell,
 * what Playwright itself uses for headless runs) where it is installed, otherwise the same Chromium as
 * everywhere else. The shell spends about a fifth less CPU on the journeys than the full browser, which
 * matters on a 2-core CI. CHROMIUM_HEADLESS_SHELL_PATH points at another one; CHROMIUM_PATH, when set,
 * wins over both, so one variable still picks the browser of every suite. The Storybook suite keeps the
 * full browser: its screenshots are compared with baselines taken there.
 */
export function findHeadlessShell() {
  if (process.env.CHROMIUM_PATH || process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH) return findChromium()
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROMIUM_HEADLESS_SHELL_PATH points at ${fromEnv}, which does not exist.`)
  }
  return HEADLESS_SHELLS.find((candidate) => existsSync(candidate)) ?? findChromium()
}

export function headlessShellLaunchOptions() {
  return { executablePath: findHeadlessShell(), args: CHROMIUM_ARGS }
}
