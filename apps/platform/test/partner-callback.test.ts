// A partner's signed completion callback (online-tests/partner-callback.ts, docs/partner-tests.md), on a platform in
// production: the stand-in's pages are gone, the callback records the completion, and returnTest (what the
// site's /return_test calls) then finishes the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subscriptions } from '../src/db/schema.js'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import {
  PARTNER_CALLBACK_WINDOW_S,
  signPartnerCallback,
  verifyPartnerSignature,
} from '../src/online-tests/partner-callback.js'
import { signUp, solvedCaptcha, type SignedUp } from './accounts-helpers.js'
import { PRODUCTION_TEST_ENV, createTestPlatform, type TestPlatform } from './helpers.js'

const SECRET = PRODUCTION_TEST_ENV.PARTNER_TEST_SECRET!
const MARKETING = '100007' // 3101 (partner), 3002 (timed, in-house)

let platform: TestPlatform
let joana: SignedUp
beforeAll(async () => {
  platform = await createTestPlatform({
    NODE_ENV: 'production',
    CLIENT_TOKENS: 'token-de-producao',
    CAPTCHA_MAX_NUMBER: '1000',
  })
  joana = await signUp(platform, { captcha: await solvedCaptcha(platform) })
  await platform.database.db
    .insert(subscriptions)
    .values({ userId: joana.userId, opportunityId: Number(MARKETING), step: 'lead' })
})
afterAll(() => platform?.close())

let ids = 0
const body = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ id: `cb-${Date.now()}-${++ids}`, user_id: joana.userId, test_id: 3101, ...overrides })
const nowSeconds = () => String(Math.floor(Date.now() / 1000))

function call(raw: string, headers: Record<string, string>) {
  return platform.app.request('/partner-test/callback', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: raw,
  })
}
/** Signed as a partner signs: HMAC-SHA256 over `<timestamp>.<body>`. */
function signed(raw: string, timestamp = nowSeconds(), secret = SECRET) {
  return call(raw, {
    'X-Carreiras-Timestamp': timestamp,
    'X-Carreiras-Signature': signPartnerCallback(secret, timestamp, raw),
  })
}
const errorOf = async (response: Response) =>
  ((await response.json()) as { errors: { message: string }[] }).errors[0]!.message

const RETURN_TEST = `mutation($o: ID!, $u: ID!, $t: ID!) {
  returnTest(opportunity_id: $o, user_id: $u, source_test_id: $t) { success message error } }`
const returnTest = () =>
  joana.client
    .request<{ returnTest: { success: boolean; error: string | null } }>(RETURN_TEST, {
      o: MARKETING,
      u: joana.id,
      t: '3101',
    })
    .then((data) => data.returnTest)

describe('the signature', () => {
  it('is HMAC-SHA256 over "<timestamp>.<body>", hex, compared whole', () => {
    // The documented example (docs/partner-tests.md).
    const example = signPartnerCallback(
      'segredo-do-parceiro-com-ao-menos-32-caracteres',
      '1767225600',
      '{"id":"evt-1","user_id":123,"test_id":3101}',
    )
    expect(example).toBe('sha256=7653ccd67e5915705f3bdf2f7eafffdb4c894e5970836081a78225c8da67677d')
    expect(verifyPartnerSignature(SECRET, '1', 'x', signPartnerCallback(SECRET, '1', 'x'))).toBe(true)
    expect(verifyPartnerSignature(SECRET, '1', 'x', signPartnerCallback(SECRET, '1', 'y'))).toBe(false)
    expect(verifyPartnerSignature(SECRET, '2', 'x', signPartnerCallback(SECRET, '1', 'x'))).toBe(false)
    expect(verifyPartnerSignature(SECRET, '1', 'x', signPartnerCallback(SECRET, '1', 'x').slice(0, -2))).toBe(
      false,
    )
    expect(verifyPartnerSignature(SECRET, '1', 'x', undefined)).toBe(false)
  })
})

describe('POST /partner-test/callback in production', () => {
  it('the stand-in page is not there; the completion is', async () => {
    expect(
      (await platform.app.request(`/partner-test/3101?user_id=${joana.id}&opportunity_id=${MARKETING}`))
        .status,
    ).toBe(404)
  })

  it('refuses an unsigned, wrongly signed or stale call, recording nothing', async () => {
    const raw = body()
    const unsigned = await call(raw, { 'X-Carreiras-Timestamp': nowSeconds() })
    expect(unsigned.status).toBe(401)
    expect(await errorOf(unsigned)).toBe(PLATFORM_MESSAGES.partnerCallbackSignature)
    const otherSecret = await signed(raw, nowSeconds(), 'outro-segredo-com-mais-de-32-caracteres!!')
    expect(otherSecret.status).toBe(401)
    // The body changed after signing.
    const timestamp = nowSeconds()
    const tampered = await call(body({ id: 'x' }), {
      'X-Carreiras-Timestamp': timestamp,
      'X-Carreiras-Signature': signPartnerCallback(SECRET, timestamp, raw),
    })
    expect(tampered.status).toBe(401)
    const old = String(Math.floor(Date.now() / 1000) - PARTNER_CALLBACK_WINDOW_S - 5)
    const stale = await signed(raw, old)
    expect(stale.status).toBe(401)
    expect(await errorOf(stale)).toBe(PLATFORM_MESSAGES.partnerCallbackStale)
    const future = await signed(raw, String(Math.floor(Date.now() / 1000) + PARTNER_CALLBACK_WINDOW_S + 5))
    expect(future.status).toBe(401)
    expect(await returnTest()).toEqual({
      success: false,
      message: null,
      error: PLATFORM_MESSAGES.partnerTestNotCompleted,
    })
  })

  it('400 for a body that is not the callback; 404 for an unknown candidate or an in-house test', async () => {
    const bad = await signed('{"id":"a b","user_id":"1"}')
    expect(bad.status).toBe(400)
    expect(await errorOf(bad)).toBe(PLATFORM_MESSAGES.partnerCallbackInvalid)
    expect((await signed('not json')).status).toBe(400)
    const stranger = await signed(body({ user_id: 999_999_999 }))
    expect(stranger.status).toBe(404)
    expect(await errorOf(stranger)).toBe(PLATFORM_MESSAGES.partnerCallbackUnknown)
    expect((await signed(body({ test_id: 3002 }))).status).toBe(404)
  })

  it('records the completion once: returnTest then succeeds; the same call again is a replay', async () => {
    const raw = body()
    const timestamp = nowSeconds()
    const first = await signed(raw, timestamp)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ recorded: true })
    const again = await signed(raw, timestamp)
    expect(again.status).toBe(409)
    expect(await errorOf(again)).toBe(PLATFORM_MESSAGES.partnerCallbackReplay)
    // Re-signed with a new timestamp, the same id is still a replay.
    expect((await signed(raw, String(Number(timestamp) + 1))).status).toBe(409)
    expect(await returnTest()).toEqual({ success: true, message: null, error: null })
  })

  it('refuses a body over 16 KiB', async () => {
    const response = await signed(body({ padding: 'x'.repeat(17 * 1024) }))
    expect(response.status).toBe(413)
  })
})
