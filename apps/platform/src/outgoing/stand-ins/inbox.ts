// What the local mail server and the SMS provider's stand-in received (outside production; the `dev_inbox`
// table, shared by every platform process on one database). E-mails are kept as the SMTP server took them
// (the raw source) and parsed with mailparser when read, so /dev/mail shows what a mail reader would.
import { and, desc, eq, lt, sql } from 'drizzle-orm'
import { simpleParser, type AddressObject } from 'mailparser'
import type { Db } from '../../db/client.js'
import { devInbox } from '../../db/schema.js'

/** The newest rows kept per channel: enough for a development session and the journeys. */
export const INBOX_KEEP = 2000

export interface ReceivedEmail {
  id: number
  messageId: string | null
  from: string
  to: string[]
  subject: string
  date: string | null
  text: string
  html: string | null
  /** Every address the HTML part links to, in order (the journeys follow them). */
  links: string[]
  /** The headers a mail reader acts on (List-Unsubscribe and List-Unsubscribe-Post, when present). */
  headers: Record<string, string>
  receivedAt: string
}

export interface ReceivedSms {
  id: number
  to: string
  text: string
  /** The request's Idempotency-Key. */
  key: string | null
  receivedAt: string
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((item) =>
    item.value.map((entry) => entry.address?.toLowerCase() ?? '').filter(Boolean),
  )

/** The recipient as stored and looked up: an address in lower case, a phone number's digits. */
export const inboxAddress = (channel: 'email' | 'sms', to: string) =>
  channel === 'email' ? to.trim().toLowerCase() : to.replace(/\D/g, '')

async function prune(db: Db, channel: 'email' | 'sms') {
  const [edge] = await db
    .select({ id: devInbox.id })
    .from(devInbox)
    .where(eq(devInbox.channel, channel))
    .orderBy(desc(devInbox.id))
    .offset(INBOX_KEEP)
    .limit(1)
  if (edge) await db.delete(devInbox).where(and(eq(devInbox.channel, channel), lt(devInbox.id, edge.id + 1)))
}

/** Keeps one e-mail the SMTP server received, once per recipient of the envelope. */
export async function storeEmail(db: Db, recipients: readonly string[], raw: string): Promise<void> {
  const messageId = /^message-id:\s*(.+)$/im.exec(raw.split(/\r?\n\r?\n/, 1)[0] ?? '')?.[1]?.trim() ?? null
  const rows = [...new Set(recipients.map((to) => inboxAddress('email', to)))].map((to) => ({
    channel: 'email' as const,
    to,
    messageId,
    raw,
  }))
  if (rows.length === 0) return
  await db.insert(devInbox).values(rows)
  await prune(db, 'email')
}

/** Keeps one SMS; a repeated Idempotency-Key is kept once. Returns false for a repeat. */
export async function storeSms(db: Db, to: string, text: string, key: string | null): Promise<boolean> {
  const inserted = await db
    .insert(devInbox)
    .values({ channel: 'sms', to: inboxAddress('sms', to), messageId: key, raw: text })
    .onConflictDoNothing({ target: devInbox.messageId, where: sql`${devInbox.channel} = 'sms'` })
    .returning({ id: devInbox.id })
  await prune(db, 'sms')
  return inserted.length > 0
}

const LINK = /<a\s[^>]*?href\s*=\s*"([^"]*)"/gi
const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** One stored e-mail as a mail reader sees it. */
export async function parseEmail(row: typeof devInbox.$inferSelect): Promise<ReceivedEmail> {
  const mail = await simpleParser(row.raw, { skipImageLinks: true, skipTextToHtml: true })
  const html = typeof mail.html === 'string' ? mail.html : null
  const links = html ? [...new Set([...html.matchAll(LINK)].map((match) => decodeEntities(match[1]!)))] : []
  const headers: Record<string, string> = {}
  for (const name of ['list-unsubscribe', 'list-unsubscribe-post']) {
    const line = mail.headerLines.find((header) => header.key === name)
    if (line) headers[name] = line.line.slice(line.line.indexOf(':') + 1).trim()
  }
  return {
    id: row.id,
    messageId: mail.messageId ?? null,
    from: mail.from?.text ?? '',
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    date: mail.date?.toISOString() ?? null,
    text: mail.text ?? '',
    html,
    links,
    headers,
    receivedAt: row.receivedAt.toISOString(),
  }
}

/** The e-mails received, newest first (to one address when given). */
export async function listEmails(db: Db, to?: string, limit = 50): Promise<ReceivedEmail[]> {
  const rows = await db
    .select()
    .from(devInbox)
    .where(
      to
        ? and(eq(devInbox.channel, 'email'), eq(devInbox.to, inboxAddress('email', to)))
        : eq(devInbox.channel, 'email'),
    )
    .orderBy(desc(devInbox.id))
    .limit(limit)
  return Promise.all(rows.map(parseEmail))
}

export async function findEmail(db: Db, id: number): Promise<ReceivedEmail | null> {
  const [row] = await db
    .select()
    .from(devInbox)
    .where(and(eq(devInbox.channel, 'email'), eq(devInbox.id, id)))
  return row ? parseEmail(row) : null
}

/** The SMS received, newest first (to one number when given). */
export async function listSms(db: Db, to?: string, limit = 50): Promise<ReceivedSms[]> {
  const rows = await db
    .select()
    .from(devInbox)
    .where(
      to
        ? and(eq(devInbox.channel, 'sms'), eq(devInbox.to, inboxAddress('sms', to)))
        : eq(devInbox.channel, 'sms'),
    )
    .orderBy(desc(devInbox.id))
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    text: row.raw,
    key: row.messageId,
    receivedAt: row.receivedAt.toISOString(),
  }))
}
