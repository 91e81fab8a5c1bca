// The Privacidade box's 'Baixar meus dados' part: the machine's snapshot, `send` and the messages become what
// the design system's DataExportPanel shows and calls. `now` decides whether the one-a-day limit still holds.
import type { SnapshotFrom } from 'xstate'
import { formatConsentTime } from '../consent/consent.connect'
import type { Messages } from '../messages/pt-BR'
import { dataExportStatusAt, type DataExportStatus } from './data-export'
import type { DataExportEvent, dataExportMachine } from './data-export.machine'

type Snapshot = SnapshotFrom<typeof dataExportMachine>
type Send = (event: DataExportEvent) => void

export type DataExportMessages = Messages['dataExport']

export type DataExportScreen = 'loading' | 'failed' | 'ready'

export interface DataExportView {
  screen: DataExportScreen
  /** The latest request's status at `now`; null when never asked. */
  status: DataExportStatus | null
  /** What the latest request is ('Pedido feito em…', 'Seu arquivo ficou pronto…'); null when none. */
  statusText: string | null
  /** The one-a-day limit holds: 'Poderá pedir de novo a partir de…' instead of the button. */
  limitText: string | null
  /** The request was just accepted (announced). */
  requested: boolean
  requesting: boolean
  /** A failed request or read, said in a role=alert. */
  error: string | null
  onRequest(): void
  onRetry(): void
}

export function connectDataExport(
  snapshot: Snapshot,
  send: Send,
  messages: DataExportMessages,
  now: Date = new Date(),
): DataExportView {
  const m = messages.box
  const { state, notice } = snapshot.context
  const screen: DataExportScreen = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : 'ready'
  const latest = state?.latest ?? null
  const status = latest ? dataExportStatusAt(latest, now) : null
  let statusText: string | null = null
  if (latest && status === 'pending') statusText = m.pending(formatConsentTime(latest.requestedAt))
  else if (latest && status === 'ready')
    statusText = m.ready(
      formatConsentTime(latest.readyAt ?? latest.requestedAt),
      formatConsentTime(latest.expiresAt ?? ''),
    )
  else if (status === 'failed') statusText = m.failed
  else if (status === 'expired') statusText = m.expired
  const next = state?.nextRequestAt ? new Date(state.nextRequestAt) : null
  const limited = next !== null && !Number.isNaN(next.getTime()) && now.getTime() < next.getTime()
  const error =
    screen === 'failed' ? m.loadFailed : notice === 'failed' && screen === 'ready' ? m.requestFailed : null
  return {
    screen,
    status,
    statusText,
    limitText: limited ? m.rateLimited(formatConsentTime(state!.nextRequestAt!)) : null,
    requested: notice === 'requested',
    requesting: snapshot.matches({ ready: 'requesting' }),
    error,
    onRequest: () => send({ type: 'request' }),
    onRetry: () => send({ type: 'retry' }),
  }
}
