// A page's modules asked for at once after its first paint (docs/performance.md, "The page's modules asked
// for at once, after the first paint"): the document's <head> carries no modulepreload list, an inline script
// (with the response's nonce; the fixtures fail a journey on any CSP violation) adds it once the page has
// painted, each module is downloaded once, and a visitor with a stored session also gets the account runtime's
// files in that list, where an anonymous one never downloads them. A visit back on the same release, on a page
// the site's service worker controls and keeps the files of, gets no links from the script: the worker
// answers the page's imports.
import { ptBR } from '@carreiras/core'
import type { Page, Request, Response } from '@playwright/test'
import { PRELOAD_LIST_ATTRIBUTE } from '../app/lib/module-preloads.server'
import { candidate, signInTo } from './application-helpers'
import { expect, test, visit } from './fixtures'

const RUNTIME_CHUNK = /\/assets\/account-runtime\.client-[\w-]+\.js$/
/** The saved jobs' parts, which the root and the header draw (ROOT_PART_MODULES). */
const SAVED_JOBS_PARTS = /\/assets\/parts-[\w-]{8}\.js$/
const CHAT_LAUNCHER = /\/assets\/chat-launcher-[\w-]{8}\.js$/
/** The profile's own chunk, which the route's module imports (docs/architecture.md, "Protected parts…"). */
const PROFILE_PART = /\/assets\/profile-content-[\w-]{8}\.js$/

/** Every script request of the page from now on, by address. */
function recordScripts(page: Page) {
  const requested: string[] = []
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname)
  }
  page.on('request', onRequest)
  return requested
}

/**
 * The two lists of the document's preload script: the page's modules, and the account runtime's files it adds
 * when a session is stored.
 */
async function preloadLists(page: Page, path: string): Promise<{ page: string[]; runtime: string[] }> {
  const html = await (await page.request.get(path)).text()
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).not.toContain('rel="modulepreload"')
  const args =
    /<script nonce="[^"]+">\(function\(h,r,k\)[\s\S]*?\}\)\((\[[^\]]*\]),(\[[^\]]*\]),"[^"]*"\)<\/script>/.exec(
      head,
    )
  expect(args, 'the preload script in the <head>').not.toBeNull()
  return { page: JSON.parse(args![1]!), runtime: JSON.parse(args![2]!) }
}

/**
 * The links the preload script adds from the next load on, in the order it adds them: each carries
 * PRELOAD_LIST_ATTRIBUTE, where React's hydration adds the same links of its own (and takes the script's out
 * once hydrated). Read with `scriptInsertions`.
 */
async function recordScriptInsertions(page: Page) {
  await page.addInitScript((attribute) => {
    const added: string[] = []
    ;(window as unknown as { __preloadInsertions: string[] }).__preloadInsertions = added
    const append = Node.prototype.appendChild
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLLinkElement && node.rel === 'modulepreload' && node.hasAttribute(attribute))
        added.push(new URL(node.href).pathname)
      return append.call(this, node) as T
    }
  }, PRELOAD_LIST_ATTRIBUTE)
}

/** The addresses the preload script added, in order. */
const scriptInsertions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __preloadInsertions: string[] }).__preloadInsertions)

/** Waits for the page to be hydrated and its requests to settle. */
async function settled(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 })
  await page.waitForLoadState('networkidle')
}

const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('article')

function expectEachOnce(requested: string[]) {
  const repeated = requested.filter((path, i) => requested.indexOf(path) !== i)
  expect(repeated, 'modules downloaded twice').toEqual([])
}

test('a public page: no modulepreload in the served <head>, every module asked for once, after the first paint', async ({
  page,
  checkA11y,
}) => {
  const lists = await preloadLists(page, '/vagas')
  expect(lists.page.length).toBeGreaterThan(5)
  expect(lists.page.some((href) => /\/assets\/entry\.client-[\w-]+\.js$/.test(href))).toBe(true)
  expect(lists.runtime.filter((href) => RUNTIME_CHUNK.test(href))).toHaveLength(1)

  // When the first modulepreload link enters the document.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      const added = records.some((record) =>
        [...record.addedNodes].some(
          (node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload',
        ),
      )
      if (!added) return
      ;(window as unknown as { __preloadsAddedAt?: number }).__preloadsAddedAt = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  await recordScriptInsertions(page)
  const requested = recordScripts(page)
  await visit(page, '/vagas')
  await settled(page)
  // No service worker here (the suite blocks it): the script adds the whole list, each once and in order
  // (in slices, docs/performance.md, "The module list in slices").
  expect(await scriptInsertions(page)).toEqual(lists.page)
  for (const href of lists.page) expect(requested, href).toContain(href)
  expectEachOnce(requested)
  // An anonymous visitor: the runtime's chunk is neither asked for nor loaded.
  expect(requested.filter((href) => RUNTIME_CHUNK.test(href))).toEqual([])
  // The links went in after the first contentful paint.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    added: (window as unknown as { __preloadsAddedAt?: number }).__preloadsAddedAt ?? null,
  }))
  expect(timing.paint).not.toBeNull()
  expect(timing.added).not.toBeNull()
  expect(timing.added!).toBeGreaterThanOrEqual(timing.paint!)
  await checkA11y()
})

test('a kept session: the account runtime’s and the page’s own part’s files are asked for with the page’s, each once', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'module-preloads')
  await signInTo(page, user, '/meu-perfil', { keep: true })
  const personalData = page.getByRole('region', { name: ptBR.profile.menu.personalData, exact: true })
  await expect(personalData).toBeVisible({ timeout: 60_000 })
  const lists = await preloadLists(page, '/meu-perfil')

  // The next visit, with an empty cache: the stored session adds the runtime's files to the page's.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  const requested = recordScripts(page)
  await page.reload()
  await expect(personalData).toBeVisible({ timeout: 60_000 })
  await settled(page)
  for (const href of [...lists.page, ...lists.runtime]) expect(requested, href).toContain(href)
  expect(requested.filter((href) => RUNTIME_CHUNK.test(href))).toHaveLength(1)
  // The profile's part is not among the page's modules, which reach it only by a dynamic import: the list for
  // a stored session names it, so its files are not found one level of imports at a time.
  expect(lists.page.filter((href) => PROFILE_PART.test(href))).toEqual([])
  expect(lists.runtime.filter((href) => PROFILE_PART.test(href))).toHaveLength(1)
  expect(requested.filter((href) => PROFILE_PART.test(href))).toHaveLength(1)
  // The root's parts the page draws (the chat's launcher among them: the local chat is configured) before the
  // runtime: the runtime's news wait for them to hydrate.
  const runtimeAt = lists.runtime.findIndex((href) => RUNTIME_CHUNK.test(href))
  for (const part of [SAVED_JOBS_PARTS, CHAT_LAUNCHER]) {
    const at = lists.runtime.findIndex((href) => part.test(href))
    expect(at, String(part)).toBeGreaterThanOrEqual(0)
    expect(at, String(part)).toBeLessThan(runtimeAt)
  }
  expectEachOnce(requested)
  // Asked for with the page's modules, before the last of them had arrived. Without the list it was asked for
  // only once the page had hydrated, which needs every one of them.
  const timing = await page.evaluate((pageModules) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const path = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname
    return {
      runtime: entries
        .filter((entry) => /\/assets\/account-runtime\.client-[\w-]+\.js$/.test(path(entry)))
        .map((entry) => entry.startTime),
      lastPageModule: Math.max(
        ...entries.filter((entry) => pageModules.includes(path(entry))).map((entry) => entry.responseEnd),
      ),
    }
  }, lists.page)
  expect(timing.runtime).toHaveLength(1)
  expect(timing.runtime[0]!).toBeLessThan(timing.lastPageModule)
  await checkA11y()
})

test.describe('a page the site’s service worker controls', () => {
  // The worker is what this journey needs (the suite blocks it elsewhere: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })

  test('a visit back on the same release: the script adds no links, and the worker answers every module', async ({
    page,
    checkA11y,
  }) => {
    const lists = await preloadLists(page, '/vagas')
    const last = lists.page.at(-1)!
    await visit(page, '/vagas')
    await settled(page)
    // The worker registers after the load, precaches the shell (/vagas's files among them) and claims the page.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    })
    await expect
      .poll(() => page.evaluate((href) => caches.match(href).then((kept) => kept !== undefined), last), {
        timeout: 30_000,
      })
      .toBe(true)

    await recordScriptInsertions(page)
    const requested = recordScripts(page)
    const fromWorker: string[] = []
    page.on('response', (response: Response) => {
      if (response.request().resourceType() === 'script' && response.fromServiceWorker())
        fromWorker.push(new URL(response.url()).pathname)
    })
    await page.reload()
    await settled(page)
    await expect(cards(page).first()).toBeVisible()
    expect(await scriptInsertions(page)).toEqual([])
    // The page's imports found every module, each once, and the worker answered them.
    for (const href of lists.page) {
      expect(requested, href).toContain(href)
      expect(fromWorker, href).toContain(href)
    }
    expectEachOnce(requested)
    await checkA11y()
  })
})
