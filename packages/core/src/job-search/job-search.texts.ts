// The job list's texts as the list screen takes them (JobSearchTexts), from a catalogue: the site builds
// them on the server from the brand's wording and sends them with the page; stories use the catalogue.
import type { Messages } from '../messages/pt-BR'
import { JOB_AREAS, TEAMS } from '../reference/job-areas'
import { BRAZILIAN_STATES } from '../reference/states'
import type { JobSearchTexts } from './job-search.connect'

export function jobSearchTexts(messages: Messages): JobSearchTexts {
  const { filters, list } = messages.ui.domain
  return {
    searchLabel: messages.jobs.searchLabel,
    searchPlaceholder: messages.jobs.searchPlaceholder,
    searchSubmit: messages.jobs.searchSubmit,
    filtersTitle: filters.title,
    applyFilters: filters.apply,
    clear: filters.clear,
    active: filters.active,
    state: messages.jobs.filters.state,
    city: messages.jobs.filters.city,
    area: messages.jobs.filters.area,
    pcd: messages.jobs.filters.pcd,
    allStates: filters.allStates,
    allCities: filters.allCities,
    allAreas: filters.allAreas,
    cityNeedsState: filters.cityNeedsState,
    removeFilter: messages.jobs.filters.remove('{label}'),
    nearCep: messages.near.badgeCep('{radius}', '{cep}'),
    nearHere: messages.near.badgeHere('{radius}'),
    loadMore: messages.jobs.loadMore,
    loadingMore: list.loadingMore,
    empty: messages.jobs.empty,
    results: list.results('{n}'),
    unavailable: list.unavailable,
    retry: list.retry,
    areas: JOB_AREAS.map((area) => ({ id: area.id, name: area.name })),
    states: BRAZILIAN_STATES.map((state) => ({ abbr: state.abbr, name: state.name })),
    teams: TEAMS.map((team) => ({ slug: team.slug, title: team.title })),
  }
}
