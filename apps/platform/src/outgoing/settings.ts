// The settings of the messages' transports (docs/environment.md; docs/messages.md), parsed with the
// rest of the platform's environment (config.ts):
//   MESSAGES       `off`: this deployment sends no e-mail and no SMS (every one ends dead at once, with the
//                  reason); the only way to start in production without the settings below.
//   SMTP_URL       smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465; unset outside
//                  production = the local SMTP server the platform starts (outgoing/stand-ins/smtp.ts).
//   DEV_SMTP_PORT  the local SMTP server's port (outside production, SMTP_URL unset); 0 = a free one.
//   SMS_URL        the SMS provider's send endpoint (POST, JSON { to, text }); unset outside production =
//                  the provider's stand-in each sending process starts on the loopback (stand-ins/sms-server.ts).
//   SMS_TOKEN      the provider's bearer token; unset outside production = a development token derived from
//                  TOKEN_SIGNING_KEY, which the stand-in checks.
//   BRANDS_DIR     the brands' folder (one <id>/outgoing.json each: sender, names, colours, texts);
//                  default the repository's apps/web/app/brands.
//   MESSAGES_BRAND the brand of a message that names none; default `aurora`.
import { z } from 'zod'

export interface MessagesConfig {
  /** `MESSAGES=off`: nothing is sent; every message ends dead with the reason. */
  off: boolean
  /** The SMTP server's URL; null outside production = the local SMTP server (started by createTransports). */
  smtpUrl: string | null
  /** The local SMTP server's port when it is used (0 = any free port). */
  devSmtpPort: number
  /** The SMS provider's endpoint; null outside production = the local stand-in (started by createTransports). */
  smsUrl: string | null
  /** The provider's bearer token (outside production, a development token when unset). */
  smsToken: string
  brandsDir: string
  defaultBrand: string
}

const trimmed = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value

const SMTP_URL_MESSAGE =
  'SMTP_URL deve ser uma URL smtp:// ou smtps:// (ex.: smtps://usuario:senha@smtp.example.com:465)'

export const messagesEnv = {
  MESSAGES: z.preprocess(
    (value) => (typeof value === 'string' ? trimmed(value.toLowerCase()) : value),
    z.enum(['on', 'off'], { error: 'MESSAGES deve ser on ou off' }).default('on'),
  ),
  SMTP_URL: z.preprocess(
    trimmed,
    z
      .string()
      .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), SMTP_URL_MESSAGE)
      .optional(),
  ),
  DEV_SMTP_PORT: z.preprocess(
    trimmed,
    z.coerce
      .number({ error: 'DEV_SMTP_PORT deve ser um número' })
      .int('DEV_SMTP_PORT deve ser um número inteiro')
      .min(0, 'DEV_SMTP_PORT deve estar entre 0 e 65535')
      .max(65535, 'DEV_SMTP_PORT deve estar entre 0 e 65535')
      .default(0),
  ),
  SMS_URL: z.preprocess(
    trimmed,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
        'SMS_URL deve ser uma URL http(s) (o endereço de envio do provedor de SMS)',
      )
      .optional(),
  ),
  SMS_TOKEN: z.preprocess(trimmed, z.string().min(8, 'SMS_TOKEN deve ter ao menos 8 caracteres').optional()),
  BRANDS_DIR: z.preprocess(trimmed, z.string().optional()),
  MESSAGES_BRAND: z.preprocess(
    trimmed,
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'MESSAGES_BRAND deve ser o nome da pasta de uma marca (ex.: aurora)')
      .default('aurora'),
  ),
}

type MessagesEnv = z.output<z.ZodObject<typeof messagesEnv>>

/** What production refuses to start without (unless MESSAGES=off), each with why. */
const PRODUCTION_REQUIRED = [
  ['SMTP_URL', 'o servidor de e-mail que envia as mensagens; ou MESSAGES=off'],
  ['SMS_URL', 'o endereço do provedor de SMS; ou MESSAGES=off'],
  ['SMS_TOKEN', 'o token do provedor de SMS; ou MESSAGES=off'],
] as const

/** Production's missing messages settings, in config.ts's one list of problems. */
export function messagesProductionIssues(value: (name: string) => string | undefined): string[] {
  if (value('MESSAGES')?.toLowerCase() === 'off') return []
  return PRODUCTION_REQUIRED.filter(([name]) => value(name) === undefined).map(
    ([name, why]) => `  - ${name}: ${name} é obrigatório em produção (${why})`,
  )
}

/**
 * The parsed settings; `devSmsToken` is the development token used when SMS_TOKEN is unset, `brandsDir`
 * the folder used when BRANDS_DIR is.
 */
export function messagesConfig(
  env: MessagesEnv,
  defaults: { devSmsToken: string; brandsDir: string },
): MessagesConfig {
  return {
    off: env.MESSAGES === 'off',
    smtpUrl: env.SMTP_URL ?? null,
    devSmtpPort: env.DEV_SMTP_PORT,
    smsUrl: env.SMS_URL ?? null,
    smsToken: env.SMS_TOKEN ?? defaults.devSmsToken,
    brandsDir: env.BRANDS_DIR ?? defaults.brandsDir,
    defaultBrand: env.MESSAGES_BRAND,
  }
}
