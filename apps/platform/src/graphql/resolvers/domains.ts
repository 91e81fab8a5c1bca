// `domains`: the reference lists. States (ids are the numeric codes) and the IBGE cities of a state now;
// the other lists answer NOT_IMPLEMENTED until the profile issues add them.
import { stateAbbrFromCode, stateCodeFromAbbr } from '@carreiras/core'
import { asc, eq } from 'drizzle-orm'
import { cities, states } from '../../db/schema.js'
import type { QueryDomainsArgs } from '../../gql/resolvers-types.js'
import { PLATFORM_MESSAGES } from '../../messages.js'
import type { PlatformContext } from '../context.js'
import { platformError } from '../errors.js'

/** The arguments of `Query.domains`, typed from the SDL (generated). */
export type DomainsArgs = QueryDomainsArgs

/** The parent value of the `Domains` fields. */
export interface DomainsSource {
  stateId: number | null
  level: string | null
  names: ReadonlySet<string> | null
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' })
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name)

const wants = (source: DomainsSource, list: string) => source.names === null || source.names.has(list)

export const domainsQuery = {
  domains: (_root: unknown, args: DomainsArgs): DomainsSource => {
    let stateId: number | null = null
    if (args.state != null) {
      const code = stateCodeFromAbbr(args.state)
      if (code === undefined) throw platformError('VALIDATION', PLATFORM_MESSAGES.unknownState)
      stateId = code
    }
    return { stateId, level: args.level ?? null, names: args.names ? new Set(args.names) : null }
  },
}

export const domainsFields = {
  states: async (source: DomainsSource, _args: unknown, { db }: PlatformContext) => {
    if (!wants(source, 'states')) return null
    const rows = await db.select({ id: states.id, name: states.name, abbr: states.abbr }).from(states)
    return rows.sort(byName)
  },
  cities: async (source: DomainsSource, _args: unknown, { db }: PlatformContext) => {
    if (!wants(source, 'cities') || source.stateId === null) return null
    const abbr = stateAbbrFromCode(source.stateId) ?? null
    const rows = await db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(eq(cities.stateId, source.stateId))
      .orderBy(asc(cities.name))
    return rows.sort(byName).map((city) => ({ ...city, abbr }))
  },
}
