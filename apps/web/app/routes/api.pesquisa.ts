// POST /api/pesquisa: the satisfaction survey's page views and answers, forwarded by the server to the provider
// only for a signed-in person whose survey consent is granted (integrations/survey.server.ts;
// docs/consent-and-survey.md).
import { answerTooLarge } from '../lib/body.server'
import { surveyAction } from '../integrations/survey.server'
import type { Route } from './+types/api.pesquisa'

export const action = ({ request }: Route.ActionArgs) => answerTooLarge(() => surveyAction(request))

export const loader = () => Response.json({ sent: false }, { status: 405, headers: { Allow: 'POST' } })
