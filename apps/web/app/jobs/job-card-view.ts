import type { JobAction, SubscriptionStep } from '@carreiras/core'
import type { JobCardLabels, JobCardProps } from '@carreiras/ui/job-card'

export type { SubscriptionStep }

/** What a job card shows, computed on the server: the browser gets text, not the rules. */
export interface JobCardView {
  id: number
  title: string
  href: string
  /** The application form; anonymous visitors are asked to sign in first. */
  applyHref: string
  /** 'Campinas - SP'. */
  location: string
  /** 'Nível Pleno', or ''. */
  level: string
  pcd: boolean
  open: boolean
  /** 'Encerra em 5 dias'. */
  deadline: string
  progress: number
  progressLabel: string
  /** An internal opening: only its company's internal users see it; the server alone cannot. */
  internal?: boolean
  /** 'A 12 km' while the list is near a CEP or a position (docs/near.md). */
  distance?: string
}

/**
 * Core's `jobAction` for every subscription step of an open and of a closed opening, computed on the
 * server for one variant (card or detail): the browser picks a row, it never holds the rule or the
 * catalogue. Six small entries in the page's data.
 */
export interface JobActionTable {
  open: Record<SubscriptionStep, JobAction>
  closed: Record<SubscriptionStep, JobAction>
}

/** The action button as drawn: a link when it leads somewhere, a disabled button when `href` is null. */
export interface JobButton {
  kind: JobAction['kind']
  label: string
  href: string | null
  /** Also show the lead-on-closed note (`ptBR.job.leadOnClosed`). */
  note: boolean
}

/**
 * The button of an opening for the candidate's step ('none' until their subscriptions have loaded, and
 * for anonymous visitors). Starting, continuing and (on a card) an application already sent all lead
 * to the application route, which knows where each one stands.
 */
export function jobButton(
  actions: JobActionTable,
  job: { open: boolean; applyHref: string },
  step: SubscriptionStep = 'none',
): JobButton {
  const action = actions[job.open ? 'open' : 'closed'][step]
  return {
    kind: action.kind,
    label: action.label,
    href: action.disabled ? null : job.applyHref,
    note: action.showLeadOnClosedNote,
  }
}

/** The server's card texts the design system's JobCard takes (job-texts.server.ts). */
export interface JobCardTexts {
  labels: JobCardLabels
}

/**
 * The design system's JobCard props for a card view: the texts formatted on the server, the action a
 * link to the application route (the router's, through `routerLink`), the title for its h2/h3.
 */
export function jobCardProps(job: JobCardView, texts: JobCardTexts) {
  return {
    title: job.title,
    href: job.href,
    actionHref: job.applyHref,
    location: job.location,
    levelText: job.level,
    pcd: job.pcd,
    open: job.open,
    deadline: job.deadline,
    progress: job.progress,
    labels: texts.labels,
    distance: job.distance,
  } satisfies Partial<JobCardProps>
}
