import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SKILLS } from '../limits'
import { ptBR } from '../messages/pt-BR'
import { skillsPayloadSchema } from './resume.schema'
import { normalizeSkill, skillIssue, skillKey, uniqueSkills, withSkill, withoutSkill } from './skills.rules'

const word = fc.stringMatching(/^[A-Za-zÁÂÃÀÇÉÊÍÓÔÕÚáâãàçéêíóôõú0-9+#.]{1,12}$/)
const skill = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '))
/** The same skill typed differently: other case, extra spaces around and between the words. */
const respelled = (text: string) =>
  fc
    .tuple(fc.boolean(), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 3 }))
    .map(([upper, pad, gap]) => {
      const cased = upper ? text.toLocaleUpperCase('pt-BR') : text.toLocaleLowerCase('pt-BR')
      return `${' '.repeat(pad)}${cased.split(' ').join(' '.repeat(gap))}${' '.repeat(pad)}`
    })

describe('skills rules', () => {
  it('normalizes spacing and compares ignoring case', () => {
    expect(normalizeSkill('  Pacote   Office ')).toBe('Pacote Office')
    expect(skillKey('EXCEL')).toBe(skillKey(' excel'))
    expect(skillKey('Ação')).toBe(skillKey('AÇÃO'))
  })

  it('refuses a blank text and a skill already listed', () => {
    expect(skillIssue('   ', ['Excel'])).toBe('required')
    expect(skillIssue('excel', ['Excel'])).toBe('duplicate')
    expect(skillIssue('Excel avançado', ['Excel'])).toBeNull()
  })

  it('adds normalized at the end and removes by the same key', () => {
    expect(withSkill(['Excel'], '  Power  BI ')).toEqual(['Excel', 'Power BI'])
    expect(withSkill(['Excel'], 'EXCEL')).toEqual(['Excel'])
    expect(withoutSkill(['Excel', 'Power BI'], 'power bi')).toEqual(['Excel'])
  })

  it('property: a respelled skill is always a duplicate, and adding it changes nothing', () => {
    fc.assert(
      fc.property(
        skill.chain((s) => fc.tuple(fc.constant(s), respelled(s))),
        ([original, typed]) => {
          expect(skillIssue(typed, [original])).toBe('duplicate')
          expect(withSkill([original], typed)).toEqual([original])
        },
      ),
    )
  })

  it('property: unique lists have no two equal keys, keep first spellings in order, and are stable', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(skill, fc.constantFrom('', '  '))), (skills) => {
        const kept = uniqueSkills(skills)
        const keys = kept.map(skillKey)
        expect(new Set(keys).size).toBe(keys.length)
        expect(keys).not.toContain('')
        expect(uniqueSkills(kept)).toEqual(kept)
        const firsts = skills.filter(
          (s, i) => skillKey(s) !== '' && skills.findIndex((t) => skillKey(t) === skillKey(s)) === i,
        )
        expect(kept).toEqual(firsts.map(normalizeSkill))
      }),
    )
  })

  it('property: the platform keeps exactly what the box would (same rule)', () => {
    fc.assert(
      fc.property(fc.array(skill), (skills) => {
        const payload = skillsPayloadSchema.parse({ user_id: 1, skills })
        expect(payload.skills).toEqual(uniqueSkills(skills))
      }),
    )
  })

  it('property: removing then adding a listed skill keeps the others in order', () => {
    fc.assert(
      fc.property(fc.array(skill, { minLength: 1 }), fc.nat(), (raw, pick) => {
        const skills = uniqueSkills(raw)
        fc.pre(skills.length > 0)
        const target = skills[pick % skills.length]!
        const without = withoutSkill(skills, target)
        expect(without).toEqual(skills.filter((s) => s !== target))
        expect(withSkill(without, target)).toEqual([...without, target])
      }),
    )
  })

  it('refuses a new skill once the list holds MAX_SKILLS (a duplicate is still named as such)', () => {
    const full = Array.from({ length: MAX_SKILLS }, (_, i) => `Habilidade ${i}`)
    expect(skillIssue('Outra', full)).toBe('tooMany')
    expect(skillIssue('habilidade 7', full)).toBe('duplicate')
    expect(skillIssue('Outra', full.slice(1))).toBeNull()
    expect(withSkill(full, 'Outra')).toEqual(full)
    expect(ptBR.profile.skills.tooMany).toBe(
      `Você já tem o máximo de ${MAX_SKILLS} habilidades. Remova uma para adicionar outra.`,
    )
  })

  it('the payload refuses more than MAX_SKILLS with the pt-BR message, and takes exactly MAX_SKILLS', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `Habilidade ${i}`)
    expect(skillsPayloadSchema.parse({ user_id: 1, skills: list(MAX_SKILLS) }).skills).toHaveLength(
      MAX_SKILLS,
    )
    const refused = skillsPayloadSchema.safeParse({ user_id: 1, skills: list(MAX_SKILLS + 1) })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe(`Esta lista aceita no máximo ${MAX_SKILLS} itens.`)
  })

  it('removes duplicates in linear time: 100,000 skills (half of them repeated) in seconds, not minutes', () => {
    // It searched the kept list for each skill: 20,000 skills took 10 s on the platform's event loop.
    const skills = Array.from({ length: 100_000 }, (_, i) => `Habilidade ${i % 50_000}`)
    const started = performance.now()
    const kept = uniqueSkills(skills)
    const ms = performance.now() - started
    expect(kept).toHaveLength(50_000)
    expect(kept[49_999]).toBe('Habilidade 49999')
    // About 150 ms idle, 2 s beside CI's other lanes; the quadratic search ran for minutes. The bound only
    // tells the two apart (docs/security.md, "Sizes").
    expect(ms).toBeLessThan(10_000)
  })
})
