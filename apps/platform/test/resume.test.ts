// Résumé sections: create, read, update and delete of every kind through the api's operation documents,
// validation with core's rules (VALIDATION + pt-BR message), the profile lists' order, the reference domains,
// and another candidate's records out of reach.
import {
  AcknowledgementCreateUpdateDocument,
  AcknowledgementDeleteDocument,
  CauseExpCreateUpdateDocument,
  CauseExpDeleteDocument,
  CertificationCreateUpdateDocument,
  CertificationDeleteDocument,
  CoursesDocument,
  CoursesOfLevelsDocument,
  EducationCreateUpdateDocument,
  EducationDeleteDocument,
  EducationDocument,
  InstitutionsDocument,
  InstitutionsOfStatesDocument,
  LanguageCreateUpdateDocument,
  LanguageDeleteDocument,
  LanguageProficiencyDocument,
  ProfessionalExpCreateUpdateDocument,
  ProfessionalExpDeleteDocument,
  ProfessionalExperienceDocument,
  ResumeDomainsDocument,
  ResumeSectionsDocument,
  SkillsCreateUpdateDocument,
  type EducationCreateUpdateMutationVariables,
  type ProfessionalExpCreateUpdateMutationVariables,
} from '@carreiras/api'
import {
  BRAZIL_COUNTRY_ID,
  EDUCATION_LEVEL,
  EDUCATION_LEVELS,
  EDUCATION_STATUS,
  LANGUAGE_PROFICIENCIES,
  OTHER_EXPERIENCE_AREA,
  SOURCE_LABEL,
} from '@carreiras/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { educations, referenceItems } from '../src/db/schema.js'
import { seedReferenceDomains } from '../src/db/seed-resume.js'
import { clientOf, failure, signUp, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let joana: SignedUp
let other: SignedUp
const anonymous = () => clientOf(platform)

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
  joana = await signUp(platform)
  other = await signUp(platform)
})
afterAll(() => platform.close())

const SP = 26
const USP = 'Universidade de São Paulo (USP)'

async function idOf(domain: 'institutions' | 'courses', name: string, arg: string): Promise<string> {
  const data =
    domain === 'institutions'
      ? (await anonymous().request(InstitutionsDocument, { state: arg })).domains?.institutions
      : (await anonymous().request(CoursesDocument, { level: arg })).domains?.courses
  const found = data?.find((item) => item.name === name)
  if (!found) throw new Error(`${name} not in ${domain}`)
  return found.id
}

const sections = (user: SignedUp) =>
  user.client.request(ResumeSectionsDocument, { id: user.id }).then((data) => data.user!.profile!)

// ── Reference domains ─────────────────────────────────────────────────────────────────────────────

describe('domains', () => {
  it('lists the countries, Brasil with id 31', async () => {
    const data = await anonymous().request(ResumeDomainsDocument, { names: ['countries'] })
    const countries = data.domains!.countries!
    expect(countries.length).toBeGreaterThan(190)
    expect(countries).toContainEqual({ id: String(BRAZIL_COUNTRY_ID), name: 'Brasil' })
    expect(countries[0]!.name).toBe('Afeganistão')
  })

  it('fetches only the lists asked for', async () => {
    const data = await anonymous().request(ResumeDomainsDocument, {
      names: ['languages', 'language_proficiencies'],
    })
    expect(data.domains!.languages!.map((l) => l.name)).toEqual(
      expect.arrayContaining(['Português', 'Inglês', 'Espanhol', 'Libras (Língua Brasileira de Sinais)']),
    )
    expect(data.domains!.language_proficiencies).toEqual(
      LANGUAGE_PROFICIENCIES.map((p) => ({ id: String(p.id), name: p.name })),
    )
    for (const list of [
      'countries',
      'companies',
      'skills',
      'education_levels',
      'education_periods',
      'education_status',
      'professional_experience_areas',
      'professional_experience_levels',
      'cause_experience_areas',
    ] as const)
      expect(data.domains![list], list).toBeNull()
  })

  it('gives every résumé list when no names are sent, ordinal lists by id', async () => {
    const { domains } = await anonymous().request(ResumeDomainsDocument, {})
    expect(domains!.education_levels).toEqual(
      EDUCATION_LEVELS.map((l) => ({ id: String(l.id), name: l.name })),
    )
    expect(domains!.education_status!.map((s) => s.name)).toEqual(['Cursando', 'Concluído', 'Interrompido'])
    expect(domains!.education_periods!.length).toBeGreaterThan(2)
    expect(domains!.professional_experience_levels!.length).toBeGreaterThan(5)
    expect(domains!.companies!.length).toBeGreaterThan(40)
    expect(domains!.skills!.length).toBeGreaterThan(40)
    expect(domains!.cause_experience_areas!.length).toBeGreaterThan(10)
  })

  it("ends the experience areas with 'Outros'", async () => {
    const data = await anonymous().request(ResumeDomainsDocument, {
      names: ['professional_experience_areas'],
    })
    const areas = data.domains!.professional_experience_areas!
    expect(areas.at(-1)).toEqual({ id: OTHER_EXPERIENCE_AREA, name: OTHER_EXPERIENCE_AREA })
    expect(areas.length).toBeGreaterThan(10)
  })

  it('gives the institutions of a state, and none without one', async () => {
    const data = await anonymous().request(InstitutionsDocument, { state: 'SP' })
    const list = data.domains!.institutions!
    expect(list.map((i) => i.name)).toEqual(
      expect.arrayContaining([USP, 'Universidade Federal do ABC (UFABC)']),
    )
    expect(list.every((i) => i.state === 'SP')).toBe(true)
    const ac = await anonymous().request(InstitutionsDocument, { state: 'AC' })
    expect(ac.domains!.institutions!.map((i) => i.name)).toContain('Universidade Federal do Acre (UFAC)')
    const none = await anonymous().request<{ domains: { institutions: null } }>(
      '{ domains { institutions { id } } }',
    )
    expect(none.domains.institutions).toBeNull()
  })

  it('gives the courses of a level', async () => {
    const data = await anonymous().request(CoursesDocument, { level: String(EDUCATION_LEVEL.undergraduate) })
    const list = data.domains!.courses!
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['Administração', 'Direito']))
    expect(list.every((c) => c.level === String(EDUCATION_LEVEL.undergraduate))).toBe(true)
    const elementary = await anonymous().request(CoursesDocument, {
      level: String(EDUCATION_LEVEL.elementary),
    })
    expect(elementary.domains!.courses).toEqual([])
    const error = await failure(anonymous().request(CoursesDocument, { level: 'superior' }))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe('Nível de formação inválido')
  })

  it('gives the institutions of up to eight states and the courses of every level in one call each', async () => {
    const data = await anonymous().request(InstitutionsOfStatesDocument, { s1: 'SP', s2: 'AC' })
    expect(data.s1!.institutions!.map((i) => i.name)).toEqual(expect.arrayContaining([USP]))
    expect(data.s2!.institutions!.map((i) => i.name)).toContain('Universidade Federal do Acre (UFAC)')
    // A state not named answers null (no list), never every institution.
    expect(data.s3!.institutions).toBeNull()
    const single = await anonymous().request(InstitutionsDocument, { state: 'SP' })
    expect(data.s1!.institutions).toEqual(single.domains!.institutions!.map(({ id, name }) => ({ id, name })))
    const levels = Object.fromEntries(EDUCATION_LEVELS.map((level, i) => [`l${i + 1}`, String(level.id)]))
    const courses = await anonymous().request(CoursesOfLevelsDocument, levels)
    expect(courses.l1!.courses).toEqual([])
    expect(courses.l4!.courses!.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Administração', 'Direito']),
    )
  })

  it('seeds idempotently (nothing written once seeded)', async () => {
    const before = await platform.database.db.select().from(referenceItems)
    expect(await seedReferenceDomains(platform.database.db)).toBe(0)
    expect(await platform.database.db.select().from(referenceItems)).toHaveLength(before.length)
  })
})

// ── Education ─────────────────────────────────────────────────────────────────────────────────────

describe('education', () => {
  let usp: string
  let admin: string
  beforeAll(async () => {
    usp = await idOf('institutions', USP, 'SP')
    admin = await idOf('courses', 'Administração', String(EDUCATION_LEVEL.undergraduate))
  })

  const higher = (overrides: Partial<EducationCreateUpdateMutationVariables> = {}) => ({
    user_id: joana.id,
    source: SOURCE_LABEL,
    country_id: BRAZIL_COUNTRY_ID,
    state_id: SP,
    level: EDUCATION_LEVEL.undergraduate,
    institution_id: usp,
    course_id: admin,
    status: EDUCATION_STATUS.completed,
    start_date: '02/2015',
    end_date: '12/2018',
    ...overrides,
  })

  it('creates an elementary school education: no institution or course, hidden fields dropped', async () => {
    const { educationCreateUpdate: saved } = await joana.client.request(EducationCreateUpdateDocument, {
      user_id: joana.id,
      source: SOURCE_LABEL,
      country_id: BRAZIL_COUNTRY_ID,
      state_id: SP,
      level: EDUCATION_LEVEL.elementary,
      status: EDUCATION_STATUS.completed,
      institution_name: 'Escola que não deveria ser guardada',
      campus: 'Centro',
    })
    expect(saved).toMatchObject({
      countryId: '31',
      stateId: String(SP),
      level: String(EDUCATION_LEVEL.elementary),
      status: String(EDUCATION_STATUS.completed),
      institutionId: null,
      institutionName: null,
      courseName: null,
      campus: null,
      endDate: null,
    })
  })

  it('creates a higher education in progress with a free-text institution, then reads and updates it', async () => {
    const { educationCreateUpdate: saved } = await joana.client.request(
      EducationCreateUpdateDocument,
      higher({
        institution_id: null,
        institution_name: 'Faculdade Nova Esperança',
        status: EDUCATION_STATUS.studying,
        campus: 'Liberdade',
        period: 3,
        start_date: '02/2024',
        end_date: '12/2027',
      }),
    )
    expect(saved).toMatchObject({
      institutionId: null,
      institutionName: 'Faculdade Nova Esperança',
      courseId: admin,
      courseName: 'Administração',
      campus: 'Liberdade',
      period: '3',
      startDate: '02/2024',
      endDate: '12/2027',
    })
    const { education: read } = await joana.client.request(EducationDocument, {
      id: saved!.id,
      userId: joana.id,
    })
    expect(read).toEqual(saved)
    // userId may be left out: the session's user
    const { education: own } = await joana.client.request(EducationDocument, { id: saved!.id })
    expect(own).toEqual(saved)

    const { educationCreateUpdate: updated } = await joana.client.request(
      EducationCreateUpdateDocument,
      higher({ id: saved!.id, end_date: '06/2028', status: EDUCATION_STATUS.studying, period: 1 }),
    )
    expect(updated).toMatchObject({
      id: saved!.id,
      institutionId: usp,
      institutionName: USP,
      endDate: '06/2028',
      period: '1',
    })
  })

  it('accepts the record id as education_id (the spec’s name)', async () => {
    const { educationCreateUpdate: saved } = await joana.client.request(
      EducationCreateUpdateDocument,
      higher(),
    )
    const data = await joana.client.request<{ educationCreateUpdate: { id: string; campus: string | null } }>(
      `mutation($u: ID!, $e: ID) { educationCreateUpdate(user_id: $u, education_id: $e, country_id: 31, state_id: 26,
        level: 4, institution_name: "Faculdade X", course_name: "Curso Y", status: 2, start_date: "01/2010",
        end_date: "12/2013") { id campus } }`,
      { u: joana.id, e: saved!.id },
    )
    expect(data.educationCreateUpdate.id).toBe(saved!.id)
    const removed = await joana.client.request<{ educationDelete: { success: boolean } }>(
      'mutation($u: ID!, $e: ID) { educationDelete(user_id: $u, education_id: $e) { success } }',
      { u: joana.id, e: saved!.id },
    )
    expect(removed.educationDelete.success).toBe(true)
  })

  it.each([
    ['no level', { level: null }, 'Campo obrigatório'],
    ['no state in Brazil', { state_id: null }, 'Campo obrigatório'],
    ['no institution in higher education', { institution_id: null }, 'Campo obrigatório'],
    ['a date that is not MM/YYYY', { start_date: '13/2020' }, 'Data inválida'],
    [
      'an end before the start',
      { start_date: '05/2020', end_date: '04/2020' },
      'Deve ser posterior a data inicial',
    ],
    ['no end when completed', { end_date: null }, 'Campo obrigatório'],
    ['an unknown institution', { institution_id: '999999' }, 'Opção inválida'],
    ['an unknown country', { country_id: '9999', state_id: null }, 'Opção inválida'],
    ['a malformed id', { level: 'superior' }, 'Valor inválido'],
  ])('refuses %s (VALIDATION)', async (_name, overrides, message) => {
    const error = await failure(joana.client.request(EducationCreateUpdateDocument, higher(overrides)))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(message)
  })

  it('keeps no end date for an interrupted course and a state only in Brazil', async () => {
    const { educationCreateUpdate: saved } = await joana.client.request(
      EducationCreateUpdateDocument,
      higher({ status: EDUCATION_STATUS.interrupted, end_date: null, country_id: 12, state_id: SP }),
    )
    expect(saved).toMatchObject({ countryId: '12', stateId: null, endDate: null })
    await joana.client.request(EducationDeleteDocument, { user_id: joana.id, id: saved!.id })
  })

  it('lists the educations by end date, latest first, and deletes one', async () => {
    const user = await signUp(platform)
    const save = (end: string | null, status: number = EDUCATION_STATUS.completed) =>
      user.client
        .request(EducationCreateUpdateDocument, {
          ...higher({ start_date: '02/2008', end_date: end, status }),
          user_id: user.id,
        })
        .then((data) => data.educationCreateUpdate!.id)
    const a = await save('12/2012')
    const b = await save('06/2020')
    const c = await save(null, EDUCATION_STATUS.interrupted)
    const d = await save('12/2016')
    expect((await sections(user)).educations!.map((e) => e.id)).toEqual([b, d, a, c])

    const { educationDelete } = await user.client.request(EducationDeleteDocument, {
      user_id: user.id,
      source: SOURCE_LABEL,
      id: d,
    })
    expect(educationDelete).toEqual({ success: true, error: null })
    expect((await sections(user)).educations!.map((e) => e.id)).toEqual([b, a, c])
    const gone = await failure(user.client.request(EducationDocument, { id: d, userId: user.id }))
    expect(gone.code).toBe('NOT_FOUND')
    const again = await failure(user.client.request(EducationDeleteDocument, { user_id: user.id, id: d }))
    expect(again.code).toBe('NOT_FOUND')
  })
})

// ── Professional experience ───────────────────────────────────────────────────────────────────────

describe('professional experience', () => {
  const experience = (overrides: Partial<ProfessionalExpCreateUpdateMutationVariables> = {}) => ({
    user_id: joana.id,
    source: SOURCE_LABEL,
    company: 'Padaria do Bairro',
    role: 'Atendente',
    responsabilities: 'Atendimento no balcão e operação de caixa',
    start_year: '03/2019',
    end_year: '08/2021',
    level: 4,
    area: 2,
    current_occupation: false,
    ...overrides,
  })

  it('creates one with a free-text company, reads, updates to the current job, deletes', async () => {
    const { professionalExpCreateUpdate: saved } = await joana.client.request(
      ProfessionalExpCreateUpdateDocument,
      experience(),
    )
    expect(saved).toMatchObject({
      companyId: null,
      company: 'Padaria do Bairro',
      role: 'Atendente',
      startYear: '03/2019',
      endYear: '08/2021',
      level: '4',
      area: '2',
      currentOccupation: false,
    })
    const { professionalExperience: read } = await joana.client.request(ProfessionalExperienceDocument, {
      id: saved!.id,
      userId: joana.id,
    })
    expect(read).toEqual(saved)

    const companies = (await anonymous().request(ResumeDomainsDocument, { names: ['companies'] })).domains!
      .companies!
    const aurora = companies.find((c) => c.name === 'Lojas Aurora')!
    const { professionalExpCreateUpdate: current } = await joana.client.request(
      ProfessionalExpCreateUpdateDocument,
      experience({
        id: saved!.id,
        company: null,
        company_id: aurora.id,
        current_occupation: true,
        end_year: '09/2023',
        area: OTHER_EXPERIENCE_AREA,
      }),
    )
    expect(current).toMatchObject({
      id: saved!.id,
      companyId: aurora.id,
      company: 'Lojas Aurora',
      currentOccupation: true,
      endYear: null,
      area: OTHER_EXPERIENCE_AREA,
    })

    const { professionalExpDelete } = await joana.client.request(ProfessionalExpDeleteDocument, {
      user_id: joana.id,
      id: saved!.id,
    })
    expect(professionalExpDelete!.success).toBe(true)
    const gone = await failure(
      joana.client.request(ProfessionalExperienceDocument, { id: saved!.id, userId: joana.id }),
    )
    expect(gone.code).toBe('NOT_FOUND')
  })

  it.each([
    ['no company', { company: null }, 'Campo obrigatório'],
    ['no role', { role: '  ' }, 'Campo obrigatório'],
    ['no responsibilities', { responsabilities: null }, 'Campo obrigatório'],
    ['no end unless current', { end_year: null }, 'Campo obrigatório'],
    ['an end before the start', { end_year: '01/2019' }, 'Deve ser posterior a data inicial'],
    ['an invalid start', { start_year: '2019' }, 'Data inválida'],
    ['an unknown area', { area: 999 }, 'Opção inválida'],
    ['an unknown company id', { company: null, company_id: 99999 }, 'Opção inválida'],
  ])('refuses %s (VALIDATION)', async (_name, overrides, message) => {
    const error = await failure(
      joana.client.request(ProfessionalExpCreateUpdateDocument, experience(overrides)),
    )
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(message)
  })

  it('lists the experiences by start year, latest first', async () => {
    const user = await signUp(platform)
    const save = (start: string, end: string | null) =>
      user.client
        .request(ProfessionalExpCreateUpdateDocument, {
          ...experience({ start_year: start, end_year: end, current_occupation: end === null }),
          user_id: user.id,
        })
        .then((data) => data.professionalExpCreateUpdate!.id)
    const a = await save('01/2015', '12/2017')
    const b = await save('03/2022', null)
    const c = await save('02/2018', '02/2022')
    expect((await sections(user)).professionalExperiences!.map((e) => e.id)).toEqual([b, c, a])
  })
})

// ── Languages ─────────────────────────────────────────────────────────────────────────────────────

describe('language proficiency', () => {
  it('creates, reads, updates and deletes', async () => {
    const { languageCreateUpdate: saved } = await joana.client.request(LanguageCreateUpdateDocument, {
      user_id: joana.id,
      source: SOURCE_LABEL,
      language: 2,
      proficiency: 2,
    })
    expect(saved).toMatchObject({ language: '2', proficiency: '2' })
    const { languageProficiency: read } = await joana.client.request(LanguageProficiencyDocument, {
      id: saved!.id,
      userId: joana.id,
    })
    expect(read).toEqual(saved)
    const { languageCreateUpdate: updated } = await joana.client.request(LanguageCreateUpdateDocument, {
      user_id: joana.id,
      id: saved!.id,
      language: 2,
      proficiency: 4,
    })
    expect(updated).toEqual({ id: saved!.id, language: '2', proficiency: '4' })
    expect((await sections(joana)).languageProficiencies).toContainEqual(updated)
    const { languageDelete } = await joana.client.request(LanguageDeleteDocument, {
      user_id: joana.id,
      id: saved!.id,
    })
    expect(languageDelete!.success).toBe(true)
    expect((await sections(joana)).languageProficiencies).not.toContainEqual(updated)
  })

  it.each([
    ['no language', { proficiency: 1 }, 'Campo obrigatório'],
    ['no proficiency', { language: 1 }, 'Campo obrigatório'],
    ['an unknown language', { language: 999, proficiency: 1 }, 'Opção inválida'],
  ])('refuses %s (VALIDATION)', async (_name, values, message) => {
    const error = await failure(
      joana.client.request(LanguageCreateUpdateDocument, { user_id: joana.id, ...values }),
    )
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(message)
  })
})

// ── Causes, acknowledgements, certifications, skills ──────────────────────────────────────────────

describe('the simpler sections', () => {
  it('cause experience: create, update, list, delete', async () => {
    const { causeExpCreateUpdate: saved } = await joana.client.request(CauseExpCreateUpdateDocument, {
      user_id: joana.id,
      source: SOURCE_LABEL,
      organization: 'ONG Mãos que Ajudam',
      area: 2,
      start_date: '01/2020',
      end_date: '12/2021',
      country: 'Brasil',
      responsabilities: 'Distribuição de cestas básicas',
    })
    expect(saved).toMatchObject({ organization: 'ONG Mãos que Ajudam', area: '2', start_date: '01/2020' })
    const { causeExpCreateUpdate: updated } = await joana.client.request(CauseExpCreateUpdateDocument, {
      user_id: joana.id,
      id: saved!.id,
      organization: 'ONG Mãos que Ajudam',
      end_date: '06/2022',
    })
    expect(updated).toMatchObject({ id: saved!.id, area: null, end_date: '06/2022', country: null })
    expect((await sections(joana)).causeExperiences).toContainEqual(updated)
    const error = await failure(
      joana.client.request(CauseExpCreateUpdateDocument, { user_id: joana.id, organization: ' ' }),
    )
    expect([error.code, error.message]).toEqual(['VALIDATION', 'Campo obrigatório'])
    const order = await failure(
      joana.client.request(CauseExpCreateUpdateDocument, {
        user_id: joana.id,
        organization: 'X',
        start_date: '05/2020',
        end_date: '01/2020',
      }),
    )
    expect(order.message).toBe('Deve ser posterior a data inicial')
    const { causeExpDelete } = await joana.client.request(CauseExpDeleteDocument, {
      user_id: joana.id,
      id: saved!.id,
    })
    expect(causeExpDelete!.success).toBe(true)
    expect((await sections(joana)).causeExperiences).toEqual([])
  })

  it('acknowledgement: create, update, list, delete', async () => {
    const { acknowledgementCreateUpdate: saved } = await joana.client.request(
      AcknowledgementCreateUpdateDocument,
      { user_id: joana.id, title: 'Funcionária do mês', description: 'Loja Pinheiros', date: '03/2023' },
    )
    expect(saved).toMatchObject({ title: 'Funcionária do mês', date: '03/2023' })
    const { acknowledgementCreateUpdate: updated } = await joana.client.request(
      AcknowledgementCreateUpdateDocument,
      { user_id: joana.id, id: saved!.id, title: 'Funcionária do ano' },
    )
    expect(updated).toEqual({ id: saved!.id, title: 'Funcionária do ano', description: null, date: null })
    expect((await sections(joana)).acknowledgements).toEqual([updated])
    const error = await failure(
      joana.client.request(AcknowledgementCreateUpdateDocument, {
        user_id: joana.id,
        title: 'X',
        date: '2023',
      }),
    )
    expect([error.code, error.message]).toEqual(['VALIDATION', 'Data inválida'])
    await joana.client.request(AcknowledgementDeleteDocument, { user_id: joana.id, id: saved!.id })
    expect((await sections(joana)).acknowledgements).toEqual([])
  })

  it('certification: create, update, list, delete', async () => {
    const { certificationCreateUpdate: saved } = await joana.client.request(
      CertificationCreateUpdateDocument,
      {
        user_id: joana.id,
        code: 'CPA-10',
        description: 'Certificação Profissional ANBIMA',
        expires_at: '12/2027',
      },
    )
    expect(saved).toMatchObject({ code: 'CPA-10', expires_at: '12/2027' })
    const { certificationCreateUpdate: updated } = await joana.client.request(
      CertificationCreateUpdateDocument,
      { user_id: joana.id, id: saved!.id, code: 'CPA-20', description: 'Certificação Profissional ANBIMA' },
    )
    expect(updated).toMatchObject({ id: saved!.id, code: 'CPA-20', expires_at: null })
    expect((await sections(joana)).certifications).toEqual([updated])
    const error = await failure(
      joana.client.request(CertificationCreateUpdateDocument, { user_id: joana.id, code: 'X' }),
    )
    expect([error.code, error.message]).toEqual(['VALIDATION', 'Campo obrigatório'])
    await joana.client.request(CertificationDeleteDocument, { user_id: joana.id, id: saved!.id })
    expect((await sections(joana)).certifications).toEqual([])
  })

  it('skills: the list replaces the previous one, blanks and repeats dropped', async () => {
    const first = await joana.client.request(SkillsCreateUpdateDocument, {
      user_id: joana.id,
      source: SOURCE_LABEL,
      skills: ['Excel', ' negociação ', 'Negociação', ''],
    })
    expect(first.skillsCreateUpdate).toEqual({ success: true, skills: ['Excel', 'negociação'], error: null })
    await joana.client.request(SkillsCreateUpdateDocument, { user_id: joana.id, skills: ['SQL', 'Python'] })
    expect((await sections(joana)).skills).toEqual(['SQL', 'Python'])
  })
})

// ── 'Não possuo experiência profissional' ─────────────────────────────────────────────────────────

describe('noProfessionalExperienceUpdate', () => {
  const flagOf = (user: SignedUp) =>
    user.client
      .request<{ user: { profile: { noProfessionalExperience: boolean } } }>(
        'query($id: ID) { user(id: $id) { profile { noProfessionalExperience } } }',
        { id: user.id },
      )
      .then((data) => data.user.profile.noProfessionalExperience)
  const update = (user: SignedUp, value: boolean, userId = user.id) =>
    user.client.request<{ noProfessionalExperienceUpdate: { success: boolean } }>(
      'mutation($u: ID!, $v: Boolean!) { noProfessionalExperienceUpdate(user_id: $u, source: "carreiras", value: $v) { success } }',
      { u: userId, v: value },
    )

  it('keeps the flag on the profile until it is unchecked; experiences do not clear it', async () => {
    const user = await signUp(platform)
    expect(await flagOf(user)).toBe(false)
    expect(await update(user, true)).toEqual({ noProfessionalExperienceUpdate: { success: true } })
    expect(await flagOf(user)).toBe(true)
    // The session's view after a new sign-in carries it too.
    const login = await anonymous().request<{
      userLogin: { profile: { noProfessionalExperience: boolean } }
    }>(
      `mutation($e: String, $p: String) { userLogin(email: $e, password: $p, origin_company: 1) {
        profile { noProfessionalExperience } } }`,
      { e: user.email, p: user.password },
    )
    expect(login.userLogin.profile.noProfessionalExperience).toBe(true)
    await user.client.request(ProfessionalExpCreateUpdateDocument, {
      user_id: user.id,
      source: SOURCE_LABEL,
      company: 'Padaria do Bairro',
      role: 'Atendente',
      responsabilities: 'Atendimento no balcão',
      start_year: '03/2019',
      end_year: '08/2021',
      level: 1,
      area: 1,
      current_occupation: false,
    })
    expect(await flagOf(user)).toBe(true)
    await update(user, false)
    expect(await flagOf(user)).toBe(false)
  })

  it("needs the user's own session", async () => {
    const error = await failure(update(other, true, joana.id))
    expect([error.code, error.message]).toEqual(['UNAUTHORIZED', 'Não autorizado'])
    expect(
      (
        await failure(
          anonymous().request(
            'mutation($u: ID!) { noProfessionalExperienceUpdate(user_id: $u, value: true) { success } }',
            { u: joana.id },
          ),
        )
      ).code,
    ).toBe('UNAUTHORIZED')
    expect(await flagOf(joana)).toBe(false)
  })
})

// ── Another candidate ─────────────────────────────────────────────────────────────────────────────

describe("another candidate's records", () => {
  it('cannot be read, changed or deleted with the own user id either (NOT_FOUND), and stay intact', async () => {
    const { educationCreateUpdate: education } = await other.client.request(EducationCreateUpdateDocument, {
      user_id: other.id,
      country_id: BRAZIL_COUNTRY_ID,
      state_id: SP,
      level: EDUCATION_LEVEL.highSchool,
      status: EDUCATION_STATUS.completed,
    })
    const { professionalExpCreateUpdate: experience } = await other.client.request(
      ProfessionalExpCreateUpdateDocument,
      {
        user_id: other.id,
        company: 'Oficina Roda Viva',
        role: 'Auxiliar',
        responsabilities: 'Apoio',
        start_year: '01/2020',
        level: 1,
        area: 1,
        current_occupation: true,
      },
    )
    const { languageCreateUpdate: language } = await other.client.request(LanguageCreateUpdateDocument, {
      user_id: other.id,
      language: 3,
      proficiency: 1,
    })
    const { certificationCreateUpdate: certification } = await other.client.request(
      CertificationCreateUpdateDocument,
      { user_id: other.id, description: 'NR-35' },
    )

    const asJoana: (() => Promise<unknown>)[] = [
      () => joana.client.request(EducationDocument, { id: education!.id, userId: joana.id }),
      () => joana.client.request(EducationDocument, { id: education!.id }),
      () => joana.client.request(ProfessionalExperienceDocument, { id: experience!.id }),
      () => joana.client.request(LanguageProficiencyDocument, { id: language!.id, userId: joana.id }),
      () =>
        joana.client.request(EducationCreateUpdateDocument, {
          user_id: joana.id,
          id: education!.id,
          country_id: 12,
          level: EDUCATION_LEVEL.highSchool,
          status: EDUCATION_STATUS.completed,
        }),
      () =>
        joana.client.request(LanguageCreateUpdateDocument, {
          user_id: joana.id,
          id: language!.id,
          language: 1,
          proficiency: 5,
        }),
      () =>
        joana.client.request(CertificationCreateUpdateDocument, {
          user_id: joana.id,
          id: certification!.id,
          description: 'Tomada',
        }),
      () => joana.client.request(EducationDeleteDocument, { user_id: joana.id, id: education!.id }),
      () => joana.client.request(ProfessionalExpDeleteDocument, { user_id: joana.id, id: experience!.id }),
      () => joana.client.request(LanguageDeleteDocument, { user_id: joana.id, id: language!.id }),
      () => joana.client.request(CertificationDeleteDocument, { user_id: joana.id, id: certification!.id }),
    ]
    for (const attempt of asJoana) expect((await failure(attempt())).code).toBe('NOT_FOUND')

    const mine = await sections(other)
    expect(mine.educations).toEqual([education])
    expect(mine.professionalExperiences).toEqual([experience])
    expect(mine.languageProficiencies).toEqual([language])
    expect(mine.certifications).toEqual([certification])
    const [row] = await platform.database.db
      .select()
      .from(educations)
      .where(eq(educations.id, Number(education!.id)))
    expect(row?.userId).toBe(other.userId)
  })

  it("are not shown through another user's profile", async () => {
    const error = await failure(joana.client.request(ResumeSectionsDocument, { id: other.id }))
    expect(error.code).toBe('UNAUTHORIZED')
    const looked = await joana.client.request<{
      users: { profile: { educations: unknown; skills: unknown } }[]
    }>('query($cpf: String) { users(cpf: $cpf) { profile { educations { id } skills } } }', {
      cpf: other.cpf,
    })
    expect(looked.users[0]!.profile).toEqual({ educations: null, skills: null })
  })

  it('need a session (UNAUTHORIZED without one)', async () => {
    const error = await failure(
      anonymous().request(EducationCreateUpdateDocument, {
        user_id: other.id,
        country_id: BRAZIL_COUNTRY_ID,
        state_id: SP,
        level: EDUCATION_LEVEL.highSchool,
        status: EDUCATION_STATUS.completed,
      }),
    )
    expect(error.code).toBe('UNAUTHORIZED')
    const read = await failure(anonymous().request(EducationDocument, { id: '1' }))
    expect(read.code).toBe('UNAUTHORIZED')
  })
})
