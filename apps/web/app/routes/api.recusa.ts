// POST /api/recusa: the refusal template, sanitized on the server (DOMPurify) before the refusal page
// shows it (docs/architecture.md, "HTML from outside the code"). The refusal page renders in the browser,
// where the session and the navigation's state live, so its loader never sees the template: the refusal
// machine's loadRefusal actor sends it here, in the same round trip as the lead's read. A resource route:
// no client code, so the public pages' shared bundle does not grow with a fetcher.
// The body is read up to SITE_REFUSAL_MAX_BODY_BYTES (a larger one is a 413, app/lib/body.server.ts); the
// template is cut at REFUSAL_TEMPLATE_MAX_CHARS, as the page cuts it before sending.
import { REFUSAL_TEMPLATE_MAX_CHARS, SITE_REFUSAL_MAX_BODY_BYTES } from '@carreiras/core'
import { answerTooLarge, readForm } from '../lib/body.server'
import { sanitizeHtml } from '../lib/sanitize.server'
import type { Route } from './+types/api.recusa'

export function action({ request }: Route.ActionArgs) {
  return answerTooLarge(async () => {
    if (request.method !== 'POST') return Response.json({ html: '' }, { status: 405 })
    const form = await readForm(request, SITE_REFUSAL_MAX_BODY_BYTES)
    const template = String(form?.get('template') ?? '').slice(0, REFUSAL_TEMPLATE_MAX_CHARS)
    return Response.json({ html: sanitizeHtml(template) }, { headers: { 'Cache-Control': 'no-store' } })
  })
}
