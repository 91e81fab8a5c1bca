import {
  HUNTING_DELAY_MS,
  KEEP_LOGGED_HOURS,
  huntingMachine,
  insertCpfPath,
  profileWizardMachine,
  storedSessionSchema,
  type ProfileWizardNotice,
} from '@carreiras/core'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { PlatformError } from '../errors.js'
import {
  createHuntingActors,
  createProfileWizardActors,
  profileUpdateRequestFrom,
} from './company-requests.js'
import { fakeClient, run, wireClient, type FakeResponder } from './fake-client.js'

const NOW = Date.UTC(2026, 10, 26, 12)
const HOUR_MS = 60 * 60 * 1000

const fail =
  (code: PlatformError['code'], message = 'Falhou'): FakeResponder =>
  () => {
    throw new PlatformError(message, code)
  }

/** A profile update request as the platform sends it (ids as strings, questions out of order). */
const platformRequest = {
  id: '41',
  valid: true,
  messageValidDate: 'Atualize até 03/12/2026',
  profile: ['personal_data', 'education', 'hobbies', 'professional_xp', 'languages'],
  opportunityId: '3001',
  questions: [
    {
      id: '12',
      title: 'Envie seu portfólio (PDF)',
      required: false,
      candidate: true,
      hint: '',
      htmlType: 'file_upload',
      options: null,
      order: 2,
      slug: null,
    },
    {
      id: '11',
      title: 'Qual turno você prefere?',
      required: true,
      candidate: true,
      hint: 'Escolha um',
      htmlType: 'select',
      options: ['Manhã', 'Tarde'],
      order: 1,
      slug: ' turno ',
    },
  ],
}

const pdf = (name = 'portfolio.pdf') =>
  new File([new TextEncoder().encode('%PDF-1.4 portfolio')], name, { type: 'application/pdf' })

describe('createProfileWizardActors: loadRequest', () => {
  it('reads the request of the route’s token for the signed-in candidate', async () => {
    const { client, calls } = fakeClient({
      ProfileQuestionUpdate: { profileQuestionUpdate: platformRequest },
    })
    const request = await run(createProfileWizardActors(client, { userId: 7 }).loadRequest, {
      token: 'tok.1',
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.operation).toBe('ProfileQuestionUpdate')
    expect(calls[0]?.variables).toEqual({ userId: '7', idToken: 'tok.1' })
    expect(request).toMatchObject({
      id: 41,
      valid: true,
      messageValidDate: 'Atualize até 03/12/2026',
      // The steps as given: core drops the unknown ones.
      steps: ['personal_data', 'education', 'hobbies', 'professional_xp', 'languages'],
      opportunityId: 3001,
    })
    // Parsed as an opening's questions: in order, ids as strings, empty hints and slugs trimmed away.
    expect(request?.questions).toMatchObject([
      { id: '11', title: 'Qual turno você prefere?', required: true, hint: 'Escolha um', htmlType: 'select' },
      { id: '12', title: 'Envie seu portfólio (PDF)', htmlType: 'file_upload', hint: null, options: [] },
    ])
    expect(request?.questions[0]).toMatchObject({ options: ['Manhã', 'Tarde'], slug: 'turno', order: 1 })
  })

  it('answers null when no request is pending (“Você já atualizou seu perfil!”)', async () => {
    const { client } = fakeClient({ ProfileQuestionUpdate: { profileQuestionUpdate: null } })
    await expect(
      run(createProfileWizardActors(client, { userId: 7 }).loadRequest, { token: 't' }),
    ).resolves.toBeNull()
  })

  it('keeps valid false (past the deadline) and reads absent fields as valid, no steps, no opening', async () => {
    const expired = fakeClient({
      ProfileQuestionUpdate: { profileQuestionUpdate: { ...platformRequest, valid: false } },
    })
    await expect(
      run(createProfileWizardActors(expired.client, { userId: 7 }).loadRequest, { token: 't' }),
    ).resolves.toMatchObject({ id: 41, valid: false })

    const bare = fakeClient({ ProfileQuestionUpdate: { profileQuestionUpdate: { id: 5 } } })
    await expect(
      run(createProfileWizardActors(bare.client, { userId: 7 }).loadRequest, { token: 't' }),
    ).resolves.toEqual({
      id: 5,
      valid: true,
      messageValidDate: null,
      steps: [],
      opportunityId: null,
      questions: [],
    })
  })

  it.each(['NOT_FOUND', 'UNAUTHORIZED', 'NETWORK'] as const)(
    'keeps the code %s of a failure',
    async (code) => {
      const { client } = fakeClient({ ProfileQuestionUpdate: fail(code) })
      await expect(
        run(createProfileWizardActors(client, { userId: 7 }).loadRequest, { token: 't' }),
      ).rejects.toMatchObject({ code })
    },
  )

  it.each([
    ['no result field', {}],
    ['an id that is not one', { profileQuestionUpdate: { ...platformRequest, id: 'abc' } }],
    ['steps that are not names', { profileQuestionUpdate: { ...platformRequest, profile: 'education' } }],
    ['valid as a string', { profileQuestionUpdate: { ...platformRequest, valid: 'true' } }],
    ['questions that are not a list', { profileQuestionUpdate: { ...platformRequest, questions: {} } }],
  ])('rejects %s with BAD_RESPONSE', async (_name, answer) => {
    const { client } = fakeClient({ ProfileQuestionUpdate: answer })
    await expect(
      run(createProfileWizardActors(client, { userId: 7 }).loadRequest, { token: 't' }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
  })
})

describe('profileUpdateRequestFrom', () => {
  it('keeps any list of step names and any validity as given (absent = valid)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 2 ** 31 }),
        fc.option(fc.boolean(), { nil: null }),
        fc.array(fc.string()),
        fc.option(fc.nat({ max: 2 ** 31 }), { nil: null }),
        (id, valid, steps, opportunityId) => {
          const request = profileUpdateRequestFrom({
            profileQuestionUpdate: { id: String(id), valid, profile: steps, opportunityId, questions: null },
          })
          expect(request).toEqual({
            id,
            valid: valid ?? true,
            messageValidDate: null,
            steps,
            opportunityId,
            questions: [],
          })
        },
      ),
    )
  })

  it('never answers a request without an integer id', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().filter((s) => !/^\s*\d{1,15}\s*$/.test(s)),
          fc.double().filter((n) => !Number.isInteger(n) || n < 0),
        ),
        (id) => {
          expect(() => profileUpdateRequestFrom({ profileQuestionUpdate: { id } })).toThrowError(
            expect.objectContaining({ code: 'BAD_RESPONSE' }),
          )
        },
      ),
    )
  })
})

describe('createProfileWizardActors: submitAnswers', () => {
  const answers = [
    { id: '11', question: 'Qual turno você prefere?', answer: 'Tarde' },
    { id: '12', question: 'Envie seu portfólio (PDF)', answer: 'portfolio.pdf' },
  ]

  it('sends the answers with the request, the candidate and the opening', async () => {
    const { client, calls } = fakeClient({
      QuestionUpdate: { questionUpdate: { success: true, error: null } },
    })
    await expect(
      run(createProfileWizardActors(client, { userId: 7 }).submitAnswers, {
        requestId: 41,
        opportunityId: 3001,
        answers,
      }),
    ).resolves.toEqual({ success: true, error: null })
    expect(calls[0]?.operation).toBe('QuestionUpdate')
    expect(calls[0]?.variables).toEqual({
      questions_update_id: '41',
      user_id: '7',
      opportunity_id: '3001',
      questions: answers,
    })
  })

  it('sends no opening and no answers when the request has neither (it is completed all the same)', async () => {
    const { client, calls } = fakeClient({ QuestionUpdate: { questionUpdate: { success: true } } })
    await run(createProfileWizardActors(client, { userId: 9 }).submitAnswers, {
      requestId: 5,
      opportunityId: null,
      answers: [],
    })
    expect(calls[0]?.variables).toEqual({
      questions_update_id: '5',
      user_id: '9',
      opportunity_id: null,
      questions: [],
    })
  })

  it('sends only id, question and answer of each answer', async () => {
    const { client, calls } = fakeClient({ QuestionUpdate: { questionUpdate: { success: true } } })
    await run(createProfileWizardActors(client, { userId: 7 }).submitAnswers, {
      requestId: 1,
      opportunityId: null,
      answers: [{ id: '1', question: 'Q', answer: 'A', slug: 'x' } as never],
    })
    expect(calls[0]?.variables?.['questions']).toEqual([{ id: '1', question: 'Q', answer: 'A' }])
  })

  it.each([
    ['success false', { questionUpdate: { success: false } }, 'INTERNAL'],
    ['an error text', { questionUpdate: { success: true, error: 'Não foi possível' } }, 'INTERNAL'],
    ['a null result', { questionUpdate: null }, 'BAD_RESPONSE'],
    ['a result of the wrong shape', { questionUpdate: { success: 'yes' } }, 'BAD_RESPONSE'],
  ])('rejects %s', async (_name, answer, code) => {
    const { client } = fakeClient({ QuestionUpdate: answer })
    await expect(
      run(createProfileWizardActors(client, { userId: 7 }).submitAnswers, {
        requestId: 1,
        opportunityId: null,
        answers: [],
      }),
    ).rejects.toMatchObject({ code })
  })

  it.each(['CLOSED', 'VALIDATION', 'NOT_FOUND', 'NETWORK'] as const)('keeps the code %s', async (code) => {
    const { client } = fakeClient({ QuestionUpdate: fail(code) })
    await expect(
      run(createProfileWizardActors(client, { userId: 7 }).submitAnswers, {
        requestId: 1,
        opportunityId: null,
        answers: [],
      }),
    ).rejects.toMatchObject({ code })
  })
})

describe('createProfileWizardActors: files', () => {
  it('attaches a PDF to a question as base64 with its name (the application’s upload)', async () => {
    const { client, calls } = fakeClient({
      UploadFilesQuestion: {
        uploadFilesQuestion: { id: '13', name: 'portfolio.pdf', file: 'http://x/files/13' },
      },
    })
    await expect(
      run(createProfileWizardActors(client, { userId: 7 }).uploadFile, { questionId: '12', file: pdf() }),
    ).resolves.toEqual({ id: '13', name: 'portfolio.pdf', file: 'http://x/files/13' })
    expect(calls[0]?.operation).toBe('UploadFilesQuestion')
    expect(calls[0]?.variables).toEqual({
      user_id: '7',
      question_id: '12',
      document_base64: btoa('%PDF-1.4 portfolio'),
      original_filename: 'portfolio.pdf',
    })
  })

  it('rejects an upload the platform refuses (code kept) or answers without the file', async () => {
    const refused = fakeClient({
      UploadFilesQuestion: fail('VALIDATION', 'Seu arquivo deve estar no formato .pdf'),
    })
    await expect(
      run(createProfileWizardActors(refused.client, { userId: 7 }).uploadFile, {
        questionId: '12',
        file: pdf(),
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: 'Seu arquivo deve estar no formato .pdf' })

    const empty = fakeClient({ UploadFilesQuestion: { uploadFilesQuestion: null } })
    await expect(
      run(createProfileWizardActors(empty.client, { userId: 7 }).uploadFile, {
        questionId: '12',
        file: pdf(),
      }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
  })

  it('removes an attached file, and a refused removal rejects', async () => {
    const { client, calls } = fakeClient({ RemoveAttachedFile: { removeAttachedFile: { success: true } } })
    await expect(
      run(createProfileWizardActors(client, { userId: 7 }).removeFile, { fileId: '13' }),
    ).resolves.toBeUndefined()
    expect(calls[0]?.operation).toBe('RemoveAttachedFile')
    expect(calls[0]?.variables).toEqual({ document_id: '13' })

    const refused = fakeClient({ RemoveAttachedFile: { removeAttachedFile: { success: false } } })
    await expect(
      run(createProfileWizardActors(refused.client, { userId: 7 }).removeFile, { fileId: '13' }),
    ).rejects.toMatchObject({ code: 'INTERNAL' })
  })
})

describe('profileWizardMachine with createProfileWizardActors', () => {
  function wizard(responder: Record<string, unknown>) {
    const fake = fakeClient(responder)
    const notify = vi.fn<(notice: ProfileWizardNotice) => void>()
    const navigate = vi.fn<(to: string) => void>()
    const machine = profileWizardMachine.provide({
      actors: createProfileWizardActors(fake.client, { userId: 7 }),
      actions: {
        notify: (_, params) => notify(params),
        navigate: (_, params) => navigate(params.to),
      },
    })
    const actor = createActor(machine, { input: { token: 'tok.1' } }).start()
    return { ...fake, actor, notify, navigate }
  }

  it('a request with no step nor question is completed at once: questionUpdate with no answers, then /', async () => {
    const { actor, calls, notify, navigate } = wizard({
      ProfileQuestionUpdate: { profileQuestionUpdate: { id: '41', valid: true, profile: ['hobbies'] } },
      QuestionUpdate: { questionUpdate: { success: true } },
    })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe('updated')
    expect(calls.map((c) => c.operation)).toEqual(['ProfileQuestionUpdate', 'QuestionUpdate'])
    expect(calls[1]?.variables).toEqual({
      questions_update_id: '41',
      user_id: '7',
      opportunity_id: null,
      questions: [],
    })
    expect(notify).toHaveBeenCalledWith({ tone: 'success', code: 'updated' })
    expect(navigate).toHaveBeenCalledWith('/')
  })

  it('answers the questions step and sends the answers (the file question unanswered)', async () => {
    const { actor, calls, notify } = wizard({
      ProfileQuestionUpdate: { profileQuestionUpdate: { ...platformRequest, profile: [] } },
      QuestionUpdate: { questionUpdate: { success: true } },
    })
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    expect(actor.getSnapshot().context.steps).toEqual(['questions'])
    // The required choice is missing: nothing is sent.
    actor.send({ type: 'step.next' })
    expect(actor.getSnapshot().context.questionErrors).toHaveProperty('11')
    actor.send({ type: 'answer.change', id: '11', value: 'Tarde' })
    actor.send({ type: 'step.next' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe('updated')
    expect(calls.map((c) => c.operation)).toEqual(['ProfileQuestionUpdate', 'QuestionUpdate'])
    expect(calls.at(-1)?.variables).toEqual({
      questions_update_id: '41',
      user_id: '7',
      opportunity_id: '3001',
      questions: [
        { id: '11', question: 'Qual turno você prefere?', answer: 'Tarde' },
        { id: '12', question: 'Envie seu portfólio (PDF)', answer: '' },
      ],
    })
    expect(notify).toHaveBeenCalledWith({ tone: 'success', code: 'updated' })
  })

  it('attaches a file to its question, removes it, and sends the file’s name', async () => {
    const { actor, calls } = wizard({
      ProfileQuestionUpdate: { profileQuestionUpdate: { ...platformRequest, profile: [] } },
      UploadFilesQuestion: {
        uploadFilesQuestion: { id: '13', name: 'portfolio.pdf', file: 'http://x/files/13' },
      },
      RemoveAttachedFile: { removeAttachedFile: { success: true } },
      QuestionUpdate: { questionUpdate: { success: true } },
    })
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    actor.send({ type: 'file.upload', questionId: '12', file: pdf('antigo.pdf') })
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }) && Object.keys(s.context.files).length > 0)
    expect(actor.getSnapshot().context.files).toEqual({
      '12': [{ id: '13', name: 'portfolio.pdf', file: 'http://x/files/13' }],
    })
    actor.send({ type: 'file.remove', questionId: '12', fileId: '13' })
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }) || s.status === 'error', { timeout: 1000 })
    expect(actor.getSnapshot().context.files).toEqual({ '12': [] })
    actor.send({ type: 'file.upload', questionId: '12', file: pdf() })
    await waitFor(actor, (s) => (s.context.files['12'] ?? []).length === 1, { timeout: 1000 })
    actor.send({ type: 'answer.change', id: '11', value: 'Tarde' })
    actor.send({ type: 'step.next' })
    await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 })
    expect(calls.at(-1)?.variables?.['questions']).toEqual([
      { id: '11', question: 'Qual turno você prefere?', answer: 'Tarde' },
      { id: '12', question: 'Envie seu portfólio (PDF)', answer: 'portfolio.pdf' },
    ])
  })

  it('says the request was already answered (null) or is out of its deadline (valid false), then /', async () => {
    const done = wizard({ ProfileQuestionUpdate: { profileQuestionUpdate: null } })
    await waitFor(done.actor, (s) => s.status === 'done')
    expect(done.actor.getSnapshot().value).toBe('alreadyUpdated')
    expect(done.notify).toHaveBeenCalledWith({ tone: 'success', code: 'alreadyUpdated' })
    expect(done.navigate).toHaveBeenCalledWith('/')

    const expired = wizard({
      ProfileQuestionUpdate: { profileQuestionUpdate: { ...platformRequest, valid: false } },
    })
    await waitFor(expired.actor, (s) => s.status === 'done')
    expect(expired.actor.getSnapshot().value).toBe('outOfDeadline')
    expect(expired.notify).toHaveBeenCalledWith({ tone: 'error', code: 'outOfDeadline' })
  })

  it('an unknown token (or another person’s request) is NOT_FOUND: the page says so; a broken answer may be retried', async () => {
    const unknown = wizard({ ProfileQuestionUpdate: fail('NOT_FOUND', 'Solicitação não encontrada') })
    await waitFor(unknown.actor, (s) => s.matches('notFound'))
    expect(unknown.navigate).not.toHaveBeenCalled()

    const broken = wizard({ ProfileQuestionUpdate: { profileQuestionUpdate: { id: 'x' } } })
    await waitFor(broken.actor, (s) => s.matches('loadFailed'))
  })

  it('a refused submission says so and leaves for /', async () => {
    const { actor, notify, navigate } = wizard({
      ProfileQuestionUpdate: { profileQuestionUpdate: { id: '41' } },
      QuestionUpdate: fail('CLOSED', 'Solicitação fora do prazo'),
    })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe('failed')
    expect(notify).toHaveBeenCalledWith({ tone: 'error', code: 'failed' })
    expect(navigate).toHaveBeenCalledWith('/')
  })
})

/** An AuthPayload as acceptHunting returns it: with a cpf and a phone under profile, which are never kept. */
const acceptedPayload = {
  id: '88',
  name: 'Marina de Souza Lima',
  socialName: null,
  email: 'marina.externa@example.com',
  avatar: null,
  termsOfUserAccepted: [],
  profile: { socialName: null, cpf: '52998224725', phone: '11987654321' },
  token: 'sess.hunt-88',
  expiresAt: '2026-11-27T12:00:00Z',
  forceChangePassword: true,
}

describe('createHuntingActors: decode', () => {
  it('decodes the token anonymously: validity, the invited person and the opening', async () => {
    const { client, calls } = fakeClient({
      DecryptTokenHunting: {
        decryptTokenHunting: { valid: true, user: { id: '88' }, opportunity: { id: '3001' } },
      },
    })
    await expect(run(createHuntingActors(client).decode, { token: 'h.tok' })).resolves.toEqual({
      valid: true,
      userId: 88,
      opportunityId: 3001,
    })
    expect(calls[0]?.operation).toBe('DecryptTokenHunting')
    expect(calls[0]?.variables).toEqual({ token: 'h.tok' })
    expect(calls[0]?.init?.session).toBeNull()
  })

  it('a person with no account yet, or an invitation with no opening, has null ids', async () => {
    const { client } = fakeClient({
      DecryptTokenHunting: { decryptTokenHunting: { valid: true, user: null } },
    })
    await expect(run(createHuntingActors(client).decode, { token: 't' })).resolves.toEqual({
      valid: true,
      userId: null,
      opportunityId: null,
    })
  })

  it('answers null for an unknown token and keeps valid false (expired or answered)', async () => {
    const unknown = fakeClient({ DecryptTokenHunting: { decryptTokenHunting: null } })
    await expect(run(createHuntingActors(unknown.client).decode, { token: 't' })).resolves.toBeNull()

    const used = fakeClient({
      DecryptTokenHunting: { decryptTokenHunting: { valid: false, user: { id: 88 } } },
    })
    await expect(run(createHuntingActors(used.client).decode, { token: 't' })).resolves.toMatchObject({
      valid: false,
      userId: 88,
    })
  })

  it.each([
    ['no result field', {}],
    ['a user without an id', { decryptTokenHunting: { valid: true, user: {} } }],
    ['valid as a string', { decryptTokenHunting: { valid: 'no' } }],
  ])('rejects %s with BAD_RESPONSE', async (_name, answer) => {
    const { client } = fakeClient({ DecryptTokenHunting: answer })
    await expect(run(createHuntingActors(client).decode, { token: 't' })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    })
  })

  it.each(['NOT_FOUND', 'CLOSED', 'NETWORK'] as const)('keeps the code %s', async (code) => {
    const { client } = fakeClient({ DecryptTokenHunting: fail(code) })
    await expect(run(createHuntingActors(client).decode, { token: 't' })).rejects.toMatchObject({ code })
  })
})

describe('createHuntingActors: accept', () => {
  it('accepts anonymously and answers the stored record (keep-logged, nothing sensitive) and the password flag', async () => {
    const { client, calls } = fakeClient({ AcceptHunting: { acceptHunting: acceptedPayload } })
    const accepted = await run(createHuntingActors(client, { now: () => NOW }).accept, { token: 'h.tok' })
    expect(calls[0]?.operation).toBe('AcceptHunting')
    expect(calls[0]?.variables).toEqual({ token: 'h.tok' })
    expect(calls[0]?.init?.session).toBeNull()
    expect(calls[0]?.query).toContain('forceChangePassword')
    expect(accepted).toEqual({
      record: {
        token: 'sess.hunt-88',
        userId: 88,
        name: 'Marina de Souza Lima',
        socialName: null,
        avatar: null,
        email: 'marina.externa@example.com',
        termsAccepted: [],
        keepLogged: true,
        expiresAt: NOW + KEEP_LOGGED_HOURS * HOUR_MS,
      },
      forceChangePassword: true,
    })
    expect(storedSessionSchema.strict().safeParse(accepted.record).success).toBe(true)
    expect(JSON.stringify(accepted)).not.toMatch(/52998224725|11987654321/)
  })

  it('a person who has a password is not asked for one (false or absent flag)', async () => {
    for (const flag of [false, null, undefined]) {
      const { client } = fakeClient({
        AcceptHunting: { acceptHunting: { ...acceptedPayload, forceChangePassword: flag } },
      })
      const accepted = await run(createHuntingActors(client).accept, { token: 't' })
      expect(accepted.forceChangePassword).toBe(false)
    }
  })

  it.each([
    ['a null result', { acceptHunting: null }],
    ['no session token', { acceptHunting: { ...acceptedPayload, token: null } }],
    ['a malformed session token', { acceptHunting: { ...acceptedPayload, token: 'bad token"' } }],
    ['an id that is not one', { acceptHunting: { ...acceptedPayload, id: 'ana' } }],
    ['a flag that is not a boolean', { acceptHunting: { ...acceptedPayload, forceChangePassword: 'yes' } }],
  ])('rejects %s with BAD_RESPONSE', async (_name, answer) => {
    const { client } = fakeClient({ AcceptHunting: answer })
    await expect(run(createHuntingActors(client).accept, { token: 't' })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    })
  })

  it.each(['NOT_FOUND', 'CLOSED', 'RATE_LIMITED', 'NETWORK'] as const)('keeps the code %s', async (code) => {
    const { client } = fakeClient({ AcceptHunting: fail(code) })
    await expect(run(createHuntingActors(client).accept, { token: 't' })).rejects.toMatchObject({ code })
  })
})

describe('createHuntingActors: readCpf', () => {
  const readCpf = async (user: unknown) => {
    const { client, calls } = fakeClient({ HuntingCpf: { user } })
    const cpf = await run(createHuntingActors(client).readCpf, { userId: 88 })
    return { cpf, calls }
  }

  it('reads the cpf of the profile by id', async () => {
    const { cpf, calls } = await readCpf({ id: '88', cpf: '52998224725', passport: 'AB123' })
    expect(cpf).toBe('52998224725')
    expect(calls[0]?.operation).toBe('HuntingCpf')
    expect(calls[0]?.variables).toEqual({ id: '88' })
  })

  it('falls back on the passport, then on an empty text', async () => {
    await expect(readCpf({ id: '88', cpf: null, passport: 'AB123' })).resolves.toMatchObject({ cpf: 'AB123' })
    await expect(readCpf({ id: '88', cpf: '  ', passport: null })).resolves.toMatchObject({ cpf: '' })
    await expect(readCpf({ id: '88' })).resolves.toMatchObject({ cpf: '' })
  })

  it('answers the cpf when there is one, else the passport, else nothing (any blanks)', async () => {
    const doc = fc.option(
      fc.oneof(fc.constant(''), fc.constant('  '), fc.stringMatching(/^[A-Z0-9]{5,11}$/)),
      {
        nil: null,
      },
    )
    await fc.assert(
      fc.asyncProperty(doc, doc, async (cpf, passport) => {
        const { cpf: read } = await readCpf({ id: '88', cpf, passport })
        expect(read).toBe(cpf?.trim() || passport?.trim() || '')
      }),
    )
  })

  it('rejects no user, or a broken one, with BAD_RESPONSE; keeps UNAUTHORIZED', async () => {
    await expect(readCpf(null)).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    await expect(readCpf({ id: '88', cpf: 52998224725 })).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    const { client } = fakeClient({ HuntingCpf: fail('UNAUTHORIZED', 'Não autorizado') })
    await expect(run(createHuntingActors(client).readCpf, { userId: 88 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    })
  })

  it('reads with the session the acceptance returned (not another one the app still holds)', async () => {
    const { client, calls } = fakeClient({
      AcceptHunting: { acceptHunting: acceptedPayload },
      HuntingCpf: { user: { id: '88', cpf: '52998224725' } },
    })
    const actors = createHuntingActors(client)
    // Before any acceptance, the client's own session goes.
    await run(actors.readCpf, { userId: 88 })
    expect(calls[0]?.init?.session).toBeUndefined()
    await run(actors.accept, { token: 't' })
    await run(actors.readCpf, { userId: 88 })
    expect(calls[2]?.init?.session).toEqual({ token: 'sess.hunt-88', userId: 88 })
    // Another user's read is not given that session.
    await run(actors.readCpf, { userId: 5 })
    expect(calls[3]?.init?.session).toBeUndefined()
  })

  it('over the sealed transport: accept goes without a session, the cpf read with the new one', async () => {
    const answers: Record<string, unknown> = {
      AcceptHunting: { acceptHunting: acceptedPayload },
      HuntingCpf: { user: { id: '88', cpf: null, passport: null } },
    }
    const { client, calls } = wireClient(
      (operation) => answers[operation],
      () => ({ token: 'sess.someone-else', userId: 5 }),
    )
    const actors = createHuntingActors(client)
    await run(actors.accept, { token: 'h.tok' })
    await expect(run(actors.readCpf, { userId: 88 })).resolves.toBe('')
    expect(calls.map((c) => c.operation)).toEqual(['AcceptHunting', 'HuntingCpf'])
    expect(calls[0]?.authorization).not.toContain('session=')
    expect(calls[1]?.authorization).toContain('session="sess.hunt-88"')
  })
})

describe('createHuntingActors: refuse', () => {
  it('refuses anonymously with the token', async () => {
    const { client, calls } = fakeClient({ RefuseHunting: { refuseHunting: { success: true, error: null } } })
    await expect(run(createHuntingActors(client).refuse, { token: 'h.tok' })).resolves.toEqual({
      success: true,
      error: null,
    })
    expect(calls[0]?.operation).toBe('RefuseHunting')
    expect(calls[0]?.variables).toEqual({ token: 'h.tok' })
    expect(calls[0]?.init?.session).toBeNull()
  })

  it.each([
    ['success false', { refuseHunting: { success: false } }, 'INTERNAL'],
    ['an error text', { refuseHunting: { error: 'Convite já respondido' } }, 'INTERNAL'],
    ['a null result', { refuseHunting: null }, 'BAD_RESPONSE'],
  ])('rejects %s', async (_name, answer, code) => {
    const { client } = fakeClient({ RefuseHunting: answer })
    await expect(run(createHuntingActors(client).refuse, { token: 't' })).rejects.toMatchObject({ code })
  })

  it.each(['NOT_FOUND', 'CLOSED', 'NETWORK'] as const)('keeps the code %s', async (code) => {
    const { client } = fakeClient({ RefuseHunting: fail(code) })
    await expect(run(createHuntingActors(client).refuse, { token: 't' })).rejects.toMatchObject({ code })
  })
})

describe('huntingMachine with createHuntingActors', () => {
  function hunting(responder: Record<string, unknown>, mode: 'accept' | 'refuse' = 'accept') {
    const fake = fakeClient(responder)
    const signIn = vi.fn()
    const navigate = vi.fn<(to: string) => void>()
    const offerPassword = vi.fn()
    const machine = huntingMachine.provide({
      actors: createHuntingActors(fake.client, { now: () => NOW }),
      actions: {
        signIn: (_, params) => signIn(params.record),
        navigate: (_, params) => navigate(params.to),
        offerPassword: () => offerPassword(),
      },
    })
    const actor = createActor(machine, { input: { token: 'h.tok', mode, now: () => NOW } }).start()
    return { ...fake, actor, signIn, navigate, offerPassword }
  }

  it('a person the invitation created: decoded, accepted, signed in, after the wait the empty cpf → /InsertCpf', async () => {
    const { actor, calls, signIn, navigate } = hunting({
      DecryptTokenHunting: { decryptTokenHunting: { valid: true, user: null, opportunity: { id: '3001' } } },
      AcceptHunting: { acceptHunting: acceptedPayload },
      HuntingCpf: { user: { id: '88', cpf: null, passport: null } },
    })
    await waitFor(actor, (s) => s.matches('waiting'))
    const waitStarted = Date.now()
    expect(signIn).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 88, token: 'sess.hunt-88', keepLogged: true }),
    )
    await waitFor(actor, (s) => s.status === 'done', { timeout: HUNTING_DELAY_MS * 4 })
    expect(Date.now() - waitStarted).toBeGreaterThanOrEqual(HUNTING_DELAY_MS - 20)
    expect(calls.map((c) => c.operation)).toEqual(['DecryptTokenHunting', 'AcceptHunting', 'HuntingCpf'])
    expect(calls[2]?.variables).toEqual({ id: '88' })
    expect(calls[2]?.init?.session).toEqual({ token: 'sess.hunt-88', userId: 88 })
    expect(navigate).toHaveBeenCalledWith(insertCpfPath('Marina de Souza Lima', 'h.tok'))
  })

  it('an existing candidate with a cpf → /, offered a password only when missing', async () => {
    const { actor, navigate, offerPassword } = hunting({
      DecryptTokenHunting: { decryptTokenHunting: { valid: true, user: { id: '88' } } },
      AcceptHunting: { acceptHunting: { ...acceptedPayload, forceChangePassword: false } },
      HuntingCpf: { user: { id: '88', cpf: '52998224725' } },
    })
    await waitFor(actor, (s) => s.status === 'done', { timeout: HUNTING_DELAY_MS * 4 })
    expect(navigate).toHaveBeenCalledWith('/')
    expect(offerPassword).not.toHaveBeenCalled()
  })

  it('an unknown token (null or NOT_FOUND) and a used one (valid false or CLOSED) end on a clear screen', async () => {
    const cases = [
      [{ DecryptTokenHunting: { decryptTokenHunting: null } }, 'unknown'],
      [{ DecryptTokenHunting: fail('NOT_FOUND') }, 'unknown'],
      [{ DecryptTokenHunting: { decryptTokenHunting: { valid: false } } }, 'answered'],
      [
        { DecryptTokenHunting: { decryptTokenHunting: { valid: true } }, AcceptHunting: fail('CLOSED') },
        'answered',
      ],
    ] as const
    for (const [responder, reason] of cases) {
      const { actor, signIn } = hunting(responder as Record<string, unknown>)
      await waitFor(actor, (s) => s.matches('invalid'))
      expect(actor.getSnapshot().context.reason).toBe(reason)
      expect(signIn).not.toHaveBeenCalled()
    }
  })

  it('the refusal link asks first, then records the refusal', async () => {
    const { actor, calls } = hunting(
      {
        DecryptTokenHunting: { decryptTokenHunting: { valid: true, user: { id: '88' } } },
        RefuseHunting: { refuseHunting: { success: true } },
      },
      'refuse',
    )
    await waitFor(actor, (s) => s.matches('confirming'))
    expect(calls.map((c) => c.operation)).toEqual(['DecryptTokenHunting'])
    actor.send({ type: 'refuse.confirm' })
    await waitFor(actor, (s) => s.matches('refused'))
    expect(calls.map((c) => c.operation)).toEqual(['DecryptTokenHunting', 'RefuseHunting'])
  })

  it('a refusal the platform does not record stays on the question', async () => {
    const { actor } = hunting(
      {
        DecryptTokenHunting: { decryptTokenHunting: { valid: true } },
        RefuseHunting: { refuseHunting: { success: false } },
      },
      'refuse',
    )
    await waitFor(actor, (s) => s.matches('confirming'))
    actor.send({ type: 'refuse.confirm' })
    await waitFor(actor, (s) => s.matches('confirming') && s.context.refuseFailed)
  })
})
