// 'Privacidade' on /meu-perfil (docs/consent-and-survey.md): the consent store's actor drawn by ui's
// PrivacyBox — each purpose's state and when it was recorded; changes saved with origin 'profile'.
import { connectConsent } from '@carreiras/core'
import { PrivacyBox } from '@carreiras/ui/consent-privacy-box'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { AccountHandles } from '../account/account-types'
import { useMessages } from '../brands/use-messages'
import { bindConsent } from '../integrations/consent.client'
import { ProfileDataExport } from './data-export'

export function ProfilePrivacy({ handles }: { handles: AccountHandles }) {
  const [actor] = useState(() => bindConsent(handles))
  const messages = useMessages()
  const view = useSelector(actor, (s) => connectConsent(s, actor.send, 'profile', messages.consent))
  return (
    <PrivacyBox
      status={view.status}
      purposes={view.purposes}
      saving={view.saving}
      saved={view.saved}
      error={view.error}
      onSave={view.onSave}
      onRetry={view.onRetry}
      messages={messages.consent}
      retryLabel={messages.ui.domain.list.retry}
    >
      <ProfileDataExport handles={handles} />
    </PrivacyBox>
  )
}
