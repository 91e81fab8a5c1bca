// The job list's and the job detail's texts, taken from core's catalogue on the server and sent with
// the page's data (the catalogue itself never reaches the browser; see ../texts.server.ts).
import {
  BRAZILIAN_STATES,
  JOB_AREAS,
  TEAMS,
  jobAction,
  ptBR,
  type JobAction,
  type JobActionVariant,
  type SubscriptionStep,
} from '@carreiras/core'
import { pageTitle } from '../texts.server'
import type { JobActionTable } from './job-card-view'

const domain = ptBR.ui.domain

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
    leadOnClosed: ptBR.job.leadOnClosed,
    progress: domain.card.progress,
    pcdBadge: ptBR.job.pcd,
  }
}

export function jobListTexts() {
  const { filters, list } = domain
  return {
    title: pageTitle(ptBR.header.nav.opportunities),
    description: list.description,
    heading: ptBR.header.nav.opportunities,
    searchLabel: ptBR.jobs.searchLabel,
    searchPlaceholder: ptBR.jobs.searchPlaceholder,
    searchSubmit: ptBR.jobs.searchSubmit,
    filtersTitle: filters.title,
    applyFilters: filters.apply,
    clear: filters.clear,
    active: filters.active,
    state: ptBR.jobs.filters.state,
    city: ptBR.jobs.filters.city,
    area: ptBR.jobs.filters.area,
    pcd: ptBR.jobs.filters.pcd,
    allStates: filters.allStates,
    allCities: filters.allCities,
    allAreas: filters.allAreas,
    cityNeedsState: filters.cityNeedsState,
    /** '{label}' is replaced by the badge's text. */
    removeFilter: ptBR.jobs.filters.remove('{label}'),
    loadMore: ptBR.jobs.loadMore,
    loadingMore: list.loadingMore,
    empty: ptBR.jobs.empty,
    /** '{n}' is replaced by the count. */
    results: list.results('{n}'),
    unavailable: list.unavailable,
    retry: list.retry,
    card: jobCardTexts(),
    areas: JOB_AREAS.map((area) => ({ id: area.id, name: area.name })),
    states: BRAZILIAN_STATES.map((state) => ({ abbr: state.abbr, name: state.name })),
    teams: TEAMS.map((team) => ({ slug: team.slug, title: team.title })),
  }
}

export type JobListTexts = ReturnType<typeof jobListTexts>

/** A card's deadline line, e.g. 'Encerra em 5 dias'. */
export const jobDeadline = (days: number) => domain.card.daysLeft(ptBR.jobs.daysLeft(days))
export const jobProgress = (percent: number) => ptBR.jobs.progressLabel(percent)
export const jobLevel = (level: string) => ptBR.jobs.level(level)
export const jobLocation = (city: string, stateAbbr: string) => domain.card.location(city, stateAbbr)

export function jobDetailTexts(jobTitle: string) {
  return {
    title: pageTitle(jobTitle),
    actions: jobActions('detail'),
    leadOnClosed: ptBR.job.leadOnClosed,
    actingMode: domain.detail.actingMode,
    address: domain.detail.address,
    level: domain.detail.level,
    responsibilities: ptBR.job.responsibilities,
    requirements: ptBR.job.requirements,
    workEnvironment: ptBR.job.workEnvironment,
    benefits: ptBR.job.benefits,
    otherBenefits: ptBR.job.otherBenefits,
    pcd: ptBR.job.pcd,
    moreOpportunities: ptBR.job.moreOpportunities,
    similar: domain.list.similar,
    share: {
      title: ptBR.job.share.title,
      copyLink: ptBR.job.share.copyLink,
      copied: ptBR.job.share.copied,
      copiedAnnouncement: domain.share.copiedAnnouncement,
      copyFailed: domain.share.copyFailed,
      networks: {
        facebook: domain.share.on(ptBR.job.share.facebook),
        linkedin: domain.share.on(ptBR.job.share.linkedin),
        twitter: domain.share.on(ptBR.job.share.twitter),
        whatsapp: domain.share.on(ptBR.job.share.whatsapp),
      },
    },
    card: jobCardTexts(),
    loading: ptBR.common.loading,
  }
}

export type JobDetailTexts = ReturnType<typeof jobDetailTexts>
