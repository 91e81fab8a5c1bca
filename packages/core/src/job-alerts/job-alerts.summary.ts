// How an alert's search reads to a person: its term, place, area, team, collection and PcD, joined by ' · ';
// 'Todas as vagas' when it has none. Used by the dialog, the profile box, the e-mails and the pages.
import { searchPairs } from './search-pairs'
import { jobFiltersFromUrl } from '../job-search/job-search.schema'
import { JOB_AREAS, TEAMS } from '../reference/job-areas'
import { jobAlertsMessages } from './job-alerts.texts'

type SummaryTexts = Pick<typeof jobAlertsMessages, 'summary'> & {
  create: Pick<(typeof jobAlertsMessages)['create'], 'allOpenings'>
}

export function alertSearchSummary(search: string, texts: SummaryTexts = jobAlertsMessages): string {
  const { filters } = jobFiltersFromUrl(searchPairs(search))
  const parts: string[] = []
  if (filters.term) parts.push(`“${filters.term}”`)
  if (filters.state) parts.push(filters.city ? `${filters.city}/${filters.state}` : filters.state)
  if (filters.jobArea !== null) {
    const area = JOB_AREAS.find((a) => a.id === filters.jobArea)
    if (area) parts.push(area.name)
  }
  if (filters.team) parts.push(TEAMS.find((t) => t.slug === filters.team)?.title ?? filters.team)
  if (filters.collection) parts.push(filters.collection)
  if (filters.pcd) parts.push(texts.summary.pcd)
  return parts.length ? parts.join(` ${texts.summary.separator} `) : texts.create.allOpenings
}
