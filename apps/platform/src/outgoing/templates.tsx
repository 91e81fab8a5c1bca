// The e-mails' templates (docs/messages.md, "Templates"): one React Email component per template of the
// contract (contract.ts), in one layout per brand (its colours, names and texts: brands.ts). Each renders
// to the HTML part; the plain-text part is the same HTML as text (React Email's toPlainText, html-to-text),
// so the two never say different things. The texts are core's (ptBR.outgoing) with the brand's rewording.
import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { render, toPlainText } from '@react-email/render'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { ReactNode } from 'react'
import type { MessageBrand } from './brands.js'
import type { OutgoingMessage } from './contract.js'

type EmailMessage = Extract<OutgoingMessage, { channel: 'email' }>
export type EmailTemplateName = EmailMessage['template']

/**
 * Whether a template is optional, i.e. a person may stop it (one-click unsubscribe, RFC 8058). Every e-mail
 * the platform sends today answers something the person did or a selection process they are in: none is.
 */
export const OPTIONAL_TEMPLATES: Readonly<Record<EmailTemplateName, boolean>> = {
  'password-recovery': false,
  'application-confirmed': false,
  'event-invitation': false,
  'hunting-invitation': false,
  'profile-update-request': false,
  'data-export-ready': false,
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

export interface RenderOptions {
  /** An optional message's one-click unsubscribe page (shown in the footer). */
  unsubscribeUrl?: string
}

const font = 'Arial, Helvetica, sans-serif'

function Layout(props: {
  brand: MessageBrand
  preview: string
  children: ReactNode
  unsubscribeUrl?: string | undefined
}) {
  const { brand } = props
  const t = brand.texts
  return (
    <Html lang="pt-BR" dir="ltr">
      <Head>
        <title>{props.preview}</title>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: '#f4f5f7', margin: 0, padding: '24px 0', fontFamily: font }}>
        <Container
          style={{
            backgroundColor: '#ffffff',
            maxWidth: 560,
            borderRadius: 8,
            color: brand.colors.foreground,
          }}
        >
          <Section
            style={{
              backgroundColor: brand.colors.primary,
              color: brand.colors.primaryForeground,
              padding: '16px 24px',
              borderRadius: '8px 8px 0 0',
            }}
          >
            <Text style={{ margin: 0, fontSize: 18, fontWeight: 700, color: brand.colors.primaryForeground }}>
              {brand.siteName}
            </Text>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>{props.children}</Section>
          <Hr style={{ borderColor: '#d8dce3', margin: 0 }} />
          <Section style={{ padding: '8px 24px 16px' }}>
            <Text style={{ fontSize: 12, color: '#4b5563', margin: '8px 0' }}>
              {t.footer(brand.siteName)}
            </Text>
            <Text style={{ fontSize: 12, color: '#4b5563', margin: '8px 0' }}>{t.automatic}</Text>
            {props.unsubscribeUrl ? (
              <Text style={{ fontSize: 12, margin: '8px 0' }}>
                <Link href={props.unsubscribeUrl} style={{ color: '#374151', textDecoration: 'underline' }}>
                  {t.unsubscribe}
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

const paragraph = { fontSize: 16, lineHeight: '24px', margin: '12px 0' }

function Paragraph(props: { children: ReactNode }) {
  return <Text style={paragraph}>{props.children}</Text>
}

/** A button to the link, and the link written out under it. */
function Action(props: { brand: MessageBrand; href: string; label: string }) {
  const { brand } = props
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button
        href={props.href}
        style={{
          backgroundColor: brand.colors.primary,
          color: brand.colors.primaryForeground,
          padding: '12px 20px',
          borderRadius: 6,
          fontSize: 16,
          fontWeight: 700,
          textDecoration: 'none',
        }}
      >
        {props.label}
      </Button>
      <Section className="link-fallback">
        <Text style={{ fontSize: 13, color: '#4b5563', margin: '12px 0 4px' }}>
          {brand.texts.linkFallback}
        </Text>
        <Text style={{ fontSize: 13, margin: 0, wordBreak: 'break-all' }}>
          <Link href={props.href} style={{ color: brand.colors.primary }}>
            {props.href}
          </Link>
        </Text>
      </Section>
    </Section>
  )
}

/** The subject and the body of one e-mail, from its template's values. */
function compose(message: EmailMessage, brand: MessageBrand): { subject: string; body: ReactNode } {
  const t = brand.texts
  switch (message.template) {
    case 'password-recovery': {
      const { firstName, link } = message.data
      const m = t.passwordRecovery
      return {
        subject: m.subject,
        body: (
          <>
            <Heading as="h1" style={{ fontSize: 22, margin: '16px 0 8px' }}>
              {m.subject}
            </Heading>
            <Paragraph>{t.greeting(firstName)}</Paragraph>
            <Paragraph>{m.intro}</Paragraph>
            <Action brand={brand} href={link} label={m.button} />
            <Paragraph>{m.ignore}</Paragraph>
          </>
        ),
      }
    }
    case 'application-confirmed': {
      const { name, jobTitle } = message.data
      const m = t.applicationConfirmed
      return {
        subject: m.subject,
        body: (
          <>
            <Heading as="h1" style={{ fontSize: 22, margin: '16px 0 8px' }}>
              {m.subject}
            </Heading>
            <Paragraph>{t.greeting(name)}</Paragraph>
            <Paragraph>{m.body(jobTitle)}</Paragraph>
            <Paragraph>{m.closing}</Paragraph>
          </>
        ),
      }
    }
    case 'event-invitation': {
      const { name, typeEvent, jobTitle, link } = message.data
      const m = t.eventInvitation
      const kind = t.eventTypes[typeEvent]
      const subject = m.subject(kind, jobTitle)
      return {
        subject,
        body: (
          <>
            <Heading as="h1" style={{ fontSize: 22, margin: '16px 0 8px' }}>
              {subject}
            </Heading>
            <Paragraph>{t.greeting(name)}</Paragraph>
            <Paragraph>{m.body(kind, jobTitle)}</Paragraph>
            <Paragraph>{m.action}</Paragraph>
            <Action brand={brand} href={link} label={m.button} />
            <Paragraph>{m.closing}</Paragraph>
          </>
        ),
      }
    }
    case 'hunting-invitation': {
      const { name, jobTitle, acceptLink, refuseLink, until } = message.data
      const m = t.huntingInvitation
      const subject = jobTitle ? m.subject(jobTitle) : m.subjectWithoutJob
      return {
        subject,
        body: (
          <>
            <Heading as="h1" style={{ fontSize: 22, margin: '16px 0 8px' }}>
              {subject}
            </Heading>
            <Paragraph>{t.greeting(name)}</Paragraph>
            <Paragraph>{jobTitle ? m.body(jobTitle) : m.bodyWithoutJob}</Paragraph>
            <Paragraph>{m.accept(until)}</Paragraph>
            <Action brand={brand} href={acceptLink} label={m.acceptButton} />
            <Paragraph>{m.refuse}</Paragraph>
            <Action brand={brand} href={refuseLink} label={m.refuseButton} />
          </>
        ),
      }
    }
    case 'profile-update-request': {
      const { name, jobTitle, link, until } = message.data
      const m = t.profileUpdateRequest
      return {
        subject: m.subject,
        body: (
          <>
            <Heading as="h1" style={{ fontSize: 22, margin: '16px 0 8px' }}>
              {m.subject}
            </Heading>
            <Paragraph>{t.greeting(name)}</Paragraph>
            <Paragraph>{jobTitle ? m.body(jobTitle, until) : m.bodyWithoutJob(until)}</Paragraph>
            <Paragraph>{m.action}</Paragraph>
            <Action brand={brand} href={link} label={m.button} />
          </>
        ),
      }
    }
    case 'data-export-ready': {
      const { name, link, until } = message.data
      const m = t.dataExportReady
      return {
        subject: m.subject,
        body: (
          <>
            <Heading as="h1" style={{ fontSize: 22, margin: '16px 0 8px' }}>
              {m.subject}
            </Heading>
            <Paragraph>{t.greeting(name)}</Paragraph>
            <Paragraph>{m.body}</Paragraph>
            <Paragraph>{m.action(until)}</Paragraph>
            <Action brand={brand} href={link} label={m.button} />
            <Paragraph>{m.ignore}</Paragraph>
          </>
        ),
      }
    }
  }
}

/**
 * The plain-text part: the button already carries its address (`Label [link]`), so the written-out
 * address under it is left out; headings keep their case.
 */
const PLAIN_TEXT = {
  selectors: [
    { selector: '.link-fallback', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
  ],
}

/** One e-mail as its subject, HTML and plain text, in the brand's layout and words. */
export async function renderEmail(
  message: EmailMessage,
  brand: MessageBrand,
  options: RenderOptions = {},
): Promise<RenderedEmail> {
  const { subject, body } = compose(message, brand)
  const html = await render(
    <Layout brand={brand} preview={subject} unsubscribeUrl={options.unsubscribeUrl}>
      {body}
    </Layout>,
  )
  return { subject, html, text: toPlainText(html, PLAIN_TEXT) }
}

/** The SMS's text (core's, with the default brand's rewording). */
export function renderSms(code: string, brand: MessageBrand): string {
  return brand.texts.smsCode(code)
}
