import {
  BRAZIL_COUNTRY_ID,
  EDUCATION_LEVEL,
  EDUCATION_STATUS,
  emptyEducationForm,
  emptyExperienceForm,
} from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import { PlatformError } from '../errors.js'
import { fakeClient, run } from './fake-client.js'
import { createRegisterProfileActors } from './register-profile.js'

const EDUCATION = {
  id: '501',
  countryId: '31',
  stateId: '26',
  level: '3',
  institutionId: null,
  institutionName: 'Etec Paulistano',
  courseId: null,
  courseName: 'Técnico em Administração',
  status: '2',
  campus: null,
  startDate: '02/2008',
  endDate: '12/2009',
  period: null,
}

describe('createRegisterProfileActors', () => {
  it('reads what the candidate lists, the flag, the talent bank’s date and the additional answers', async () => {
    const { client, calls } = fakeClient({
      RegisterProfile: {
        user: {
          id: '7',
          profile: {
            id: '7',
            educations: [EDUCATION],
            professionalExperiences: [],
            languageProficiencies: [{ id: '9', language: '2', proficiency: '3' }],
            noProfessionalExperience: true,
            talentBankJoinedAt: '2025-02-10T15:00:00.000Z',
            additionalQuestions: [{ id: '1', question: 'Turno?', answer: 'Manhã', slug: null }],
          },
        },
      },
    })
    const actors = createRegisterProfileActors(client, { userId: 7 })
    const data = await run(actors.loadRegisterProfile, { companyId: 6562 })
    expect(calls[0]?.variables).toEqual({ id: '7', companyId: '6562' })
    expect(data).toMatchObject({
      educations: [{ id: 501, countryId: 31, institutionName: 'Etec Paulistano' }],
      experiences: [],
      languages: [{ id: 9, language: 2, proficiency: 3 }],
      noExperience: true,
      talentBankJoinedAt: '2025-02-10T15:00:00.000Z',
      additional: [{ question: 'Turno?', answer: 'Manhã', slug: null }],
    })
  })

  it('reads an empty profile as nothing listed, and a malformed answer as BAD_RESPONSE', async () => {
    const empty = fakeClient({ RegisterProfile: { user: { id: '7', profile: null } } })
    await expect(
      run(createRegisterProfileActors(empty.client, { userId: 7 }).loadRegisterProfile, { companyId: 1 }),
    ).resolves.toEqual({
      educations: [],
      experiences: [],
      languages: [],
      noExperience: false,
      talentBankJoinedAt: null,
      additional: [],
    })
    const broken = fakeClient({
      RegisterProfile: { user: { id: '7', profile: { educations: [{ id: 'x' }] } } },
    })
    await expect(
      run(createRegisterProfileActors(broken.client, { userId: 7 }).loadRegisterProfile, { companyId: 1 }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
  })

  it('creates an education from its form (no id) and answers the record', async () => {
    const { client, calls } = fakeClient({ EducationCreateUpdate: { educationCreateUpdate: EDUCATION } })
    const actors = createRegisterProfileActors(client, { userId: 7 })
    const record = await run(actors.saveEntry, {
      section: 'education',
      values: {
        ...emptyEducationForm(),
        stateId: 26,
        level: EDUCATION_LEVEL.technical,
        status: EDUCATION_STATUS.completed,
        institution: { id: null, name: 'Etec Paulistano' },
        course: { id: null, name: 'Técnico em Administração' },
        startDate: '02/2008',
        endDate: '12/2009',
      },
    })
    expect(record).toMatchObject({ id: 501 })
    expect(calls[0]?.variables).toEqual({
      user_id: '7',
      source: 'carreiras',
      country_id: BRAZIL_COUNTRY_ID,
      state_id: 26,
      level: EDUCATION_LEVEL.technical,
      institution_name: 'Etec Paulistano',
      course_name: 'Técnico em Administração',
      status: EDUCATION_STATUS.completed,
      start_date: '02/2008',
      end_date: '12/2009',
    })
  })

  it('creates an experience and a language the same way, failing with the platform’s code', async () => {
    const { client, calls } = fakeClient({
      ProfessionalExpCreateUpdate: () => {
        throw new PlatformError('Campo obrigatório', 'VALIDATION')
      },
      LanguageCreateUpdate: { languageCreateUpdate: { id: '9', language: '2', proficiency: '3' } },
    })
    const actors = createRegisterProfileActors(client, { userId: 7, source: 'banco' })
    await expect(
      run(actors.saveEntry, { section: 'experience', values: { ...emptyExperienceForm(), role: 'Caixa' } }),
    ).rejects.toMatchObject({ code: 'VALIDATION' })
    await expect(
      run(actors.saveEntry, { section: 'language', values: { id: null, language: 2, proficiency: 3 } }),
    ).resolves.toEqual({ id: 9, language: 2, proficiency: 3 })
    expect(calls[1]?.variables).toEqual({ user_id: '7', source: 'banco', language: 2, proficiency: 3 })
  })

  it('keeps "Não possuo experiência profissional" on the profile; an error field fails', async () => {
    const ok = fakeClient({
      NoProfessionalExperienceUpdate: { noProfessionalExperienceUpdate: { success: true } },
    })
    await run(createRegisterProfileActors(ok.client, { userId: 7 }).saveNoExperience, { value: true })
    expect(ok.calls[0]?.variables).toEqual({ user_id: '7', source: 'carreiras', value: true })

    const refused = fakeClient({
      NoProfessionalExperienceUpdate: { noProfessionalExperienceUpdate: { success: false, error: 'Não' } },
    })
    await expect(
      run(createRegisterProfileActors(refused.client, { userId: 7 }).saveNoExperience, { value: true }),
    ).rejects.toBeInstanceOf(PlatformError)
  })

  it('joins the talent bank with the company and the answers; success false fails', async () => {
    const answers = [{ id: 'turno', question: 'Turno?', answer: 'Manhã' }]
    const ok = fakeClient({ JoinTalentBank: { joinTalentBank: { success: true } } })
    await run(createRegisterProfileActors(ok.client, { userId: 7 }).joinTalentBank, {
      companyId: 6562,
      answers,
    })
    expect(ok.calls[0]?.variables).toEqual({ user_id: '7', company_id: '6562', source: 'carreiras', answers })

    const refused = fakeClient({ JoinTalentBank: { joinTalentBank: { success: false } } })
    await expect(
      run(createRegisterProfileActors(refused.client, { userId: 7 }).joinTalentBank, {
        companyId: 1,
        answers,
      }),
    ).rejects.toMatchObject({ code: 'INTERNAL' })
  })
})
