// The hunting screens' connect layer (zag's split): a snapshot, `send` and the messages become everything
// /accept_hunting/{token} and /refuse_hunting/{token} show or call. Texts come from the messages (a brand
// may pass its own), never from the context.
import type { SnapshotFrom } from 'xstate'
import { ptBR, type Messages } from '../messages/pt-BR'
import type { HuntingEvent, huntingMachine } from './hunting.machine'

type Snapshot = SnapshotFrom<typeof huntingMachine>
type Send = (event: HuntingEvent) => void

/** The texts the hunting screens need; a brand passes its own. */
export interface HuntingMessages {
  hunting: Messages['hunting']
  tryAgain: string
  network: string
}

export function huntingMessagesOf(messages: Messages): HuntingMessages {
  return {
    hunting: messages.hunting,
    tryAgain: messages.application.tryAgain,
    network: messages.clientErrors.NETWORK,
  }
}

export const huntingMessages: HuntingMessages = huntingMessagesOf(ptBR)

export type HuntingScreen = 'working' | 'confirm' | 'refused' | 'invalid' | 'failed'

export interface HuntingView {
  screen: HuntingScreen
  /** The spinner's text while the invitation is read or accepted. */
  workingText: string
  /** The page's heading (a title for every screen but the spinner's). */
  title: string
  message: string
  /** The refusal question's button ('Recusar convite'). */
  confirm: null | { label: string; busy: boolean; disabled: boolean; onConfirm: () => void }
  /** A failed refusal (or a dropped connection), said beside the question. */
  error: string | null
  retry: null | { label: string; onRetry: () => void }
  homeLabel: string
  jobsLabel: string
}

export function connectHunting(
  snapshot: Snapshot,
  send: Send,
  messages: HuntingMessages = huntingMessages,
): HuntingView {
  const t = messages.hunting
  const { context } = snapshot
  const base = {
    workingText: context.mode === 'accept' ? t.accepting : t.opening,
    confirm: null,
    error: null,
    retry: null,
    homeLabel: t.goHome,
    jobsLabel: t.jobs,
  }
  if (snapshot.matches('invalid')) {
    const texts = context.reason === 'answered' ? t.answered : t.unknown
    return { ...base, screen: 'invalid', title: texts.title, message: texts.message }
  }
  if (snapshot.matches('failed')) {
    return {
      ...base,
      screen: 'failed',
      title: context.mode === 'refuse' ? t.refuse.title : t.title,
      message: context.network ? messages.network : t.failed,
      retry: { label: messages.tryAgain, onRetry: () => send({ type: 'retry' }) },
    }
  }
  if (snapshot.matches('refused')) {
    return { ...base, screen: 'refused', title: t.refused.title, message: t.refused.message }
  }
  if (snapshot.matches('confirming') || snapshot.matches('refusing')) {
    const busy = snapshot.matches('refusing')
    return {
      ...base,
      screen: 'confirm',
      title: t.refuse.title,
      message: `${t.refuse.question} ${t.refuse.explanation}`,
      confirm: {
        label: busy ? t.refuse.refusing : t.refuse.confirm,
        busy,
        disabled: busy,
        onConfirm: () => send({ type: 'refuse.confirm' }),
      },
      error: context.refuseFailed ? (context.network ? messages.network : t.refuse.failed) : null,
    }
  }
  return { ...base, screen: 'working', title: '', message: '' }
}
