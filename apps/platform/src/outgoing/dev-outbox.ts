// GET /dev/outbox (development only, rest/dev.ts): the message road's rows in the shape the outbox table
// had (kind, subject, body, link, code), so the journeys that read it keep working until they read what
// the local mail server and SMS stand-in received (/dev/mail, /dev/sms). Texts from the platform's
// catalogue; once a message's values are dropped (production: at sending) only its state is left.
import type { PushPayload } from '@carreiras/core'
import { PLATFORM_MESSAGES } from '../messages.js'
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
  switch (message.template) {
    case 'password-recovery':
      return {
        subject: PLATFORM_MESSAGES.recoverySubject,
        body: PLATFORM_MESSAGES.recoveryBody(message.data.firstName, message.data.link),
        link: message.data.link,
      }
    case 'application-confirmed':
      return {
        subject: PLATFORM_MESSAGES.confirmedSubject,
        body: PLATFORM_MESSAGES.confirmedBody(message.data.name, message.data.jobTitle),
      }
    case 'event-invitation': {
      const { name, typeEvent, jobTitle, link } = message.data
      return {
        subject: PLATFORM_MESSAGES.eventInviteSubject(typeEvent, jobTitle),
        body: PLATFORM_MESSAGES.eventInviteBody(name, typeEvent, jobTitle, link),
        link,
      }
    }
    case 'hunting-invitation': {
      const { name, jobTitle, acceptLink, refuseLink, until } = message.data
      return {
        subject: PLATFORM_MESSAGES.huntingSubject(jobTitle),
        body: PLATFORM_MESSAGES.huntingBody(name, jobTitle, acceptLink, refuseLink, until),
        link: acceptLink,
      }
    }
    case 'profile-update-request': {
      const { name, jobTitle, link, until } = message.data
      return {
        subject: PLATFORM_MESSAGES.updateSubject,
        body: PLATFORM_MESSAGES.updateBody(name, jobTitle, link, until),
        link,
      }
    }
    case 'sms-code':
      return { body: PLATFORM_MESSAGES.smsBody(message.data.code), code: message.data.code }
    case 'push': {
      const payload: PushPayload = message.data.payload
      return { body: JSON.stringify(payload) }
    }
  }
}
