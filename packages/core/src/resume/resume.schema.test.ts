import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BRAZIL_COUNTRY_ID } from '../constants'
import {
  EDUCATION_LEVEL,
  EDUCATION_LEVELS,
  EDUCATION_STATUS,
  EDUCATION_STATUSES,
  OTHER_EXPERIENCE_AREA,
} from '../reference/resume'
import { formatMonthYear } from './month-year'
import { EDUCATION_FIELDS, educationFieldRules, type EducationField } from './resume.rules'
import {
  EXPERIENCE_FIELDS,
  acknowledgementPayloadSchema,
  causeExperiencePayloadSchema,
  certificationPayloadSchema,
  educationFormFromRecord,
  educationFormSchema,
  educationListSchema,
  educationPayloadFromForm,
  educationPayloadSchema,
  educationRecordSchema,
  experienceFormFromRecord,
  experienceFormSchema,
  experienceListSchema,
  experiencePayloadFromForm,
  experiencePayloadSchema,
  experienceRecordSchema,
  isLanguageComplete,
  languageFormSchema,
  languagePayloadSchema,
  sectionDeletePayloadSchema,
  skillsPayloadSchema,
  type EducationFormInput,
  type ExperienceFormInput,
} from './resume.schema'

const REQUIRED = 'Campo obrigatório'
const END_AFTER_START = 'Deve ser posterior a data inicial'
const BAD_DATE = 'Data inválida'

/** The issues of a failed parse as `path: message`. */
function issuesOf(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

const monthYearArb = fc.record({
  month: fc.integer({ min: 1, max: 12 }),
  year: fc.integer({ min: 1950, max: 2040 }),
})
/** A start and an end not before it. */
const orderedDatesArb = fc.tuple(monthYearArb, fc.integer({ min: 0, max: 240 })).map(([start, span]) => {
  const index = start.year * 12 + start.month - 1 + span
  return {
    start: formatMonthYear(start),
    end: formatMonthYear({ month: (index % 12) + 1, year: Math.floor(index / 12) }),
  }
})
const nameArb = fc.constantFrom('Universidade de São Paulo', 'Etec Jorge Street', 'Senac', 'PUC-Rio')

/** A complete, valid education form for any level, status and country. */
const educationArb = fc
  .record({
    level: fc.constantFrom(...EDUCATION_LEVELS.map((l) => l.id)),
    status: fc.constantFrom(...EDUCATION_STATUSES.map((s) => s.id)),
    countryId: fc.constantFrom(BRAZIL_COUNTRY_ID, 12, 40),
    stateId: fc.integer({ min: 2, max: 28 }),
    fromList: fc.boolean(),
    institution: nameArb,
    period: fc.integer({ min: 1, max: 5 }),
    dates: orderedDatesArb,
  })
  .map((r): EducationFormInput => ({
    id: null,
    countryId: r.countryId,
    stateId: r.stateId,
    level: r.level,
    status: r.status,
    institution: r.fromList ? { id: 10, name: r.institution } : { id: null, name: r.institution },
    course: { id: null, name: 'Administração' },
    campus: 'Campus Centro',
    period: r.period,
    startDate: r.dates.start,
    endDate: r.dates.end,
  }))

const blank: Record<EducationField, unknown> = {
  countryId: null,
  stateId: null,
  level: null,
  status: null,
  institution: { id: null, name: '  ' },
  course: { id: null, name: '' },
  campus: '',
  period: null,
  startDate: '',
  endDate: '',
}

describe('education form', () => {
  it('accepts every complete education, whatever the level, status and country', () => {
    fc.assert(
      fc.property(educationArb, (form) => {
        expect(issuesOf(educationFormSchema.safeParse(form))).toEqual([])
      }),
    )
  })

  it('rejects the omission of any one required field, naming that field', () => {
    fc.assert(
      fc.property(educationArb, (form) => {
        const rules = educationFieldRules({
          level: form.level!,
          status: form.status!,
          countryId: form.countryId!,
        })
        for (const field of EDUCATION_FIELDS.filter((f) => rules[f] === 'required')) {
          // Blanking the level or status changes the rules themselves; they are still required.
          const result = educationFormSchema.safeParse({ ...form, [field]: blank[field] })
          expect(issuesOf(result)).toContain(`${field}: ${REQUIRED}`)
        }
      }),
    )
  })

  it('accepts the omission of any optional or hidden field', () => {
    fc.assert(
      fc.property(educationArb, (form) => {
        const rules = educationFieldRules({
          level: form.level!,
          status: form.status!,
          countryId: form.countryId!,
        })
        for (const field of EDUCATION_FIELDS.filter((f) => rules[f] !== 'required')) {
          expect(educationFormSchema.safeParse({ ...form, [field]: blank[field] }).success).toBe(true)
        }
      }),
    )
  })

  it('rejects any end before the start with the spec’s message, on the end date', () => {
    fc.assert(
      fc.property(educationArb, orderedDatesArb, (form, dates) => {
        fc.pre(dates.start !== dates.end)
        const result = educationFormSchema.safeParse({ ...form, startDate: dates.end, endDate: dates.start })
        expect(issuesOf(result)).toEqual([`endDate: ${END_AFTER_START}`])
      }),
    )
  })

  it('accepts an end in the same month as the start (month precision)', () => {
    const form = {
      ...fc.sample(educationArb, { numRuns: 1, seed: 1 })[0],
      startDate: '03/2020',
      endDate: '03/2020',
    }
    expect(educationFormSchema.safeParse(form).success).toBe(true)
  })

  it('rejects dates that are not MM/YYYY with a real month: "Data inválida"', () => {
    const form: EducationFormInput = {
      countryId: BRAZIL_COUNTRY_ID,
      stateId: 26,
      level: EDUCATION_LEVEL.undergraduate,
      status: EDUCATION_STATUS.completed,
      institution: { id: null, name: 'Universidade Federal de Minas Gerais' },
      course: { id: 3, name: 'Direito' },
      startDate: '02/2015',
      endDate: '12/2019',
    }
    expect(educationFormSchema.safeParse(form).success).toBe(true)
    for (const bad of [
      '13/2019',
      '00/2019',
      '1/2019',
      '01/19',
      '01-2019',
      '01/2019 ',
      'ab/cdef',
      '12/20199',
    ]) {
      expect(issuesOf(educationFormSchema.safeParse({ ...form, endDate: bad })), bad).toEqual(
        bad === '01/2019 ' ? [] : [`endDate: ${BAD_DATE}`],
      )
      expect(issuesOf(educationFormSchema.safeParse({ ...form, startDate: bad })), bad).toEqual(
        bad === '01/2019 ' ? [] : [`startDate: ${BAD_DATE}`],
      )
    }
  })

  it('names exactly the missing fields of an empty form (general case: higher education in Brazil)', () => {
    const result = educationFormSchema.safeParse({ countryId: BRAZIL_COUNTRY_ID })
    expect(issuesOf(result)).toEqual([
      `stateId: ${REQUIRED}`,
      `level: ${REQUIRED}`,
      `status: ${REQUIRED}`,
      `institution: ${REQUIRED}`,
      `course: ${REQUIRED}`,
      `endDate: ${REQUIRED}`,
    ])
    expect(issuesOf(educationFormSchema.safeParse({}))[0]).toBe(`countryId: ${REQUIRED}`)
  })

  it('elementary school: institution and course are not asked and never sent', () => {
    const parsed = educationFormSchema.parse({
      countryId: BRAZIL_COUNTRY_ID,
      stateId: 26,
      level: EDUCATION_LEVEL.elementary,
      status: EDUCATION_STATUS.completed,
      institution: { id: 4, name: 'Escola Estadual' },
      course: { id: null, name: 'Fundamental' },
    })
    expect(parsed.institution).toEqual({ id: null, name: '' })
    const payload = educationPayloadFromForm(parsed, { userId: 7, source: 'carreiras' })
    expect(payload).toEqual({
      user_id: 7,
      source: 'carreiras',
      country_id: BRAZIL_COUNTRY_ID,
      state_id: 26,
      level: EDUCATION_LEVEL.elementary,
      status: EDUCATION_STATUS.completed,
    })
  })

  it('studying: campus and shift are sent; otherwise dropped. Outside Brazil the state is dropped', () => {
    const studying = educationFormSchema.parse({
      countryId: BRAZIL_COUNTRY_ID,
      stateId: 20,
      level: EDUCATION_LEVEL.undergraduate,
      status: EDUCATION_STATUS.studying,
      institution: { id: null, name: 'Faculdade Nova Esperança' },
      course: { id: 8, name: 'Sistemas de Informação' },
      campus: 'Botafogo',
      period: 3,
      startDate: '02/2023',
      endDate: '12/2026',
    })
    expect(educationPayloadFromForm({ ...studying, id: 55 }, { userId: 7 })).toEqual({
      user_id: 7,
      id: 55,
      country_id: BRAZIL_COUNTRY_ID,
      state_id: 20,
      level: EDUCATION_LEVEL.undergraduate,
      institution_name: 'Faculdade Nova Esperança',
      course_id: 8,
      status: EDUCATION_STATUS.studying,
      campus: 'Botafogo',
      start_date: '02/2023',
      end_date: '12/2026',
      period: 3,
    })
    const abroad = educationFormSchema.parse({
      ...studying,
      countryId: 40,
      status: EDUCATION_STATUS.completed,
    })
    expect(abroad).toMatchObject({ stateId: null, campus: '', period: null })
  })
})

describe('education payload (the platform’s check)', () => {
  const valid = {
    user_id: '7',
    source: 'carreiras',
    education_id: '90',
    country_id: '31',
    state_id: 26,
    level: String(EDUCATION_LEVEL.technical),
    institution_name: '  Etec Paulistano ',
    course_id: '4',
    status: EDUCATION_STATUS.interrupted,
    start_date: '03/2018',
    campus: 'Centro',
  }

  it('reads string ids, takes education_id as the id and drops hidden fields', () => {
    expect(educationPayloadSchema.parse(valid)).toEqual({
      user_id: 7,
      source: 'carreiras',
      id: 90,
      country_id: 31,
      state_id: 26,
      level: EDUCATION_LEVEL.technical,
      institution_name: 'Etec Paulistano',
      course_id: 4,
      status: EDUCATION_STATUS.interrupted,
      start_date: '03/2018',
    })
  })

  it('reports the same rules under the argument names', () => {
    expect(
      issuesOf(educationPayloadSchema.safeParse({ ...valid, state_id: null, institution_name: '' })),
    ).toEqual([`state_id: ${REQUIRED}`, `institution_id: ${REQUIRED}`])
    expect(
      issuesOf(
        educationPayloadSchema.safeParse({
          ...valid,
          status: EDUCATION_STATUS.completed,
          end_date: '01/2017',
        }),
      ),
    ).toEqual([`end_date: ${END_AFTER_START}`])
    expect(issuesOf(educationPayloadSchema.safeParse({ ...valid, user_id: 'x' }))[0]).toMatch(/^user_id: /)
  })

  it('round-trips a record through the edit form and back to a payload', () => {
    fc.assert(
      fc.property(educationArb, fc.integer({ min: 1, max: 10_000 }), (input, id) => {
        const form = { ...educationFormSchema.parse(input), id }
        const payload = educationPayloadFromForm(form, { userId: 3 })
        const record = educationRecordSchema.parse({
          id,
          countryId: String(payload.country_id),
          stateId: payload.state_id,
          level: payload.level,
          institutionId: payload.institution_id,
          institutionName:
            payload.institution_name ?? (payload.institution_id ? form.institution.name : null),
          courseId: payload.course_id,
          courseName: payload.course_name ?? null,
          status: payload.status,
          campus: payload.campus,
          startDate: payload.start_date,
          endDate: payload.end_date,
          period: payload.period,
        })
        expect(educationPayloadFromForm(educationFormFromRecord(record), { userId: 3 })).toEqual(payload)
      }),
    )
  })
})

describe('education list', () => {
  it('needs one education unless “Não possuo formação”', () => {
    expect(issuesOf(educationListSchema.safeParse({ educations: [] }))).toEqual([
      'educations: Informe ao menos uma formação',
    ])
    expect(educationListSchema.safeParse({ educations: [], noEducation: true }).success).toBe(true)
    expect(educationListSchema.safeParse({ educations: [{ id: 1 }] }).success).toBe(true)
  })
})

const experienceArb = fc
  .record({
    fromList: fc.boolean(),
    area: fc.constantFrom<number | typeof OTHER_EXPERIENCE_AREA>(1, 7, 14, OTHER_EXPERIENCE_AREA),
    current: fc.boolean(),
    dates: orderedDatesArb,
    responsibilities: fc.string({ minLength: 1, maxLength: 300 }).filter((s) => s.trim() !== ''),
  })
  .map((r): ExperienceFormInput => ({
    id: null,
    company: r.fromList ? { id: 2, name: 'Lojas Aurora' } : { id: null, name: 'Padaria Pão Quente' },
    role: 'Operador de Caixa',
    level: 4,
    area: r.area,
    responsibilities: r.responsibilities,
    startDate: r.dates.start,
    endDate: r.current ? '' : r.dates.end,
    currentOccupation: r.current,
  }))

const blankExperience = {
  company: { id: null, name: ' ' },
  role: ' ',
  level: null,
  area: null,
  responsibilities: '',
  startDate: '',
  endDate: '',
}

describe('professional experience form', () => {
  it('accepts every complete experience', () => {
    fc.assert(
      fc.property(experienceArb, (form) => {
        expect(issuesOf(experienceFormSchema.safeParse(form))).toEqual([])
      }),
    )
  })

  it('rejects the omission of any one required field, naming it (the end only when not current)', () => {
    fc.assert(
      fc.property(experienceArb, (form) => {
        for (const field of EXPERIENCE_FIELDS) {
          const result = experienceFormSchema.safeParse({ ...form, [field]: blankExperience[field] })
          if (field === 'endDate' && form.currentOccupation) expect(result.success).toBe(true)
          else expect(issuesOf(result)).toEqual([`${field}: ${REQUIRED}`])
        }
      }),
    )
  })

  it('rejects any end before the start with the spec’s message', () => {
    fc.assert(
      fc.property(experienceArb, orderedDatesArb, (form, dates) => {
        fc.pre(dates.start !== dates.end)
        const result = experienceFormSchema.safeParse({
          ...form,
          currentOccupation: false,
          startDate: dates.end,
          endDate: dates.start,
        })
        expect(issuesOf(result)).toEqual([`endDate: ${END_AFTER_START}`])
      }),
    )
  })

  it('the current occupation sends no end date, whatever the form held', () => {
    const form = experienceFormSchema.parse({
      ...fc.sample(experienceArb, { numRuns: 1, seed: 3 })[0],
      currentOccupation: true,
      endDate: '05/2020',
      startDate: '01/2021',
    })
    expect(form.endDate).toBe('')
    const payload = experiencePayloadFromForm(form, { userId: 9 })
    expect(payload).not.toHaveProperty('end_year')
    expect(payload.current_occupation).toBe(true)
  })

  it('sends a listed company by id and a typed one as free text, and accepts the area “Outros”', () => {
    const base = {
      role: 'Vendedora',
      level: 3,
      area: OTHER_EXPERIENCE_AREA,
      responsibilities: 'Atendimento ao cliente',
      startDate: '01/2019',
      endDate: '06/2021',
    }
    expect(
      experiencePayloadFromForm(
        experienceFormSchema.parse({ ...base, company: { id: null, name: 'Mercadinho Boa Vista' } }),
        {
          userId: 9,
          source: 'carreiras',
        },
      ),
    ).toEqual({
      user_id: 9,
      source: 'carreiras',
      company: 'Mercadinho Boa Vista',
      role: 'Vendedora',
      responsabilities: 'Atendimento ao cliente',
      start_year: '01/2019',
      end_year: '06/2021',
      level: 3,
      area: 'Outros',
      current_occupation: false,
    })
    expect(
      experiencePayloadSchema.parse({
        user_id: '9',
        id: '12',
        company_id: '2',
        role: 'Vendedora',
        responsabilities: 'Atendimento',
        start_year: '01/2019',
        end_year: '06/2021',
        level: '3',
        area: '5',
        current_occupation: false,
      }),
    ).toMatchObject({ id: 12, company_id: 2, area: 5, level: 3 })
    expect(
      issuesOf(experiencePayloadSchema.safeParse({ user_id: 9, current_occupation: false })).map(
        (i) => i.split(':')[0],
      ),
    ).toEqual(['company_id', 'role', 'level', 'area', 'responsabilities', 'start_year', 'end_year'])
  })

  it('fills the edit form from a record (current occupation: end cleared)', () => {
    const record = experienceRecordSchema.parse({
      id: '4',
      companyId: null,
      company: 'Padaria Pão Quente',
      role: 'Atendente',
      responsabilities: 'Caixa',
      startYear: '02/2020',
      endYear: '03/2021',
      level: '2',
      area: 'Outros',
      currentOccupation: true,
    })
    expect(experienceFormFromRecord(record)).toEqual({
      id: 4,
      company: { id: null, name: 'Padaria Pão Quente' },
      role: 'Atendente',
      level: 2,
      area: 'Outros',
      responsibilities: 'Caixa',
      startDate: '02/2020',
      endDate: '',
      currentOccupation: true,
    })
  })
})

describe('professional experience list', () => {
  it('needs one experience unless “Não possuo experiência profissional”', () => {
    expect(issuesOf(experienceListSchema.safeParse({ experiences: [] }))).toEqual([
      'experiences: Informe sua experiência profissional',
    ])
    expect(experienceListSchema.safeParse({ experiences: [], noExperience: true }).success).toBe(true)
    expect(experienceListSchema.safeParse({ experiences: [{}], noExperience: false }).success).toBe(true)
  })
})

describe('language', () => {
  it('requires language and proficiency, nothing else', () => {
    expect(issuesOf(languageFormSchema.safeParse({}))).toEqual([
      `language: ${REQUIRED}`,
      `proficiency: ${REQUIRED}`,
    ])
    expect(issuesOf(languageFormSchema.safeParse({ language: 3 }))).toEqual([`proficiency: ${REQUIRED}`])
    expect(languageFormSchema.parse({ language: 3, proficiency: 2 })).toEqual({
      id: null,
      language: 3,
      proficiency: 2,
    })
    expect(isLanguageComplete({ language: 3, proficiency: null })).toBe(false)
    expect(isLanguageComplete({ language: 3, proficiency: 1 })).toBe(true)
  })

  it('platform payload: ids from strings, both required', () => {
    expect(languagePayloadSchema.parse({ user_id: '5', id: '8', language: '3', proficiency: '4' })).toEqual({
      user_id: 5,
      id: 8,
      language: 3,
      proficiency: 4,
    })
    expect(issuesOf(languagePayloadSchema.safeParse({ user_id: 5, language: 3 }))).toEqual([
      `proficiency: ${REQUIRED}`,
    ])
  })
})

describe('the simpler sections', () => {
  it('cause experience: organization required, MM/YYYY dates, end not before start', () => {
    const cause = {
      user_id: 1,
      organization: 'Instituto Criança Feliz',
      start_date: '03/2019',
      end_date: '02/2020',
    }
    expect(causeExperiencePayloadSchema.safeParse(cause).success).toBe(true)
    expect(issuesOf(causeExperiencePayloadSchema.safeParse({ ...cause, organization: ' ' }))).toEqual([
      `organization: ${REQUIRED}`,
    ])
    expect(issuesOf(causeExperiencePayloadSchema.safeParse({ ...cause, end_date: '02/2019' }))).toEqual([
      `end_date: ${END_AFTER_START}`,
    ])
    expect(issuesOf(causeExperiencePayloadSchema.safeParse({ ...cause, start_date: '2019' }))).toEqual([
      `start_date: ${BAD_DATE}`,
    ])
  })

  it('acknowledgement and certification', () => {
    expect(
      acknowledgementPayloadSchema.safeParse({ user_id: 1, title: 'Funcionário do mês', date: '05/2022' })
        .success,
    ).toBe(true)
    expect(issuesOf(acknowledgementPayloadSchema.safeParse({ user_id: 1, title: '' }))).toEqual([
      `title: ${REQUIRED}`,
    ])
    expect(
      certificationPayloadSchema.parse({
        user_id: '1',
        code: 'CPA-10',
        description: 'Certificação ANBIMA',
        expires_at: null,
      }),
    ).toMatchObject({ user_id: 1, code: 'CPA-10' })
    expect(
      issuesOf(certificationPayloadSchema.safeParse({ user_id: 1, description: 'X', expires_at: '13/2030' })),
    ).toEqual([`expires_at: ${BAD_DATE}`])
  })

  it('skills: blanks dropped, each once', () => {
    expect(
      skillsPayloadSchema.parse({ user_id: 2, skills: ['Excel', ' excel ', '', 'Atendimento  ao cliente'] }),
    ).toEqual({
      user_id: 2,
      skills: ['Excel', 'Atendimento ao cliente'],
    })
  })

  it('delete: the owner and the id (education_id accepted)', () => {
    expect(sectionDeletePayloadSchema.parse({ user_id: '3', education_id: '40' })).toEqual({
      user_id: 3,
      id: 40,
    })
    expect(sectionDeletePayloadSchema.parse({ user_id: 3, id: 41, source: 'carreiras' })).toEqual({
      user_id: 3,
      source: 'carreiras',
      id: 41,
    })
    expect(issuesOf(sectionDeletePayloadSchema.safeParse({ user_id: 3 }))).toEqual([`id: ${REQUIRED}`])
  })
})
