// POST /api/recusa: the refusal template, sanitized on the server (DOMPurify) before the refusal page
// shows it (docs/architecture.md, "HTML from outside the code"). The refusal page renders in the browser,
// where the session and the navigation's state live, so its loader never sees the template: the refusal
// machine's loadRefusal actor sends it here, in the same round trip as the lead's read. A resource route:
// no client code, so the public pages' shared bundle does not grow with a fetcher.
import { sanitizeHtml } from '../lib/sanitize.server'
import type { Route } from './+types/api.recusa'

/** Longer templates are cut: a refusal message is a few paragraphs. */
const TEMPLATE_MAX = 20_000

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return Response.json({ html: '' }, { status: 405 })
  const form = await request.formData().catch(() => null)
  const template = String(form?.get('template') ?? '').slice(0, TEMPLATE_MAX)
  return Response.json({ html: sanitizeHtml(template) }, { headers: { 'Cache-Control': 'no-store' } })
}
