import {
  educationPayloadFromForm,
  educationFormSchema,
  EDUCATION_LEVEL,
  EDUCATION_STATUS,
  sectionListMachine,
  BRAZIL_COUNTRY_ID,
} from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { PlatformError } from '../errors.js'
import { fakeClient, run } from './fake-client.js'
import { createSkillsActors } from './profile-sections.js'
import { createResumeActors } from './resume.js'

const education = {
  id: '11',
  countryId: '31',
  stateId: '26',
  level: '4',
  institutionId: null,
  institutionName: 'Universidade Exemplo',
  courseId: null,
  courseName: 'Administração',
  status: '2',
  campus: null,
  startDate: '02/2018',
  endDate: '12/2021',
  period: null,
}

describe('createResumeActors', () => {
  it('lists a section from the profile, parsed with core’s record schema', async () => {
    const { client, calls } = fakeClient({
      ResumeSections: {
        user: { id: '7', profile: { id: '7', educations: [education], languageProficiencies: [] } },
      },
    })
    const items = await run(createResumeActors(client, { userId: 7 }).list, { section: 'education' })
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ id: 11, institutionName: 'Universidade Exemplo', endDate: '12/2021' })
    expect(calls[0]).toMatchObject({ operation: 'ResumeSections', variables: { id: '7' } })
  })

  it('a malformed list is a BAD_RESPONSE, not a crash', async () => {
    const { client } = fakeClient({
      ResumeSections: { user: { id: '7', profile: { educations: [{ id: 'x' }] } } },
    })
    await expect(
      run(createResumeActors(client, { userId: 7 }).list, { section: 'education' }),
    ).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    })
  })

  it('saves the form as the payload core builds from it, as that user, and returns the saved record', async () => {
    const { client, calls } = fakeClient({ EducationCreateUpdate: { educationCreateUpdate: education } })
    const form = educationFormSchema.parse({
      id: null,
      countryId: BRAZIL_COUNTRY_ID,
      stateId: 26,
      level: EDUCATION_LEVEL.undergraduate,
      status: EDUCATION_STATUS.completed,
      institution: { id: null, name: 'Universidade Exemplo' },
      course: { id: null, name: 'Administração' },
      campus: '',
      period: null,
      startDate: '02/2018',
      endDate: '12/2021',
    })
    const saved = await run(createResumeActors(client, { userId: 7 }).save, {
      section: 'education',
      id: null,
      values: form,
    })
    expect(saved).toMatchObject({ id: 11 })
    expect(calls[0]?.operation).toBe('EducationCreateUpdate')
    const { user_id: _user, ...payload } = educationPayloadFromForm(form, { userId: 7, source: 'carreiras' })
    expect(calls[0]?.variables).toEqual({ ...payload, user_id: '7' })
    expect(calls[0]?.variables).toMatchObject({
      source: 'carreiras',
      end_date: '12/2021',
      institution_name: 'Universidade Exemplo',
    })
  })

  it('editing sends the record id; a platform failure reaches the machine as an error', async () => {
    const { client, calls } = fakeClient({
      LanguageCreateUpdate: () => {
        throw new PlatformError('Campo obrigatório', 'VALIDATION')
      },
    })
    await expect(
      run(createResumeActors(client, { userId: 7 }).save, {
        section: 'language',
        id: 5,
        values: { language: '1' },
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION' })
    expect(calls[0]?.variables).toMatchObject({ id: '5', user_id: '7' })
  })

  it('a removal succeeds only when the platform says success', async () => {
    for (const [answer, success] of [
      [{ success: true, error: null }, true],
      [{ success: false, error: null }, false],
      [{ success: true, error: 'Registro não encontrado' }, false],
    ] as const) {
      const { client } = fakeClient({ EducationDelete: { educationDelete: answer } })
      expect(
        await run(createResumeActors(client, { userId: 7 }).remove, { section: 'education', id: 11 }),
      ).toEqual({ success })
    }
  })

  it('drives the section-list machine: list, then delete after confirming', async () => {
    let listed = [education]
    const { client } = fakeClient({
      ResumeSections: () => ({ user: { id: '7', profile: { educations: listed } } }),
      EducationDelete: () => {
        listed = []
        return { educationDelete: { success: true, error: null } }
      },
    })
    const actor = createActor(
      sectionListMachine.provide({ actors: createResumeActors(client, { userId: 7 }) }),
      {
        input: { section: 'education' },
      },
    ).start()
    await waitFor(actor, (s) => s.context.items.length === 1)
    actor.send({ type: 'item.remove', id: 11 })
    actor.send({ type: 'removal.confirm' })
    await waitFor(actor, (s) => s.context.items.length === 0)
    actor.stop()
  })
})

describe('the boxes’ ResumeSections read', () => {
  const answer = {
    user: {
      id: '7',
      profile: { id: '7', educations: [education], languageProficiencies: [], skills: ['Excel'] },
    },
  }

  it('the boxes opening together share one call; a read after it answered is a new call', async () => {
    const { client, calls } = fakeClient({ ResumeSections: answer })
    const actors = createResumeActors(client, { userId: 7 })
    const other = createResumeActors(client, { userId: 7 })
    const skills = createSkillsActors(client, { userId: 7 })
    const [educations, languages, held] = await Promise.all([
      run(actors.list, { section: 'education' }),
      run(other.list, { section: 'language' }),
      run(skills.list, undefined),
    ])
    expect(educations).toHaveLength(1)
    expect(languages).toEqual([])
    expect(held).toEqual(['Excel'])
    expect(calls.map((c) => c.operation)).toEqual(['ResumeSections'])
    await run(actors.list, { section: 'education' })
    expect(calls.map((c) => c.operation)).toEqual(['ResumeSections', 'ResumeSections'])
  })

  it('another candidate’s read is its own call, and a failure is not shared with the next read', async () => {
    let fail = true
    const { client, calls } = fakeClient({
      ResumeSections: () => {
        if (fail) throw new PlatformError('Falha de rede', 'NETWORK')
        return answer
      },
    })
    await expect(
      Promise.all([
        run(createResumeActors(client, { userId: 7 }).list, { section: 'education' }),
        run(createResumeActors(client, { userId: 8 }).list, { section: 'education' }),
      ]),
    ).rejects.toMatchObject({ code: 'NETWORK' })
    expect(calls.map((c) => c.variables?.id)).toEqual(['7', '8'])
    fail = false
    await expect(
      run(createResumeActors(client, { userId: 7 }).list, { section: 'education' }),
    ).resolves.toHaveLength(1)
  })

  it('a read under way when a section is saved is not reused after the save', async () => {
    const answers: Array<(value: unknown) => void> = []
    const { client, calls } = fakeClient({
      ResumeSections: () => new Promise((resolve) => answers.push(resolve)),
      EducationCreateUpdate: { educationCreateUpdate: education },
    })
    const actors = createResumeActors(client, { userId: 7 })
    const before = run(actors.list, { section: 'education' })
    const values = educationFormSchema.parse({
      id: null,
      countryId: BRAZIL_COUNTRY_ID,
      stateId: 26,
      level: EDUCATION_LEVEL.undergraduate,
      status: EDUCATION_STATUS.completed,
      institution: { id: null, name: 'Universidade Exemplo' },
      course: { id: null, name: 'Administração' },
      campus: '',
      period: null,
      startDate: '02/2018',
      endDate: '12/2021',
    })
    await run(actors.save, { section: 'education', id: null, values })
    const after = run(actors.list, { section: 'education' })
    expect(calls.filter((c) => c.operation === 'ResumeSections')).toHaveLength(2)
    for (const resolve of answers) resolve(answer)
    await Promise.all([before, after])
  })
})
