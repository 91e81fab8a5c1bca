// The e-mail and SMS transports the queue's workers call (contract.ts; docs/messages.md), built from the
// configuration (outgoing/settings.ts):
//   MESSAGES=off         both end every message at once (PermanentDeliveryError: dead, with the reason)
//   SMTP_URL             Nodemailer over that server; unset outside production, the local mail server this
//                        function starts (stand-ins/smtp.ts, read at /dev/mail) and closes with close()
//   SMS_URL, SMS_TOKEN   the provider; unset outside production, the provider's stand-in this function
//                        starts on a free loopback port (stand-ins/sms-server.ts, read at /dev/sms)
// Production never gets here without them: config.ts refuses to start.
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import type { Logger } from '../logger.js'
import { messageBrands, type BrandRegistry } from './brands.js'
import { PermanentDeliveryError, type Transport } from './contract.js'
import { createEmailTransport, type EmailTransportOptions } from './email.js'
import { createSmsTransport } from './sms.js'
import { startLocalSmtp, type LocalSmtpServer } from './stand-ins/smtp.js'
import { startLocalSmsProvider, type LocalSmsProvider } from './stand-ins/sms-server.js'

export interface MessageTransports {
  email: Transport
  sms: Transport
  /** The local mail server when this process started one (outside production, SMTP_URL unset). */
  localSmtp: LocalSmtpServer | null
  brands: BrandRegistry
  /** The channels' transports as the queue's worker takes them (outgoing/worker.ts). */
  channels: { email: Transport; sms: Transport }
  /** Closes the SMTP connections, the local mail server and the local SMS provider. */
  close(): Promise<void>
}

export interface TransportsOptions {
  db: Db
  logger?: Logger
  /** The brands (tests); default those of BRANDS_DIR. */
  brands?: BrandRegistry
  /** How the SMS request is made (tests); default the global fetch. */
  fetch?: typeof fetch
  /** The one-click unsubscribe address of an optional e-mail (email.ts). */
  unsubscribeUrl?: EmailTransportOptions['unsubscribeUrl']
}

const off: Transport = async () => {
  throw new PermanentDeliveryError('Envio de mensagens desligado nesta implantação (MESSAGES=off)')
}

export async function createTransports(
  config: Config,
  options: TransportsOptions,
): Promise<MessageTransports> {
  const settings = config.delivery
  const brands = options.brands ?? messageBrands(settings)
  if (settings.off)
    return {
      email: off,
      sms: off,
      channels: { email: off, sms: off },
      localSmtp: null,
      brands,
      close: async () => {},
    }

  let localSmtp: LocalSmtpServer | null = null
  let smtpUrl = settings.smtpUrl
  if (smtpUrl === null) {
    if (config.production) throw new Error('SMTP_URL é obrigatório em produção')
    localSmtp = await startLocalSmtp(options.db, {
      port: settings.devSmtpPort,
      onError: (error) => options.logger?.error('Local mail server failed', error),
    })
    smtpUrl = localSmtp.url
    options.logger?.info('Local mail server listening', { url: localSmtp.url, inbox: '/dev/mail' })
  }
  let localSms: LocalSmsProvider | null = null
  let smsUrl = settings.smsUrl
  if (smsUrl === null) {
    if (config.production) throw new Error('SMS_URL é obrigatório em produção')
    localSms = await startLocalSmsProvider(options.db, settings.smsToken)
    smsUrl = localSms.url
  }

  const email = createEmailTransport({
    smtpUrl,
    brands,
    ...(options.unsubscribeUrl ? { unsubscribeUrl: options.unsubscribeUrl } : {}),
  })
  const sms = createSmsTransport({
    url: smsUrl,
    token: settings.smsToken,
    brands,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  return {
    email: email.send,
    sms,
    channels: { email: email.send, sms },
    localSmtp,
    brands,
    async close() {
      email.close()
      await Promise.all([localSmtp?.close(), localSms?.close()])
    },
  }
}
