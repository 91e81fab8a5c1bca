import { PassThrough } from 'node:stream'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import {
  PRELOAD_LIST_ATTRIBUTE,
  PRELOAD_SLICE_MS,
  deferModulePreloads,
  modulePreloadScript,
  type SignedInPreloads,
} from './module-preloads.server'

/** What the transform sends on for these chunks of a streamed document. */
async function transformed(
  chunks: readonly string[],
  nonce = 'n0nce',
  signedIn?: SignedInPreloads,
): Promise<string> {
  const target = new PassThrough()
  const received: Buffer[] = []
  target.on('data', (chunk: Buffer) => received.push(chunk))
  const ended = new Promise((resolve) => target.on('end', resolve))
  const filter = deferModulePreloads(target, nonce, signedIn)
  for (const chunk of chunks) filter.write(Buffer.from(chunk))
  filter.end()
  await ended
  return Buffer.concat(received).toString('utf8')
}

type Stored = Record<string, string> | 'blocked'
type ObserverCallback = (
  list: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void

/**
 * Runs a script's text in a browser of its own: a <head> that records what is appended, the browser's two
 * storages (each holding `local`/`session`, or throwing as a blocked storage does), paint timing (`paint()`
 * reports the first contentful paint to the observers) or none (`paintTiming: false`), the `load` event,
 * the task queue, and the site's service worker with its caches (`worker`; `lookups` lists what was asked).
 * Its clock moves `clockStep` ms per link the <head> takes in (none: a browser without `performance`); with
 * `postTask`, it has `scheduler.postTask` (`priorities` lists the priority of each task posted).
 */
function runScript(
  html: string,
  {
    local = {},
    session = {},
    paintTiming = true,
    worker,
    clockStep,
    postTask = false,
  }: {
    local?: Stored
    session?: Stored
    paintTiming?: boolean
    /**
     * The site's service worker: whether it controls the page, and what its caches answer for an address
     * (`kept`: the addresses kept; `'broken'`: the lookup fails). None: a browser without one.
     */
    worker?: { controls: boolean; kept: readonly string[] | 'broken' }
    clockStep?: number
    postTask?: boolean
  } = {},
) {
  const code = /<script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (code === undefined) throw new Error('no script')
  const appended: { rel: string; href: string }[] = []
  const observers: { callback: ObserverCallback; connected: boolean }[] = []
  const loadListeners: (() => void)[] = []
  const tasks: (() => void)[] = []
  class FakePerformanceObserver {
    #observer: { callback: ObserverCallback; connected: boolean } = { callback: () => {}, connected: false }
    constructor(callback: ObserverCallback) {
      this.#observer.callback = callback
      observers.push(this.#observer)
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      this.#observer.connected = true
    }
    disconnect() {
      this.#observer.connected = false
    }
  }
  let insertions = 0
  let clock = 0
  const priorities: string[] = []
  const lookups: string[] = []
  runInNewContext(code, {
    document: {
      createElement: () => ({
        rel: '',
        href: '',
        marked: false,
        setAttribute(name: string, value: string) {
          expect([name, value]).toEqual([PRELOAD_LIST_ATTRIBUTE, ''])
          this.marked = true
        },
      }),
      head: {
        appendChild: (link: { rel: string; href: string; marked: boolean }) => {
          insertions += 1
          clock += clockStep ?? 0
          // Each link carries the list's attribute (what tells it from React's own).
          expect(link.marked).toBe(true)
          appended.push({ rel: link.rel, href: link.href })
        },
      },
    },
    setTimeout: (callback: () => void) => tasks.push(callback),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener)
    },
    ...(paintTiming ? { PerformanceObserver: FakePerformanceObserver } : {}),
    window: {
      localStorage: storage(local),
      sessionStorage: storage(session),
      ...(clockStep === undefined ? {} : { performance: { now: () => clock } }),
      ...(postTask
        ? {
            scheduler: {
              postTask: (callback: () => void, options: { priority: string }) => {
                priorities.push(options.priority)
                tasks.push(callback)
              },
            },
          }
        : {}),
      ...(worker
        ? {
            navigator: { serviceWorker: { controller: worker.controls ? {} : null } },
            caches: {
              match: (href: string) => {
                lookups.push(href)
                return worker.kept === 'broken'
                  ? Promise.reject(new Error('SecurityError'))
                  : Promise.resolve(worker.kept.includes(href) ? {} : undefined)
              },
            },
          }
        : {}),
    },
  })
  const runTasks = () => tasks.splice(0).forEach((task) => task())
  return {
    appended,
    lookups,
    priorities,
    insertions: () => insertions,
    runTasks,
    paint(name = 'first-contentful-paint') {
      for (const observer of observers.filter(({ connected }) => connected)) {
        const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }
        observer.callback(list, { disconnect: () => (observer.connected = false) })
      }
    },
    load() {
      loadListeners.forEach((listener) => listener())
    },
  }
}

function storage(stored: Stored) {
  return {
    getItem(key: string) {
      if (stored === 'blocked') throw new Error('SecurityError')
      return Object.hasOwn(stored, key) ? stored[key] : null
    },
  }
}

/** The addresses a script adds once the page has painted and the task after it has run. */
function added(html: string, stored?: { local?: Stored; session?: Stored }): string[] {
  const browser = runScript(html, stored)
  browser.paint()
  browser.runTasks()
  expect(browser.appended.every(({ rel }) => rel === 'modulepreload')).toBe(true)
  return browser.appended.map(({ href }) => href)
}

const HEAD =
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<link rel="stylesheet" href="/assets/app-3.css"/>' +
  '<link rel="modulepreload" href="/assets/root-4.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '</head>'
const BODY = '<body><main>Olá</main><script type="module">import "/assets/root-4.js"</script></body></html>'

describe('the page’s modules asked for after the first paint', () => {
  it('takes the modulepreload links out of the <head> and leaves everything else as it was', async () => {
    const html = await transformed([HEAD, BODY])
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toContain('<meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app-3.css"/><script')
    expect(html.endsWith('</script></head>' + BODY)).toBe(true)
  })

  it('adds the same links, once each and in order, in the task after the first contentful paint', async () => {
    const browser = runScript(await transformed([HEAD, BODY]))
    browser.paint('first-paint')
    browser.runTasks()
    expect(browser.appended).toEqual([])
    browser.paint()
    expect(browser.appended).toEqual([])
    browser.runTasks()
    expect(browser.appended).toEqual([
      { rel: 'modulepreload', href: '/assets/manifest-1.js' },
      { rel: 'modulepreload', href: '/assets/entry.client-2.js' },
      { rel: 'modulepreload', href: '/assets/root-4.js' },
    ])
    // The load event that follows adds nothing more.
    browser.load()
    browser.runTasks()
    expect(browser.appended).toHaveLength(3)
    expect(browser.insertions()).toBe(3)
  })

  it('adds them in slices of about PRELOAD_SLICE_MS, each in a task of its own, in order', () => {
    const hrefs = Array.from({ length: 10 }, (_, i) => `/assets/m-${i}.js`)
    // Each link takes 4 ms here: a slice ends with the first link that reaches the budget.
    const perSlice = Math.ceil(PRELOAD_SLICE_MS / 4)
    const browser = runScript(modulePreloadScript(hrefs, 'n'), { clockStep: 4 })
    browser.paint()
    const seen: number[] = []
    for (let task = 0; task < 20 && browser.appended.length < hrefs.length; task++) {
      browser.runTasks()
      seen.push(browser.appended.length)
    }
    // The first task is the one the paint queued; each slice after it is a task the script queued.
    expect(seen).toEqual(
      Array.from({ length: Math.ceil(hrefs.length / perSlice) }, (_, i) =>
        Math.min(hrefs.length, (i + 1) * perSlice),
      ),
    )
    expect(browser.appended.map(({ href }) => href)).toEqual(hrefs)
    // Nothing is left queued once the list is done.
    browser.runTasks()
    expect(browser.appended).toHaveLength(hrefs.length)
  })

  it('queues the next slice as a user-blocking task where the browser has scheduler.postTask', () => {
    const hrefs = Array.from({ length: 6 }, (_, i) => `/assets/m-${i}.js`)
    const browser = runScript(modulePreloadScript(hrefs, 'n'), {
      clockStep: PRELOAD_SLICE_MS,
      postTask: true,
    })
    browser.paint()
    for (let task = 0; task < 10; task++) browser.runTasks()
    expect(browser.appended.map(({ href }) => href)).toEqual(hrefs)
    // One link per slice here: five slices after the first, each posted as user-blocking.
    expect(browser.priorities).toEqual(Array(5).fill('user-blocking'))
  })

  it('adds them all in one task where the clock says there is time, or there is no clock', () => {
    const hrefs = Array.from({ length: 40 }, (_, i) => `/assets/m-${i}.js`)
    for (const clockStep of [0, undefined]) {
      const browser = runScript(modulePreloadScript(hrefs, 'n'), { clockStep })
      browser.paint()
      browser.runTasks()
      expect(browser.appended).toHaveLength(40)
    }
  })

  it('adds them at the load event in a browser without paint timing', async () => {
    const browser = runScript(await transformed([HEAD, BODY]), { paintTiming: false })
    browser.runTasks()
    expect(browser.appended).toEqual([])
    browser.load()
    browser.runTasks()
    expect(browser.appended.map(({ href }) => href)).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-2.js',
      '/assets/root-4.js',
    ])
  })

  it('finds the <head>’s end across the chunks the document streams in', async () => {
    const whole = HEAD + BODY
    const pieces = [whole.slice(0, 37), whole.slice(37, 120), whole.slice(120, 301), whole.slice(301)]
    expect(await transformed(pieces)).toBe(await transformed([whole]))
  })

  it('carries the response’s nonce, which the document’s policy requires of an inline script', async () => {
    expect(await transformed([HEAD, BODY], 'abc123')).toContain('<script nonce="abc123">')
  })

  it('adds no script to a document without modulepreload links, and passes a document without a <head> on', async () => {
    const plain = '<html><head><title>x</title></head><body></body></html>'
    expect(await transformed([plain])).toBe(plain)
    expect(await transformed(['partial document'])).toBe('partial document')
  })

  it('takes only this origin’s paths, and no address can end the script element', () => {
    const script = modulePreloadScript(
      ['https://elsewhere.example/x.js', '//elsewhere.example/y.js', '/assets/a</script><b>.js'],
      'n',
    )
    expect(script).not.toContain('elsewhere')
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(added(script)).toEqual(['/assets/a</script><b>.js'])
    expect(modulePreloadScript([], 'n')).toBe('')
  })

  describe('on a page the site’s service worker controls', () => {
    const page = ['/assets/manifest-1.js', '/assets/entry.client-2.js', '/assets/root-4.js']
    /** The links added once the page has painted and the worker's answer has come. */
    async function addedWith(worker: { controls: boolean; kept: readonly string[] | 'broken' }) {
      const browser = runScript(await transformed([HEAD, BODY]), { worker })
      browser.paint()
      browser.runTasks()
      // The cache's answer arrives as a promise.
      await new Promise((resolve) => setTimeout(resolve, 0))
      return { hrefs: browser.appended.map(({ href }) => href), lookups: browser.lookups }
    }

    it('adds no links when the worker keeps the last file of the list (a visit back on the same release)', async () => {
      expect(await addedWith({ controls: true, kept: page })).toEqual({
        hrefs: [],
        lookups: ['/assets/root-4.js'],
      })
    })

    it('adds them all when the worker does not keep it yet, or its caches cannot be read', async () => {
      expect((await addedWith({ controls: true, kept: page.slice(0, 2) })).hrefs).toEqual(page)
      expect((await addedWith({ controls: true, kept: 'broken' })).hrefs).toEqual(page)
    })

    it('adds them all, without asking the caches, on a page no worker controls yet', async () => {
      expect(await addedWith({ controls: false, kept: page })).toEqual({ hrefs: page, lookups: [] })
    })
  })

  describe('with the account runtime’s files for a stored session', () => {
    const signedIn = {
      hrefs: ['/assets/account-runtime.client-5.js', '/assets/root-4.js', '/assets/xstate-6.js'],
      sessionKey: 'carreiras.session',
    }
    const page = ['/assets/manifest-1.js', '/assets/entry.client-2.js', '/assets/root-4.js']
    const runtime = ['/assets/account-runtime.client-5.js', '/assets/xstate-6.js']

    it('asks for them too when local or session storage holds the session, each file once', async () => {
      const html = await transformed([HEAD, BODY], 'n', signedIn)
      expect(added(html, { local: { 'carreiras.session': '{}' } })).toEqual([...page, ...runtime])
      expect(added(html, { session: { 'carreiras.session': '{}' } })).toEqual([...page, ...runtime])
    })

    it('leaves them out without a stored session, or when the storage cannot be read', async () => {
      const html = await transformed([HEAD, BODY], 'n', signedIn)
      expect(added(html)).toEqual(page)
      expect(added(html, { local: { 'carreiras.other': '1' } })).toEqual(page)
      expect(added(html, { local: 'blocked', session: 'blocked' })).toEqual(page)
    })

    it('asks for them on a document with no module list of its own', () => {
      const script = modulePreloadScript([], 'n', signedIn)
      expect(added(script, { local: { 'carreiras.session': '{}' } })).toEqual(signedIn.hrefs)
      expect(added(script)).toEqual([])
    })
  })
})
