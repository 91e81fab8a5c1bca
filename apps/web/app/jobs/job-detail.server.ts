// The job detail's data, computed on the server (sanitized descriptions, texts, share links and, for a public
// opening, JobPosting structured data and similar openings). Used by /vagas/:id and, for an internal opening
// a signed-in internal user asks for, by /api/vagas-internas/:id: never indexed, no similar list.
import {
  isOpportunityOpen,
  isStateAbbr,
  jobShareUrl,
  opportunityPath,
  shareLinks,
  EMPTY_JOB_FILTERS,
} from '@carreiras/core'
import type { Opportunity } from '@carreiras/core'
import { jobPostingJsonLd, jsonLdScript } from './job-posting.server'
import { jobDetailTexts, jobLevel } from './job-texts.server'
import { loadJobPage, toCardView } from './job-list.server'
import type { JobCardView } from './job-card-view'
import { sanitizeHtml } from '../lib/sanitize.server'
import { jobImageMeta, nativeShareTexts } from '../og/og-preview.server'
import { siteOrigin } from '../lib/site-url.server'

const SIMILAR_MAX = 4

function formatAddress(address: Opportunity['address']): string {
  const street = [address.street, address.number].filter(Boolean).join(', ')
  const place = `${address.city} - ${address.state.abbr}`
  return [street, address.neighborhood, place].filter(Boolean).join(' - ')
}

/** Openings in the same area, then in the same city: the job itself and duplicates left out. */
async function similarJobs(opportunity: Opportunity, signal: AbortSignal): Promise<JobCardView[]> {
  const none = { ...EMPTY_JOB_FILTERS, noLocation: true }
  const area = opportunity.company_field_area?.id
  const byArea = area ? await loadJobPage({ ...none, jobArea: area }, 1, signal).catch(() => []) : []
  const found = byArea.filter((job) => job.id !== opportunity.id)
  const state = opportunity.address.state.abbr
  if (found.length < SIMILAR_MAX && isStateAbbr(state)) {
    const byCity = await loadJobPage({ ...none, state, city: opportunity.address.city }, 1, signal).catch(
      () => [],
    )
    for (const job of byCity)
      if (job.id !== opportunity.id && !found.some((f) => f.id === job.id)) found.push(job)
  }
  return found.slice(0, SIMILAR_MAX)
}

/**
 * What the detail page renders. `internal`: an internal opening — no structured data, no similar openings
 * (they would be public ones), kept out of search results.
 */
export async function jobDetailData(
  opportunity: Opportunity,
  request: Request,
  { internal = false }: { internal?: boolean } = {},
) {
  const texts = jobDetailTexts(opportunity.title)
  const origin = siteOrigin(request)
  const path = opportunityPath(opportunity.id, opportunity.slug)
  const url = jobShareUrl(origin, path)
  const open = isOpportunityOpen(opportunity.status_id)
  const sections = [
    { heading: texts.responsibilities, html: sanitizeHtml(opportunity.responsability) },
    { heading: texts.requirements, html: sanitizeHtml(opportunity.requirement) },
    { heading: texts.workEnvironment, html: sanitizeHtml(opportunity.work_environment) },
    ...[...opportunity.descriptions]
      .sort((a, b) => a.order - b.order)
      .map((description) => ({ heading: '', html: sanitizeHtml(description.data) })),
  ].filter((section) => section.html.trim() !== '')
  const jsonLd = internal
    ? null
    : jobPostingJsonLd(opportunity, {
        company: { name: opportunity.company.name, website: origin, logo: opportunity.company.logo },
        descriptionHtml: sections
          .map((s) => (s.heading ? `<h2>${s.heading}</h2>${s.html}` : s.html))
          .join(''),
        origin,
        url,
      })
  const similar = internal ? [] : await similarJobs(opportunity, request.signal)
  const now = new Date()

  return {
    texts,
    job: {
      id: opportunity.id,
      title: opportunity.title,
      open,
      internal,
      level: opportunity.level ? jobLevel(opportunity.level) : '',
      actingMode: opportunity.acting_mode,
      address: formatAddress(opportunity.address),
      pcd: opportunity.pcd,
      applyHref: `${path}/inscricao`,
      html: {
        responsibilities: sanitizeHtml(opportunity.responsability),
        requirements: sanitizeHtml(opportunity.requirement),
        workEnvironment: sanitizeHtml(opportunity.work_environment),
      },
      descriptions: [...opportunity.descriptions]
        .sort((a, b) => a.order - b.order)
        .map((description) => sanitizeHtml(description.data)),
      benefits: opportunity.benefits.map((b) => ({ id: b.id, name: b.name, icon: b.icon })),
      otherBenefits: opportunity.other_benefit ?? '',
      card: toCardView(opportunity, now),
    },
    share: { url, links: shareLinks(url, opportunity.title), native: nativeShareTexts(opportunity.title) },
    seo: {
      url,
      description:
        sections[0]?.html
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 160) ?? '',
      jsonLd: jsonLd ? jsonLdScript(jsonLd) : null,
      /** The share image (docs/link-previews.md); none for an internal opening, which is never shared. */
      image: internal ? undefined : jobImageMeta(origin, opportunity),
    },
    similar,
  }
}

export type JobDetailData = Awaited<ReturnType<typeof jobDetailData>>
