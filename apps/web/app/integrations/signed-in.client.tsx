// The signed-in page's integrations (lazy; see signed-in.tsx): binds the consent store to the account
// runtime, shows the prompt 'Sua privacidade' while a purpose is undecided (not a modal nor an overlay: a
// region after the page's content that traps and covers nothing; 'Decidir depois' hides it until the next
// page load) and, only with survey consent and the survey
// configured, loads the survey runner (another chunk).
import { TERMS_ROUTE, connectConsent, consentUserId } from '@carreiras/core'
import { ConsentPrompt } from '@carreiras/ui/consent-prompt'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useState } from 'react'
import type { AccountHandles, AccountPublicConfig } from '../account/account-types'
import { useMessages } from '../brands/use-messages'
import { routerLink } from '../components/router-link'
import { bindConsent, useConsent } from './consent.client'

const SurveyRunner = lazy(() => import('./survey.client'))

/** 'Decidir depois' for this page load (a new sign-in, or a reload, asks again). */
let laterFor: number | null = null

interface Props {
  handles: AccountHandles
  config: AccountPublicConfig
}

export default function SignedInRuntime({ handles, config }: Props) {
  const [actor] = useState(() => bindConsent(handles))
  const messages = useMessages()
  const view = useSelector(actor, (s) => connectConsent(s, actor.send, 'prompt', messages.consent))
  const userId = useSelector(actor, consentUserId)
  const consent = useConsent()
  const [later, setLater] = useState(() => laterFor)
  // The prompt stays open, once asked, through its own save (saving, saved, failed) until closed.
  const [asked, setAsked] = useState<number | null>(null)
  if (view.promptDue && userId !== null && asked !== userId && later !== userId) setAsked(userId)
  const open = asked !== null && asked === userId && later !== userId && view.status !== 'signedOut'

  const close = () => {
    laterFor = userId
    setLater(userId)
  }

  const survey = config.survey === true && consent.ready && consent.choices.survey === true
  return (
    <>
      {open ? (
        // In the page's flow, after the content: it covers nothing and moves nothing above it.
        <div className="mx-auto w-full max-w-5xl px-4 pb-8">
          <ConsentPrompt
            purposes={view.purposes}
            saving={view.saving}
            saved={view.saved && !view.promptDue}
            error={view.error}
            onSave={view.onSave}
            onClose={close}
            privacyHref={TERMS_ROUTE}
            renderLink={routerLink}
            messages={messages.consent}
          />
        </div>
      ) : null}
      {survey ? (
        <Suspense fallback={null}>
          <SurveyRunner handles={handles} companyId={config.companyId} />
        </Suspense>
      ) : null}
    </>
  )
}
