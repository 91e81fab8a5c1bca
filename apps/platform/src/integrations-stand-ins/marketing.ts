// The marketing-automation service's local stand-in (docs/chat-and-marketing.md), outside production only.
// The site's server posts here (its MARKETING_URL) when a person who allowed marketing signs up or applies:
//   POST /dev/marketing/events        one { event_type: 'CONVERSION', event_family: 'CDP', payload:
//                                     { conversion_identifier, email, name, state, city } }; 202, 400 when
//                                     it is not one
//   GET  /dev/marketing/events[?email=]   the events received, newest first, each with `receivedAt`
import { marketingConversionEventSchema, type MarketingConversionEvent } from '@carreiras/core'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'

export type MarketingEventRecord = MarketingConversionEvent & { receivedAt: string }

const MAX_EVENTS = 500

export function marketingStandInRoutes() {
  const events: MarketingEventRecord[] = []
  const app = new Hono()

  app.post('/events', bodyLimit({ maxSize: 8 * 1024 }), async (c) => {
    const parsed = marketingConversionEventSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ errors: [{ message: 'Evento inválido' }] }, 400)
    events.unshift({ ...parsed.data, receivedAt: new Date().toISOString() })
    events.length = Math.min(events.length, MAX_EVENTS)
    return c.json({ ok: true }, 202)
  })

  app.get('/events', (c) => {
    const email = c.req.query('email')?.trim().toLowerCase()
    const list = email ? events.filter((event) => event.payload.email.toLowerCase() === email) : events
    return c.json(list, 200, { 'Cache-Control': 'no-store' })
  })
  return app
}
