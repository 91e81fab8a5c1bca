// The applications box's connect layer (docs/architecture.md, "Flows"): a snapshot of the box's machine,
// its `send` and the messages become everything 'Minhas Inscrições' shows or calls: the cards (job, step,
// tests, invitations, timeline), 'Carregar mais...', the alerts and the 'Atenção' dialogs. No screen reads
// the machine's context; texts come from the messages (a brand may pass its own), never from the context.
import type { SnapshotFrom } from 'xstate'
import { ptBR, type Messages } from '../messages/pt-BR'
import type { TestListItemView } from '../test-runner/test-runner.connect'
import { calendarDataUrl, eventCalendarFile, safeMeetingUrl, saoPauloToUtc } from './event-calendar'
import {
  eventAddressLine,
  applicationTimeline,
  chosenSchedule,
  isScheduleFull,
  saoPauloDate,
  subscriptionCard,
  type ApplicationTimelineEntry,
  type CardStep,
  type EventSchedule,
  type EventStatus,
  type SelectionEvent,
  type TimelineEntryKind,
} from './subscriptions.rules'
import { hasMoreToLoad, type applicationsBoxMachine } from './subscriptions.machine'
import type {
  ActionAlertCode,
  ApplicationsBoxEvent,
  ListAlert,
  ListedSubscription,
} from './subscriptions.types'

type Snapshot = SnapshotFrom<typeof applicationsBoxMachine>
type Send = (event: ApplicationsBoxEvent) => void

/** The texts the box needs; a brand passes its own (any part of the catalogue's). */
export interface ApplicationsBoxMessages {
  /** 'Minhas Inscrições' (`profile.menu.applications`). */
  title: string
  applications: Messages['profile']['applications']
  tests: Pick<
    Messages['tests'],
    | 'status'
    | 'summary'
    | 'take'
    | 'takePartner'
    | 'partner'
    | 'challengeName'
    | 'requiredBadge'
    | 'afterApplying'
    | 'opensInNewTab'
  >
  /** A dropped connection. */
  network: string
}

/** The box's texts out of a whole catalogue (core's, or a brand's merged one). */
export function applicationsBoxMessagesOf(messages: Messages): ApplicationsBoxMessages {
  return {
    title: messages.profile.menu.applications,
    applications: messages.profile.applications,
    tests: messages.tests,
    network: messages.clientErrors.NETWORK,
  }
}

export const applicationsBoxMessages: ApplicationsBoxMessages = applicationsBoxMessagesOf(ptBR)

export type ApplicationsBoxScreen = 'loading' | 'failed' | 'empty' | 'list'

/** What a card is busy with (its buttons show it); null when idle. */
export type CardBusy = 'withdrawing' | 'confirming' | 'refusing' | 'cancelling' | 'refreshing' | null

export interface AlertView {
  code: ActionAlertCode | ListAlert
  message: string
  dismissLabel: string
  onDismiss: () => void
}

export interface DialogView {
  open: boolean
  title: string
  message: string
  details: string | null
  confirmLabel: string
  cancelLabel: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

export interface ScheduleOptionView {
  id: number
  /** The radio's value. */
  value: string
  /** 'DD/MM/YYYY às HH:MM'. */
  label: string
  /** The address and room, or 'Online'. */
  place: string | null
  /** 'N vagas restantes' or 'Esgotado'. */
  placesText: string
  full: boolean
  disabled: boolean
}

export interface EventInvitationView {
  id: number
  title: string
  /** 'Entrevista · Online'. */
  kindText: string | null
  description: string | null
  status: EventStatus
  statusText: string
  durationText: string | null
  /** The meeting link (online events); only an http(s) address. */
  meeting: { label: string; url: string } | null
  /** While pending: the schedules to choose from. */
  schedules: null | {
    legend: string
    /** The chosen schedule's value, '' for none. */
    value: string
    options: ScheduleOptionView[]
    onChoose: (scheduleId: number) => void
  }
  /** Confirmed: 'Você confirmou presença em DD/MM/YYYY às HH:MM.' with the place. */
  chosen: { text: string; place: string | null } | null
  /** Refused: 'Você recusou este convite.' */
  refusedText: string | null
  confirm: null | {
    label: string
    busyLabel: string
    /** No schedule chosen yet: the button explains instead of confirming. */
    inactive: boolean
    hint: string | null
    busy: boolean
    onConfirm: () => void
  }
  refuse: null | { label: string; busyLabel: string; busy: boolean; onRefuse: () => void }
  cancelDecision: null | { label: string; busyLabel: string; busy: boolean; onCancel: () => void }
  /** 'Adicionar à agenda': the .ics as a data: address to download. */
  calendar: null | { label: string; fileName: string; href: string; content: string }
  /** Another operation runs (here or on another card): the buttons wait. */
  locked: boolean
  alert: AlertView | null
}

export interface TimelineEntryView {
  key: string
  kind: TimelineEntryKind
  /** ISO 8601 (a `<time dateTime>`). */
  at: string
  date: string
  text: string
}

export interface SubscriptionCardView {
  id: number
  title: string
  jobHref: string
  location: string | null
  step: {
    kind: CardStep['kind']
    label: string
    /** 'Etapa'. */
    caption: string
    /** A lead on a closed opening: the spec's note. */
    note: string | null
    continue: { label: string; href: string } | null
  }
  tests: {
    title: string
    summaryText: string
    items: TestListItemView[]
  }
  events: { title: string; items: EventInvitationView[] }
  timeline: { title: string; entries: TimelineEntryView[] }
  withdraw: {
    label: string
    accessibleLabel: string
    busyLabel: string
    busy: boolean
    onRequest: () => void
  }
  busy: CardBusy
  /** Another card's operation runs: this card's buttons wait. */
  locked: boolean
  /** A failed operation on the card (not on one of its events). */
  alert: AlertView | null
}

export interface ApplicationsBoxView {
  title: string
  screen: ApplicationsBoxScreen
  loadingText: string
  listLabel: string
  emptyText: string
  cards: SubscriptionCardView[]
  loadMore: null | { label: string; busy: boolean; busyLabel: string; onLoadMore: () => void }
  /** The list could not be read (first page or a later one): the alert and 'Tentar novamente'. */
  alert: (AlertView & { retry: { label: string; onRetry: () => void } }) | null
  /** Polite: 'Sua inscrição na vaga X foi cancelada.' */
  status: string | null
  withdrawDialog: DialogView
  refusalDialog: DialogView
  partnerDialog: DialogView
}

// ── Pieces ─────────────────────────────────────────────────────────────────────────────────────────

const timelineText = (entry: ApplicationTimelineEntry, t: ApplicationsBoxMessages['applications']) => {
  const subject = entry.subject ?? ''
  switch (entry.kind) {
    case 'started':
      return t.timeline.started
    case 'submitted':
      return t.timeline.submitted
    case 'testFinished':
      return t.timeline.testFinished(subject)
    case 'invited':
      return t.timeline.invited(subject)
    case 'confirmed':
      return entry.chosenDate && entry.chosenTime
        ? t.timeline.confirmed(subject, entry.chosenDate, entry.chosenTime)
        : t.timeline.confirmedUndated(subject)
    case 'refused':
      return t.timeline.refused(subject)
  }
}

/** The schedule's place: the address and the room on site, 'Online' online. */
function placeText(
  event: SelectionEvent,
  schedule: EventSchedule | null,
  t: ApplicationsBoxMessages['applications'],
): string | null {
  if (event.locationType === 'online') return t.events.locationTypes.online
  const address = eventAddressLine(schedule?.address) ?? event.location?.trim() ?? null
  // The platform names its rooms ('Sala 1').
  const room = schedule?.room?.name?.trim() || null
  const parts = [address, room].filter((part): part is string => !!part)
  return parts.length > 0 ? parts.join(' · ') : null
}

function cardBusy(snapshot: Snapshot, subscriptionId: number): CardBusy {
  if (snapshot.context.target?.subscriptionId !== subscriptionId) return null
  const action = (snapshot.value as { action: string }).action
  switch (action) {
    case 'withdrawing':
      return 'withdrawing'
    case 'confirmingEvent':
      return 'confirming'
    case 'refusing':
      return 'refusing'
    case 'cancellingDecision':
      return 'cancelling'
    case 'refreshing':
      return 'refreshing'
    case 'sessionExpired': {
      const pending = snapshot.context.pendingAction
      return pending === 'withdraw'
        ? 'withdrawing'
        : pending === 'confirm'
          ? 'confirming'
          : pending === 'refuse'
            ? 'refusing'
            : pending === 'cancel'
              ? 'cancelling'
              : null
    }
    default:
      return null
  }
}

function alertMessage(
  code: ActionAlertCode | ListAlert,
  detail: string | null,
  messages: ApplicationsBoxMessages,
): string {
  const t = messages.applications
  switch (code) {
    case 'network':
      return messages.network
    case 'loadFailed':
      return t.loadFailed
    case 'withdrawFailed':
      return t.withdraw.failed
    case 'confirmFailed':
      return t.events.confirmFailed
    case 'refuseFailed':
      return t.events.refuseFailed
    case 'cancelFailed':
      return t.events.cancelFailed
    case 'scheduleFull':
      return detail ?? t.events.scheduleFull
  }
}

function eventView(
  snapshot: Snapshot,
  send: Send,
  messages: ApplicationsBoxMessages,
  item: ListedSubscription,
  event: SelectionEvent,
  busy: CardBusy,
  locked: boolean,
): EventInvitationView {
  const t = messages.applications
  const e = t.events
  const { context } = snapshot
  const mine = context.target?.eventId === event.id && busy !== null
  const chosenId = context.choices[event.id]
  const kindText = [
    event.kind ? e.kinds[event.kind] : null,
    event.locationType ? e.locationTypes[event.locationType] : null,
  ]
    .filter(Boolean)
    .join(' · ')
  const pending = event.status === 'pending'
  const picked = chosenSchedule(event)
  const meetingUrl = safeMeetingUrl(event.meetingUrl)
  const alert = context.actionAlert
  const chosenDate = saoPauloDate(event.chosenDate)
  const place = event.status === 'confirmed' ? placeText(event, picked, t) : null

  let calendar: EventInvitationView['calendar'] = null
  if (event.status === 'confirmed' && event.chosenDate && event.chosenTime) {
    const start = saoPauloToUtc(event.chosenDate, event.chosenTime)
    const stamp = new Date(event.decidedAt ?? event.invitedAt ?? start?.toISOString() ?? 0)
    const content = eventCalendarFile({
      uid: `evento-${event.id}-inscricao-${item.id}@carreiras`,
      title: event.title,
      date: event.chosenDate,
      time: event.chosenTime,
      durationMinutes: event.durationMinutes,
      location: place,
      description: event.description,
      meetingUrl,
      stamp: Number.isNaN(stamp.getTime()) ? (start ?? new Date(0)) : stamp,
    })
    if (content)
      calendar = {
        label: e.addToCalendar,
        fileName: e.calendarFileName,
        href: calendarDataUrl(content),
        content,
      }
  }

  return {
    id: event.id,
    title: event.title,
    kindText: kindText || null,
    description: event.description,
    status: event.status,
    statusText: e.status[event.status],
    durationText:
      event.durationMinutes && event.durationMinutes > 0 ? e.duration(event.durationMinutes) : null,
    meeting: meetingUrl ? { label: e.meeting, url: meetingUrl } : null,
    schedules: pending
      ? {
          legend: e.chooseSchedule,
          value: chosenId === undefined ? '' : String(chosenId),
          options: event.schedules.map((schedule) => {
            const full = isScheduleFull(schedule)
            return {
              id: schedule.id,
              value: String(schedule.id),
              label: e.schedule(saoPauloDate(schedule.date) ?? schedule.date, schedule.time),
              place: placeText(event, schedule, t),
              placesText: full ? e.full : e.placesLeft(schedule.available),
              full,
              disabled: full || locked || mine,
            }
          }),
          onChoose: (scheduleId) =>
            send({ type: 'schedule.choose', subscriptionId: item.id, eventId: event.id, scheduleId }),
        }
      : null,
    chosen:
      event.status === 'confirmed' && chosenDate && event.chosenTime
        ? { text: e.chosen(chosenDate, event.chosenTime), place }
        : null,
    refusedText: event.status === 'refused' ? e.refusedNote : null,
    confirm: pending
      ? {
          label: e.confirm,
          busyLabel: e.confirming,
          inactive: chosenId === undefined,
          hint: chosenId === undefined ? e.chooseFirst : null,
          busy: mine && busy === 'confirming',
          onConfirm: () => send({ type: 'event.confirm', subscriptionId: item.id, eventId: event.id }),
        }
      : null,
    refuse: pending
      ? {
          label: e.refuse,
          busyLabel: e.refusing,
          busy: mine && busy === 'refusing',
          onRefuse: () => send({ type: 'event.refuse', subscriptionId: item.id, eventId: event.id }),
        }
      : null,
    cancelDecision: pending
      ? null
      : {
          label: e.cancelDecision,
          busyLabel: e.cancelling,
          busy: mine && busy === 'cancelling',
          onCancel: () => send({ type: 'event.cancelDecision', subscriptionId: item.id, eventId: event.id }),
        },
    calendar,
    locked: locked || busy !== null,
    alert:
      alert && alert.subscriptionId === item.id && alert.eventId === event.id
        ? {
            code: alert.code,
            message: alertMessage(alert.code, alert.detail, messages),
            dismissLabel: t.dismiss,
            onDismiss: () => send({ type: 'alert.dismiss' }),
          }
        : null,
  }
}

function cardView(
  snapshot: Snapshot,
  send: Send,
  messages: ApplicationsBoxMessages,
  item: ListedSubscription,
  running: boolean,
): SubscriptionCardView {
  const t = messages.applications
  const { context } = snapshot
  const model = subscriptionCard(item, {
    userId: context.userId,
    challengeName: messages.tests.challengeName,
    challengeUrl: context.challengeUrl,
  })
  const busy = cardBusy(snapshot, item.id)
  // Another card's operation (or a confirmation open elsewhere) holds this card's buttons.
  const locked = running && busy === null
  const alert = context.actionAlert
  const tt = messages.tests
  return {
    id: item.id,
    title: model.title,
    jobHref: model.jobHref,
    location: model.location,
    step: {
      kind: model.step.kind,
      caption: t.card.step,
      label: model.step.kind === 'applied' ? t.card.steps.applied : t.card.steps.lead,
      note: model.step.kind === 'leadClosed' ? t.card.leadOnClosed : null,
      continue:
        model.step.kind === 'leadOpen' ? { label: t.card.continue, href: model.step.continueHref } : null,
    },
    tests: {
      title: t.card.tests,
      summaryText:
        model.summary.kind === 'none'
          ? tt.summary.none
          : model.summary.kind === 'allDone'
            ? tt.summary.allDone
            : tt.summary.missing(model.summary.count),
      items: model.tests.map((test) => ({
        testId: test.testId,
        name: test.name,
        status: test.status,
        statusText: tt.status[test.status],
        kind: test.kind,
        href: test.href,
        actionLabel:
          test.status === 'pending' && test.href
            ? test.kind === 'inHouse'
              ? tt.take
              : tt.takePartner
            : null,
        requiredText:
          test.requiredIn === 'subscription'
            ? tt.requiredBadge
            : test.requiredIn === 'thank_you'
              ? tt.afterApplying
              : null,
        onOpen: () => send({ type: 'test.open', subscriptionId: item.id, testId: test.testId }),
      })),
    },
    events: {
      title: t.events.title,
      items: item.events.map((event) => eventView(snapshot, send, messages, item, event, busy, locked)),
    },
    timeline: {
      title: t.timeline.title,
      entries: applicationTimeline(item).map((entry) => ({
        key: entry.key,
        kind: entry.kind,
        at: entry.at,
        date: entry.date,
        text: timelineText(entry, t),
      })),
    },
    withdraw: {
      label: t.card.withdraw,
      accessibleLabel: t.card.withdrawOf(item.title),
      busyLabel: t.card.withdrawing,
      busy: busy === 'withdrawing',
      onRequest: () => send({ type: 'withdraw.request', subscriptionId: item.id }),
    },
    busy,
    locked,
    alert:
      alert && alert.subscriptionId === item.id && alert.eventId === null
        ? {
            code: alert.code,
            message: alertMessage(alert.code, alert.detail, messages),
            dismissLabel: t.dismiss,
            onDismiss: () => send({ type: 'alert.dismiss' }),
          }
        : null,
  }
}

function dialog(
  open: boolean,
  busy: boolean,
  texts: { title: string; message: string; details?: string | null; confirm: string; cancel: string },
  onConfirm: () => void,
  onCancel: () => void,
): DialogView {
  return {
    open,
    title: texts.title,
    message: texts.message,
    details: texts.details ?? null,
    confirmLabel: texts.confirm,
    cancelLabel: texts.cancel,
    busy,
    onConfirm,
    onCancel,
  }
}

// ── The box ────────────────────────────────────────────────────────────────────────────────────────

export function connectApplicationsBox(
  snapshot: Snapshot,
  send: Send,
  messages: ApplicationsBoxMessages = applicationsBoxMessages,
): ApplicationsBoxView {
  const t = messages.applications
  const { context } = snapshot
  const action = (snapshot.value as { action: string }).action
  const list = (snapshot.value as { list: string }).list
  const loading = list === 'loading' || list === 'checking' || list === 'sessionExpired'
  // Anything but idle in the action region holds the other cards (a dialog, an operation).
  const running = action !== 'idle'

  let screen: ApplicationsBoxScreen = 'list'
  if (context.items.length === 0) screen = loading ? 'loading' : context.loaded ? 'empty' : 'failed'

  const partnerTest = action === 'confirmingPartner'
  const tp = messages.tests.partner
  return {
    title: messages.title,
    screen,
    loadingText: t.loading,
    listLabel: t.listLabel,
    emptyText: t.empty,
    cards: context.items.map((item) => cardView(snapshot, send, messages, item, running)),
    loadMore:
      context.loaded && list !== 'failed' && (loading || hasMoreToLoad(context))
        ? {
            label: t.loadMore,
            busy: loading,
            busyLabel: t.loadingMore,
            onLoadMore: () => send({ type: 'list.more' }),
          }
        : null,
    alert: context.listAlert
      ? {
          code: context.listAlert,
          message: alertMessage(context.listAlert, null, messages),
          dismissLabel: t.dismiss,
          onDismiss: () => send({ type: 'alert.dismiss' }),
          retry: { label: t.retry, onRetry: () => send({ type: 'list.retry' }) },
        }
      : null,
    status: context.withdrawnTitle ? t.withdraw.done(context.withdrawnTitle) : null,
    withdrawDialog: dialog(
      action === 'confirmingWithdraw' || action === 'withdrawing',
      action === 'withdrawing',
      t.withdraw,
      () => send({ type: 'withdraw.confirm' }),
      () => send({ type: 'withdraw.cancel' }),
    ),
    refusalDialog: dialog(
      action === 'confirmingRefusal' || action === 'refusing',
      action === 'refusing',
      t.events.refuseDialog,
      () => send({ type: 'refusal.confirm' }),
      () => send({ type: 'refusal.cancel' }),
    ),
    partnerDialog: dialog(
      partnerTest,
      false,
      { title: tp.title, message: tp.message, confirm: tp.go, cancel: tp.close },
      () => send({ type: 'partner.confirm' }),
      () => send({ type: 'partner.cancel' }),
    ),
  }
}
