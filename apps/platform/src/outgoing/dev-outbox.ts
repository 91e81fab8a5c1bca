// GET /dev/outbox (development only, rest/dev.ts): the message road's rows in the shape the outbox table
// had (kind, subject, body, link, code), so the journeys that read it keep working until they read what
// the local mail server and SMS stand-in received (/dev/mail, /dev/sms). Texts from core's catalogue
// (ptBR.outgoing); once a message's values are dropped (production: at sending) only its state is left.
import { ptBR, type PushPayload } from '@carreiras/core'
import type { OutgoingMessage } from './contract.js'
import type { MessageRow } from './queue.js'

export interface OutboxView {
  id: number
  kind: MessageRow['channel']
  template: string
  to: string
  subject: string | null
  body: string
  link: string | null
  code: string | null
  status: MessageRow['status']
  attempts: number
  createdAt: string
  sentAt: string | null
}

export function outboxView(row: MessageRow): OutboxView {
  const text = row.data ? render({ ...row, data: row.data } as unknown as OutgoingMessage) : null
  return {
    id: row.id,
    kind: row.channel,
    template: row.template,
    to: row.to,
    subject: text?.subject ?? null,
    body: text?.body ?? '',
    link: text?.link ?? null,
    code: text?.code ?? null,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }
}

interface Text {
  subject?: string
  body: string
  link?: string
  code?: string
}

function render(message: OutgoingMessage): Text {
  // Core's texts (ptBR.outgoing), the ones the e-mails' templates lay out (outgoing/templates.tsx).
  const t = ptBR.outgoing
  const lines = (...paragraphs: string[]) => paragraphs.join('\n\n')
  switch (message.template) {
    case 'password-recovery': {
      const { firstName, link } = message.data
      const m = t.passwordRecovery
      return {
        subject: m.subject,
        body: lines(t.greeting(firstName), `${m.intro}\n${link}`, m.ignore),
        link,
      }
    }
    case 'application-confirmed': {
      const m = t.applicationConfirmed
      return {
        subject: m.subject,
        body: lines(t.greeting(message.data.name), m.body(message.data.jobTitle), m.closing),
      }
    }
    case 'event-invitation': {
      const { name, typeEvent, jobTitle, link } = message.data
      const m = t.eventInvitation
      const kind = t.eventTypes[typeEvent]
      return {
        subject: m.subject(kind, jobTitle),
        body: lines(t.greeting(name), m.body(kind, jobTitle), `${m.action}\n${link}`, m.closing),
        link,
      }
    }
    case 'hunting-invitation': {
      const { name, jobTitle, acceptLink, refuseLink, until } = message.data
      const m = t.huntingInvitation
      return {
        subject: jobTitle ? m.subject(jobTitle) : m.subjectWithoutJob,
        body: lines(
          t.greeting(name),
          jobTitle ? m.body(jobTitle) : m.bodyWithoutJob,
          `${m.accept(until)}\n${acceptLink}`,
          `${m.refuse}\n${refuseLink}`,
        ),
        link: acceptLink,
      }
    }
    case 'profile-update-request': {
      const { name, jobTitle, link, until } = message.data
      const m = t.profileUpdateRequest
      return {
        subject: m.subject,
        body: lines(
          t.greeting(name),
          jobTitle ? m.body(jobTitle, until) : m.bodyWithoutJob(until),
          `${m.action}\n${link}`,
        ),
        link,
      }
    }
    case 'data-export-ready': {
      const { name, link, until } = message.data
      const m = t.dataExportReady
      return {
        subject: m.subject,
        body: lines(t.greeting(name), m.body, `${m.action(until)}\n${link}`),
        link,
      }
    }
    case 'data-export':
      return { body: `exportId ${message.data.exportId}` }
    case 'sms-code':
      return { body: t.smsCode(message.data.code), code: message.data.code }
    case 'push': {
      const payload: PushPayload = message.data.payload
      return { body: JSON.stringify(payload) }
    }
  }
}
