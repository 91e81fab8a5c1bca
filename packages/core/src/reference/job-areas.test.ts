import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { opportunitySlug } from '../opportunity/opportunity.rules'
import { ACTING_MODES, JOB_AREAS, OPPORTUNITY_LEVELS, TEAMS } from './job-areas'

describe('job areas', () => {
  it('has 14 areas with distinct positive ids and names, including the ones the spec names', () => {
    expect(JOB_AREAS).toHaveLength(14)
    expect(new Set(JOB_AREAS.map((a) => a.id)).size).toBe(14)
    expect(new Set(JOB_AREAS.map((a) => a.name)).size).toBe(14)
    for (const a of JOB_AREAS) expect(Number.isInteger(a.id) && a.id > 0).toBe(true)
    const names = JOB_AREAS.map((a) => a.name)
    for (const named of ['Compras', 'Engenharia', 'Finanças', 'Tecnologia']) expect(names).toContain(named)
  })
})

describe('teams', () => {
  it('has the 4 teams: head office, two store brands, distribution centre', () => {
    expect(TEAMS).toHaveLength(4)
    expect(TEAMS[0]).toMatchObject({ title: 'Sede Administrativa', slug: 'sede-administrativa' })
    expect(TEAMS[3]).toMatchObject({ title: 'Centro de Distribuição', slug: 'centro-de-distribuicao' })
    expect(new Set(TEAMS.map((t) => t.id)).size).toBe(4)
  })

  it('derives every slug from its title and every cover from its slug', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEAMS), (team) => {
        expect(team.slug).toBe(opportunitySlug(team.title))
        expect(team.cover).toBe(`/images/teams/${team.slug}.svg`)
      }),
    )
  })
})

describe('acting modes and levels', () => {
  it('lists distinct values', () => {
    expect(ACTING_MODES).toEqual(['Presencial', 'Híbrido', 'Remoto'])
    expect(OPPORTUNITY_LEVELS).toHaveLength(10)
    expect(new Set(OPPORTUNITY_LEVELS).size).toBe(10)
    expect(OPPORTUNITY_LEVELS).toContain('Estágio')
  })
})
