// The profile update wizard: scenarios with fake actors (the real personal-data, section-list and
// no-experience machines as children, with fake actors of their own), read through the connect view.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { PostalLookupInput, PostalLookupOutput } from '../application/application.types'
import type { AttachedFile } from '../application/questions'
import { ptBR } from '../messages/pt-BR'
import { ANA_PROFILE } from '../personal-data/personal-data.fixtures'
import type {
  PersonalDataProfile,
  SavePersonalDataOffFichaInput,
} from '../personal-data/personal-data.machine'
import { registerPersonalDataMachine } from '../register-profile/register-profile.machine'
import { LISTED_EDUCATION, LISTED_EXPERIENCE } from '../register-profile/register-profile.fixtures'
import { noExperienceMachine } from '../resume/no-experience.machine'
import {
  sectionListMachine,
  type RemoveInput,
  type RemoveResult,
  type SaveInput,
  type SectionItem,
} from '../resume/section-list.machine'
import { connectProfileWizard, wizardNoticeText } from './profile-wizard.connect'
import { FULL_REQUEST, LISTS_ONLY_REQUEST, QUESTIONS_ONLY_REQUEST } from './profile-wizard.fixtures'
import { profileWizardMachine } from './profile-wizard.machine'
import type { ProfileWizardNotice, SubmitAnswersInput } from './profile-wizard.types'
import type { ProfileUpdateRequest } from './profile-wizard.rules'

const coded = (code: string) => Object.assign(new Error(code), { code })
const NOW = () => new Date('2026-11-26T12:00:00Z')
const w = ptBR.profile.wizard

interface Fakes {
  request?: () => Promise<ProfileUpdateRequest | null>
  profile?: PersonalDataProfile
  savePersonalData?: (input: SavePersonalDataOffFichaInput) => Promise<unknown>
  lists?: Partial<Record<'education' | 'experience' | 'language', SectionItem[]>>
  noExperience?: boolean
  submit?: (input: SubmitAnswersInput) => Promise<unknown>
  upload?: () => Promise<AttachedFile>
  remove?: () => Promise<unknown>
}

function start(fakes: Fakes = {}) {
  const loadRequest = vi.fn(fakes.request ?? (async () => FULL_REQUEST))
  const savePersonalData = vi.fn(fakes.savePersonalData ?? (async () => ({ success: true })))
  const submitAnswers = vi.fn(fakes.submit ?? (async () => ({ success: true })))
  const uploadFile = vi.fn(fakes.upload ?? (async () => ({ id: 'f1', name: 'portfolio.pdf', file: 'x' })))
  const removeFile = vi.fn(fakes.remove ?? (async () => ({ success: true })))
  const saveFlag = vi.fn(async () => {})
  const notices: ProfileWizardNotice[] = []
  const navigations: string[] = []
  const lists = { education: [], experience: [], language: [], ...fakes.lists }
  const machine = profileWizardMachine.provide({
    actors: {
      loadRequest: fromPromise(() => loadRequest()),
      submitAnswers: fromPromise(({ input }) => submitAnswers(input)),
      uploadFile: fromPromise(() => uploadFile()),
      removeFile: fromPromise(() => removeFile()),
      personalData: registerPersonalDataMachine.provide({
        actors: {
          loadProfile: fromPromise(async () => fakes.profile ?? ANA_PROFILE),
          savePersonalData: fromPromise(({ input }) => savePersonalData(input)),
          lookupPostalCode: fromPromise<PostalLookupOutput, PostalLookupInput>(async () => {
            throw coded('NOT_FOUND')
          }),
          loadCities: fromPromise(async ({ input }) => ({ state: input.state, cities: ['São Paulo'] })),
          uploadLaudo: fromPromise(async () => ({ id: '1', name: 'x.pdf', file: 'x' })),
          removeLaudo: fromPromise<unknown, { fileId: string }>(async () => ({})),
          uploadAvatar: fromPromise(async () => 'https://x/a.png'),
        },
      }),
      sectionList: sectionListMachine.provide({
        actors: {
          list: fromPromise(async ({ input }) => lists[input.section as keyof typeof lists] ?? []),
          save: fromPromise<unknown, SaveInput>(async () => ({ success: true })),
          remove: fromPromise<RemoveResult, RemoveInput>(async () => ({ success: true })),
        },
      }),
      noExperience: noExperienceMachine.provide({
        actors: {
          read: fromPromise(async () => fakes.noExperience ?? false),
          save: fromPromise(() => saveFlag()),
        },
      }),
    },
    actions: {
      notify: (_, notice) => notices.push(notice),
      navigate: (_, { to }) => navigations.push(to),
    },
  })
  const actor = createActor(machine, { input: { token: 'tok-1', now: NOW } }).start()
  const view = () => connectProfileWizard(actor.getSnapshot(), actor.send)
  return {
    actor,
    view,
    notices,
    navigations,
    calls: { loadRequest, savePersonalData, submitAnswers, uploadFile, removeFile, saveFlag },
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('loading the request', () => {
  it('sends the route token and shows a spinner meanwhile', async () => {
    const w1 = start({ request: () => new Promise(() => {}) })
    expect(w1.view().screen).toBe('loading')
    expect(w1.view().next.disabled).toBe(true)
    expect(w1.calls.loadRequest).toHaveBeenCalledTimes(1)
  })

  it("no pending request: 'Você já atualizou seu perfil!' (success) and /", async () => {
    const w1 = start({ request: async () => null })
    await flush()
    expect(w1.notices).toEqual([{ tone: 'success', code: 'alreadyUpdated' }])
    expect(wizardNoticeText(w1.notices[0]!)).toBe('Você já atualizou seu perfil!')
    expect(w1.navigations).toEqual(['/'])
    expect(w1.actor.getSnapshot().status).toBe('done')
  })

  it("valid false: 'Solicitação fora do prazo' (error) and /", async () => {
    const w1 = start({ request: async () => ({ ...FULL_REQUEST, valid: false }) })
    await flush()
    expect(w1.notices).toEqual([{ tone: 'error', code: 'outOfDeadline' }])
    expect(wizardNoticeText(w1.notices[0]!)).toBe('Solicitação fora do prazo')
    expect(w1.navigations).toEqual(['/'])
  })

  it('an unknown token or another person’s request: said on the page, nothing revealed', async () => {
    const w1 = start({ request: async () => Promise.reject(coded('NOT_FOUND')) })
    await flush()
    expect(w1.view().screen).toBe('notFound')
    expect(w1.view().notFound).toEqual({
      title: 'Solicitação não encontrada',
      message: w.notFound.message,
      homeLabel: 'Ir para a página inicial',
    })
    expect(w1.navigations).toEqual([])
  })

  it("another failure: 'Tentar novamente' reads it again", async () => {
    let calls = 0
    const w1 = start({
      request: async () => (++calls === 1 ? Promise.reject(coded('NETWORK')) : FULL_REQUEST),
    })
    await flush()
    expect(w1.view().screen).toBe('loadFailed')
    expect(w1.view().retry?.message).toBe('Não foi possível abrir a solicitação. Tente novamente.')
    w1.view().retry!.onRetry()
    await flush()
    expect(w1.view().screen).toBe('wizard')
  })
})

describe('the steps', () => {
  it('come from the request, unknown names dropped, the questions appended', async () => {
    const w1 = start({
      request: async () => ({
        ...FULL_REQUEST,
        steps: ['languages', 'hobbies', 'personal_data', 'languages', 'questions'],
      }),
    })
    await flush()
    expect(w1.view().steps.map((s) => [s.id, s.label, s.status])).toEqual([
      ['languages', 'Idiomas', 'current'],
      ['personal_data', 'Dados Pessoais', 'upcoming'],
      ['questions', 'Perguntas da empresa', 'upcoming'],
    ])
    expect(w1.view().progress).toBe('Etapa 1 de 3')
    expect(w1.view().children.language).not.toBeNull()
    expect(w1.view().children.education).toBeNull()
  })

  it("'Voltar' only after the first step; personal data saved before going on, kept on the way back", async () => {
    const w1 = start()
    await flush()
    expect(w1.view().current).toBe('personal_data')
    expect(w1.view().back).toBeNull()
    w1.view().next.onNext()
    await flush()
    expect(w1.calls.savePersonalData).toHaveBeenCalledTimes(1)
    expect(w1.view().current).toBe('education')
    expect(w1.view().back?.label).toBe('Voltar')
    const child = w1.view().children.personalData!
    w1.view().back!.onBack()
    expect(w1.view().current).toBe('personal_data')
    // The same child: everything typed is still there.
    expect(w1.view().children.personalData).toBe(child)
    expect(child.getSnapshot().context.values.firstname).toBe('Ana')
  })

  it('personal data the form refuses blocks the step; nothing is sent', async () => {
    const w1 = start()
    await flush()
    w1.view().children.personalData!.send({ type: 'field.change', field: 'firstname', value: '' })
    const before = w1.view().errorsShown
    w1.view().next.onNext()
    await flush()
    expect(w1.calls.savePersonalData).not.toHaveBeenCalled()
    expect(w1.view().current).toBe('personal_data')
    expect(w1.view().errorsShown).toBe(before + 1)
  })

  it('a failed personal-data save stays on the step (the form says Uoops and keeps what was typed)', async () => {
    const w1 = start({ savePersonalData: async () => Promise.reject(coded('INTERNAL')) })
    await flush()
    w1.view().next.onNext()
    await flush()
    expect(w1.view().current).toBe('personal_data')
    expect(w1.view().next.disabled).toBe(false)
  })

  it('both buttons are disabled while the personal data saves', async () => {
    let resolve: (v: unknown) => void = () => {}
    const w1 = start({ savePersonalData: () => new Promise((r) => (resolve = r)) })
    await flush()
    w1.view().next.onNext()
    await flush()
    expect(w1.view().next).toMatchObject({ disabled: true, busy: true })
    resolve({ success: true })
    await flush()
    expect(w1.view().current).toBe('education')
    w1.view().next.onNext() // no education listed
    expect(w1.view().back?.disabled).toBe(false)
  })

  it("no education: 'Uoops' / 'Informe ao menos uma formação', blocked; with one it goes on", async () => {
    const w1 = start({ request: async () => LISTS_ONLY_REQUEST })
    await flush()
    w1.view().next.onNext()
    expect(w1.view().alert).toMatchObject({ title: 'Uoops', message: 'Informe ao menos uma formação' })
    expect(w1.view().current).toBe('education')
    w1.view().alert!.onDismiss()
    expect(w1.view().alert).toBeNull()

    const w2 = start({ request: async () => LISTS_ONLY_REQUEST, lists: { education: [LISTED_EDUCATION] } })
    await flush()
    w2.view().next.onNext()
    expect(w2.view().alert).toBeNull()
    expect(w2.view().current).toBe('professional_xp')
  })

  it("no experience: 'Uoops' / 'Informe sua experiência profissional'; the flag or an entry lets it pass", async () => {
    const request = async () => ({ ...LISTS_ONLY_REQUEST, steps: ['professional_xp', 'languages'] })
    const w1 = start({ request })
    await flush()
    w1.view().next.onNext()
    expect(w1.view().alert).toMatchObject({ title: 'Uoops', message: 'Informe sua experiência profissional' })
    w1.view().children.noExperience!.send({ type: 'flag.change', value: true })
    await flush()
    expect(w1.calls.saveFlag).toHaveBeenCalledTimes(1)
    w1.view().next.onNext()
    expect(w1.view().current).toBe('languages')

    const w2 = start({ request, lists: { experience: [LISTED_EXPERIENCE] } })
    await flush()
    w2.view().next.onNext()
    expect(w2.view().current).toBe('languages')
  })

  it('languages always pass; the last step without questions completes the request with no answers', async () => {
    const w1 = start({ request: async () => ({ ...LISTS_ONLY_REQUEST, steps: ['languages'] }) })
    await flush()
    expect(w1.view().intro).toBe(w.languagesIntro)
    w1.view().next.onNext()
    await flush()
    expect(w1.calls.submitAnswers).toHaveBeenCalledWith({ requestId: 42, opportunityId: 3001, answers: [] })
    expect(w1.notices).toEqual([{ tone: 'success', code: 'updated' }])
    expect(wizardNoticeText(w1.notices[0]!)).toBe('Perfil atualizado com sucesso!')
    expect(w1.navigations).toEqual(['/'])
  })
})

describe('the questions step', () => {
  async function atQuestions(fakes: Fakes = {}) {
    const w1 = start({ request: async () => QUESTIONS_ONLY_REQUEST, ...fakes })
    await flush()
    expect(w1.view().current).toBe('questions')
    return w1
  }

  it('a required question left empty blocks with its message; answering clears it', async () => {
    const w1 = await atQuestions()
    w1.view().next.onNext()
    expect(w1.view().questions!.errors).toEqual({ q1: 'Campo obrigatório', q3: 'Campo obrigatório' })
    expect(w1.calls.submitAnswers).not.toHaveBeenCalled()
    w1.view().questions!.onAnswer('q1', 'R$ 5.000')
    w1.view().questions!.onAnswer('q3', 'Sim')
    expect(w1.view().questions!.errors).toEqual({})
  })

  it('sends every answer (id, question, answer) with the files’ names, then success and /', async () => {
    const w1 = await atQuestions()
    const q = () => w1.view().questions!
    q().onAnswer('q1', 'R$ "5.000"')
    q().onAnswer('q3', 'Não')
    q().onAnswer('q4', 'Excel;SQL')
    q().onUpload('q5', { name: 'portfolio.pdf', size: 1000, type: 'application/pdf' })
    expect(w1.view().next.disabled).toBe(true)
    expect(q().uploading).toEqual({ q5: true })
    await flush()
    expect(q().attachments.q5).toEqual([{ id: 'f1', name: 'portfolio.pdf', file: 'x' }])
    w1.view().next.onNext()
    await flush()
    expect(w1.calls.submitAnswers).toHaveBeenCalledWith({
      requestId: 43,
      opportunityId: 3001,
      answers: [
        { id: 'q1', question: 'Qual é a sua pretensão salarial?', answer: 'R$ 5.000' },
        { id: 'q2', question: 'Qual turno você prefere?', answer: '' },
        { id: 'q3', question: 'Você tem disponibilidade para viagens?', answer: 'Não' },
        { id: 'q4', question: 'Quais ferramentas você usa?', answer: 'Excel;SQL' },
        { id: 'q5', question: 'Envie seu portfólio (PDF)', answer: 'portfolio.pdf' },
      ],
    })
    expect(w1.notices).toEqual([{ tone: 'success', code: 'updated' }])
    expect(w1.navigations).toEqual(['/'])
  })

  it('a file in the wrong format or too large is refused before sending, with its text', async () => {
    const w1 = await atQuestions()
    w1.view().questions!.onUpload('q5', { name: 'foto.png', size: 10, type: 'image/png' })
    expect(w1.view().questions!.fileErrors.q5).toEqual({
      title: 'Falha no carregamento do arquivo',
      message: 'Seu arquivo deve estar no formato .pdf',
    })
    w1.view().questions!.onUpload('q5', { name: 'big.pdf', size: 5_000_000, type: 'application/pdf' })
    expect(w1.view().questions!.fileErrors.q5?.message).toBe('Seu arquivo não pode ter mais que 2MB')
    expect(w1.calls.uploadFile).not.toHaveBeenCalled()
  })

  it('a failed upload or removal is said on the question; a removal takes the file off', async () => {
    const w1 = await atQuestions({ upload: async () => Promise.reject(coded('INTERNAL')) })
    w1.view().questions!.onUpload('q5', { name: 'a.pdf', size: 10, type: 'application/pdf' })
    await flush()
    expect(w1.view().questions!.fileErrors.q5?.title).toBe('Erro ao anexar arquivo.')

    const w2 = await atQuestions()
    w2.view().questions!.onUpload('q5', { name: 'a.pdf', size: 10, type: 'application/pdf' })
    await flush()
    w2.view().questions!.onRemove('q5', 'f1')
    await flush()
    expect(w2.view().questions!.attachments.q5).toEqual([])

    const w3 = await atQuestions({ remove: async () => Promise.reject(coded('INTERNAL')) })
    w3.view().questions!.onUpload('q5', { name: 'a.pdf', size: 10, type: 'application/pdf' })
    await flush()
    w3.view().questions!.onRemove('q5', 'f1')
    await flush()
    expect(w3.view().questions!.attachments.q5).toHaveLength(1)
    expect(w3.view().questions!.fileErrors.q5?.title).toBe('Erro ao excluir arquivo.')
  })

  it("a failed submission: 'Ocorreu um erro ao atualizar seu perfil. Tente novamente.' and /", async () => {
    const w1 = await atQuestions({ submit: async () => Promise.reject(coded('INTERNAL')) })
    w1.view().questions!.onAnswer('q1', 'R$ 5.000')
    w1.view().questions!.onAnswer('q3', 'Sim')
    w1.view().next.onNext()
    await flush()
    expect(w1.notices).toEqual([{ tone: 'error', code: 'failed' }])
    expect(wizardNoticeText(w1.notices[0]!)).toBe('Ocorreu um erro ao atualizar seu perfil. Tente novamente.')
    expect(w1.navigations).toEqual(['/'])
  })

  it('a dropped connection keeps the step and every answer (nothing lost), with the network text', async () => {
    let calls = 0
    const w1 = await atQuestions({
      submit: async () => (++calls === 1 ? Promise.reject(coded('NETWORK')) : { success: true }),
    })
    w1.view().questions!.onAnswer('q1', 'R$ 5.000')
    w1.view().questions!.onAnswer('q3', 'Sim')
    w1.view().next.onNext()
    await flush()
    expect(w1.view().current).toBe('questions')
    expect(w1.view().alert?.message).toBe(ptBR.clientErrors.NETWORK)
    expect(w1.view().questions!.answers.q1).toBe('R$ 5.000')
    expect(w1.navigations).toEqual([])
    w1.view().next.onNext()
    await flush()
    expect(w1.navigations).toEqual(['/'])
  })
})
