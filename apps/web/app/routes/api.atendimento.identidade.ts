// POST /api/atendimento/identidade: the customer chat's identity of the signed-in person, made on the server
// (integrations/chat.server.ts; docs/chat-and-marketing.md). A resource route: no client code.
import { answerTooLarge } from '../lib/body.server'
import { chatIdentityAction } from '../integrations/chat.server'
import type { Route } from './+types/api.atendimento.identidade'

export const action = ({ request }: Route.ActionArgs) => answerTooLarge(() => chatIdentityAction(request))

export const loader = () =>
  Response.json({ identified: false, reason: 'unavailable' }, { status: 405, headers: { Allow: 'POST' } })
