// The register pages' machine: scenarios with fake actors (the real personal-data machine as the child,
// with fake actors of its own), read through the connect view (what the page sees).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { REGISTER_DONE_REDIRECT_MS } from '../constants'
import { ptBR } from '../messages/pt-BR'
import type { PostalLookupInput, PostalLookupOutput } from '../application/application.types'
import { ANA_PROFILE, NEW_ACCOUNT_PROFILE } from '../personal-data/personal-data.fixtures'
import type {
  PersonalDataProfile,
  SavePersonalDataOffFichaInput,
} from '../personal-data/personal-data.machine'
import { connectRegisterProfile } from './register-profile.connect'
import {
  LISTED_EDUCATION,
  LISTED_EXPERIENCE,
  LISTED_LANGUAGE,
  TALENT_BANK_QUESTIONS,
  VALID_EDUCATION,
  VALID_EXPERIENCE,
} from './register-profile.fixtures'
import { registerPersonalDataMachine, registerProfileMachine } from './register-profile.machine'
import type {
  JoinTalentBankInput,
  RegisterProfileData,
  RegisterProfileInput,
  SaveEntryInput,
  SaveEntryOutput,
} from './register-profile.types'
import { emptyEducationForm } from './register-profile.rules'

const coded = (code: string) => Object.assign(new Error(code), { code })
const NOW = () => new Date('2025-06-01T12:00:00Z')
const t = ptBR.profile

const NOTHING_LISTED: RegisterProfileData = {
  educations: [],
  experiences: [],
  languages: [],
  noExperience: false,
  talentBankJoinedAt: null,
  additional: [],
}

interface Fakes {
  profile?: PersonalDataProfile
  data?: () => Promise<RegisterProfileData>
  savePersonalData?: (input: SavePersonalDataOffFichaInput) => Promise<unknown>
  saveEntry?: (input: SaveEntryInput) => Promise<SaveEntryOutput>
  saveNoExperience?: (input: { value: boolean }) => Promise<unknown>
  join?: (input: JoinTalentBankInput) => Promise<unknown>
}

let nextId = 1000

function start(input: Partial<RegisterProfileInput> = {}, fakes: Fakes = {}) {
  const load = vi.fn(fakes.data ?? (async () => NOTHING_LISTED))
  const savePersonalData = vi.fn(fakes.savePersonalData ?? (async () => ({ success: true })))
  const saveEntry = vi.fn(
    fakes.saveEntry ?? (async (entry: SaveEntryInput) => ({ ...entry.values, id: ++nextId }) as never),
  )
  const saveNoExperience = vi.fn(fakes.saveNoExperience ?? (async () => ({ success: true })))
  const join = vi.fn(fakes.join ?? (async () => ({ success: true })))
  const navigateDone = vi.fn()
  const requestLogin = vi.fn()
  const personalData = registerPersonalDataMachine.provide({
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
  })
  const actor = createActor(
    registerProfileMachine.provide({
      actors: {
        personalData,
        loadRegisterProfile: fromPromise(() => load()),
        saveEntry: fromPromise(({ input }) => saveEntry(input)),
        saveNoExperience: fromPromise(({ input }) => saveNoExperience(input)),
        joinTalentBank: fromPromise(({ input }) => join(input)),
      },
      actions: { navigateDone: (_, params) => navigateDone(params), requestLogin },
    }),
    { input: { variant: 'register', companyId: 6562, now: NOW, ...input } },
  ).start()
  const view = () => connectRegisterProfile(actor.getSnapshot(), actor.send)
  const child = () => actor.getSnapshot().context.personalData.getSnapshot()
  return {
    actor,
    view,
    child,
    calls: { load, savePersonalData, saveEntry, saveNoExperience, join, navigateDone, requestLogin },
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

/** Fills the forms the page started with: one education, one experience, one language. */
function fillAll(view: ReturnType<typeof start>['view'], { language = true } = {}) {
  const { education, experience, language: languages } = view()
  education.inline!.onDraftsChange([{ ...education.inline!.drafts[0]!, values: VALID_EDUCATION }])
  view().experience.inline!.onDraftsChange([{ ...experience.inline!.drafts[0]!, values: VALID_EXPERIENCE }])
  if (language) {
    view().language.inline!.onDraftsChange([
      { ...languages.inline!.drafts[0]!, values: { id: null, language: 2, proficiency: 3 } },
    ])
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the register page (/deixe-seu-perfil)', () => {
  it('loads, then offers one empty form per section and the register texts', async () => {
    const { view, calls } = start()
    expect(view().screen).toBe('loading')
    await flush()
    expect(calls.load).toHaveBeenCalledTimes(1)
    const v = view()
    expect(v).toMatchObject({
      screen: 'form',
      title: 'Deixe seu perfil',
      submit: { label: 'Deixar meu currículo', busy: false, disabled: false },
      alert: null,
      done: null,
      questions: null,
      joinedNote: null,
    })
    expect(v.education).toMatchObject({ heading: 'Formações', listed: [], error: null })
    expect(v.education.inline).toMatchObject({ minForms: 1, showErrors: false, hidden: false })
    expect(v.education.inline!.drafts).toHaveLength(1)
    expect(v.education.inline!.drafts[0]!.values).toEqual(emptyEducationForm())
    expect(v.experience.inline!.drafts).toHaveLength(1)
    expect(v.experience.noExperience).toMatchObject({ label: t.experience.none, checked: false })
    expect(v.language.inline!.drafts).toHaveLength(1)
  })

  it('with education left empty: says so, keeps everything and sends nothing', async () => {
    const { view, calls, child } = start()
    await flush()
    view().experience.inline!.onDraftsChange([
      { ...view().experience.inline!.drafts[0]!, values: VALID_EXPERIENCE },
    ])
    view().submit.onSubmit()
    await flush()
    expect(view()).toMatchObject({ screen: 'form', firstInvalid: 'education', errorsShown: 1 })
    expect(view().education.error).toBe('Preencha corretamente sua formação')
    expect(view().experience.error).toBeNull()
    expect(view().education.inline!.showErrors).toBe(true)
    expect(view().experience.inline!.drafts[0]!.values).toEqual(VALID_EXPERIENCE)
    // The personal data is valid: it is not sent (nor saved) while the lists fail.
    expect(calls.savePersonalData).not.toHaveBeenCalled()
    expect(calls.saveEntry).not.toHaveBeenCalled()
    expect(child().matches({ ready: { form: 'editing' } })).toBe(true)

    // Fixing it clears the message at once.
    view().education.inline!.onDraftsChange([
      { ...view().education.inline!.drafts[0]!, values: VALID_EDUCATION },
    ])
    expect(view().education.error).toBeNull()
  })

  it('with experience missing: "Preencha corretamente sua experiência profissional", unless declared none', async () => {
    const { view } = start()
    await flush()
    view().education.inline!.onDraftsChange([
      { ...view().education.inline!.drafts[0]!, values: VALID_EDUCATION },
    ])
    view().submit.onSubmit()
    expect(view().experience.error).toBe('Preencha corretamente sua experiência profissional')
    view().experience.noExperience!.onChange(true)
    expect(view().experience.error).toBeNull()
    expect(view().experience.inline!.hidden).toBe(true)
  })

  it('with broken personal data and broken lists, the child shows its errors too, and nothing is saved', async () => {
    const { view, child, calls } = start({}, { profile: NEW_ACCOUNT_PROFILE })
    await flush()
    view().submit.onSubmit()
    await flush()
    expect(view().personalData.invalid).toBe(true)
    expect(view().firstInvalid).toBe('personalData')
    expect(Object.keys(child().context.errors).length).toBeGreaterThan(0)
    expect(calls.savePersonalData).not.toHaveBeenCalled()
  })

  it('with broken personal data and good lists: the child refuses, the page stays, nothing saved', async () => {
    const { view, calls } = start({}, { profile: NEW_ACCOUNT_PROFILE })
    await flush()
    fillAll(view)
    view().submit.onSubmit()
    await flush()
    expect(view()).toMatchObject({ screen: 'form', firstInvalid: 'personalData', alert: null })
    expect(view().personalData.invalid).toBe(true)
    expect(calls.savePersonalData).not.toHaveBeenCalled()
    expect(calls.saveEntry).not.toHaveBeenCalled()
  })

  it('complete: saves the personal data, then each entry, says "Pronto" and goes to /vagas', async () => {
    const { view, calls } = start()
    await flush()
    fillAll(view)
    view().submit.onSubmit()
    expect(view().submit).toMatchObject({ busy: true, disabled: true })
    expect(view().busy).toBe(true)
    await flush()
    expect(calls.savePersonalData).toHaveBeenCalledTimes(1)
    expect(calls.savePersonalData.mock.calls[0]![0]).toMatchObject({ context: 'register' })
    expect(calls.saveEntry.mock.calls.map(([entry]) => entry.section)).toEqual([
      'education',
      'experience',
      'language',
    ])
    expect(calls.saveEntry.mock.calls[0]![0].values).toEqual(VALID_EDUCATION)
    expect(calls.saveNoExperience).not.toHaveBeenCalled()
    expect(calls.join).not.toHaveBeenCalled()
    expect(view()).toMatchObject({
      screen: 'done',
      done: { title: 'Pronto', message: 'Você completou o seu perfil!' },
    })
    expect(calls.navigateDone).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(REGISTER_DONE_REDIRECT_MS)
    expect(calls.navigateDone).toHaveBeenCalledWith({ to: '/vagas' })
  })

  it('leaves a blank language form out, and adds extra forms it was given', async () => {
    const { view, calls } = start()
    await flush()
    fillAll(view, { language: false })
    const first = view().education.inline!.drafts[0]!
    view().education.inline!.onDraftsChange([
      first,
      { key: 'resume-entry-9', values: { ...VALID_EDUCATION, course: { id: null, name: 'Economia' } } },
    ])
    view().submit.onSubmit()
    await flush()
    expect(calls.saveEntry.mock.calls.map(([entry]) => entry.section)).toEqual([
      'education',
      'education',
      'experience',
    ])
    expect(view().screen).toBe('done')
  })

  it('"Não possuo experiência profissional": saves the flag, and no experience form', async () => {
    const { view, calls } = start()
    await flush()
    fillAll(view)
    view().experience.noExperience!.onChange(true)
    view().submit.onSubmit()
    await flush()
    expect(calls.saveNoExperience).toHaveBeenCalledWith({ value: true })
    expect(calls.saveEntry.mock.calls.map(([entry]) => entry.section)).toEqual(['education', 'language'])
    expect(view().screen).toBe('done')
  })

  it('a failure keeps everything typed, and a retry does not save an entry twice', async () => {
    let failExperience = true
    const { view, calls } = start(
      {},
      {
        saveEntry: async (entry) => {
          if (entry.section === 'experience' && failExperience) throw coded('INTERNAL')
          return { ...entry.values, id: ++nextId } as never
        },
      },
    )
    await flush()
    fillAll(view)
    view().submit.onSubmit()
    await flush()
    expect(view()).toMatchObject({
      screen: 'form',
      alert: { code: 'failed', title: 'Uoops', message: 'Ocorreu um problema ao deixar seu currículo' },
      submit: { busy: false, disabled: false },
    })
    // The education went through: it is listed now, out of the forms; the rest is as typed.
    expect(view().education.listed).toHaveLength(1)
    expect(view().education.inline!.drafts).toEqual([])
    expect(view().education.inline!.minForms).toBe(0)
    expect(view().experience.inline!.drafts[0]!.values).toEqual(VALID_EXPERIENCE)
    expect(view().language.inline!.drafts).toHaveLength(1)

    failExperience = false
    view().submit.onSubmit()
    await flush()
    expect(calls.saveEntry.mock.calls.map(([entry]) => entry.section)).toEqual([
      'education',
      'experience',
      'experience',
      'language',
    ])
    expect(view().screen).toBe('done')
  })

  it('a failed personal-data save stops before any entry', async () => {
    const { view, calls } = start({}, { savePersonalData: async () => Promise.reject(coded('INTERNAL')) })
    await flush()
    fillAll(view)
    view().submit.onSubmit()
    await flush()
    expect(view().alert?.message).toBe('Ocorreu um problema ao deixar seu currículo')
    expect(calls.saveEntry).not.toHaveBeenCalled()
    view().alert!.onDismiss()
    expect(view().alert).toBeNull()
  })

  it('a dropped connection says so', async () => {
    const { view } = start({}, { saveEntry: async () => Promise.reject(coded('NETWORK')) })
    await flush()
    fillAll(view)
    view().submit.onSubmit()
    await flush()
    expect(view().alert).toMatchObject({ code: 'network', message: ptBR.clientErrors.NETWORK })
  })

  it('an expired session asks for a login, then submits again', async () => {
    let expired = true
    const { actor, view, calls } = start(
      {},
      {
        saveEntry: async (entry) => {
          if (expired) throw coded('UNAUTHORIZED')
          return { ...entry.values, id: ++nextId } as never
        },
      },
    )
    await flush()
    fillAll(view)
    view().submit.onSubmit()
    await flush()
    expect(actor.getSnapshot().matches('sessionExpired')).toBe(true)
    expect(calls.requestLogin).toHaveBeenCalledTimes(1)
    expect(view().busy).toBe(true)
    expired = false
    actor.send({ type: 'session.renewed' })
    await flush()
    expect(view().screen).toBe('done')
    expect(calls.savePersonalData).toHaveBeenCalledTimes(2)
  })

  it('shows what the candidate already lists, starts with no form there, and lets the list count', async () => {
    const { view, calls } = start(
      {},
      {
        data: async () => ({
          ...NOTHING_LISTED,
          educations: [LISTED_EDUCATION],
          experiences: [LISTED_EXPERIENCE],
          languages: [LISTED_LANGUAGE],
        }),
      },
    )
    await flush()
    expect(view().education).toMatchObject({ listed: [LISTED_EDUCATION], listedHint: t.register.listedHint })
    expect(view().education.inline).toMatchObject({ drafts: [], minForms: 0 })
    expect(view().experience.noExperience).toBeNull()
    expect(view().language.inline!.drafts).toEqual([])
    view().submit.onSubmit()
    await flush()
    expect(calls.saveEntry).not.toHaveBeenCalled()
    expect(view().screen).toBe('done')
  })

  it('a failed load offers "Tentar novamente"', async () => {
    let fail = true
    const { view } = start(
      {},
      { data: async () => (fail ? Promise.reject(coded('NETWORK')) : NOTHING_LISTED) },
    )
    await flush()
    expect(view()).toMatchObject({ screen: 'loadFailed', loadFailed: { label: 'Tentar novamente' } })
    fail = false
    view().loadFailed!.onRetry()
    await flush()
    expect(view().screen).toBe('form')
  })
})

describe('the talent bank (/banco-de-talentos)', () => {
  it('asks the brand’s questions, checks them, and joins with the answers', async () => {
    const { view, calls, child } = start({ variant: 'talentBank', questions: TALENT_BANK_QUESTIONS })
    await flush()
    expect(child().context.input.context).toBe('talentBank')
    expect(view()).toMatchObject({ title: 'Banco de Talentos', submit: { label: 'Deixar meu currículo' } })
    expect(view().questions).toMatchObject({
      heading: t.register.talentBank.questions,
      items: TALENT_BANK_QUESTIONS,
    })
    fillAll(view)
    view().submit.onSubmit()
    expect(view().questions!.errors).toEqual({ disponibilidade: 'Campo obrigatório' })
    expect(view().firstInvalid).toBe('questions')
    view().questions!.onAnswer('disponibilidade', 'Tarde')
    expect(view().questions!.errors).toEqual({})
    view().submit.onSubmit()
    await flush()
    expect(calls.join).toHaveBeenCalledWith({
      companyId: 6562,
      answers: [
        { id: 'disponibilidade', question: 'Qual turno você prefere?', answer: 'Tarde' },
        { id: 'mae', question: 'Nome completo da mãe', answer: '' },
      ],
    })
    expect(view().done).toMatchObject({ message: 'Você completou o seu perfil!' })
    await vi.advanceTimersByTimeAsync(REGISTER_DONE_REDIRECT_MS)
    expect(calls.navigateDone).toHaveBeenCalledWith({ to: '/vagas' })
  })

  it('starts from the profile’s answers and says since when the candidate is in the bank', async () => {
    const { view } = start(
      { variant: 'talentBank', questions: TALENT_BANK_QUESTIONS },
      {
        data: async () => ({
          ...NOTHING_LISTED,
          talentBankJoinedAt: '2025-02-10T15:00:00Z',
          additional: [{ question: 'Qual turno você prefere?', answer: 'Manhã', slug: null }],
        }),
      },
    )
    await flush()
    expect(view().questions!.answers).toMatchObject({ disponibilidade: 'Manhã' })
    expect(view().joinedNote).toBe(t.register.talentBank.joinedSince('10/02/2025'))
  })

  it('a failed join keeps the entries saved and retries only the join', async () => {
    let fail = true
    const { view, calls } = start(
      { variant: 'talentBank', questions: [] },
      { join: async () => (fail ? Promise.reject(coded('INTERNAL')) : { success: true }) },
    )
    await flush()
    fillAll(view)
    view().submit.onSubmit()
    await flush()
    expect(view().alert?.message).toBe('Ocorreu um problema ao deixar seu currículo')
    fail = false
    view().submit.onSubmit()
    await flush()
    expect(calls.saveEntry).toHaveBeenCalledTimes(3)
    expect(calls.join).toHaveBeenCalledTimes(2)
    expect(view().screen).toBe('done')
  })
})

describe('the update page (/atualizacao-perfil)', () => {
  it('has no education or experience rule, saves languages only, and goes back to /meu-perfil', async () => {
    const { view, calls } = start(
      { variant: 'update' },
      { data: async () => ({ ...NOTHING_LISTED, educations: [LISTED_EDUCATION] }) },
    )
    await flush()
    expect(view()).toMatchObject({ title: 'Atualização de Perfil', submit: { label: 'Salvar' } })
    expect(view().education).toMatchObject({ listed: [LISTED_EDUCATION], inline: null })
    expect(view().experience).toMatchObject({ inline: null, noExperience: null })
    expect(view().questions).toBeNull()
    view().language.inline!.onDraftsChange([
      { ...view().language.inline!.drafts[0]!, values: { id: null, language: 1, proficiency: 2 } },
    ])
    view().submit.onSubmit()
    await flush()
    expect(calls.savePersonalData).toHaveBeenCalledTimes(1)
    expect(calls.saveEntry.mock.calls.map(([e]) => e.section)).toEqual(['language'])
    expect(view().done).toEqual({ title: 'Pronto!', message: 'Perfil atualizado com sucesso!' })
    await vi.advanceTimersByTimeAsync(REGISTER_DONE_REDIRECT_MS)
    expect(calls.navigateDone).toHaveBeenCalledWith({ to: '/meu-perfil' })
  })

  it('words its failure as the update’s', async () => {
    const { view } = start(
      { variant: 'update' },
      { savePersonalData: async () => Promise.reject(coded('INTERNAL')) },
    )
    await flush()
    view().submit.onSubmit()
    await flush()
    expect(view().alert?.message).toBe(t.wizard.failed)
  })
})

describe("'Não possuo formação' for the partner-company user", () => {
  it('is not offered to anyone else', async () => {
    const { view } = start()
    await flush()
    expect(view().education.noEducation).toBeNull()
  })

  it('offered with nothing listed: declaring it passes the education check and saves no education', async () => {
    const { view, calls } = start({ partnerCompanyUser: true })
    await flush()
    expect(view().education.noEducation).toMatchObject({ label: 'Não possuo formação', checked: false })
    view().experience.noExperience!.onChange(true)
    view().submit.onSubmit()
    expect(view().education.error).toBe(t.education.registerInvalid)
    view().education.noEducation!.onChange(true)
    expect(view().education.error).toBeNull()
    expect(view().education.inline!.hidden).toBe(true)
    view().submit.onSubmit()
    await flush()
    expect(calls.saveEntry.mock.calls.map(([entry]) => entry.section)).not.toContain('education')
  })

  it('the flag may arrive after the page opened; not offered once an education is listed', async () => {
    const { actor, view } = start()
    await flush()
    actor.send({ type: 'partnerCompanyUser.changed', value: true })
    expect(view().education.noEducation).not.toBeNull()
    const listed = start(
      { partnerCompanyUser: true },
      {
        data: async () => ({ ...NOTHING_LISTED, educations: [LISTED_EDUCATION] }),
      },
    )
    await flush()
    expect(listed.view().education.noEducation).toBeNull()
  })
})
