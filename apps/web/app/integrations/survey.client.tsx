// The satisfaction survey on the site (docs/consent-and-survey.md). Loaded (a chunk of its own) only for a
// signed-in person whose survey consent is granted and only when the deployment configures the survey.
// SURVEY_INIT_DELAY_MS after each navigation it initialises the survey with core's surveyPageView (user,
// current opening, company, 'wl', the route's context, 'index', 'page_view') through the site's server
// (SURVEY_PATH), which checks the session and the consent again and forwards to the provider. A route without
// a survey context sends nothing. When the provider answers a short survey, a small dismissable panel asks
// it.
import {
  sessionRecord,
  SURVEY_INIT_DELAY_MS,
  SURVEY_PATH,
  surveyPageView,
  type SurveyQuestion,
} from '@carreiras/core'
import { SurveyPanel, type SurveyPanelStatus } from '@carreiras/ui/survey-panel'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { AccountHandles } from '../account/account-types'
import { useMessages } from '../brands/use-messages'
import { hasConsent } from './consent.client'

interface Props {
  handles: AccountHandles
  companyId: number
}

function sessionOf(handles: AccountHandles): { token: string; userId: number } | null {
  const record = sessionRecord(handles.session.getSnapshot())
  return record ? { token: record.token, userId: record.userId } : null
}

/** One call to the site's survey route; null when nothing was sent (or it failed). */
async function callSurvey(
  session: { token: string; userId: number },
  body: Record<string, unknown>,
): Promise<{ sent: boolean; survey?: SurveyQuestion | null } | null> {
  try {
    const response = await fetch(SURVEY_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ ...body, userId: session.userId }),
      credentials: 'same-origin',
      // Survives the navigation that follows.
      keepalive: true,
    })
    if (!response.ok) return null
    return (await response.json()) as { sent: boolean; survey?: SurveyQuestion | null }
  } catch {
    return null
  }
}

export default function SurveyRunner({ handles, companyId }: Props) {
  const location = useLocation()
  const messages = useMessages()
  const [question, setQuestion] = useState<SurveyQuestion | null>(null)
  const [status, setStatus] = useState<SurveyPanelStatus>('asking')

  useEffect(() => {
    // A page view that left is not taken back by the next navigation: only its answer is ignored.
    let current = true
    const timer = setTimeout(() => {
      // Consent is read again when the time comes: a choice changed meanwhile counts.
      const session = sessionOf(handles)
      if (!session || !hasConsent('survey')) return
      const view = surveyPageView({
        path: location.pathname,
        search: location.search,
        userId: session.userId,
        companyId,
      })
      if (!view) return
      const { userId: _userId, ...input } = view
      void callSurvey(session, { op: 'pageView', input }).then((answer) => {
        if (answer?.survey && current) {
          setQuestion(answer.survey)
          setStatus('asking')
        }
      })
    }, SURVEY_INIT_DELAY_MS)
    return () => {
      clearTimeout(timer)
      current = false
    }
  }, [handles, companyId, location.pathname, location.search])

  if (!question) return null
  return (
    <SurveyPanel
      question={question.question}
      status={status}
      messages={messages.survey}
      onClose={() => setQuestion(null)}
      onSubmit={({ score, comment }) => {
        const session = sessionOf(handles)
        if (!session) return
        setStatus('sending')
        void callSurvey(session, { op: 'answer', input: { surveyId: question.id, score, comment } }).then(
          (answer) => setStatus(answer?.sent ? 'sent' : 'error'),
        )
      }}
    />
  )
}
