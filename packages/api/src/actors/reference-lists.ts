// The platform's reference lists held for the browser session (docs/performance.md, "Round trips to the
// platform"): the personal-data form's lists (genders, pronouns, countries…), the résumé's (companies,
// languages, institutions of a state, courses of a level) — public data, the same for every candidate, kept
// in memory by the list's name. A read asks the platform only for the lists not held yet (the `names` of
// `domains(names)`), keeps what the answer brought and answers the held ones with it. A failed read keeps
// nothing, and a list the platform did not send (null) is not kept: the next read asks again. An empty list
// is an answer (no institution in a state, no course of a level) and is kept.
//
// One cache per platform client unless one is passed: the site's account runtime has one client for the
// tab, so the ficha, the profile and the register pages share it.
import { EDUCATION_LEVELS, STATE_ABBRS, type ReferenceItem } from '@carreiras/core'
import {
  CoursesOfLevelsDocument,
  InstitutionsOfStatesDocument,
  ResumeDomainsDocument,
} from '../gql/graphql.js'
import type { PlatformClient } from '../transport/client.js'

/** One list as the forms take it. */
export type ReferenceList = ReadonlyArray<{ id: number; name: string }>

export interface ReferenceListCache {
  /** The names of `wanted` not held yet, in order: what a read must ask the platform for. */
  missing<N extends string>(wanted: readonly N[]): N[]
  /** Keeps the lists an answer brought (only pass those asked for); null or absent ones are not kept. */
  keep(lists: Readonly<Record<string, ReferenceList | null | undefined>>): void
  /** The held lists among `wanted` (the others are left out). */
  held<N extends string>(wanted: readonly N[]): Partial<Record<N, ReferenceList>>
  /**
   * The lists `wanted`: the held ones as they are, the missing ones by one call of `fetch` (not called when
   * every list is held), kept once it answers. `fetch` failing rejects this and keeps nothing.
   */
  lists<N extends string>(
    wanted: readonly N[],
    fetch: (missing: N[]) => Promise<Partial<Record<N, ReferenceList | null | undefined>>>,
  ): Promise<Partial<Record<N, ReferenceList>>>
  /** Forgets every list. */
  clear(): void
}

export function createReferenceListCache(): ReferenceListCache {
  const entries = new Map<string, ReferenceList>()
  const cache: ReferenceListCache = {
    missing: (wanted) => wanted.filter((name) => !entries.has(name)),
    keep(lists) {
      for (const [name, list] of Object.entries(lists)) if (Array.isArray(list)) entries.set(name, list)
    },
    held(wanted) {
      const held: Partial<Record<(typeof wanted)[number], ReferenceList>> = {}
      for (const name of wanted) {
        const list = entries.get(name)
        if (list) held[name] = list
      }
      return held
    },
    async lists(wanted, fetch) {
      const missing = cache.missing(wanted)
      if (missing.length > 0) cache.keep((await fetch(missing)) as Record<string, ReferenceList | null>)
      return cache.held(wanted)
    },
    clear: () => entries.clear(),
  }
  return cache
}

/**
 * The lists of an answer that were asked for (`names`), to keep: the parse at the boundary turns a list
 * not asked for (null) into an empty one, which must not be taken for the platform's answer.
 */
export function answeredLists(
  domains: Readonly<Record<string, ReferenceList | null | undefined>> | null | undefined,
  names: readonly string[],
): Record<string, ReferenceList | null> {
  return Object.fromEntries(names.map((name) => [name, domains?.[name] ?? null]))
}

const perClient = new WeakMap<PlatformClient, ReferenceListCache>()

/** The cache of the lists read through `client` (made on first use). */
export function referenceListsOf(client: PlatformClient): ReferenceListCache {
  let cache = perClient.get(client)
  if (!cache) {
    cache = createReferenceListCache()
    perClient.set(client, cache)
  }
  return cache
}

/**
 * The résumé forms' lists (docs/performance.md, "Round trips to the platform"): the institutions of every
 * state and the courses of every level, merged.
 */
export interface ResumeLists {
  countries: ReferenceItem[]
  companies: ReferenceItem[]
  languages: ReferenceItem[]
  causeAreas: ReferenceItem[]
  institutions: ReferenceItem[]
  courses: ReferenceItem[]
}

/** The résumé's lists of `domains(names)`, by their platform names. */
const RESUME_DOMAIN_LISTS = ['countries', 'companies', 'languages', 'cause_experience_areas'] as const
/** The aliases one batched call carries (InstitutionsOfStates, CoursesOfLevels: `s1`…`s8`, `l1`…`l8`). */
export const LISTS_PER_CALL = 8

const institutionsKey = (state: string) => `institutions:${state}`
const coursesKey = (level: number) => `courses:${level}`

type Answered = ReadonlyArray<{ id: string | number; name?: string | null }> | null | undefined

/** The items with a name, ids as numbers; null when the platform sent no list. */
const itemsOf = (list: Answered): ReferenceItem[] | null =>
  list
    ? list.map((item) => ({ id: Number(item.id), name: item.name ?? '' })).filter((item) => item.name !== '')
    : null

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size))
  return out
}

/** `{ s1: a, s2: b, … }` for a batch (the unused variables are left out: null, answered null). */
const batchVariables = (prefix: string, values: readonly string[]) =>
  Object.fromEntries(values.map((value, i) => [`${prefix}${i + 1}`, value]))

/**
 * The résumé's lists, asking the platform only for those not held (docs/performance.md, "Round trips to the
 * platform"): one ResumeDomains for the named lists, the institutions of the 27 states in four
 * InstitutionsOfStates calls and the courses of the eight levels in one CoursesOfLevels, all at once.
 * Institutions and courses are unique by id across states and levels. When a call fails, what the others
 * brought is kept and the first failure is thrown.
 */
export async function readResumeLists(
  client: PlatformClient,
  referenceLists: ReferenceListCache = referenceListsOf(client),
): Promise<ResumeLists> {
  const stateKeys = STATE_ABBRS.map(institutionsKey)
  const levelKeys = EDUCATION_LEVELS.map((level) => coursesKey(level.id))
  const missing = new Set<string>(
    referenceLists.missing([...RESUME_DOMAIN_LISTS, ...stateKeys, ...levelKeys]),
  )
  const calls: Promise<void>[] = []
  const names = RESUME_DOMAIN_LISTS.filter((name) => missing.has(name))
  if (names.length > 0)
    calls.push(
      client
        .request(ResumeDomainsDocument, { names })
        .then(({ domains }) =>
          referenceLists.keep(Object.fromEntries(names.map((name) => [name, itemsOf(domains?.[name])]))),
        ),
    )
  for (const states of chunks(
    STATE_ABBRS.filter((state) => missing.has(institutionsKey(state))),
    LISTS_PER_CALL,
  ))
    calls.push(
      client.request(InstitutionsOfStatesDocument, batchVariables('s', states)).then((answer) => {
        const byAlias = answer as Record<string, { institutions?: Answered } | null | undefined>
        referenceLists.keep(
          Object.fromEntries(
            states.map((state, i) => [institutionsKey(state), itemsOf(byAlias[`s${i + 1}`]?.institutions)]),
          ),
        )
      }),
    )
  for (const levels of chunks(
    EDUCATION_LEVELS.filter((level) => missing.has(coursesKey(level.id))),
    LISTS_PER_CALL,
  ))
    calls.push(
      client
        .request(
          CoursesOfLevelsDocument,
          batchVariables(
            'l',
            levels.map((level) => String(level.id)),
          ),
        )
        .then((answer) => {
          const byAlias = answer as Record<string, { courses?: Answered } | null | undefined>
          referenceLists.keep(
            Object.fromEntries(
              levels.map((level, i) => [coursesKey(level.id), itemsOf(byAlias[`l${i + 1}`]?.courses)]),
            ),
          )
        }),
    )
  const failed = (await Promise.allSettled(calls)).find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  const held = referenceLists.held([...RESUME_DOMAIN_LISTS, ...stateKeys, ...levelKeys])
  const list = (name: string) => [...((held as Record<string, ReferenceList | undefined>)[name] ?? [])]
  const unique = (keys: readonly string[]) => [
    ...new Map(keys.flatMap(list).map((item) => [item.id, item])).values(),
  ]
  return {
    countries: list('countries'),
    companies: list('companies'),
    languages: list('languages'),
    causeAreas: list('cause_experience_areas'),
    institutions: unique(stateKeys),
    courses: unique(levelKeys),
  }
}
