// The consent screens' connect layer: the consent actor's snapshot, `send` and the messages become what the
// prompt after signing in ('Sua privacidade') and the 'Privacidade' box of /meu-perfil show and call. Each
// form passes its own origin ('prompt', 'profile'): the saved / failed notice belongs to the form that saved.
import type { SnapshotFrom } from 'xstate'
import { saoPauloDate, saoPauloTime } from '../subscriptions/subscriptions.rules'
import { ptBR, type Messages } from '../messages/pt-BR'
import {
  CONSENT_PURPOSES,
  CONSENT_VERSION,
  type ConsentChoices,
  type ConsentOrigin,
  type ConsentPurpose,
} from './consent'
import type { ConsentEvent, consentMachine } from './consent.machine'

type Snapshot = SnapshotFrom<typeof consentMachine>
type Send = (event: ConsentEvent) => void

export type ConsentMessages = Messages['consent']

export type ConsentState = 'granted' | 'refused' | 'undecided'

export interface ConsentPurposeView {
  purpose: ConsentPurpose
  label: string
  description: string
  state: ConsentState
  /** 'Permitido' · 'Não permitido' · 'Ainda não escolhido'. */
  stateText: string
  /** 'Registrado em 26/11/2026 às 15:40 em Meu Perfil'; null when never chosen (in this version). */
  recordedText: string | null
}

export type ConsentStatus = 'signedOut' | 'loading' | 'failed' | 'ready' | 'saving'

export interface ConsentView {
  status: ConsentStatus
  purposes: ConsentPurposeView[]
  /** The purposes not yet chosen (the prompt asks only these). */
  undecided: ConsentPurpose[]
  /** The prompt after signing in is due: the choices are read and a purpose is undecided. */
  promptDue: boolean
  saving: boolean
  /** This form's last save was recorded. */
  saved: boolean
  /** This form's last save failed (or the read failed): said in a role=alert. */
  error: string | null
  onSave(choices: ConsentChoices): void
  onRetry(): void
}

/** '26/11/2026 às 15:40' in São Paulo time; the ISO text itself when it is not a date. */
export function formatConsentTime(iso: string): string {
  if (Number.isNaN(new Date(iso).getTime())) return iso
  return `${saoPauloDate(iso)} às ${saoPauloTime(iso)}`
}

function statusOf(snapshot: Snapshot): ConsentStatus {
  if (snapshot.matches('loading')) return 'loading'
  if (snapshot.matches('failed')) return 'failed'
  if (snapshot.matches('saving')) return 'saving'
  if (snapshot.matches('ready')) return 'ready'
  return 'signedOut'
}

/** The person whose consent the actor holds (null when signed out). */
export const consentUserId = (snapshot: Snapshot) => snapshot.context.userId

/**
 * What the site's consent store keeps of a snapshot: whether the platform answered (ready, also while a
 * save is under way), the person, the choices in force and the records behind them.
 */
export function consentStoreView(snapshot: Snapshot) {
  const { userId, choices, consents } = snapshot.context
  return { ready: snapshot.matches('ready') || snapshot.matches('saving'), userId, choices, consents }
}
/** A save has ended well: the actor is ready again and no save failed. */
export const isConsentSaved = (snapshot: Snapshot) =>
  snapshot.matches('ready') && snapshot.context.saveFailed === null

export function connectConsent(
  snapshot: Snapshot,
  send: Send,
  origin: ConsentOrigin,
  messages: ConsentMessages = ptBR.consent,
): ConsentView {
  const { context } = snapshot
  const status = statusOf(snapshot)
  const purposes = CONSENT_PURPOSES.map((purpose): ConsentPurposeView => {
    const choice = context.choices[purpose]
    const state: ConsentState = choice === undefined ? 'undecided' : choice ? 'granted' : 'refused'
    const recorded = context.consents
      .filter((consent) => consent.purpose === purpose && consent.version === CONSENT_VERSION)
      .sort((a, b) => (a.recordedAt < b.recordedAt ? 1 : -1))[0]
    return {
      purpose,
      label: messages.purposes[purpose].label,
      description: messages.purposes[purpose].description,
      state,
      stateText: messages[state],
      recordedText: recorded
        ? `${messages.recordedAt.replace('{date}', formatConsentTime(recorded.recordedAt))} ${messages.origins[recorded.origin]}`
        : null,
    }
  })
  const undecided = purposes.filter((p) => p.state === 'undecided').map((p) => p.purpose)
  const saveFailed = context.saveFailed === origin
  return {
    status,
    purposes,
    undecided,
    promptDue: status === 'ready' && undecided.length > 0,
    saving: status === 'saving' && context.pending === origin,
    saved: context.saved === origin,
    error: saveFailed ? messages.saveFailed : status === 'failed' ? messages.loadFailed : null,
    onSave: (choices) => send({ type: 'save', choices, origin }),
    onRetry: () => send({ type: 'retry' }),
  }
}
