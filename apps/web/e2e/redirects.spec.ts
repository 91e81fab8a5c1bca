// Strange input in the address bar: every redirect target reachable by a URL is fed a sample of the
// open-redirect variants (one or more of each family of core's open-redirect-variants.ts; the whole list runs
// in core's and the platform's unit tests) and the browser never leaves the site (or the platform's own
// pages), never asks another host for anything and never gets a 5xx; and a search term, however strange,
// never gets a 5xx on /vagas or /api/vagas. Axe on the first page of each kind.
import { STORAGE_KEYS, sameOriginPath, sitePath } from '@carreiras/core'
import type { BrowserContext, Page } from '@playwright/test'
import { EVIL_HOST, openRedirectSample } from '../../../packages/core/src/navigation/open-redirect-variants'
import { expect, test, visit } from './fixtures'
import { createUser, platformUrl, uniqueEmail } from './platform'

const site = `http://127.0.0.1:${process.env.E2E_WEB_PORT}`
const OWN_HOSTS = new Set([new URL(site).host, new URL(platformUrl).host])

/** One variant of each family, and a second of the families the finding named (slashes, backslashes, blanks). */
const SAMPLE = openRedirectSample(site, 1)
const EXTRA = [`/\t/${EVIL_HOST}`, `/.//${EVIL_HOST}`, `${site}@${EVIL_HOST}/`, `/\\/${EVIL_HOST}`]

/**
 * Every request of the context (pages, pop-ups, fetches) and every response status, checked at the end:
 * only the site and the platform are asked, and nothing answers 5xx.
 */
function watch(context: BrowserContext) {
  const foreign = new Set<string>()
  const failures = new Set<string>()
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && !OWN_HOSTS.has(url.host)) foreign.add(request.url())
  })
  context.on('response', (response) => {
    if (response.status() >= 500) failures.add(`${response.status()} ${response.url()}`)
  })
  return () => {
    expect([...foreign], 'requests to another host').toEqual([])
    expect([...failures], '5xx answers').toEqual([])
  }
}

/** The address bar is on the site, on a path a browser reads as this site's. */
function expectOnSite(page: Page, variant: string) {
  const url = new URL(page.url())
  expect(url.origin, `after ${JSON.stringify(variant)}`).toBe(site)
  expect(url.pathname.startsWith('//'), `after ${JSON.stringify(variant)}`).toBe(false)
}

test('/linkedin-return: back_to never leads away, through the whole round trip', async ({
  page,
  context,
  checkA11y,
}) => {
  const check = watch(context)
  // First the real stand-in, once; then the network's answer is played back at once (a code for the site).
  const [first, ...rest] = [...SAMPLE, ...EXTRA]
  await page.goto(`/linkedin-return?back_to=${encodeURIComponent(first!)}`)
  await expect(page.getByRole('button', { name: 'Autorizar' })).toBeVisible()
  expect(await storedBackTo(page, site)).toBe(sameOriginPath(first!, site))
  await page.getByRole('button', { name: 'Cancelar' }).click()
  await page.waitForURL(landed)
  expectLandedOn(page, first!)
  await checkA11y()

  // Wherever the stand-in is served (the platform, or the site's proxy in front of it).
  await page.route('**/oauth/linkedin/authorize?**', (route) =>
    route.fulfill({
      status: 302,
      headers: { location: `${site}/linkedin-return?error=user_cancelled_login` },
    }),
  )
  for (const variant of rest) {
    await page.goto(`/linkedin-return?back_to=${encodeURIComponent(variant)}`)
    await page.waitForURL(landed)
    expectLandedOn(page, variant)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  }
  check()
})

/** Off /linkedin-return and the network's page: where the round trip ended. */
const landed = (url: URL) =>
  url.pathname !== '/linkedin-return' && !url.pathname.endsWith('/oauth/linkedin/authorize')

/** On the site, at the path core's rule made of the variant ('/' for every one of the sample). */
function expectLandedOn(page: Page, variant: string) {
  expectOnSite(page, variant)
  const expected = new URL(sameOriginPath(variant, site), site).pathname
  expect(new URL(page.url()).pathname, `after ${JSON.stringify(variant)}`).toBe(expected)
}

async function storedBackTo(page: Page, origin: string): Promise<string | null> {
  // The stand-in is on the platform's origin: read the site's storage from a site page of the same context.
  const sitePage = await page.context().newPage()
  try {
    await sitePage.goto(`${origin}/robots.txt`)
    return await sitePage.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.linkedinBackTo)
  } finally {
    await sitePage.close()
  }
}

test('paths, next routes and return parameters of the site stay on the site', async ({
  page,
  context,
  checkA11y,
}) => {
  const check = watch(context)
  // Return-like parameters the site does not read, on a public page, all at once.
  const hostile = encodeURIComponent(`//${EVIL_HOST}`)
  await visit(
    page,
    `/vagas?next=${hostile}&redirect=${hostile}&return_url=${hostile}&callback_url=${hostile}&back_to=${hostile}&returnTo=${hostile}`,
  )
  expectOnSite(page, 'return parameters')
  await checkA11y()

  // The path itself: a strange one is a 404 of the site, never another site; a protected route sends the
  // visitor home with the login open and saves the next route, which must be a path of this site.
  const paths = [
    `//${EVIL_HOST}`,
    `//${EVIL_HOST}/meu-perfil`,
    `/\\${EVIL_HOST}`,
    `/%2F%2F${EVIL_HOST}`,
    `/%5C${EVIL_HOST}`,
    `/meu-perfil/..//${EVIL_HOST}`,
    `/%09/${EVIL_HOST}`,
    `/%0D%0ALocation:%20http://${EVIL_HOST}`,
    `/%E2%80%A8/${EVIL_HOST}`,
    `/%EF%BC%8F%EF%BC%8F${EVIL_HOST}`,
    `/vagas/100007/inscricao/1/teste/1?back_to=${hostile}`,
  ]
  for (const path of paths) {
    const response = await page.goto(`${site}${path}`)
    expect(response?.status() ?? 0, path).toBeLessThan(500)
    // The address typed stays as typed (a 404 of the site when it names no page), on the site.
    expect(new URL(page.url()).origin, path).toBe(site)
  }
  for (const path of [
    `/meu-perfil?next=${hostile}#//${EVIL_HOST}`,
    `/vagas/100001/inscricao?back_to=${hostile}`,
  ]) {
    await visit(page, `${site}${path}`)
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible()
    expectOnSite(page, path)
    const next = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.nextRoute)
    expect(next, `the next route saved for ${path}`).toBe(sitePath(path, site))
  }
  check()
})

test('the platform’s return addresses: redirect_uri, opener origin, a partner test’s return_url', async ({
  page,
  context,
  request,
  checkA11y,
}) => {
  const check = watch(context)
  const variants = [...SAMPLE, ...EXTRA]
  let checked = false
  for (const variant of variants) {
    const target = encodeURIComponent(variant)
    for (const url of [
      `${platformUrl}/oauth/linkedin/authorize?response_type=code&redirect_uri=${target}`,
      `${platformUrl}/oauth/facebook/dialog?origin=${target}`,
    ]) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(400)
      expect(new URL(page.url()).origin).toBe(platformUrl)
      if (!checked) {
        await expect(page.getByRole('alert')).toBeVisible()
        await checkA11y()
        checked = true
      }
    }
  }

  // A partner test finished with a return_url off the site: a page with a link to the site's landing.
  const user = await createUser(request, {
    name: 'Paula Retorno',
    email: uniqueEmail('retorno'),
    password: 'segredo-123',
  })
  for (const variant of [`//${EVIL_HOST}`, `${site}@${EVIL_HOST}/`, `/\\${EVIL_HOST}`]) {
    await page.goto(
      `${platformUrl}/partner-test/3101?user_id=${user.id}&opportunity_id=100007&return_url=${encodeURIComponent(variant)}`,
    )
    await page.getByRole('button', { name: 'Concluir teste' }).click()
    const back = page.getByRole('link', { name: 'Voltar ao site' })
    await expect(back).toHaveAttribute('href', `${site}/return_test/${user.id}/3101/100007`)
    expect(new URL(page.url()).origin, variant).toBe(platformUrl)
    expect(await page.content()).not.toContain(EVIL_HOST)
  }
  check()
})

test('no search term, however strange, gets a 5xx', async ({ page, context, request, checkA11y }) => {
  const check = watch(context)
  // Raw query strings (already percent-encoded where a browser would encode them).
  const terms = [
    'caixa%00operador',
    '%01%02%03%07%08%1B%7F',
    '%C2%85%C2%9F', // C1 controls
    '%E2%80%AEroda%E2%80%AC', // right-to-left override
    '%ED%A0%80', // a lone surrogate, not valid UTF-8
    '%FF%FE',
    '%F0%9F%98%80%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB', // emoji and a ZWJ sequence
    encodeURIComponent(`' OR 1=1; DROP TABLE opportunities; --`),
    encodeURIComponent('<script>alert(1)</script><img src=x onerror=alert(1)>'),
    encodeURIComponent('%s%n%x{{7*7}}${7*7}'),
    '%',
    '%E0%A4%A',
    'a'.repeat(10_000),
    encodeURIComponent('é'.repeat(1_500)),
  ]
  let first = true
  for (const term of terms) {
    const api = await request.get(`/api/vagas?term=${term}`)
    expect(api.status(), `/api/vagas?term=${term.slice(0, 40)}`).toBeLessThan(500)
    const response = await page.goto(`/vagas?term=${term}`)
    expect(response?.status() ?? 0, `/vagas?term=${term.slice(0, 40)}`).toBeLessThan(500)
    if (first) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await checkA11y()
      first = false
    }
  }
  check()
})
