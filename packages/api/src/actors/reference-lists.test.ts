// The session's reference lists (docs/performance.md, "Round trips to the platform"): only the lists not
// held are asked for, a failure keeps nothing (the next read asks again), the personal-data reads of the
// profile, the register pages and the ficha share the client's lists, and the résumé's lists travel in six
// calls (one of named lists, four of institutions, one of courses) instead of 36.
import { EDUCATION_LEVELS, STATE_ABBRS } from '@carreiras/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PlatformError } from '../errors.js'
import { PERSONAL_DATA_DOMAIN_LISTS, createApplicationActors } from './application.js'
import { fakeClient, run, type FakeCall } from './fake-client.js'
import { createPersonalDataActors } from './personal-data.js'
import {
  LISTS_PER_CALL,
  answeredLists,
  createReferenceListCache,
  readResumeLists,
  referenceListsOf,
  type ReferenceList,
} from './reference-lists.js'

const list = (name: string): ReferenceList => [{ id: 1, name }]

describe('createReferenceListCache', () => {
  it('asks only for the lists not held, in one call, and answers held and fetched together', async () => {
    const cache = createReferenceListCache()
    const asked: string[][] = []
    const fetch = async (missing: string[]) => {
      asked.push(missing)
      return Object.fromEntries(missing.map((name) => [name, list(name)]))
    }
    expect(await cache.lists(['genders', 'pronouns'], fetch)).toEqual({
      genders: list('genders'),
      pronouns: list('pronouns'),
    })
    expect(await cache.lists(['pronouns', 'countries', 'genders'], fetch)).toEqual({
      pronouns: list('pronouns'),
      countries: list('countries'),
      genders: list('genders'),
    })
    // All held: no call at all.
    expect(await cache.lists(['countries'], fetch)).toEqual({ countries: list('countries') })
    expect(asked).toEqual([['genders', 'pronouns'], ['countries']])
  })

  it('a failed fetch keeps nothing: the next read asks again, and then keeps the answer', async () => {
    const cache = createReferenceListCache()
    await expect(
      cache.lists(['genders'], () => Promise.reject(new PlatformError('Falha de rede', 'NETWORK'))),
    ).rejects.toMatchObject({ code: 'NETWORK' })
    expect(cache.missing(['genders'])).toEqual(['genders'])
    const asked: string[][] = []
    const answer = await cache.lists(['genders'], async (missing) => {
      asked.push(missing)
      return { genders: list('Mulher') }
    })
    expect(answer).toEqual({ genders: list('Mulher') })
    expect(asked).toEqual([['genders']])
    expect(cache.missing(['genders'])).toEqual([])
  })

  it('a list the platform did not send (null) is not kept; an empty one is an answer and is', () => {
    const cache = createReferenceListCache()
    cache.keep({ genders: null, pronouns: [], countries: undefined, disabilities: list('Auditiva') })
    expect(cache.missing(['genders', 'pronouns', 'countries', 'disabilities'])).toEqual([
      'genders',
      'countries',
    ])
    expect(cache.held(['genders', 'pronouns', 'disabilities'])).toEqual({
      pronouns: [],
      disabilities: list('Auditiva'),
    })
    cache.clear()
    expect(cache.missing(['disabilities'])).toEqual(['disabilities'])
  })

  it('answeredLists keeps only the lists asked for (a list not asked for parses as empty)', () => {
    expect(
      answeredLists({ genders: [], pronouns: list('Ela/dela'), countries: [] }, [
        'pronouns',
        'genders',
        'races',
      ]),
    ).toEqual({
      pronouns: list('Ela/dela'),
      genders: [],
      races: null,
    })
    expect(answeredLists(null, ['genders'])).toEqual({ genders: null })
  })

  it('whatever is held, missing and held split the wanted names exactly', () => {
    const names = [...PERSONAL_DATA_DOMAIN_LISTS]
    fc.assert(
      fc.property(fc.subarray(names), fc.subarray(names), (kept, wanted) => {
        const cache = createReferenceListCache()
        cache.keep(Object.fromEntries(kept.map((name) => [name, list(name)])))
        const missing = cache.missing(wanted)
        const held = Object.keys(cache.held(wanted))
        expect(missing).toEqual(wanted.filter((name) => !kept.includes(name)))
        expect(held.sort()).toEqual(wanted.filter((name) => kept.includes(name)).sort())
      }),
    )
  })

  it('one cache per platform client', () => {
    const a = fakeClient({}).client
    const b = fakeClient({}).client
    expect(referenceListsOf(a)).toBe(referenceListsOf(a))
    expect(referenceListsOf(a)).not.toBe(referenceListsOf(b))
  })
})

const PROFILE = {
  user: { id: '7', avatar: null, profile: null },
  domains: Object.fromEntries(
    PERSONAL_DATA_DOMAIN_LISTS.map((name) => [name, [{ id: '1', name: `${name} 1` }]]),
  ),
}
/** The platform's answer: only the lists `names` asked for (the others null), as domains(names) does. */
const answering = (call: FakeCall) => {
  const names = (call.variables?.names ?? []) as string[]
  return {
    ...PROFILE,
    domains: Object.fromEntries(
      PERSONAL_DATA_DOMAIN_LISTS.map((name) => [name, names.includes(name) ? PROFILE.domains[name] : null]),
    ),
  }
}

describe('the personal-data lists of the profile, the register pages and the ficha', () => {
  it('the profile asks for them once; a second read of the same client asks for none and keeps them', async () => {
    const { client, calls } = fakeClient({ PersonalDataProfile: answering })
    const first = await run(createPersonalDataActors(client, { userId: 7 }).loadProfile, undefined)
    const second = await run(createPersonalDataActors(client, { userId: 7 }).loadProfile, undefined)
    expect(calls.map((c) => c.variables?.names)).toEqual([[...PERSONAL_DATA_DOMAIN_LISTS], []])
    expect(second.lists).toEqual(first.lists)
    expect(second.lists.genders).toEqual([{ id: 1, name: 'genders 1' }])
    expect(second.lists.races).toEqual([{ id: 1, name: 'race_and_ethnicities 1' }])
  })

  it('the ficha after the profile asks for none of them, and has them all', async () => {
    const { client, calls } = fakeClient((call) => {
      if (call.operation === 'PersonalDataProfile') return answering(call)
      if (call.operation === 'ApplicationProfile')
        return { ...answering(call), user: { id: '7', profile: null, formStruct: null } }
      if (call.operation === 'SubscriptionQuestions') return { subscriptionQuestions: [] }
      if (call.operation === 'Subscription') return { subscriptions: [] }
      throw new PlatformError('Falha de rede', 'NETWORK')
    })
    await run(createPersonalDataActors(client, { userId: 7 }).loadProfile, undefined)
    const opportunity = { id: 100001, title: 'Analista', companyId: 1 } as never
    const data = await run(createApplicationActors(client, { userId: 7, opportunity }).loadApplication, {
      opportunityId: 100001,
    })
    expect(calls.find((c) => c.operation === 'ApplicationProfile')?.variables?.names).toEqual([])
    for (const name of PERSONAL_DATA_DOMAIN_LISTS)
      expect(data.lists[name as keyof typeof data.lists]).toEqual([{ id: 1, name: `${name} 1` }])
  })

  it('a failed profile read keeps nothing: the next read asks for every list again', async () => {
    let fail = true
    const { client, calls } = fakeClient({
      PersonalDataProfile: (call: FakeCall) => {
        if (fail) throw new PlatformError('Falha de rede', 'NETWORK')
        return answering(call)
      },
    })
    const actors = createPersonalDataActors(client, { userId: 7 })
    await expect(run(actors.loadProfile, undefined)).rejects.toMatchObject({ code: 'NETWORK' })
    fail = false
    const profile = await run(actors.loadProfile, undefined)
    expect(calls.map((c) => c.variables?.names)).toEqual([
      [...PERSONAL_DATA_DOMAIN_LISTS],
      [...PERSONAL_DATA_DOMAIN_LISTS],
    ])
    expect(profile.lists.countries).toEqual([{ id: 1, name: 'countries 1' }])
  })
})

/** The platform's answers to the résumé's lists: one institution per state, one course per level. */
function resumeResponder(fail: (call: FakeCall) => boolean = () => false) {
  return (call: FakeCall) => {
    if (fail(call)) throw new PlatformError('Falha de rede', 'NETWORK')
    const vars = call.variables ?? {}
    if (call.operation === 'ResumeDomains')
      return {
        domains: Object.fromEntries(
          (vars.names as string[]).map((name) => [name, [{ id: name.length, name: `${name} 1` }]]),
        ),
      }
    if (call.operation === 'InstitutionsOfStates')
      return Object.fromEntries(
        Object.entries(vars).map(([alias, state]) => [
          alias,
          {
            institutions: [
              { id: String(STATE_ABBRS.indexOf(state as never) + 1), name: `Faculdade ${state}` },
            ],
          },
        ]),
      )
    if (call.operation === 'CoursesOfLevels')
      return Object.fromEntries(
        Object.entries(vars).map(([alias, level]) => [
          alias,
          // The elementary level has no course: an empty list is an answer, held like the others.
          { courses: level === '1' ? [] : [{ id: level, name: `Curso ${level}` }] },
        ]),
      )
    throw new Error(`unexpected ${call.operation}`)
  }
}

describe('readResumeLists', () => {
  it('the 27 states and 8 levels in six calls, each within the aliases one call carries', async () => {
    const { client, calls } = fakeClient(resumeResponder())
    const lists = await readResumeLists(client, createReferenceListCache())
    expect(calls.map((c) => c.operation).sort()).toEqual([
      'CoursesOfLevels',
      'InstitutionsOfStates',
      'InstitutionsOfStates',
      'InstitutionsOfStates',
      'InstitutionsOfStates',
      'ResumeDomains',
    ])
    for (const call of calls)
      expect(Object.keys(call.variables ?? {}).length).toBeLessThanOrEqual(LISTS_PER_CALL)
    const states = calls
      .filter((c) => c.operation === 'InstitutionsOfStates')
      .flatMap((c) => Object.values(c.variables!))
    expect(states).toEqual([...STATE_ABBRS])
    expect(calls.find((c) => c.operation === 'ResumeDomains')?.variables).toEqual({
      names: ['countries', 'companies', 'languages', 'cause_experience_areas'],
    })
    expect(lists.institutions).toHaveLength(STATE_ABBRS.length)
    expect(lists.institutions[0]).toEqual({ id: 1, name: 'Faculdade AC' })
    expect(lists.courses.map((c) => c.name)).toEqual(
      EDUCATION_LEVELS.filter((l) => l.id !== 1).map((l) => `Curso ${l.id}`),
    )
    expect(lists.causeAreas).toEqual([
      { id: 'cause_experience_areas'.length, name: 'cause_experience_areas 1' },
    ])
  })

  it('held lists are not asked again; a failed call keeps what the others brought and is asked again', async () => {
    const cache = createReferenceListCache()
    // The countries came with the personal data.
    cache.keep({ countries: list('Brasil') })
    let failing = true
    const { client, calls } = fakeClient(
      resumeResponder((call) => failing && call.operation === 'CoursesOfLevels'),
    )
    await expect(readResumeLists(client, cache)).rejects.toMatchObject({ code: 'NETWORK' })
    expect(calls.find((c) => c.operation === 'ResumeDomains')?.variables).toEqual({
      names: ['companies', 'languages', 'cause_experience_areas'],
    })
    calls.length = 0
    failing = false
    const lists = await readResumeLists(client, cache)
    expect(calls.map((c) => c.operation)).toEqual(['CoursesOfLevels'])
    expect(lists.countries).toEqual(list('Brasil'))
    expect(lists.courses).toHaveLength(EDUCATION_LEVELS.length - 1)
    expect(lists.institutions).toHaveLength(STATE_ABBRS.length)
    calls.length = 0
    await readResumeLists(client, cache)
    expect(calls).toEqual([])
  })
})
