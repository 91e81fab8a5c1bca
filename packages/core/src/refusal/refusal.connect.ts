// The refusal page's connect layer (zag's split): a snapshot, `send` and the messages become everything
// the page shows or calls. The page never reads the machine's context; texts come from the messages (a
// brand may pass its own), never from the context.
import type { SnapshotFrom } from 'xstate'
import { ptBR, type Messages } from '../messages/pt-BR'
import type { RefusalAlert, RefusalEvent, refusalMachine } from './refusal.machine'

type Snapshot = SnapshotFrom<typeof refusalMachine>
type Send = (event: RefusalEvent) => void

/** The texts the refusal page needs; a brand passes its own. */
export interface RefusalMessages {
  refused: Record<keyof (typeof ptBR)['application']['refused'], string>
  /** 'Ver oportunidades'. */
  backToJobs: string
  /** 'Tentar novamente', after the refusal could not be read. */
  tryAgain: string
  /** A dropped connection. */
  network: string
  /** The refusal could not be read for another reason. */
  loadFailed: string
  loading: string
}

/** The refusal page's texts out of a whole catalogue (core's, or a brand's merged one). */
export function refusalMessagesOf(messages: Messages): RefusalMessages {
  return {
    refused: messages.application.refused,
    backToJobs: messages.application.backToJobs,
    tryAgain: messages.application.tryAgain,
    network: messages.clientErrors.NETWORK,
    loadFailed: messages.common.somethingWentWrong,
    loading: messages.common.loading,
  }
}

export const refusalMessages: RefusalMessages = refusalMessagesOf(ptBR)

export type RefusalScreen = 'loading' | 'refusal'
export type RefusalReviewState = 'idle' | 'sending' | 'sent' | 'failed'

export interface RefusalView {
  screen: RefusalScreen
  loadingText: string
  title: string
  /** The platform's template, sanitized on the server; null when there is none to show. */
  templateHtml: string | null
  /** 'Não encontramos a mensagem desta inscrição.' in place of a missing template. */
  noTemplateText: string | null
  explanation: string
  /** 'Solicitar revisão', when the opening is known and the refusal was read. */
  review: null | {
    state: RefusalReviewState
    offer: string
    label: string
    /** While sending or once sent: the button stays focusable but does nothing. */
    inactive: boolean
    busy: boolean
    onRequest: () => void
  }
  /** The polite status: 'Pedido de revisão registrado…' once recorded. */
  status: string | null
  alert: null | { code: RefusalAlert; message: string }
  /** 'Tentar novamente' after the refusal could not be read. */
  retry: null | { label: string; onRetry: () => void }
  jobsLabel: string
}

function alertMessage(code: RefusalAlert, messages: RefusalMessages): string {
  if (code === 'network') return messages.network
  if (code === 'loadFailed') return messages.loadFailed
  return messages.refused.reviewFailed
}

function reviewState(snapshot: Snapshot): RefusalReviewState {
  if (snapshot.matches({ shown: 'requested' })) return 'sent'
  if (snapshot.matches({ shown: 'reviewFailed' })) return 'failed'
  if (snapshot.matches({ shown: 'requesting' }) || snapshot.matches('sessionExpired')) return 'sending'
  return 'idle'
}

export function connectRefusal(
  snapshot: Snapshot,
  send: Send,
  messages: RefusalMessages = refusalMessages,
): RefusalView {
  const t = messages.refused
  const { context } = snapshot
  const loading =
    snapshot.matches('loading') || (snapshot.matches('sessionExpired') && context.pending === 'load')
  const read =
    snapshot.matches('shown') || (snapshot.matches('sessionExpired') && context.pending === 'review')
  const state = reviewState(snapshot)
  return {
    screen: loading ? 'loading' : 'refusal',
    loadingText: messages.loading,
    title: t.title,
    templateHtml: read ? context.html : null,
    noTemplateText: read && context.html ? null : t.noTemplate,
    explanation: t.explanation,
    review:
      read && context.opportunityId !== null
        ? {
            state,
            offer: t.reviewOffer,
            label: t.requestReview,
            inactive: state === 'sending' || state === 'sent',
            busy: state === 'sending',
            onRequest: () => send({ type: 'review.request' }),
          }
        : null,
    status: state === 'sent' ? t.reviewRequested : null,
    alert: context.alert ? { code: context.alert, message: alertMessage(context.alert, messages) } : null,
    retry: snapshot.matches('failed')
      ? { label: messages.tryAgain, onRetry: () => send({ type: 'refusal.retry' }) }
      : null,
    jobsLabel: messages.backToJobs,
  }
}
