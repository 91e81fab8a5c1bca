import { noExperienceMachine, skillsMachine } from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { PlatformError } from '../errors.js'
import { fakeClient, run, type FakeCall } from './fake-client.js'
import { createNoExperienceActors, createSkillsActors } from './profile-sections.js'
import { createResumeActors } from './resume.js'

describe('createSkillsActors', () => {
  it('reads the profile’s skills (none is an empty list)', async () => {
    const { client, calls } = fakeClient({
      ResumeSections: { user: { id: '7', profile: { id: '1', skills: ['Excel', 'SQL'] } } },
    })
    await expect(run(createSkillsActors(client, { userId: 7 }).list, undefined)).resolves.toEqual([
      'Excel',
      'SQL',
    ])
    expect(calls[0]?.variables).toEqual({ id: '7' })
    const none = fakeClient({ ResumeSections: { user: { id: '7', profile: { id: '1', skills: null } } } })
    await expect(run(createSkillsActors(none.client, { userId: 7 }).list, undefined)).resolves.toEqual([])
  })

  it('saves the whole list as that user and answers the list the platform kept', async () => {
    const { client, calls } = fakeClient({
      SkillsCreateUpdate: { skillsCreateUpdate: { success: true, skills: ['Excel', 'SQL'], error: null } },
    })
    await expect(
      run(createSkillsActors(client, { userId: 7 }).save, { skills: ['Excel', 'SQL', 'sql'] }),
    ).resolves.toEqual(['Excel', 'SQL'])
    expect(calls[0]).toMatchObject({
      operation: 'SkillsCreateUpdate',
      variables: { user_id: '7', source: 'carreiras', skills: ['Excel', 'SQL', 'sql'] },
    })
  })

  it('an error in the answer, or a malformed one, fails the save', async () => {
    const refused = fakeClient({
      SkillsCreateUpdate: { skillsCreateUpdate: { success: false, skills: null, error: 'Não autorizado' } },
    })
    await expect(
      run(createSkillsActors(refused.client, { userId: 7 }).save, { skills: [] }),
    ).rejects.toBeInstanceOf(PlatformError)
    const malformed = fakeClient({
      SkillsCreateUpdate: { skillsCreateUpdate: { success: true, skills: [3] } },
    })
    await expect(
      run(createSkillsActors(malformed.client, { userId: 7 }).save, { skills: [] }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
  })

  it('drives the skills machine: add one, then remove it after confirming', async () => {
    let stored: string[] = ['Excel']
    const { client } = fakeClient({
      ResumeSections: () => ({ user: { id: '7', profile: { id: '1', skills: stored } } }),
      SkillsCreateUpdate: (call: FakeCall) => {
        stored = call.variables?.skills as string[]
        return { skillsCreateUpdate: { success: true, skills: stored, error: null } }
      },
    })
    const actor = createActor(
      skillsMachine.provide({ actors: createSkillsActors(client, { userId: 7 }) }),
    ).start()
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    actor.send({ type: 'draft.change', text: 'SQL' })
    actor.send({ type: 'skill.add' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(actor.getSnapshot().context.skills).toEqual(['Excel', 'SQL'])
    actor.send({ type: 'skill.remove', skill: 'Excel' })
    actor.send({ type: 'removal.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(stored).toEqual(['SQL'])
  })
})

describe('createNoExperienceActors', () => {
  it('reads the flag (absent is false)', async () => {
    const on = fakeClient({
      NoProfessionalExperience: { user: { id: '7', profile: { id: '1', noProfessionalExperience: true } } },
    })
    await expect(run(createNoExperienceActors(on.client, { userId: 7 }).read, undefined)).resolves.toBe(true)
    expect(on.calls[0]?.variables).toEqual({ id: '7' })
    const absent = fakeClient({ NoProfessionalExperience: { user: { id: '7', profile: { id: '1' } } } })
    await expect(run(createNoExperienceActors(absent.client, { userId: 7 }).read, undefined)).resolves.toBe(
      false,
    )
  })

  it('saves the flag as that user; a refusal is a failure the machine turns back', async () => {
    const { client, calls } = fakeClient({
      NoProfessionalExperienceUpdate: { noProfessionalExperienceUpdate: { success: true, error: null } },
    })
    await run(createNoExperienceActors(client, { userId: 7, source: 'banco' }).save, { value: true })
    expect(calls[0]?.variables).toEqual({ user_id: '7', source: 'banco', value: true })

    const refused = fakeClient({
      NoProfessionalExperience: { user: { id: '7', profile: { id: '1', noProfessionalExperience: false } } },
      NoProfessionalExperienceUpdate: () => {
        throw new PlatformError('Não autorizado', 'UNAUTHORIZED')
      },
    })
    const actor = createActor(
      noExperienceMachine.provide({ actors: createNoExperienceActors(refused.client, { userId: 7 }) }),
    ).start()
    await waitFor(actor, (s) => s.matches('idle'))
    actor.send({ type: 'flag.change', value: true })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(actor.getSnapshot().context).toMatchObject({ value: false, alert: 'saveFailed' })
  })
})

describe('createResumeActors for causes, acknowledgements and certifications', () => {
  it('saves the form as the payload core builds (only what was filled) and parses the saved record', async () => {
    const { client, calls } = fakeClient({
      CauseExpCreateUpdate: {
        causeExpCreateUpdate: {
          id: '5',
          organization: 'Mutirão Verde',
          area: '16',
          start_date: '05/2023',
          end_date: null,
          country: null,
          responsabilities: null,
        },
      },
      CertificationCreateUpdate: {
        certificationCreateUpdate: { id: '3', code: null, description: 'CPA-10', expires_at: null },
      },
    })
    const actors = createResumeActors(client, { userId: 7 })
    const cause = {
      id: null,
      organization: ' Mutirão Verde ',
      area: 16,
      country: null,
      startDate: '05/2023',
      endDate: '',
      responsibilities: '',
    }
    await expect(run(actors.save, { section: 'cause', id: null, values: cause })).resolves.toEqual({
      id: 5,
      organization: 'Mutirão Verde',
      area: 16,
      start_date: '05/2023',
      end_date: null,
      country: null,
      responsabilities: null,
    })
    expect(calls[0]?.variables).toEqual({
      user_id: '7',
      source: 'carreiras',
      organization: 'Mutirão Verde',
      area: 16,
      start_date: '05/2023',
    })
    await run(actors.save, {
      section: 'certification',
      id: 3,
      values: { id: 3, description: 'CPA-10', code: '', expiresAt: '' },
    })
    expect(calls[1]?.variables).toEqual({ user_id: '7', source: 'carreiras', id: '3', description: 'CPA-10' })
  })

  it('lists acknowledgements parsed with core’s record schema', async () => {
    const { client } = fakeClient({
      ResumeSections: {
        user: {
          id: '7',
          profile: {
            id: '1',
            acknowledgements: [{ id: '2', title: 'Prêmio', description: null, date: '10/2012' }],
          },
        },
      },
    })
    await expect(
      run(createResumeActors(client, { userId: 7 }).list, { section: 'acknowledgement' }),
    ).resolves.toEqual([{ id: 2, title: 'Prêmio', description: null, date: '10/2012' }])
  })
})
