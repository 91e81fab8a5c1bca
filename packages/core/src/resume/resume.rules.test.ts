import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BRAZIL_COUNTRY_ID, COMPANY_DROPDOWN_MAX } from '../constants'
import { EDUCATION_LEVEL, EDUCATION_LEVELS, EDUCATION_STATUS, EDUCATION_STATUSES } from '../reference/resume'
import {
  compareMonthYear,
  currentMonthYear,
  dateRange,
  dateRangeText,
  formatMonthYear,
  isEndBeforeStart,
  parseMonthYear,
} from './month-year'
import {
  companyOptions,
  educationEndLabel,
  educationFieldRules,
  educationYears,
  experienceDurationText,
  experienceYearsText,
  isEndDateDisabled,
  listOrText,
  listOrTextPayload,
  sortEducations,
  sortExperiences,
  truncateResponsibilities,
  withCountry,
  withCurrentOccupation,
  type FieldRule,
} from './resume.rules'

// 15 March 2025, 12:00 in São Paulo.
const NOW = new Date('2025-03-15T15:00:00Z')

describe('MM/YYYY dates', () => {
  const monthYearArb = fc.record({
    month: fc.integer({ min: 1, max: 12 }),
    year: fc.integer({ min: 1900, max: 2199 }),
  })

  it('round-trips: format then parse gives the same month, always 7 characters', () => {
    fc.assert(
      fc.property(monthYearArb, (date) => {
        const text = formatMonthYear(date)
        expect(text).toHaveLength(7)
        expect(parseMonthYear(text)).toEqual(date)
      }),
    )
  })

  it('parse then format gives back any valid text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{2}\/\d{4}$/), (text) => {
        const parsed = parseMonthYear(text)
        if (parsed) expect(formatMonthYear(parsed)).toBe(text)
        else {
          const month = Number(text.slice(0, 2))
          const year = Number(text.slice(3))
          expect(month < 1 || month > 12 || year < 1900 || year > 2199).toBe(true)
        }
      }),
    )
  })

  it('rejects what is not a real MM/YYYY', () => {
    for (const bad of [
      '',
      '1/2020',
      '13/2020',
      '00/2020',
      '01/20',
      '01-2020',
      ' 01/2020',
      '01/2020x',
      '01/1899',
    ])
      expect(parseMonthYear(bad), bad).toBeNull()
  })

  it('orders dates by month: an end is before its start only in an earlier month', () => {
    fc.assert(
      fc.property(monthYearArb, monthYearArb, (a, b) => {
        const before = isEndBeforeStart(formatMonthYear(a), formatMonthYear(b))
        expect(before).toBe(compareMonthYear(b, a) < 0)
      }),
    )
    expect(isEndBeforeStart('03/2020', '03/2020')).toBe(false)
    expect(isEndBeforeStart('03/2020', '02/2020')).toBe(true)
    expect(isEndBeforeStart('03/2020', 'xx')).toBe(false)
  })

  it('reads the current month in São Paulo', () => {
    expect(currentMonthYear(NOW)).toEqual({ month: 3, year: 2025 })
    // 1 April 01:00 UTC is still 31 March in São Paulo.
    expect(currentMonthYear(new Date('2025-04-01T01:00:00Z'))).toEqual({ month: 3, year: 2025 })
  })
})

describe('date range helper', () => {
  it('counts whole years and remaining months', () => {
    expect(dateRange({ month: 3, year: 2019 }, { month: 5, year: 2021 })).toEqual({ years: 2, months: 2 })
    expect(dateRange({ month: 11, year: 2020 }, { month: 2, year: 2021 })).toEqual({ years: 0, months: 3 })
    expect(dateRange({ month: 5, year: 2021 }, { month: 3, year: 2019 })).toEqual({ years: 0, months: 0 })
  })

  it('writes "{n} anos " then "{n} meses ", trailing spaces included', () => {
    expect(dateRangeText({ years: 2, months: 3 })).toBe('2 anos 3 meses ')
    expect(dateRangeText({ years: 5, months: 0 })).toBe('5 anos ')
    expect(dateRangeText({ years: 0, months: 7 })).toBe('7 meses ')
    expect(dateRangeText({ years: 1, months: 1 })).toBe('1 ano 1 mês ')
    expect(dateRangeText({ years: 0, months: 0 })).toBe('0 meses ')
  })

  it('always adds up to the span', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 600 }), (start, span) => {
        const from = { month: (start % 12) + 1, year: 1950 + Math.floor(start / 12) }
        const end = start + span
        const to = { month: (end % 12) + 1, year: 1950 + Math.floor(end / 12) }
        const { years, months } = dateRange(from, to)
        expect(years * 12 + months).toBe(span)
        expect(months).toBeLessThan(12)
      }),
    )
  })
})

describe('education field rules', () => {
  const R: FieldRule = 'required'
  const O: FieldRule = 'optional'
  const H: FieldRule = 'hidden'
  const { elementary, highSchool } = EDUCATION_LEVEL
  const { studying, completed, interrupted } = EDUCATION_STATUS

  /** [institution & course, campus, period, endDate] for each level group × status. */
  const expected = (level: number, status: number): [FieldRule, FieldRule, FieldRule, FieldRule] => {
    const institution = level === elementary ? H : level === highSchool ? O : R
    const shown = status === studying
    const end = status === interrupted || level === elementary || level === highSchool ? O : R
    return [institution, shown ? O : H, shown ? R : H, end]
  }

  // The whole table, written out for the three kinds of level.
  it.each([
    ['Ensino Fundamental', elementary, studying, [H, O, R, O]],
    ['Ensino Fundamental', elementary, completed, [H, H, H, O]],
    ['Ensino Fundamental', elementary, interrupted, [H, H, H, O]],
    ['Ensino Médio', highSchool, studying, [O, O, R, O]],
    ['Ensino Médio', highSchool, completed, [O, H, H, O]],
    ['Ensino Médio', highSchool, interrupted, [O, H, H, O]],
    ['Graduação', EDUCATION_LEVEL.undergraduate, studying, [R, O, R, R]],
    ['Graduação', EDUCATION_LEVEL.undergraduate, completed, [R, H, H, R]],
    ['Graduação', EDUCATION_LEVEL.undergraduate, interrupted, [R, H, H, O]],
  ] as const)(
    '%s × status %i: institution, campus, shift, end',
    (_name, level, status, [inst, campus, period, end]) => {
      const rules = educationFieldRules({ level, status, countryId: BRAZIL_COUNTRY_ID })
      expect([rules.institution, rules.course, rules.campus, rules.period, rules.endDate]).toEqual([
        inst,
        inst,
        campus,
        period,
        end,
      ])
    },
  )

  it('covers every level × status × country', () => {
    for (const { id: level } of EDUCATION_LEVELS)
      for (const { id: status } of EDUCATION_STATUSES)
        for (const countryId of [BRAZIL_COUNTRY_ID, 40, null]) {
          const rules = educationFieldRules({ level, status, countryId })
          const [institution, campus, period, endDate] = expected(level, status)
          expect(rules).toEqual({
            countryId: R,
            stateId: countryId === BRAZIL_COUNTRY_ID ? R : H,
            level: R,
            status: R,
            institution,
            course: institution,
            campus,
            period,
            startDate: O,
            endDate,
          })
        }
  })

  it('before a level and status are chosen, the general case applies', () => {
    expect(educationFieldRules({ level: null, status: null, countryId: null })).toMatchObject({
      institution: R,
      course: R,
      campus: H,
      period: H,
      endDate: R,
      stateId: H,
    })
  })
})

describe('clearing rules', () => {
  it('changing the country clears the state; the same country keeps it', () => {
    const form = { countryId: BRAZIL_COUNTRY_ID, stateId: 26, campus: 'x' }
    expect(withCountry(form, 40)).toEqual({ countryId: 40, stateId: null, campus: 'x' })
    expect(withCountry(form, BRAZIL_COUNTRY_ID)).toBe(form)
    expect(withCountry({ countryId: 40, stateId: null }, BRAZIL_COUNTRY_ID)).toEqual({
      countryId: BRAZIL_COUNTRY_ID,
      stateId: null,
    })
  })

  it('checking current occupation clears and disables the end; unchecking enables it, still empty', () => {
    const form = { currentOccupation: false, endDate: '05/2022', role: 'Caixa' }
    const current = withCurrentOccupation(form, true)
    expect(current).toEqual({ currentOccupation: true, endDate: '', role: 'Caixa' })
    expect(isEndDateDisabled(current)).toBe(true)
    const again = withCurrentOccupation(current, false)
    expect(again.endDate).toBe('')
    expect(isEndDateDisabled(again)).toBe(false)
  })
})

describe('sorting', () => {
  it('educations by end date, latest first; no end date last', () => {
    const items = [
      { id: 1, endDate: '12/2015' },
      { id: 2, endDate: null },
      { id: 3, endDate: '06/2026' },
      { id: 4, endDate: '01/2016' },
      { id: 5, endDate: '12/2015' },
    ]
    expect(sortEducations(items).map((i) => i.id)).toEqual([3, 4, 1, 5, 2])
    expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5])
  })

  it('experiences by start year, latest first', () => {
    const items = [
      { id: 1, startYear: '11/2018' },
      { id: 2, startYear: '02/2021' },
      { id: 3, startYear: '2019' },
      { id: 4, startYear: '01/2018' },
    ]
    expect(sortExperiences(items).map((i) => i.id)).toEqual([2, 3, 1, 4])
  })

  it('any list comes out ordered, with the same items', () => {
    const dateArb = fc.option(
      fc
        .record({ month: fc.integer({ min: 1, max: 12 }), year: fc.integer({ min: 1990, max: 2030 }) })
        .map(formatMonthYear),
      { nil: null },
    )
    fc.assert(
      fc.property(fc.array(dateArb, { maxLength: 20 }), (dates) => {
        const sorted = sortEducations(dates.map((endDate, id) => ({ id, endDate })))
        expect(sorted.map((i) => i.id).sort((a, b) => a - b)).toEqual(dates.map((_, id) => id))
        for (let i = 1; i < sorted.length; i++) {
          const prev = parseMonthYear(sorted[i - 1]!.endDate)
          const cur = parseMonthYear(sorted[i]!.endDate)
          if (cur) expect(prev && compareMonthYear(prev, cur) >= 0).toBe(true)
        }
        const exp = sortExperiences(dates.map((startYear, id) => ({ id, startYear })))
        const years = exp.map((i) => (i.startYear ? Number(i.startYear.slice(3)) : -Infinity))
        expect(years).toEqual([...years].sort((a, b) => b - a))
      }),
    )
  })
})

describe('what a list entry shows', () => {
  it('a future end date is an expected end: "Previsão de término"', () => {
    expect(educationEndLabel('04/2025', NOW)).toBe('Previsão de término')
    expect(educationEndLabel('03/2025', NOW)).toBeNull()
    expect(educationEndLabel('12/2019', NOW)).toBeNull()
    expect(educationEndLabel(null, NOW)).toBeNull()
    expect(educationYears({ startDate: '02/2022', endDate: '12/2026' }, NOW)).toEqual({
      start: 2022,
      end: 2026,
      expectedEnd: true,
    })
  })

  it('experience years: start - end, or start - "Atualmente"', () => {
    expect(experienceYearsText({ startYear: '03/2019', endYear: '08/2022' })).toBe('2019 - 2022')
    expect(experienceYearsText({ startYear: '03/2019', endYear: '08/2022', currentOccupation: true })).toBe(
      '2019 - Atualmente',
    )
  })

  it('experience duration, up to now when current', () => {
    expect(experienceDurationText({ startYear: '03/2019', endYear: '08/2022' }, NOW)).toBe('3 anos 5 meses ')
    expect(experienceDurationText({ startYear: '01/2024', currentOccupation: true }, NOW)).toBe(
      '1 ano 2 meses ',
    )
    expect(experienceDurationText({ startYear: '01/2024', endYear: null }, NOW)).toBe('')
  })

  it('responsibilities: up to 120 characters as they are, longer cut at 120 plus "..."', () => {
    const exact = 'a'.repeat(120)
    expect(truncateResponsibilities(exact)).toBe(exact)
    expect(truncateResponsibilities(`${exact}b`)).toBe(`${exact}...`)
    expect(truncateResponsibilities(null)).toBe('')
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 300 }), (text) => {
        const out = truncateResponsibilities(text)
        const chars = Array.from(text)
        if (chars.length <= 120) expect(out).toBe(text)
        else expect(out).toBe(chars.slice(0, 120).join('') + '...')
      }),
    )
  })
})

describe('lists with free text', () => {
  const institutions = [
    { id: 1, name: 'Universidade de São Paulo' },
    { id: 2, name: 'Universidade Estadual de Campinas' },
  ]

  it('a typed name of the list is the list item; anything else is free text', () => {
    expect(listOrText('  universidade de sao paulo ', institutions)).toEqual({
      id: 1,
      name: 'Universidade de São Paulo',
    })
    expect(listOrText('Faculdade  Zumbi dos Palmares', institutions)).toEqual({
      id: null,
      name: 'Faculdade Zumbi dos Palmares',
    })
    expect(listOrText('   ', institutions)).toEqual({ id: null, name: '' })
  })

  it('goes to the payload as the id or the free-text field, never both', () => {
    expect(listOrTextPayload({ id: 1, name: 'USP' }, 'institution_id', 'institution_name')).toEqual({
      institution_id: 1,
    })
    expect(listOrTextPayload({ id: null, name: ' Fatec ' }, 'institution_id', 'institution_name')).toEqual({
      institution_name: 'Fatec',
    })
    expect(listOrTextPayload({ id: null, name: '' }, 'company_id', 'company')).toEqual({})
  })

  it('the company dropdown shows at most 10 options, prefix matches first', () => {
    const companies = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Empresa ${i + 1}` }))
    expect(companyOptions('', companies)).toHaveLength(COMPANY_DROPDOWN_MAX)
    expect(companyOptions('empresa', companies)).toHaveLength(10)
    const named = [
      { id: 1, name: 'Supermercado Bom Preço' },
      { id: 2, name: 'Bom Jesus Alimentos' },
      { id: 3, name: 'Farmácia' },
    ]
    expect(companyOptions('bom', named).map((c) => c.id)).toEqual([2, 1])
    fc.assert(
      fc.property(
        fc.string({ maxLength: 3 }),
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 40 }),
        (q, names) => {
          expect(
            companyOptions(
              q,
              names.map((name, id) => ({ id, name })),
            ).length,
          ).toBeLessThanOrEqual(10)
        },
      ),
    )
  })
})
