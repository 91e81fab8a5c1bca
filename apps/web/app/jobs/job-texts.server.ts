// The job list's and the job detail's texts, taken from core's catalogue as the brand words it on the
// server and sent with the page's data (the catalogue itself never reaches the browser; see
// ../texts.server.ts).
import {
  filterFoldTexts,
  jobAction,
  jobSearchTexts,
  type JobAction,
  type JobActionVariant,
  type SubscriptionStep,
} from '@carreiras/core'
import { brandMessages } from '../brands/index.server'
import { pageTitle } from '../texts.server'
import type { JobActionTable } from './job-card-view'

/** The catalogue as the brand words it, and its job texts. */
const m = brandMessages
const domain = () => m().ui.domain

const STEPS: readonly SubscriptionStep[] = ['none', 'lead', 'applied']

/** Core's action button for every step, open and closed (see JobActionTable). */
export function jobActions(variant: JobActionVariant): JobActionTable {
  const row = (open: boolean) =>
    Object.fromEntries(STEPS.map((step) => [step, jobAction(step, open, variant)])) as Record<
      SubscriptionStep,
      JobAction
    >
  return { open: row(true), closed: row(false) }
}

/** What a job card needs besides its view: the action buttons and the fixed labels. */
function jobCardTexts() {
  return {
    actions: jobActions('card'),
    leadOnClosed: m().job.leadOnClosed,
    progress: domain().card.progress,
    pcdBadge: m().job.pcd,
    /** The design system's JobCard labels. */
    labels: {
      actions: m().jobs.card,
      leadOnClosed: m().job.leadOnClosed,
      progress: domain().card.progress,
      pcd: m().job.pcd,
    },
  }
}

export function jobListTexts() {
  return {
    title: pageTitle(m().header.nav.opportunities),
    description: domain().list.description,
    heading: m().header.nav.opportunities,
    ...jobSearchTexts(m()),
    fold: filterFoldTexts(m()),
    card: jobCardTexts(),
  }
}

export type JobListTexts = ReturnType<typeof jobListTexts>

/** A card's deadline line, e.g. 'Encerra em 5 dias'. */
export const jobDeadline = (days: number) => domain().card.daysLeft(m().jobs.daysLeft(days))
export const jobProgress = (percent: number) => m().jobs.progressLabel(percent)
export const jobLevel = (level: string) => m().jobs.level(level)
export const jobLocation = (city: string, stateAbbr: string) => domain().card.location(city, stateAbbr)

export function jobDetailTexts(jobTitle: string) {
  return {
    title: pageTitle(jobTitle),
    actions: jobActions('detail'),
    /** The detail's action button labels, as the brand words them. */
    actionLabels: {
      apply: m().job.apply,
      continue: m().job.continue,
      applied: m().job.applied,
      closed: m().job.closed,
    },
    leadOnClosed: m().job.leadOnClosed,
    actingMode: domain().detail.actingMode,
    address: domain().detail.address,
    level: domain().detail.level,
    responsibilities: m().job.responsibilities,
    requirements: m().job.requirements,
    workEnvironment: m().job.workEnvironment,
    benefits: m().job.benefits,
    otherBenefits: m().job.otherBenefits,
    pcd: m().job.pcd,
    moreOpportunities: m().job.moreOpportunities,
    similar: domain().list.similar,
    share: {
      title: m().job.share.title,
      copyLink: m().job.share.copyLink,
      copied: m().job.share.copied,
      copiedAnnouncement: domain().share.copiedAnnouncement,
      copyFailed: domain().share.copyFailed,
      networks: {
        facebook: domain().share.on(m().job.share.facebook),
        linkedin: domain().share.on(m().job.share.linkedin),
        twitter: domain().share.on(m().job.share.twitter),
        whatsapp: domain().share.on(m().job.share.whatsapp),
      },
    },
    card: jobCardTexts(),
    loading: m().common.loading,
  }
}

export type JobDetailTexts = ReturnType<typeof jobDetailTexts>
