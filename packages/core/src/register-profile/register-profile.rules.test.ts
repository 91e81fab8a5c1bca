// The register pages' rules: which sections take inline forms, the education and experience rules of
// the register page ('Preencha corretamente…'), the language forms kept, the talent bank's answers and
// the brand's talent-bank configuration.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkRegisterProfile,
  doneRouteOf,
  emptyEducationForm,
  emptyExperienceForm,
  emptyLanguageForm,
  experiencesToSave,
  inlineSectionsOf,
  isEducationListValid,
  isExperienceListValid,
  languagesToSave,
  minInlineForms,
  offersNoExperience,
  talentBankAnswers,
  talentBankJoinedDate,
  type RegisterProfileCheckInput,
} from './register-profile.rules'
import {
  TALENT_BANK_QUESTIONS as QUESTIONS,
  VALID_EDUCATION,
  VALID_EXPERIENCE,
} from './register-profile.fixtures'
import { talentBankQuestions, talentBankSchema } from './talent-bank'
import { MAX_TALENT_BANK_ANSWERS } from '../limits'

const base: RegisterProfileCheckInput = {
  variant: 'register',
  listed: { education: 0, experience: 0 },
  drafts: { education: [], experience: [] },
  noExperience: false,
  questions: [],
  answers: {},
}
const drafts = <V>(...values: V[]) => values.map((v, i) => ({ key: `k${i}`, values: v }))

describe('which page holds what', () => {
  it('register and talent bank add education, experience and languages; the update page languages only', () => {
    expect(inlineSectionsOf('register')).toEqual(['education', 'experience', 'language'])
    expect(inlineSectionsOf('talentBank')).toEqual(['education', 'experience', 'language'])
    expect(inlineSectionsOf('update')).toEqual(['language'])
  })

  it('goes to /vagas after registering, back to /meu-perfil after an update', () => {
    expect(doneRouteOf('register')).toBe('/vagas')
    expect(doneRouteOf('talentBank')).toBe('/vagas')
    expect(doneRouteOf('update')).toBe('/meu-perfil')
  })

  it('starts a section with one form while nothing is listed, none once something is', () => {
    expect(minInlineForms(0)).toBe(1)
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), (n) => minInlineForms(n) === 0))
  })

  it('offers "Não possuo experiência profissional" only while no experience is listed', () => {
    expect(offersNoExperience(0)).toBe(true)
    expect(offersNoExperience(1)).toBe(false)
  })

  it('starts forms empty, Brazil chosen for an education', () => {
    expect(emptyEducationForm()).toMatchObject({
      countryId: 31,
      level: null,
      institution: { id: null, name: '' },
    })
    expect(emptyExperienceForm()).toMatchObject({ role: '', currentOccupation: false })
    expect(emptyLanguageForm()).toEqual({ id: null, language: null, proficiency: null })
  })
})

describe('education on the register page', () => {
  it('needs at least one, listed or new', () => {
    expect(isEducationListValid(0, [])).toBe(false)
    expect(isEducationListValid(1, [])).toBe(true)
    expect(isEducationListValid(0, [VALID_EDUCATION])).toBe(true)
  })

  it('needs every new form valid, even with entries listed', () => {
    expect(isEducationListValid(0, [emptyEducationForm()])).toBe(false)
    expect(isEducationListValid(2, [VALID_EDUCATION, emptyEducationForm()])).toBe(false)
    expect(isEducationListValid(0, [VALID_EDUCATION, { ...VALID_EDUCATION, endDate: '01/2010' }])).toBe(false)
  })

  it('any broken form breaks the list, whatever else it holds (property)', () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(4), fc.nat(4), (listed, before, after) => {
        const list = [
          ...Array.from({ length: before }, () => VALID_EDUCATION),
          emptyEducationForm(),
          ...Array.from({ length: after }, () => VALID_EDUCATION),
        ]
        return !isEducationListValid(listed, list)
      }),
    )
  })
})

describe('experience on the register page', () => {
  it('needs at least one, or "Não possuo experiência profissional"', () => {
    expect(isExperienceListValid(0, [], false)).toBe(false)
    expect(isExperienceListValid(0, [], true)).toBe(true)
    expect(isExperienceListValid(1, [], false)).toBe(true)
    expect(isExperienceListValid(0, [VALID_EXPERIENCE], false)).toBe(true)
  })

  it('ignores the forms when no experience is declared, and saves none of them', () => {
    expect(isExperienceListValid(0, [emptyExperienceForm()], true)).toBe(true)
    expect(experiencesToSave(0, drafts(VALID_EXPERIENCE), true)).toEqual([])
    expect(experiencesToSave(0, drafts(VALID_EXPERIENCE), false)).toHaveLength(1)
  })

  it('the flag means nothing once an experience is listed (the checkbox is gone)', () => {
    expect(isExperienceListValid(1, [emptyExperienceForm()], true)).toBe(false)
    expect(experiencesToSave(1, drafts(VALID_EXPERIENCE), true)).toHaveLength(1)
  })

  it('needs every new form valid: an end before the start fails', () => {
    const reversed = {
      ...VALID_EXPERIENCE,
      currentOccupation: false,
      startDate: '05/2020',
      endDate: '01/2019',
    }
    expect(isExperienceListValid(0, [reversed], false)).toBe(false)
  })
})

describe('languages', () => {
  it('keeps only the complete forms (the languages have no validation)', () => {
    const kept = languagesToSave(
      drafts(
        emptyLanguageForm(),
        { id: null, language: 1, proficiency: 2 },
        { id: null, language: 3, proficiency: null },
      ),
    )
    expect(kept.map((d) => d.key)).toEqual(['k1'])
  })
})

describe('the page check', () => {
  it('names each broken section in the page order', () => {
    expect(checkRegisterProfile(base).issues).toEqual(['educationInvalid', 'experienceInvalid'])
    expect(
      checkRegisterProfile({ ...base, drafts: { education: drafts(VALID_EDUCATION), experience: [] } })
        .issues,
    ).toEqual(['experienceInvalid'])
    expect(
      checkRegisterProfile({
        ...base,
        drafts: { education: drafts(VALID_EDUCATION), experience: drafts(VALID_EXPERIENCE) },
      }).issues,
    ).toEqual([])
  })

  it('the update page holds neither the education nor the experience rule', () => {
    expect(checkRegisterProfile({ ...base, variant: 'update' }).issues).toEqual([])
  })

  it('checks the talent bank questions with the opportunity rules', () => {
    const check = checkRegisterProfile({
      ...base,
      variant: 'talentBank',
      listed: { education: 1, experience: 1 },
      questions: QUESTIONS,
      answers: { mae: 'Ma' },
    })
    expect(check.issues).toEqual(['questionsInvalid'])
    expect(check.questionErrors).toEqual({ disponibilidade: 'required', mae: 'motherName' })
  })
})

describe('the talent bank', () => {
  it('sends each answer with its question, cleaned as the application does', () => {
    expect(talentBankAnswers(QUESTIONS, { disponibilidade: 'Manhã', mae: ' Maria "Duarte" ' })).toEqual([
      { id: 'disponibilidade', question: 'Qual turno você prefere?', answer: 'Manhã' },
      { id: 'mae', question: 'Nome completo da mãe', answer: 'Maria Duarte' },
    ])
  })

  it('shows the day joined in São Paulo', () => {
    expect(talentBankJoinedDate('2025-03-01T01:30:00Z')).toBe('28/02/2025')
    expect(talentBankJoinedDate('2025-03-01T12:00:00Z')).toBe('01/03/2025')
    expect(talentBankJoinedDate(null)).toBeNull()
    expect(talentBankJoinedDate('ontem')).toBeNull()
  })

  it('reads a brand configuration: options from a list or a ";" string, the questions in order', () => {
    const bank = talentBankSchema.parse({
      enabled: true,
      questions: [
        { id: 'turno', title: ' Turno ', htmlType: 'select', options: 'Manhã; Tarde;', required: true },
        { id: 'sobre', title: 'Conte sobre você', htmlType: 'text' },
      ],
    })
    expect(talentBankQuestions(bank)).toEqual([
      expect.objectContaining({
        id: 'turno',
        title: 'Turno',
        options: ['Manhã', 'Tarde'],
        required: true,
        order: 1,
      }),
      expect.objectContaining({
        id: 'sobre',
        htmlType: 'text',
        options: [],
        required: false,
        order: 2,
        hint: null,
      }),
    ])
  })

  it('asks nothing when the brand has no talent bank or switched it off', () => {
    expect(talentBankQuestions(undefined)).toEqual([])
    expect(
      talentBankQuestions(
        talentBankSchema.parse({ enabled: false, questions: [{ id: 'a', title: 'A', htmlType: 'text' }] }),
      ),
    ).toEqual([])
  })

  it('takes at most MAX_TALENT_BANK_ANSWERS questions, what the platform accepts of answers', () => {
    const questions = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `q${i}`, title: `Pergunta ${i}`, htmlType: 'text' }))
    expect(
      talentBankSchema.safeParse({ enabled: true, questions: questions(MAX_TALENT_BANK_ANSWERS) }).success,
    ).toBe(true)
    const refused = talentBankSchema.safeParse({
      enabled: true,
      questions: questions(MAX_TALENT_BANK_ANSWERS + 1),
    })
    expect(refused.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      `questions: no máximo ${MAX_TALENT_BANK_ANSWERS} perguntas (o que a plataforma aceita de respostas)`,
    ])
  })

  it('refuses a choice without options, a file upload, repeated ids, naming the field', () => {
    const issues = (input: unknown) =>
      talentBankSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []
    expect(issues({ enabled: true, questions: [{ id: 'a', title: 'A', htmlType: 'select' }] })).toEqual([
      expect.stringMatching(/^questions\.0\.options: /),
    ])
    expect(issues({ enabled: true, questions: [{ id: 'a', title: 'A', htmlType: 'file_upload' }] })).toEqual([
      expect.stringMatching(/^questions\.0\.htmlType: /),
    ])
    expect(
      issues({
        enabled: true,
        questions: [
          { id: 'a', title: 'A', htmlType: 'text' },
          { id: 'a', title: 'B', htmlType: 'text' },
        ],
      }),
    ).toEqual([expect.stringMatching(/^questions\.1\.id: /)])
  })
})
