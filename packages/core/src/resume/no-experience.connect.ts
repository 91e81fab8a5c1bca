// The connect layer of 'Não possuo experiência profissional' on the profile: what the experience box's
// checkbox shows and calls. Texts come from the messages, never from the context.
import type { SnapshotFrom } from 'xstate'
import { ptBR, type Messages } from '../messages/pt-BR'
import type { NoExperienceEvent, noExperienceMachine } from './no-experience.machine'
import type { SectionAlert } from './section-list.selectors'

type Snapshot = SnapshotFrom<typeof noExperienceMachine>
type Send = (event: NoExperienceEvent) => void

export interface NoExperienceMessages {
  label: string
  uoops: string
  /** The spec's general failure text ('Ocorreu um erro ao salvar suas informações'). */
  saveFailed: string
  retry: string
}

export function noExperienceMessagesOf(messages: Messages): NoExperienceMessages {
  return {
    label: messages.profile.experience.none,
    uoops: messages.common.uoops,
    saveFailed: messages.profile.personalData.saveFailed,
    retry: messages.ui.domain.list.retry,
  }
}

export const noExperienceMessages: NoExperienceMessages = noExperienceMessagesOf(ptBR)

export interface NoExperienceView {
  label: string
  checked: boolean
  /** Until the saved value is read (or when it could not be). */
  disabled: boolean
  /**
   * The change is being saved: the checkbox shows the new value and takes no other change (it stays
   * enabled, so the keyboard focus stays on it).
   */
  busy: boolean
  onChange: (checked: boolean) => void
  alert: SectionAlert | null
  onAlertDismiss: () => void
  /** The saved value could not be read: 'Tentar novamente'. */
  retry: null | { label: string; onRetry: () => void }
}

/** The flag as the platform keeps it (not the value shown while a change saves). */
export const noExperienceSaved = (snapshot: Snapshot) => snapshot.context.saved

export function connectNoExperience(
  snapshot: Snapshot,
  send: Send,
  messages: NoExperienceMessages = noExperienceMessages,
): NoExperienceView {
  const failed = snapshot.matches('failed')
  const busy = snapshot.hasTag('saving')
  return {
    label: messages.label,
    checked: snapshot.context.value,
    disabled: snapshot.hasTag('loading') || failed,
    busy,
    onChange: (checked) => send({ type: 'flag.change', value: checked }),
    alert:
      snapshot.context.alert === 'saveFailed'
        ? { tone: 'error', title: messages.uoops, message: messages.saveFailed }
        : null,
    onAlertDismiss: () => send({ type: 'alert.dismiss' }),
    retry: failed ? { label: messages.retry, onRetry: () => send({ type: 'flag.retry' }) } : null,
  }
}
