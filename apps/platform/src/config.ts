/**
 * Environment of the local recruiting platform, parsed once at start.
 *
 * | Variable       | Default                              | Meaning                                                        |
 * |----------------|--------------------------------------|----------------------------------------------------------------|
 * | `PORT`         | `4000`                               | HTTP port.                                                     |
 * | `DATABASE_URL` | (unset)                              | PostgreSQL connection string; when set, PGlite is not used.    |
 * | `PGLITE_DIR`   | `apps/platform/.data/pglite`         | Embedded PGlite data directory; `memory://` keeps it in memory. |
 * | `CLIENT_TOKENS`| the development tokens (not in prod) | Comma-separated API client tokens (1 to 3). Required in production. |
 * | `WEB_ORIGIN`   | `http://localhost:3000`              | Comma-separated origins allowed by CORS (the web app).         |
 * | `NODE_ENV`     | `development`                        | `production` disables introspection and the dev tokens.        |
 * | `LOG`          | (unset)                              | `off` silences the request log.                                |
 * | `CAPTCHA`      | `on`                                 | `off` skips the sign-up captcha check (automated tests only).  |
 * | `CAPTCHA_HMAC_KEY` | (random per process)             | Key that signs captcha challenges (set it when several processes serve). |
 * | `CAPTCHA_MAX_NUMBER` | `100000`                       | Proof-of-work difficulty (the largest number the browser may have to try). |
 * | `GEOIP_LOOPBACK` | (unset)                            | `UF:Cidade` (e.g. `SP:São Paulo`): where the geo-IP stand-in places loopback callers; unset = nowhere. |
 * | `TOKEN_SIGNING_KEY` | a development key (not in prod)  | Key that signs hunting and profile-update tokens (at least 32 characters). In production, unset = random per process (links stop working on restart): set it. |
 *
 * The database is migrated on every start and seeded when it has no openings.
 */
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { DEV_CLIENT_TOKENS, isValidToken } from '@carreiras/api/server'
import { STATE_ABBRS, type StateAbbr } from '@carreiras/core'
import { z } from 'zod'

export interface Config {
  port: number
  databaseUrl: string | undefined
  pgliteDir: string
  clientTokens: readonly string[]
  webOrigins: readonly string[]
  nodeEnv: 'development' | 'production' | 'test'
  production: boolean
  log: boolean
  /** Whether userCreate verifies the captcha (`CAPTCHA=off` turns it off; on by default). */
  captcha: boolean
  captchaHmacKey: string | undefined
  captchaMaxNumber: number
  /** `GEOIP_LOOPBACK`: the place the geo-IP stand-in gives loopback addresses; null = none (docs/decisions.md, "Geo-IP"). */
  geoipLoopback: GeoPlace | null
  /**
   * `TOKEN_SIGNING_KEY`: the key of the hunting and profile-update tokens (hunting/signed-tokens.ts). Outside
   * production the development key when unset; in production a random key per process when unset.
   */
  tokenSigningKey: string
}

/**
 * The signing key of hunting and profile-update tokens outside production when TOKEN_SIGNING_KEY is unset:
 * links made by one development run still open after a restart. Never used in production.
 */
export const DEV_TOKEN_SIGNING_KEY = 'carreiras-development-token-signing-key-not-secret'

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

/** `<app>/.data/pglite`, whether running from `src/` (tsx, vitest) or from the bundle in `dist/`. */
export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url))

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const envSchema = z
  .object({
    PORT: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'PORT deve ser um número' })
        .int('PORT deve ser um número inteiro')
        .min(0, 'PORT deve estar entre 0 e 65535')
        .max(65535, 'PORT deve estar entre 0 e 65535')
        .default(4000),
    ),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve começar com postgres:// ou postgresql://')
        .optional(),
    ),
    PGLITE_DIR: z.preprocess(blankToUndefined, z.string().default(DEFAULT_PGLITE_DIR)),
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
        .default('http://localhost:3000')
        .superRefine((value, ctx) => {
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
  })
  .superRefine((env, ctx) => {
    if (env.CLIENT_TOKENS === undefined && env.NODE_ENV === 'production')
      ctx.addIssue({
        code: 'custom',
        path: ['CLIENT_TOKENS'],
        message: 'CLIENT_TOKENS é obrigatório em produção',
      })
  })

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment; throws a `ConfigError` listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`)
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    clientTokens: e.CLIENT_TOKENS !== undefined ? list(e.CLIENT_TOKENS) : [...DEV_CLIENT_TOKENS],
    webOrigins: list(e.WEB_ORIGIN),
    nodeEnv: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    log: e.LOG?.toLowerCase() !== 'off',
    captcha: e.CAPTCHA === 'on',
    captchaHmacKey: e.CAPTCHA_HMAC_KEY,
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    geoipLoopback: e.GEOIP_LOOPBACK !== undefined ? parseGeoPlace(e.GEOIP_LOOPBACK) : null,
    tokenSigningKey:
      e.TOKEN_SIGNING_KEY ??
      (e.NODE_ENV === 'production' ? randomBytes(32).toString('base64url') : DEV_TOKEN_SIGNING_KEY),
  }
}
