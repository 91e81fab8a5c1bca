// What the benches share (scripts/bench-load.mjs, scripts/bench-faults.mjs): free ports, waiting for a
// server, timing a call, a latency summary, and a candidate's road through the sealed transport as the site
// sends it (the api package's client, with the site's own timeout and retry): sign-up (userCreate), then
// an application (subscriptionNew), then the count of each candidate's applications on the development
// route of the platform.
import { generateCPF } from '@brazilian-utils/brazilian-utils'
import {
  DEFAULT_TIMEOUT_MS,
  SignUpDocument,
  SubscriptionNewDocument,
  createPlatformClient,
} from '@carreiras/api'

/** An open seeded opening with no application questions (100001 has a CV upload and an eliminatory one). */
export const BENCH_OPENING = process.env.BENCH_OPENING ?? '100004'
export const BENCH_COMPANY = '6562'
export const BENCH_CLIENT_TOKENS = ['bench-token-alpha']
export const BENCH_PASSWORD = 'senha-de-carga-1'

export { freePort } from './ports.mjs'

export async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`)
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return null
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export function summary(label, samples) {
  const ok = samples.filter((s) => s.ok).map((s) => s.ms)
  ok.sort((a, b) => a - b)
  const errors = samples.filter((s) => !s.ok)
  const kinds = {}
  for (const e of errors) kinds[e.error] = (kinds[e.error] ?? 0) + 1
  return {
    call: label,
    count: samples.length,
    errors: errors.length,
    errorKinds: kinds,
    p50ms: percentile(ok, 50),
    p95ms: percentile(ok, 95),
    maxms: ok.at(-1) ?? null,
    overSiteTimeout: samples.flatMap((s) => s.attemptsMs ?? [s.ms]).filter((ms) => ms > DEFAULT_TIMEOUT_MS)
      .length,
    // 429 answers (the platform's hashing pool was full: docs/performance.md, "Sign-in burst").
    answers429: samples.reduce((n, s) => n + (s.busy ?? 0), 0),
  }
}

/**
 * `timed`, answering a 429 as the site's account dialog does: wait its Retry-After, then send once more. The
 * sample's `ms` runs from the first send to the last answer (what the person waits), `attemptsMs` holds each
 * answer's own time (the site's 30 s limit applies to each), `busy` counts the 429s.
 */
export async function timedAsTheSite(fn) {
  const t0 = performance.now()
  const attemptsMs = []
  let busy = 0
  for (;;) {
    const sample = await timed(fn)
    attemptsMs.push(sample.ms)
    if (sample.ok || sample.error !== 'BUSY' || busy > 0)
      return {
        ...sample,
        ms: Math.round(performance.now() - t0),
        attemptsMs,
        busy: busy + (sample.ok ? 0 : sample.error === 'BUSY' ? 1 : 0),
      }
    busy += 1
    await new Promise((r) => setTimeout(r, sample.retryAfterSeconds * 1000))
  }
}

export async function timed(fn) {
  const t0 = performance.now()
  try {
    const value = await fn()
    return { ok: true, ms: Math.round(performance.now() - t0), value }
  } catch (error) {
    const code = error?.code ?? error?.extensions?.code ?? error?.name ?? 'Error'
    if (process.env.BENCH_DEBUG) console.error(code, error?.message)
    return {
      ok: false,
      ms: Math.round(performance.now() - t0),
      error: String(code),
      ...(typeof error?.retryAfterSeconds === 'number' ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    }
  }
}

/** The platform client as the site builds it (its timeout and retry unless given), counting the attempts. */
export function benchClient(platformUrl, { session = null, timeoutMs = DEFAULT_TIMEOUT_MS, attempts } = {}) {
  return createPlatformClient({
    apiUrl: platformUrl,
    clientTokens: BENCH_CLIENT_TOKENS,
    getSession: () => session,
    timeoutMs,
    ...(attempts ? { fetch: (input, init) => (attempts.count++, globalThis.fetch(input, init)) } : {}),
  })
}

/** userCreate of candidate `i` of run `run`; answers the timed call and, when it succeeded, the session. */
export async function signUpCandidate(anonymous, run, i) {
  const email = `bench.${run}.${i}@example.com`
  const signUp = await timedAsTheSite(() =>
    anonymous.request(SignUpDocument, {
      first_name: 'Carga',
      last_name: `Candidata ${i}`,
      email,
      document: generateCPF(),
      foreigner: false,
      password: BENCH_PASSWORD,
      accept_terms_of_use: true,
      source: 'carreiras',
      origin_company: BENCH_COMPANY,
    }),
  )
  const auth = signUp.ok ? signUp.value.userCreate : null
  return { email, signUp, session: auth ? { token: auth.token, userId: Number(auth.id) } : null }
}

/** subscriptionNew of a signed-up candidate to `opening`, through `client` (benchClient with its session). */
export function applyCandidate(client, session, opening = BENCH_OPENING) {
  return timed(() =>
    client.request(SubscriptionNewDocument, {
      opportunity_id: opening,
      user_id: String(session.userId),
      questions: [],
    }),
  )
}

/** How many live applications to `opening` a user has (the development route lists them all). */
export async function applicationsOf(platformUrl, userId, opening = BENCH_OPENING) {
  const rows = await (await fetch(`${platformUrl}/dev/subscriptions?userId=${userId}`)).json()
  return rows.filter((row) => String(row.opportunityId) === String(opening) && !row.isDeleted).length
}

/** Lost (no application) and duplicated (more than one) among the users, for `opening`. */
export async function countApplications(platformUrl, userIds, opening = BENCH_OPENING) {
  let lost = 0
  let duplicated = 0
  for (const userId of userIds) {
    const n = await applicationsOf(platformUrl, userId, opening)
    if (n === 0) lost += 1
    if (n > 1) duplicated += 1
  }
  return { lost, duplicated }
}
