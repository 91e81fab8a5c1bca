/**
 * Environment of the local recruiting platform, parsed once at start (docs/environment.md).
 *
 * | Variable       | Default                              | Meaning                                                        |
 * |----------------|--------------------------------------|----------------------------------------------------------------|
 * | `PORT`         | `4000`                               | HTTP port.                                                     |
 * | `PUBLIC_URL`   | `http://localhost:<PORT>` (not in prod) | The platform as browsers reach it: the base of every absolute URL it stores or answers (files, avatars, the removal link, partner tests); never the request's `Host`. Required in production. |
 * | `DATABASE_URL` | (unset)                              | PostgreSQL connection string; when set, PGlite is not used.    |
 * | `PGLITE_DIR`   | `apps/platform/.data/pglite`         | Embedded PGlite data directory; `memory://` keeps it in memory. |
 * | `DATABASE_POOL_SIZE` | `10`                           | PostgreSQL only: the most connections this process opens (1–100). |
 * | `DATABASE_STATEMENT_TIMEOUT_MS` | `10000`             | PostgreSQL only: a statement of the server's requests that runs longer is cancelled (1000–300000 ms; the site's client waits 30 s). Migrations have none. |
 * | `SHUTDOWN_GRACE_MS` | `25000`                         | SIGTERM: how long the requests in flight may take to be answered before the process exits anyway (1000–600000 ms; under an orchestrator's own grace, 30 s by default in Kubernetes). |
 * | `SEED_DEMO`    | (unset)                              | `1` (or the `--seed-demo` flag): also the demonstration data (openings, tests, candidates). Unset: only the reference data. |
 * | `CLIENT_TOKENS`| the development tokens (not in prod) | Comma-separated API client tokens (1 to 3). Required in production, where the development tokens are refused. |
 * | `WEB_ORIGIN`   | `http://localhost:3000` (not in prod) | Comma-separated origins allowed by CORS (the web app). Required in production, where `*` is refused. |
 * | `NODE_ENV`     | `development`                        | `production` disables introspection, the stand-ins and every development default. |
 * | `LOG`          | (unset)                              | Logs are JSON lines (logger.ts); `off` silences the info lines (errors stay), `pretty` writes them for a person (`npm start`). |
 * | `CAPTCHA`      | `on`                                 | `off` skips the sign-up captcha check (automated tests only; refused in production). |
 * | `CAPTCHA_HMAC_KEY` | derived from `TOKEN_SIGNING_KEY` (not in prod) | Key that signs captcha challenges (16+ characters). Required in production. |
 * | `CAPTCHA_MAX_NUMBER` | `100000`                       | Proof-of-work difficulty (the largest number the browser may have to try). |
 * | `GEOIP_LOOPBACK` | (unset)                            | `UF:Cidade` (e.g. `SP:São Paulo`): where the geo-IP stand-in places loopback callers; unset = nowhere. |
 * | `TOKEN_SIGNING_KEY` | generated once and kept in `platform_settings` (not in prod) | Key (32+ characters) that signs hunting and profile-update tokens; the removal links' key is derived from it. Required in production, where the former development key is refused. |
 * | `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY` | generated once and kept in `platform_settings` (not in prod) | The web-push VAPID key pair (base64url, P-256; `npx web-push generate-vapid-keys`). Production: all three VAPID settings or none (none = push off). docs/push.md |
 * | `VAPID_SUBJECT` | the first https WEB_ORIGIN, else `mailto:push@carreiras.localhost` (not in prod) | The contact the push services see in the VAPID token: a `mailto:` or `https:` URL. |
 * | `PUSH_STAND_IN_URL` | `http://127.0.0.1:<PORT>/dev/push` (refused in prod) | The push-service stand-in as the platform reaches itself: outside production, its endpoints are the only ones besides the browsers' push services that may be registered. docs/push.md |
 * | `SITE_PROXY_SECRET` | (unset: nobody is trusted; not in prod) | Secret (32+ characters) the site's same-origin proxy sends; only a request carrying it may name the visitor's address (accounts/client-address.ts). The site's SITE_PROXY_SECRET is the same. Required in production. |
 * | `MESSAGES`, `SMTP_URL`, `DEV_SMTP_PORT`, `SMS_URL`, `SMS_TOKEN`, `BRANDS_DIR`, `MESSAGES_BRAND` | the local stand-ins (not in prod) | The e-mail and SMS transports (outgoing/settings.ts, docs/messages.md). Production: SMTP_URL, SMS_URL and SMS_TOKEN, or MESSAGES=off. |
 * | `CHAT_IDENTITY_SECRET` | (unset: no boot is verified) | The customer chat's identity secret (32+ characters), the site's CHAT_IDENTITY_SECRET: the chat stand-in (outside production) checks each boot's hash with it (integrations-stand-ins/chat.ts). |
 * | `MESSAGES_MAX_ATTEMPTS` | `8`                             | Deliveries tried per message before it is dead (docs/messages.md). |
 * | `MESSAGES_RETENTION_DAYS` | `30`                          | Sent and dead messages are deleted this many days after (with expired codes and recovery links). |
 * | `MESSAGES_RETRY_BASE_MS` | `30000`                        | The first retry's delay; each next one doubles (at most an hour), with jitter. |
 * | `MESSAGES_POLL_MS` | `1000`                               | How often an idle worker looks for due messages (PostgreSQL also wakes it by LISTEN/NOTIFY). |
 * | `MESSAGES_SEND_TIMEOUT_MS` | `30000`                      | A delivery's time limit; a claimed message whose worker vanished is taken again after twice this. |
 * | `MESSAGES_CONCURRENCY` | `4`                              | Messages one worker sends at once. |
 * | `MESSAGES_WORKER` | `on`                                  | `off`: this platform process sends nothing (its workers are `npm run worker` processes; PostgreSQL only). |
 * | `LINKEDIN_CLIENT_ID`/`_SECRET`, `FACEBOOK_APP_ID`/`_SECRET`, `ITAU_SSO_ISSUER`/`_CLIENT_ID`/`_CLIENT_SECRET`, `MICROSOFT_ISSUER`/`_CLIENT_ID`/`_CLIENT_SECRET` | (unset: off; stand-ins outside production) | The real identity providers, each all-or-nothing (accounts/provider-settings.ts, docs/identity.md). |
 * | `POSTAL_CODE_URL` | (unset: the platform's own table; not in prod) | Base of a ViaCEP-compatible service (`https://viacep.com.br/ws/`): `{base}{cep}/json/`. Required in production (postal/service.ts, docs/operations.md). |
 * | `POSTAL_CODE_TIMEOUT_MS` | `3000`                         | How long one lookup of that service may take (100–30000 ms). |
 * | `GEOIP_DATABASE` | (unset: the invented blocks; not in prod) | Path of a GeoLite2/GeoIP2 City database (`.mmdb`), read at start (geoip/geoip.ts). Required in production. |
 * | `PARTNER_TEST_SECRET` | (unset: no callback is accepted; not in prod) | The secret (32+ characters) partners sign their completion callbacks with (online-tests/partner-callback.ts, docs/partner-tests.md). Required in production. |
 *
 * In production a missing required setting stops the start with one message naming every one of them.
 * Migrations are their own command (db/migrate.ts, `npm run migrate`); outside production the start also
 * migrates, under the same lock.
 */
import { hkdfSync, randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { DEV_CLIENT_TOKENS, isValidToken } from '@carreiras/api/server'
import { STATE_ABBRS, base64UrlToBytes, isP256PublicKey, type StateAbbr } from '@carreiras/core'
import { z } from 'zod'
import {
  messagesConfig,
  messagesEnv,
  messagesProductionIssues,
  type MessagesConfig,
} from './outgoing/settings.js'
import {
  providerEnv,
  providerIssues,
  providerSettings,
  type ProviderSettings,
} from './accounts/provider-settings.js'

export interface Config {
  port: number
  /**
   * `PUBLIC_URL` without a trailing slash: the platform as browsers reach it, the base of every absolute URL
   * the platform builds (never the request's `Host` header).
   */
  publicUrl: string
  databaseUrl: string | undefined
  pgliteDir: string
  /** `DATABASE_POOL_SIZE`: the most PostgreSQL connections this process opens. */
  databasePoolSize: number
  /** `DATABASE_STATEMENT_TIMEOUT_MS`: PostgreSQL cancels a statement of the server's requests after this long. */
  databaseStatementTimeoutMs: number
  /** `SHUTDOWN_GRACE_MS`: the drain's limit at SIGTERM (shutdown.ts). */
  shutdownGraceMs: number
  /** `SEED_DEMO`: seed the demonstration data too (db/seed.ts, `seedDatabase`). */
  seedDemo: boolean
  clientTokens: readonly string[]
  webOrigins: readonly string[]
  nodeEnv: 'development' | 'production' | 'test'
  production: boolean
  log: boolean
  /** `LOG=pretty`: human-readable lines instead of JSON (logger.ts). */
  logFormat: 'json' | 'pretty'
  /** Whether userCreate verifies the captcha (`CAPTCHA=off` turns it off; on by default). */
  captcha: boolean
  captchaHmacKey: string | undefined
  captchaMaxNumber: number
  /** `GEOIP_LOOPBACK`: the place the geo-IP stand-in gives loopback addresses; null = none (docs/decisions.md, "Geo-IP"). */
  geoipLoopback: GeoPlace | null
  /**
   * `TOKEN_SIGNING_KEY`: the key of the hunting and profile-update tokens (hunting/signed-tokens.ts); required
   * in production. Outside production, when unset, a random key: the one kept with the data once the start
   * has read it (security/signing-key.ts, `withStoredSigningKey`), until then one of this process only.
   */
  tokenSigningKey: string
  /** Where `tokenSigningKey` comes from: the setting, or generated (security/signing-key.ts). */
  tokenSigningKeySource: 'setting' | 'generated'
  /** The key of the account-removal links (accounts/removal.ts), derived from `tokenSigningKey`. */
  removalLinkKey: string
  /**
   * `SITE_PROXY_SECRET`: a request that carries it comes from the site's same-origin proxy, whose
   * forwarded visitor address is trusted (accounts/client-address.ts); unset = no request is.
   */
  siteProxySecret: string | undefined
  /**
   * `CHAT_IDENTITY_SECRET`: the chat stand-in's copy of the site's secret, to mark each boot's identity hash
   * verified or not (integrations-stand-ins/chat.ts); unset = none is.
   */
  chatIdentitySecret: string | undefined
  /**
   * Web push (docs/push.md): the configured VAPID key pair and subject, or null. In production null means
   * push is off; outside production a pair is generated once and kept in `platform_settings` (push/vapid.ts).
   */
  vapid: { publicKey: string; privateKey: string; subject: string } | null
  /** The e-mail and SMS transports' settings (outgoing/settings.ts). */
  delivery: MessagesConfig
  /** Whether the push endpoints and sending are on: VAPID configured, or outside production. */
  push: boolean
  /**
   * `PUSH_STAND_IN_URL`: the push-service stand-in (push/stand-in.ts) as the platform reaches itself, the
   * base of its endpoints; the only endpoint outside the browsers' push services a person may register.
   * Outside production only (default `http://127.0.0.1:<PORT>/dev/push`); null in production.
   */
  pushStandInUrl: string | null
  /** The message road's settings (outgoing/worker.ts, docs/messages.md). */
  messages: MessageSettings
  /** The real identity providers that are on (accounts/provider-settings.ts, docs/identity.md). */
  identityProviders: ProviderSettings
  /**
   * The postal-code service (postal/service.ts): `url` is `POSTAL_CODE_URL` (a ViaCEP-compatible base
   * ending in `/`), null = the platform's own table (outside production only).
   */
  postal: { url: string | null; timeoutMs: number }
  /** `GEOIP_DATABASE`: the `.mmdb` file geo-IP answers from; null = the invented blocks (outside production). */
  geoipDatabase: string | null
  /** `PARTNER_TEST_SECRET`: the key of the partners' completion callbacks; unset = none is accepted. */
  partnerTestSecret: string | undefined
}

export interface MessageSettings {
  maxAttempts: number
  retentionDays: number
  retryBaseMs: number
  pollMs: number
  sendTimeoutMs: number
  concurrency: number
  /** `MESSAGES_WORKER`: whether the platform process runs a worker (always on PGlite). */
  inProcessWorker: boolean
}

/**
 * The constant an earlier version signed with outside production when TOKEN_SIGNING_KEY was unset: anyone
 * who read the code could sign links with it. Never a key again; production refuses it (docs/security.md,
 * "Signing keys").
 */
export const DEV_TOKEN_SIGNING_KEY = 'carreiras-development-token-signing-key-not-secret'

/** Development values published in the repository that production refuses, by setting. */
const PUBLISHED_VALUES: Readonly<Record<string, readonly string[]>> = {
  TOKEN_SIGNING_KEY: [DEV_TOKEN_SIGNING_KEY],
  CLIENT_TOKENS: DEV_CLIENT_TOKENS,
}

/** A state (two-letter code) and a city name as written (normalized when answered). */
export interface GeoPlace {
  state: StateAbbr
  city: string
}

const GEOIP_LOOPBACK_MESSAGE = 'GEOIP_LOOPBACK deve ter o formato UF:Cidade (ex.: SP:São Paulo)'

/** `UF:Cidade` → a place; null when malformed or the state is not one of the 27. */
export function parseGeoPlace(value: string): GeoPlace | null {
  const match = /^\s*([A-Za-z]{2})\s*:\s*(\S.*?)\s*$/.exec(value)
  const state = match?.[1]?.toUpperCase()
  if (!match || !STATE_ABBRS.some((abbr) => abbr === state)) return null
  return { state: state as StateAbbr, city: match[2]!.replace(/\s+/g, ' ') }
}

/** `<repo>/apps/web/app/brands` (the brands' folder), from `src/` as from the bundle in `dist/`. */
export const DEFAULT_BRANDS_DIR = fileURLToPath(new URL('../../web/app/brands', import.meta.url))

/** PostgreSQL connections per process when DATABASE_POOL_SIZE is unset (postgres-js's own default). */
export const DEFAULT_DATABASE_POOL_SIZE = 10

/**
 * How long a statement of the server's requests may run when DATABASE_STATEMENT_TIMEOUT_MS is unset: far
 * beyond any query of the product (tens of milliseconds), well within the 30 s the site's client waits, so
 * a runaway statement frees its connection and answers an error instead of holding the pool.
 */
export const DEFAULT_DATABASE_STATEMENT_TIMEOUT_MS = 10_000

/**
 * How long SIGTERM waits for the requests in flight when SHUTDOWN_GRACE_MS is unset: a burst of sign-ups
 * (password hashes, two at a time) takes seconds on a busy machine; an orchestrator's own grace (30 s by
 * default in Kubernetes) must be longer.
 */
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000

/** `<app>/.data/pglite`, whether running from `src/` (tsx, vitest) or from the bundle in `dist/`. */
export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url))

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/** A whole-number setting between `min` and `max` (pt-BR messages naming it), `fallback` when unset. */
function intSetting(name: string, min: number, max: number, fallback: number) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} deve ser um número` })
      .int(`${name} deve ser um número inteiro`)
      .min(min, `${name} deve estar entre ${min} e ${max}`)
      .max(max, `${name} deve estar entre ${min} e ${max}`)
      .default(fallback),
  )
}

const envSchema = z.object({
  MESSAGES_MAX_ATTEMPTS: intSetting('MESSAGES_MAX_ATTEMPTS', 1, 100, 8),
  MESSAGES_RETENTION_DAYS: intSetting('MESSAGES_RETENTION_DAYS', 1, 3650, 30),
  MESSAGES_RETRY_BASE_MS: intSetting('MESSAGES_RETRY_BASE_MS', 10, 3_600_000, 30_000),
  MESSAGES_POLL_MS: intSetting('MESSAGES_POLL_MS', 10, 60_000, 1000),
  MESSAGES_SEND_TIMEOUT_MS: intSetting('MESSAGES_SEND_TIMEOUT_MS', 100, 600_000, 30_000),
  MESSAGES_CONCURRENCY: intSetting('MESSAGES_CONCURRENCY', 1, 64, 4),
  MESSAGES_WORKER: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
    z.enum(['on', 'off'], { error: 'MESSAGES_WORKER deve ser on ou off' }).default('on'),
  ),
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'PORT deve ser um número' })
      .int('PORT deve ser um número inteiro')
      .min(0, 'PORT deve estar entre 0 e 65535')
      .max(65535, 'PORT deve estar entre 0 e 65535')
      .default(4000),
  ),
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isPublicUrl, {
        message:
          'PUBLIC_URL deve ser uma URL http(s) sem usuário, consulta ou fragmento (ex.: https://plataforma.example.com)',
      })
      .optional(),
  ),
  SEED_DEMO: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
    z
      .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
        error: 'SEED_DEMO deve ser 1 ou 0',
      })
      .optional(),
  ),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve começar com postgres:// ou postgresql://')
      .optional(),
  ),
  PGLITE_DIR: z.preprocess(blankToUndefined, z.string().default(DEFAULT_PGLITE_DIR)),
  DATABASE_POOL_SIZE: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'DATABASE_POOL_SIZE deve ser um número' })
      .int('DATABASE_POOL_SIZE deve ser um número inteiro')
      .min(1, 'DATABASE_POOL_SIZE deve estar entre 1 e 100')
      .max(100, 'DATABASE_POOL_SIZE deve estar entre 1 e 100')
      .default(DEFAULT_DATABASE_POOL_SIZE),
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'DATABASE_STATEMENT_TIMEOUT_MS deve ser um número' })
      .int('DATABASE_STATEMENT_TIMEOUT_MS deve ser um número inteiro')
      .min(1000, 'DATABASE_STATEMENT_TIMEOUT_MS deve estar entre 1000 e 300000')
      .max(300_000, 'DATABASE_STATEMENT_TIMEOUT_MS deve estar entre 1000 e 300000')
      .default(DEFAULT_DATABASE_STATEMENT_TIMEOUT_MS),
  ),
  SHUTDOWN_GRACE_MS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'SHUTDOWN_GRACE_MS deve ser um número' })
      .int('SHUTDOWN_GRACE_MS deve ser um número inteiro')
      .min(1000, 'SHUTDOWN_GRACE_MS deve estar entre 1000 e 600000')
      .max(600_000, 'SHUTDOWN_GRACE_MS deve estar entre 1000 e 600000')
      .default(DEFAULT_SHUTDOWN_GRACE_MS),
  ),
  CLIENT_TOKENS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => list(value).length >= 1 && list(value).length <= 3, {
        message: 'CLIENT_TOKENS deve ter de 1 a 3 tokens separados por vírgula',
      })
      .refine((value) => list(value).every(isValidToken), {
        message: 'CLIENT_TOKENS aceita apenas letras, dígitos e . _ ~ + / = -',
      })
      .optional(),
  ),
  WEB_ORIGIN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .superRefine((value = '', ctx) => {
        for (const origin of list(value)) {
          if (origin !== '*' && !URL.canParse(origin))
            ctx.addIssue({ code: 'custom', message: `WEB_ORIGIN inválido: ${origin}` })
        }
      }),
  ),
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z
      .enum(['development', 'production', 'test'], {
        error: 'NODE_ENV deve ser development, production ou test',
      })
      .default('development'),
  ),
  LOG: z.preprocess(blankToUndefined, z.string().optional()),
  CAPTCHA: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
    z.enum(['on', 'off'], { error: 'CAPTCHA deve ser on ou off' }).default('on'),
  ),
  CAPTCHA_MAX_NUMBER: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'CAPTCHA_MAX_NUMBER deve ser um número' })
      .int('CAPTCHA_MAX_NUMBER deve ser um número inteiro')
      .min(1000, 'CAPTCHA_MAX_NUMBER deve ser ao menos 1000')
      .max(10_000_000, 'CAPTCHA_MAX_NUMBER deve ser no máximo 10000000')
      .default(100_000),
  ),
  CAPTCHA_HMAC_KEY: z.preprocess(
    blankToUndefined,
    z.string().min(16, 'CAPTCHA_HMAC_KEY deve ter ao menos 16 caracteres').optional(),
  ),
  GEOIP_LOOPBACK: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => parseGeoPlace(value) !== null, { message: GEOIP_LOOPBACK_MESSAGE })
      .optional(),
  ),
  TOKEN_SIGNING_KEY: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'TOKEN_SIGNING_KEY deve ter ao menos 32 caracteres').optional(),
  ),
  SITE_PROXY_SECRET: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z.string().min(32, 'SITE_PROXY_SECRET deve ter ao menos 32 caracteres').optional(),
  ),
  CHAT_IDENTITY_SECRET: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z.string().min(32, 'CHAT_IDENTITY_SECRET deve ter ao menos 32 caracteres').optional(),
  ),
  VAPID_PUBLIC_KEY: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z
      .string()
      .refine(isP256PublicKey, 'VAPID_PUBLIC_KEY deve ser uma chave pública P-256 em base64url (65 bytes)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z
      .string()
      .refine(
        (value) => base64UrlToBytes(value)?.length === 32,
        'VAPID_PRIVATE_KEY deve ser uma chave privada P-256 em base64url (32 bytes)',
      )
      .optional(),
  ),
  PUSH_STAND_IN_URL: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z
      .string()
      .refine(isPublicUrl, 'PUSH_STAND_IN_URL deve ser uma URL http(s) sem usuário, consulta ou fragmento')
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z
      .string()
      .refine(
        (value) => /^mailto:\S+@\S+$/.test(value) || /^https:\/\/\S+$/.test(value),
        'VAPID_SUBJECT deve ser um endereço mailto: ou uma URL https:',
      )
      .optional(),
  ),
  POSTAL_CODE_URL: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z
      .string()
      .refine(
        isPublicUrl,
        'POSTAL_CODE_URL deve ser uma URL http(s) sem usuário, consulta ou fragmento (ex.: https://viacep.com.br/ws/)',
      )
      .optional(),
  ),
  POSTAL_CODE_TIMEOUT_MS: intSetting('POSTAL_CODE_TIMEOUT_MS', 100, 30_000, 3000),
  GEOIP_DATABASE: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z.string().optional(),
  ),
  PARTNER_TEST_SECRET: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z.string().min(32, 'PARTNER_TEST_SECRET deve ter ao menos 32 caracteres').optional(),
  ),
  ...messagesEnv,
  ...providerEnv,
})

/**
 * Production never falls back to a development default: every secret and origin is set explicitly. Checked
 * on the raw environment, beside the schema, so one message lists every problem at once.
 */
function productionIssues(env: Record<string, string | undefined>): string[] {
  const value = (name: string) => {
    const raw = env[name]
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim()
  }
  if (value('NODE_ENV') !== 'production') return []
  const issues: string[] = PRODUCTION_REQUIRED.filter(([name]) => value(name) === undefined).map(
    ([name, why]) => `  - ${name}: ${name} é obrigatório em produção (${why})`,
  )
  if (list(value('WEB_ORIGIN') ?? '').includes('*'))
    issues.push('  - WEB_ORIGIN: WEB_ORIGIN não aceita * em produção: liste as origens do site')
  const vapid = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const
  const vapidSet = vapid.filter((name) => value(name) !== undefined)
  if (vapidSet.length > 0 && vapidSet.length < vapid.length)
    issues.push(
      `  - VAPID: ${vapid.filter((name) => value(name) === undefined).join(', ')}: as notificações push precisam de VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY e VAPID_SUBJECT juntos (ou nenhum, para desligá-las)`,
    )
  if (value('PUSH_STAND_IN_URL') !== undefined)
    issues.push(
      '  - PUSH_STAND_IN_URL: o serviço de push local não é aceito em produção (só os serviços de push dos navegadores)',
    )
  for (const [name, published] of Object.entries(PUBLISHED_VALUES)) {
    const raw = value(name)
    const given = raw === undefined ? [] : name === 'CLIENT_TOKENS' ? list(raw) : [raw]
    if (given.some((item) => published.includes(item)))
      issues.push(
        `  - ${name}: ${name} tem um valor de desenvolvimento publicado no código, que não é aceito em produção: gere um valor secreto`,
      )
  }
  issues.push(...messagesProductionIssues(value))
  if (value('CAPTCHA')?.toLowerCase() === 'off')
    issues.push('  - CAPTCHA: CAPTCHA=off não é aceito em produção (serve apenas a testes automatizados)')
  return issues
}

/** What production refuses to start without, and why (the message names each missing one). */
const PRODUCTION_REQUIRED = [
  ['CLIENT_TOKENS', 'os tokens dos clientes do transporte'],
  ['WEB_ORIGIN', 'as origens do site, para CORS e para os links enviados'],
  ['PUBLIC_URL', 'o endereço público da plataforma, base das URLs de arquivos e links'],
  ['TOKEN_SIGNING_KEY', 'a chave dos links assinados, com ao menos 32 caracteres'],
  ['CAPTCHA_HMAC_KEY', 'a chave do captcha, com ao menos 16 caracteres'],
  ['SITE_PROXY_SECRET', 'o segredo do proxy do site, o único que pode informar o endereço do visitante'],
  ['POSTAL_CODE_URL', 'o serviço de CEP no formato do ViaCEP, ex.: https://viacep.com.br/ws/'],
  ['GEOIP_DATABASE', 'o caminho do banco de geolocalização por IP no formato MaxMind (.mmdb)'],
  [
    'PARTNER_TEST_SECRET',
    'o segredo com que os parceiros assinam a conclusão dos testes, com ao menos 32 caracteres',
  ],
] as const

/** An http(s) URL that can prefix paths: no credentials, query or fragment. */
function isPublicUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    !value.includes('?') &&
    !value.includes('#')
  )
}

/** `SEED_DEMO` (or the `--seed-demo` flag of the start) as a boolean. */
const SEED_DEMO_ON = new Set(['1', 'true', 'on', 'yes'])

/**
 * The removal links' key: HKDF-SHA256 of the signing key with its own label, so one configured secret
 * serves both kinds of link without one kind's signature ever being valid as the other's.
 */
export function deriveKey(secret: string, label: string): string {
  return Buffer.from(hkdfSync('sha256', secret, '', `carreiras:${label}`, 32)).toString('base64url')
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Where the database is: all the migrate command needs (db/migrate.ts), without the server's settings. */
export function loadDatabaseConfig(
  env: Record<string, string | undefined> = process.env,
): Pick<Config, 'databaseUrl' | 'pgliteDir'> {
  const parsed = envSchema.pick({ DATABASE_URL: true, PGLITE_DIR: true }).safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`)
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`)
  }
  return { databaseUrl: parsed.data.DATABASE_URL, pgliteDir: parsed.data.PGLITE_DIR }
}

export interface LoadConfigOptions {
  /**
   * Outside production, the key to sign with when TOKEN_SIGNING_KEY is unset: the one kept with the data
   * (security/signing-key.ts). Absent: a random key of this call only.
   */
  generatedSigningKey?: string
}

/** Parses the environment; throws a `ConfigError` listing every bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: LoadConfigOptions = {},
): Config {
  const parsed = envSchema.safeParse(env)
  const lines = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`)),
    ...productionIssues(env),
    ...providerIssues((name) => env[name]?.trim() || undefined),
    ...(parsed.success && parsed.data.MESSAGES_WORKER === 'off' && parsed.data.DATABASE_URL === undefined
      ? [
          '  - MESSAGES_WORKER: off só com DATABASE_URL (PostgreSQL); no PGlite o processo da plataforma é o único que envia as mensagens',
        ]
      : []),
  ]
  if (!parsed.success || lines.length > 0)
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`)
  const e = parsed.data
  const production = e.NODE_ENV === 'production'
  // Outside production only (production requires the setting): never a key written in the code.
  const tokenSigningKey =
    e.TOKEN_SIGNING_KEY ?? options.generatedSigningKey ?? randomBytes(32).toString('base64url')
  return {
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    seedDemo: e.SEED_DEMO !== undefined && SEED_DEMO_ON.has(e.SEED_DEMO),
    clientTokens: e.CLIENT_TOKENS !== undefined ? list(e.CLIENT_TOKENS) : [...DEV_CLIENT_TOKENS],
    webOrigins: list(e.WEB_ORIGIN ?? 'http://localhost:3000'),
    nodeEnv: e.NODE_ENV,
    production,
    log: e.LOG?.toLowerCase() !== 'off',
    logFormat: e.LOG?.toLowerCase() === 'pretty' ? 'pretty' : 'json',
    captcha: e.CAPTCHA === 'on',
    // Outside production, derived like the removal links' key: every process signs challenges alike.
    captchaHmacKey: e.CAPTCHA_HMAC_KEY ?? deriveKey(tokenSigningKey, 'captcha'),
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    geoipLoopback: e.GEOIP_LOOPBACK !== undefined ? parseGeoPlace(e.GEOIP_LOOPBACK) : null,
    tokenSigningKey,
    tokenSigningKeySource: e.TOKEN_SIGNING_KEY !== undefined ? 'setting' : 'generated',
    removalLinkKey: deriveKey(tokenSigningKey, 'removal-link'),
    siteProxySecret: e.SITE_PROXY_SECRET,
    chatIdentitySecret: e.CHAT_IDENTITY_SECRET,
    vapid:
      e.VAPID_PUBLIC_KEY !== undefined && e.VAPID_PRIVATE_KEY !== undefined
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT ?? defaultVapidSubject(list(e.WEB_ORIGIN ?? 'http://localhost:3000')),
          }
        : null,
    delivery: messagesConfig(e, {
      devSmsToken: deriveKey(tokenSigningKey, 'sms-stand-in'),
      brandsDir: DEFAULT_BRANDS_DIR,
    }),
    push: !production || (e.VAPID_PUBLIC_KEY !== undefined && e.VAPID_PRIVATE_KEY !== undefined),
    pushStandInUrl: production
      ? null
      : (e.PUSH_STAND_IN_URL ?? `http://127.0.0.1:${e.PORT}/dev/push`).replace(/\/+$/, ''),
    messages: {
      maxAttempts: e.MESSAGES_MAX_ATTEMPTS,
      retentionDays: e.MESSAGES_RETENTION_DAYS,
      retryBaseMs: e.MESSAGES_RETRY_BASE_MS,
      pollMs: e.MESSAGES_POLL_MS,
      sendTimeoutMs: e.MESSAGES_SEND_TIMEOUT_MS,
      concurrency: e.MESSAGES_CONCURRENCY,
      inProcessWorker: e.MESSAGES_WORKER === 'on',
    },
    identityProviders: providerSettings(e),
    postal: {
      url: e.POSTAL_CODE_URL === undefined ? null : e.POSTAL_CODE_URL.replace(/\/*$/, '/'),
      timeoutMs: e.POSTAL_CODE_TIMEOUT_MS,
    },
    geoipDatabase: e.GEOIP_DATABASE ?? null,
    partnerTestSecret: e.PARTNER_TEST_SECRET,
  }
}

/**
 * The VAPID subject outside production when VAPID_SUBJECT is unset: the site's first https origin, else a
 * mailto: of the local domain (push services want a way to reach the sender; the stand-in only checks it).
 */
export function defaultVapidSubject(webOrigins: readonly string[]): string {
  const https = webOrigins.find((origin) => origin.startsWith('https://'))
  return https ?? 'mailto:push@carreiras.localhost'
}
