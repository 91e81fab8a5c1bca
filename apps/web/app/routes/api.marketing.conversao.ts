// POST /api/marketing/conversao: the marketing conversion of a sign-up or an application, sent by the server
// only when the person allowed marketing (integrations/marketing.server.ts; docs/chat-and-marketing.md).
import { answerTooLarge } from '../lib/body.server'
import { conversionAction } from '../integrations/marketing.server'
import type { Route } from './+types/api.marketing.conversao'

export const action = ({ request }: Route.ActionArgs) => answerTooLarge(() => conversionAction(request))

export const loader = () => Response.json({ sent: false }, { status: 405, headers: { Allow: 'POST' } })
