// Every return, redirect and callback address the platform follows or sends is checked as a URL against the
// site's origins (WEB_ORIGIN) by core's one rule (`allowedOriginUrl`, navigation/same-origin.ts), fed the
// open-redirect variant list: the professional network's redirect_uri, the social network's opener origin,
// a partner test's return_url and the password recovery's return_url.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  EVIL_HOST,
  openRedirectSample,
  openRedirectVariants,
} from '../../../packages/core/src/navigation/open-redirect-variants'
import { recoveryBaseUrl } from '../src/accounts/service.js'
import { siteUrl } from '../src/online-tests/service.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'
import { clientOf, failure, signUp } from './accounts-helpers.js'

const SITE = 'http://localhost:3000'
/** Openings of the seed (src/db/seed.ts) with a partner test (3101). */
const MARKETING = '100007'

let platform: TestPlatform
beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
})
afterAll(() => platform.close())

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

/** Every variant, the relative ones also written as the absolute address a client might send. */
const VARIANTS = openRedirectVariants(SITE)
const SAMPLE = [...openRedirectSample(SITE, 3), `${SITE}@${EVIL_HOST}/`, `${SITE}.${EVIL_HOST}/`]

/** The redirect a response asks for never leaves the site. */
function expectOnSite(response: Response) {
  const location = response.headers.get('location')
  if (location !== null) expect(new URL(location, SITE).origin).toBe(SITE)
}

describe('the return-address rule (recovery links, partner returns)', () => {
  it('takes no open-redirect variant as an address of the site', () => {
    const config = platform.config
    expect(VARIANTS.length).toBeGreaterThan(1000)
    expect(VARIANTS.filter((variant) => siteUrl(config, variant) !== null)).toEqual([])
    const recovered = VARIANTS.filter((variant) => {
      try {
        return new URL(recoveryBaseUrl(config, variant)).origin !== SITE
      } catch {
        return false
      }
    })
    expect(recovered).toEqual([])
  })

  it('keeps the site’s own addresses, normalized', () => {
    expect(siteUrl(platform.config, `${SITE}/return_test/1/2/3`)?.toString()).toBe(
      `${SITE}/return_test/1/2/3`,
    )
    expect(recoveryBaseUrl(platform.config, `${SITE}/password-recovery?x=1#y`).toString()).toBe(
      `${SITE}/password-recovery?x=1`,
    )
    expect(recoveryBaseUrl(platform.config, null).toString()).toBe(`${SITE}/password-recovery`)
  })
})

describe('the professional network stand-in (redirect_uri)', () => {
  it.each(SAMPLE)('refuses %j on the authorization page and its form', async (variant) => {
    const page = await platform.app.request(
      `/oauth/linkedin/authorize?response_type=code&redirect_uri=${encodeURIComponent(variant)}`,
    )
    expect(page.status).toBe(400)
    expectOnSite(page)
    const posted = await platform.app.request(
      '/oauth/linkedin/authorize',
      form({ redirect_uri: variant, decision: 'cancel' }),
    )
    expect(posted.status).toBe(400)
    expectOnSite(posted)
  })
})

describe('the social network stand-in (opener origin)', () => {
  it.each(SAMPLE)('refuses %j as the window to post the profile to', async (variant) => {
    const page = await platform.app.request(`/oauth/facebook/dialog?origin=${encodeURIComponent(variant)}`)
    expect(page.status).toBe(400)
    expect(await page.text()).not.toContain(EVIL_HOST)
  })
})

describe('a partner test’s return_url', () => {
  it('never redirects away from the site, whatever return_url holds', async () => {
    const user = await signUp(platform)
    for (const variant of SAMPLE) {
      const done = await platform.app.request(
        '/partner-test/3101',
        form({ user_id: String(user.id), opportunity_id: MARKETING, return_url: variant }),
      )
      expect(done.status, variant).toBe(200)
      expectOnSite(done)
      expect(await done.text(), variant).toContain(`href="${SITE}/return_test/${user.id}/3101/${MARKETING}"`)
    }
  })
})

describe('passwordRecovery(return_url)', () => {
  const RECOVER =
    'mutation($email: String!, $url: String) { passwordRecovery(email: $email, return_url: $url) { email } }'

  it('refuses an address off the site before anything is sent', async () => {
    const user = await signUp(platform)
    const anonymous = clientOf(platform)
    for (const url of [`//${EVIL_HOST}/password-recovery`, `${SITE}@${EVIL_HOST}/`, `/\\${EVIL_HOST}`]) {
      const error = await failure(anonymous.request(RECOVER, { email: user.email, url }))
      expect(error.code, url).toBe('VALIDATION')
    }
  })
})
