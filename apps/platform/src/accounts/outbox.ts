// Outgoing e-mails and SMS: stored in the `outbox` table (the local platform sends nothing), readable at
// GET /dev/outbox outside production.
import type { Db } from '../db/client.js'
import { outbox } from '../db/schema.js'

export interface OutgoingMessage {
  kind: 'email' | 'sms'
  to: string
  subject?: string
  body: string
  link?: string
  code?: string
}

export async function send(db: Db, message: OutgoingMessage): Promise<void> {
  await db.insert(outbox).values({
    kind: message.kind,
    to: message.to,
    subject: message.subject ?? null,
    body: message.body,
    link: message.link ?? null,
    code: message.code ?? null,
  })
}
