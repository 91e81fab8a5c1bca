import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ptBR } from '../messages/pt-BR'
import {
  MINIMUM_APPRENTICE_AGE,
  MINIMUM_WORKING_AGE,
  ageOn,
  applicationErrorPath,
  applicationErrorReason,
  companyEligibilityIssuesOf,
  eligibilityReasonText,
  eligibilityVerdict,
  groupEligibilityIssuesOf,
  groupEligibilityIssues,
  groupEligibilityMessage,
} from './eligibility'

// Noon in São Paulo (15:00 UTC), 2026-06-15.
const TODAY = new Date('2026-06-15T15:00:00Z')

describe('eligibilityVerdict', () => {
  it('is a yes only when the company check succeeded and both say eligible', () => {
    expect(eligibilityVerdict({ success: true, eligible: true }, { eligible: true })).toEqual({
      eligible: true,
    })
    expect(eligibilityVerdict({ success: false, eligible: true }, { eligible: true }).eligible).toBe(false)
    expect(eligibilityVerdict({ success: true, eligible: false }, { eligible: true }).eligible).toBe(false)
    expect(eligibilityVerdict({ success: true, eligible: true }, { eligible: false }).eligible).toBe(false)
    expect(eligibilityVerdict({ success: true, eligible: null }, { eligible: true }).eligible).toBe(false)
    expect(eligibilityVerdict({ success: true, eligible: true }, {}).eligible).toBe(false)
    expect(eligibilityVerdict({}, { eligible: true }).eligible).toBe(false)
  })
})

describe('applicationErrorPath', () => {
  it('is /erro-inscricao with the opening as vaga', () => {
    expect(applicationErrorPath(378937)).toBe('/erro-inscricao?vaga=378937')
    expect(applicationErrorPath(378937, [])).toBe('/erro-inscricao?vaga=378937')
  })
  it('names the group’s first reason, which the page reads back; a made-up reason reads as none', () => {
    const path = applicationErrorPath(100001, ['underageApprentice', 'underage'])
    expect(path).toBe('/erro-inscricao?vaga=100001&motivo=underageApprentice')
    const query = new URL(path, 'https://site.test').searchParams
    expect(applicationErrorReason(query.get('motivo'))).toBe('underageApprentice')
    for (const made of ['', 'x', 'UNDERAGE', '<script>', null])
      expect(applicationErrorReason(made)).toBeNull()
  })
})

describe('the company’s reasons (errorsEligibleCandidate)', () => {
  it('are read from the platform’s texts (core’s own); an unknown text has no code', () => {
    const errors = [ptBR.application.alreadyApplied, 'outro motivo', ptBR.errors.CLOSED]
    expect(companyEligibilityIssuesOf(errors)).toEqual(['closed', 'alreadyApplied'])
    expect(companyEligibilityIssuesOf(['outro motivo'])).toEqual([])
    expect(companyEligibilityIssuesOf(undefined)).toEqual([])
  })
  it('come first in a refusal, before the group’s, and the error page says the first in words', () => {
    const verdict = eligibilityVerdict(
      { success: true, eligible: false, issues: ['alreadyApplied'] },
      { eligible: false, issues: ['underage'] },
    )
    expect(verdict).toEqual({ eligible: false, reasons: ['alreadyApplied', 'underage'] })
    const path = applicationErrorPath(100001, verdict.reasons)
    expect(path).toBe('/erro-inscricao?vaga=100001&motivo=alreadyApplied')
    const reason = applicationErrorReason(new URL(path, 'https://site.test').searchParams.get('motivo'))
    expect(reason).toBe('alreadyApplied')
    expect(eligibilityReasonText(reason!)).toBe('Você já está inscrito nesta vaga.')
    expect(eligibilityReasonText('closed')).toBe('Inscrições Encerradas')
    expect(eligibilityReasonText('underage')).toBe('A idade mínima para se candidatar é 16 anos.')
  })
  it('every code’s text reads back as that code (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray(['closed', 'alreadyApplied'] as const),
        fc.array(fc.string()),
        (codes, noise) => {
          const texts = [
            ...noise.filter((n) => n !== ptBR.errors.CLOSED && n !== ptBR.application.alreadyApplied),
            ...codes.map((c) => eligibilityReasonText(c)),
          ]
          expect(companyEligibilityIssuesOf(texts)).toEqual(
            (['closed', 'alreadyApplied'] as const).filter((c) => codes.includes(c)),
          )
        },
      ),
    )
  })
})

describe('the group’s reasons', () => {
  it('a refusal carries the reasons the group gave, read from its texts (core’s own)', () => {
    const messages = [ptBR.application.eligibility.underage, 'um texto desconhecido']
    const issues = groupEligibilityIssuesOf(messages)
    expect(issues).toEqual(['underage'])
    expect(eligibilityVerdict({ success: true, eligible: true }, { eligible: false, issues })).toEqual({
      eligible: false,
      reasons: ['underage'],
    })
    expect(groupEligibilityIssuesOf(null)).toEqual([])
  })
  it('a reason never comes back from an eligible verdict', () => {
    expect(
      eligibilityVerdict({ success: true, eligible: true }, { eligible: true, issues: ['underage'] }),
    ).toEqual({ eligible: true })
  })
})

describe('ageOn', () => {
  it('counts full years on the São Paulo date, the birthday counting from its day', () => {
    expect(ageOn('2010-06-15', TODAY)).toBe(16)
    expect(ageOn('2010-06-16', TODAY)).toBe(15)
    expect(ageOn('2010-05-31', TODAY)).toBe(16)
    expect(ageOn('2010-07-01', TODAY)).toBe(15)
    // 01:00 UTC on the 16th is still the 15th in São Paulo: the birthday of the 16th has not come.
    expect(ageOn('2010-06-16', new Date('2026-06-16T01:00:00Z'))).toBe(15)
    expect(ageOn('2010-06-16', new Date('2026-06-16T03:00:00Z'))).toBe(16)
  })

  it('is null for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', '15/06/2010', '2010-6-15', 'x'])
      expect(ageOn(value, TODAY)).toBeNull()
  })

  it('goes up by exactly one a year later (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1930-01-01T00:00:00Z'),
          max: new Date('2020-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (birth) => {
          const iso = birth.toISOString().slice(0, 10)
          if (iso.endsWith('-02-29')) return
          const age = ageOn(iso, TODAY)!
          const later = new Date(TODAY)
          later.setUTCFullYear(later.getUTCFullYear() + 1)
          expect(age).toBeGreaterThanOrEqual(0)
          expect(ageOn(iso, later)).toBe(age + 1)
        },
      ),
    )
  })
})

describe('groupEligibilityIssues (the bank group’s rule)', () => {
  it('refuses anyone under 16, and under 14 for an apprenticeship', () => {
    const at = (birthday: string | null, level = 'Júnior') =>
      groupEligibilityIssues({ birthday, level, today: TODAY })
    expect(at('2010-06-15')).toEqual([])
    expect(at('2010-06-16')).toEqual(['underage'])
    expect(at('2012-06-15', 'Aprendiz')).toEqual([])
    expect(at('2012-06-16', 'Aprendiz')).toEqual(['underageApprentice'])
    expect(at('2013-01-01', 'Estágio')).toEqual(['underage'])
    expect(at('1990-01-01')).toEqual([])
    expect(at(null)).toEqual([])
  })

  it('has the minimum ages of the law', () => {
    expect(MINIMUM_WORKING_AGE).toBe(16)
    expect(MINIMUM_APPRENTICE_AGE).toBe(14)
  })

  it('words each reason from the catalogue', () => {
    expect(groupEligibilityMessage('underage')).toBe('A idade mínima para se candidatar é 16 anos.')
    expect(groupEligibilityMessage('underageApprentice')).toBe(
      'A idade mínima para se candidatar a uma vaga de aprendiz é 14 anos.',
    )
    expect(groupEligibilityMessage('underage', ptBR)).toBe(ptBR.application.eligibility.underage)
  })
})
