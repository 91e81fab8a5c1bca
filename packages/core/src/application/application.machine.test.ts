import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { ptBR } from '../messages/pt-BR'
import {
  DRAFT_RETRY_DELAY_MS,
  DRAFT_SAVE_DELAY_MS,
  applicationMachine,
  parseApplicationDraft,
  type ApplicationData,
  type ApplicationDraft,
  type ApplicationEvent,
  type ApplicationInput,
  type ApplicationOpportunity,
  type EligibilityInput,
  type EliminatoryInput,
  type EliminatoryResult,
  type SaveDraftInput,
  type SavePersonalDataInput,
  type SubscribeInput,
  type UploadFileInput,
} from './application.machine'
import { alertText, whatsappLink } from './application.connect'
import { fieldErrorText } from './application.texts'
import {
  applicationScreen,
  applicationSubmitText,
  applicationTab,
  complementarySections,
  draftStatusText,
  firstInvalidField,
  isApplicationBusy,
  personalDataRules,
} from './application.selectors'
import {
  EMPTY_FORM_STRUCTURE,
  EMPTY_PERSONAL_DATA,
  type FormStructure,
  type PersonalDataForm,
} from '../personal-data/personal-data.schema'
import { personalDataMachine } from '../personal-data/personal-data.machine'
import type { ApplicationQuestion } from './questions'

const TODAY = new Date('2025-03-15T15:00:00Z')
const APPLY_FAILED = 'Ocorreu um erro ao processar sua candidatura... Tente novamente mais tarde.'

const OPPORTUNITY: ApplicationOpportunity = {
  id: 42,
  title: 'Analista de Crédito',
  open: true,
  hasTests: false,
  ninenineApply: false,
  whatsappApply: false,
  companyName: 'Itaú Unibanco',
  indicationDomains: [],
}

/** What the ficha shows besides the names. */
const STRUCTURE: FormStructure = {
  ...EMPTY_FORM_STRUCTURE,
  personalData: {
    email: 'required',
    phone: 'required',
    birthday: 'optional',
    cpf: 'required',
    gender: 'optional',
    has_disability: 'optional',
    zipcode: 'optional',
    street: 'optional',
    number: 'optional',
    complement: 'optional',
    neighborhood: 'optional',
    state: 'optional',
    city: 'optional',
  },
}

const ANA: PersonalDataForm = {
  ...EMPTY_PERSONAL_DATA,
  firstname: 'Ana',
  lastname: 'Souza',
  email: 'Ana.Souza@example.com',
  phone: '(11) 98765-4321',
  birthday: '15/05/1990',
  cpf: '529.982.247-25',
  gender: '3',
  has_disability: false,
}

const question = (id: string, overrides: Partial<ApplicationQuestion> = {}): ApplicationQuestion => ({
  id,
  title: `Pergunta ${id}`,
  required: true,
  hint: null,
  htmlType: 'text',
  options: [],
  slug: null,
  order: Number(id),
  eliminatory: false,
  ...overrides,
})

const MOTHER = question('1', { title: 'Nome da mãe', slug: 'mae' })
const SHIFT = question('2', { title: 'Turno', htmlType: 'check_boxes', options: ['Manhã', 'Tarde', 'Noite'] })
const SATURDAYS = question('3', {
  title: 'Aceita trabalhar aos sábados?',
  htmlType: 'radio_buttons',
  options: ['Sim', 'Não'],
  eliminatory: true,
})
const DOCUMENTS = question('4', { title: 'Documentos', htmlType: 'file_upload', required: false })

const ANSWERS = { '1': 'Maria da Silva', '2': 'Manhã;Noite', '3': 'Sim' }

function makeData(
  overrides: Partial<ApplicationData> = {},
  opportunity: Partial<ApplicationOpportunity> = {},
): ApplicationData {
  return {
    opportunity: { ...OPPORTUNITY, ...opportunity },
    structure: STRUCTURE,
    questions: [MOTHER, SHIFT, DOCUMENTS],
    personalData: ANA,
    documentReadOnly: false,
    additional: [],
    files: {},
    laudos: [],
    experiences: 0,
    noExperience: false,
    lists: {},
    subscription: { step: 'lead', draft: null },
    ...overrides,
  }
}

/** A platform error as the API package throws it: a message and a code. */
const platformError = (code: string | null, message = '') => Object.assign(new Error(message), { code })

interface Fakes {
  load?: () => Promise<ApplicationData>
  checkEligibility?: (input: EligibilityInput) => Promise<{ eligible: boolean }>
  createLead?: () => Promise<unknown>
  saveDraft?: (input: SaveDraftInput) => Promise<unknown>
  validateEliminatory?: (input: EliminatoryInput) => Promise<EliminatoryResult>
  savePersonalData?: (input: SavePersonalDataInput) => Promise<unknown>
  subscribe?: (input: SubscribeInput) => Promise<unknown>
  lookupPostalCode?: (
    zipcode: string,
  ) => Promise<{ street: string; neighborhood: string; stateAbbr: string; city: string }>
  loadCities?: (state: string) => Promise<readonly string[]>
  /** Reports back as the api's upload does (progress, then done or failed). */
  uploadFile?: (input: UploadFileInput, report: (event: ApplicationEvent) => void) => void
  removeFile?: (fileId: string) => Promise<unknown>
  uploadAvatar?: (image: string) => Promise<string>
}

/** The machine with a fake platform and recorded effects; every call is logged in order. */
function start(data: ApplicationData, input: Partial<ApplicationInput> = {}, fakes: Fakes = {}) {
  const log: string[] = []
  const calls = {
    load: 0,
    eligibility: [] as EligibilityInput[],
    createLead: [] as { opportunityId: number }[],
    saveDraft: [] as SaveDraftInput[],
    eliminatory: [] as EliminatoryInput[],
    savePersonalData: [] as SavePersonalDataInput[],
    subscribe: [] as SubscribeInput[],
    navigate: [] as { to: string; state?: unknown; replace?: boolean }[],
    redirect: [] as string[],
    setFollower: 0,
    clearSource: 0,
    requestLogin: 0,
    rememberDraft: [] as ApplicationDraft[],
  }
  const machine = applicationMachine.provide({
    actors: {
      loadApplication: fromPromise(async () => {
        calls.load += 1
        log.push('load')
        return fakes.load ? fakes.load() : data
      }),
      checkEligibility: fromPromise(async ({ input }) => {
        calls.eligibility.push(input)
        log.push('checkEligibility')
        return fakes.checkEligibility ? fakes.checkEligibility(input) : { eligible: true }
      }),
      createLead: fromPromise(async ({ input }) => {
        calls.createLead.push(input)
        log.push('createLead')
        return fakes.createLead ? fakes.createLead() : { id: 1 }
      }),
      saveDraft: fromPromise(async ({ input }) => {
        calls.saveDraft.push(input)
        log.push('saveDraft')
        return fakes.saveDraft ? fakes.saveDraft(input) : true
      }),
      validateEliminatory: fromPromise(async ({ input }) => {
        calls.eliminatory.push(input)
        log.push('validateEliminatory')
        return fakes.validateEliminatory ? fakes.validateEliminatory(input) : { subscribe: 'true' }
      }),
      savePersonalData: fromPromise(async ({ input }) => {
        calls.savePersonalData.push(input)
        log.push('savePersonalData')
        return fakes.savePersonalData ? fakes.savePersonalData(input) : true
      }),
      subscribe: fromPromise(async ({ input }) => {
        calls.subscribe.push(input)
        log.push('subscribe')
        return fakes.subscribe ? fakes.subscribe(input) : { id: 7 }
      }),
      personalData: personalDataMachine.provide({
        actors: {
          lookupPostalCode: fromPromise(async ({ input }) => {
            log.push(`lookupPostalCode ${input.zipcode}`)
            if (!fakes.lookupPostalCode) throw platformError('NOT_FOUND')
            return fakes.lookupPostalCode(input.zipcode)
          }),
          loadCities: fromPromise(async ({ input }) => {
            log.push(`loadCities ${input.state}`)
            return { state: input.state, cities: fakes.loadCities ? await fakes.loadCities(input.state) : [] }
          }),
          uploadAvatar: fromPromise(async ({ input }) => {
            log.push('uploadAvatar')
            return fakes.uploadAvatar ? fakes.uploadAvatar(input.image) : 'https://cdn.test/foto.png'
          }),
        },
      }),
      uploadFile: fromCallback<ApplicationEvent, UploadFileInput>(({ input, sendBack }) => {
        log.push(`uploadFile ${input.file.name}`)
        const timer = setTimeout(() => {
          if (fakes.uploadFile) fakes.uploadFile(input, sendBack)
          else {
            sendBack({ type: 'upload.progress', uploadId: input.uploadId, percent: 50 })
            sendBack({
              type: 'upload.done',
              uploadId: input.uploadId,
              file: { id: `f${input.uploadId}`, name: input.file.name, file: `https://f/${input.file.name}` },
            })
          }
        }, 0)
        return () => clearTimeout(timer)
      }),
      removeFile: fromPromise(async ({ input }) => {
        log.push(`removeFile ${input.fileId}`)
        return fakes.removeFile ? fakes.removeFile(input.fileId) : true
      }),
    },
    actions: {
      navigate: (_, params) => {
        calls.navigate.push(params)
        log.push(`navigate ${params.to}`)
      },
      redirect: (_, params) => {
        calls.redirect.push(params.url)
        log.push('redirect')
      },
      setFollower: () => {
        calls.setFollower += 1
        log.push('setFollower')
      },
      clearSource: () => {
        calls.clearSource += 1
        log.push('clearSource')
      },
      requestLogin: () => {
        calls.requestLogin += 1
        log.push('requestLogin')
      },
      rememberDraft: (_, params) => {
        calls.rememberDraft.push(params.draft)
      },
    },
  })
  const actor = createActor(machine, { input: { opportunityId: 42, now: () => TODAY, ...input } }).start()
  const send = (...events: ApplicationEvent[]) => events.forEach((event) => actor.send(event))
  return { actor, calls, log, send, snap: () => actor.getSnapshot() }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

type Snap = {
  context: {
    errors: Record<string, Parameters<typeof fieldErrorText>[0]>
    alert: Parameters<typeof alertText>[0] | null
  }
}
/** The fields' errors as the screen words them (the context keeps codes). */
const errorTexts = (app: { snap: () => Snap }) =>
  Object.fromEntries(
    Object.entries(app.snap().context.errors).map(([field, code]) => [field, fieldErrorText(code)]),
  )
/** The alert as the screen words it (the context keeps its kind). */
const alertOf = (app: { snap: () => Snap }) => {
  const alert = app.snap().context.alert
  return alert ? { tone: 'error', ...alertText(alert) } : null
}
const pdf = (name: string) => ({ name, size: 1000, type: 'application/pdf' })

/** Started, loaded and on tab 1. */
async function open(
  data: ApplicationData = makeData(),
  input: Partial<ApplicationInput> = {},
  fakes: Fakes = {},
) {
  const app = start(data, input, fakes)
  await flush()
  return app
}

/** Fills tab 1's questions and goes to tab 2. */
async function toComplementary(app: Awaited<ReturnType<typeof open>>) {
  for (const [id, value] of Object.entries(ANSWERS)) app.send({ type: 'answer.change', id, value })
  app.send({ type: 'step.next' })
  await flush()
  expect(app.snap().value).toMatchObject({ editing: { form: 'complementary' } })
}

const formState = (app: { snap: () => { value: unknown } }) =>
  (app.snap().value as { editing?: { form?: string } }).editing?.form ?? app.snap().value

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(TODAY)
})
afterEach(() => vi.useRealTimers())

describe('application: opening', () => {
  it('loads, creates the lead once, and opens tab 1 with the profile and the default answers', async () => {
    let resolveLead: (value: unknown) => void = () => {}
    const data = makeData({
      additional: [
        { slug: 'mae', answer: 'Maria da Silva' },
        { question: 'turno', answer: 'Tarde' },
      ],
    })
    const app = start(data, {}, { createLead: () => new Promise((r) => (resolveLead = r)) })
    expect(app.snap().value).toBe('loading')
    expect(applicationScreen(app.snap())).toBe('loading')
    await flush()
    expect(app.snap().value).toBe('creatingLead')
    expect(applicationScreen(app.snap())).toBe('loading')
    expect(app.calls.createLead).toEqual([{ opportunityId: 42 }])
    resolveLead({ id: 1 })
    await flush()
    expect(app.snap().value).toMatchObject({ editing: { form: 'basic', draft: 'idle' } })
    expect(applicationScreen(app.snap())).toBe('form')
    expect(applicationTab(app.snap())).toBe('basic')
    expect(app.snap().context.personalData).toEqual(ANA)
    expect(app.snap().context.answers).toEqual({ '1': 'Maria da Silva', '2': 'Tarde' })
    expect(app.calls.createLead).toHaveLength(1)
    expect(app.calls.load).toBe(1)
    expect(app.calls.saveDraft).toEqual([])
    expect(app.log).toEqual(['load', 'checkEligibility', 'createLead'])
  })

  it('asks whether the candidate may apply before the lead, with the company the application goes to', async () => {
    const app = await open(makeData({}, { companyName: 'Rede Exemplo' }), {
      companyId: 6562,
      alternateCompanyWord: 'Itaú',
    })
    expect(app.calls.eligibility).toEqual([{ opportunityId: 42, companyId: 6562 }])
    const alternate = await open(makeData({}, { companyName: 'Banco Itau Unibanco' }), {
      companyId: 6562,
      alternateCompanyWord: 'Itaú',
    })
    expect(alternate.calls.eligibility).toEqual([{ opportunityId: 42, companyId: 2627 }])
    expect(formState(alternate)).toBe('basic')
  })

  it('a candidate who may not apply goes to /erro-inscricao?vaga={id} in place of the form; no lead is created', async () => {
    const app = await open(makeData(), {}, { checkEligibility: async () => ({ eligible: false }) })
    expect(app.snap().value).toBe('ineligible')
    expect(applicationScreen(app.snap())).toBe('leaving')
    expect(app.calls.navigate).toEqual([{ to: '/erro-inscricao?vaga=42', replace: true }])
    expect(app.calls.createLead).toEqual([])
    expect(app.log).toEqual(['load', 'checkEligibility', 'navigate /erro-inscricao?vaga=42'])
    // With the group's reason, the page is told which, to say it in words.
    const young = await open(
      makeData(),
      {},
      { checkEligibility: async () => ({ eligible: false, reasons: ['underage' as const] }) },
    )
    expect(young.calls.navigate).toEqual([{ to: '/erro-inscricao?vaga=42&motivo=underage', replace: true }])
  })

  it('a check that fails on the platform goes to the error page; a dropped connection or ended session to the retry; a closed opening to its dialog', async () => {
    const failing = await open(
      makeData(),
      {},
      { checkEligibility: () => Promise.reject(platformError('INTERNAL', 'x')) },
    )
    expect(failing.calls.navigate).toEqual([{ to: '/erro-inscricao?vaga=42', replace: true }])
    for (const code of ['NETWORK', 'UNAUTHORIZED']) {
      let fail = true
      const app = await open(
        makeData(),
        {},
        {
          checkEligibility: async () => {
            if (fail) throw platformError(code, 'x')
            return { eligible: true }
          },
        },
      )
      expect(app.snap().value).toBe('loadFailed')
      expect(applicationScreen(app.snap())).toBe('loadFailed')
      expect(app.calls.navigate).toEqual([])
      fail = false
      app.send({ type: 'load.retry' })
      await flush()
      expect(formState(app)).toBe('basic')
      expect(app.calls.eligibility).toHaveLength(2)
    }
    const closed = await open(
      makeData(),
      {},
      { checkEligibility: () => Promise.reject(platformError('CLOSED', 'x')) },
    )
    expect(closed.snap().value).toBe('closed')
    expect(closed.calls.createLead).toEqual([])
  })

  it('a closed opening is not checked', async () => {
    const closed = await open(makeData({}, { open: false }))
    expect(closed.snap().value).toBe('closed')
    expect(closed.calls.eligibility).toEqual([])
  })

  it('opens the form even if the lead could not be created; a closed opportunity there is closed', async () => {
    const failed = await open(
      makeData(),
      {},
      { createLead: () => Promise.reject(platformError('INTERNAL', 'x')) },
    )
    expect(formState(failed)).toBe('basic')
    const closed = await open(
      makeData(),
      {},
      { createLead: () => Promise.reject(platformError('CLOSED', 'x')) },
    )
    expect(closed.snap().value).toBe('closed')
  })

  it('a failed load says so and can be retried', async () => {
    let fail = true
    const data = makeData()
    const app = await open(
      data,
      {},
      {
        load: async () => {
          if (fail) throw platformError('NETWORK', 'Sem conexão')
          return data
        },
      },
    )
    expect(app.snap().value).toBe('loadFailed')
    expect(applicationScreen(app.snap())).toBe('loadFailed')
    expect(app.snap().context.loadError).toBe('NETWORK')
    expect(app.calls.createLead).toEqual([])
    fail = false
    app.send({ type: 'load.retry' })
    expect(applicationScreen(app.snap())).toBe('loading')
    await flush()
    expect(formState(app)).toBe('basic')
    expect(app.snap().context.loadError).toBeNull()
    expect(app.calls.load).toBe(2)
  })

  it('a closed opportunity: "Uoops" / "Inscrições Encerradas", then /vagas/; no lead', async () => {
    const app = await open(makeData({}, { open: false }))
    expect(app.snap().value).toBe('closed')
    expect(applicationScreen(app.snap())).toBe('closed')
    expect(ptBR.application.closedDialog).toEqual({ title: 'Uoops', message: 'Inscrições Encerradas' })
    expect(app.calls.navigate).toEqual([])
    app.send({ type: 'closed.dismiss' })
    expect(app.calls.navigate).toEqual([{ to: '/vagas/' }])
    expect(app.calls.createLead).toEqual([])
    // Nothing typed there reaches the form.
    app.send({ type: 'step.next' })
    expect(app.snap().value).toBe('closed')
  })

  it('closed wins over everything else; applied wins over the hand-offs', async () => {
    const closed = await open(
      makeData({ subscription: { step: 'applied', draft: null } }, { open: false, ninenineApply: true }),
    )
    expect(closed.snap().value).toBe('closed')
    const applied = await open(
      makeData({ subscription: { step: 'applied', draft: null } }, { ninenineApply: true }),
    )
    expect(applied.snap().value).toBe('alreadyApplied')
    expect(applied.calls.redirect).toEqual([])
  })

  it('already applied: says so, no lead', async () => {
    const app = await open(makeData({ subscription: { step: 'applied', draft: null } }))
    expect(app.snap().value).toBe('alreadyApplied')
    expect(applicationScreen(app.snap())).toBe('alreadyApplied')
    expect(app.calls.createLead).toEqual([])
  })

  it('ninenine_apply hands off to the external site with the id and the callback URL', async () => {
    const app = await open(makeData({}, { ninenineApply: true }), {
      origin: 'https://carreiras.example',
      externalApplyBaseUrl: 'https://apply.example/candidatar?brand=itau',
    })
    expect(app.snap().value).toBe('externalApply')
    expect(applicationScreen(app.snap())).toBe('externalApply')
    expect(app.calls.redirect).toHaveLength(1)
    const url = new URL(app.calls.redirect[0]!)
    expect(url.origin + url.pathname).toBe('https://apply.example/candidatar')
    expect(url.searchParams.get('brand')).toBe('itau')
    expect(url.searchParams.get('opportunity_id')).toBe('42')
    expect(url.searchParams.get('callback_url')).toBe(
      'https://carreiras.example/inscricao-confirmada?vaga=Analista%20de%20Cr%C3%A9dito&id=42',
    )
    expect(app.calls.createLead).toEqual([])
  })

  it('whatsapp_apply offers the chat link with the prefilled text', async () => {
    const app = await open(makeData({}, { whatsappApply: true }), {
      whatsapp: { number: '5511999990000', text: 'Olá!' },
    })
    expect(app.snap().value).toBe('whatsappApply')
    expect(applicationScreen(app.snap())).toBe('whatsappApply')
    expect(app.calls.createLead).toEqual([])
    const link = new URL(whatsappLink(app.snap().context, 'https://carreiras.example/vagas/42') ?? '')
    expect(link.origin + link.pathname).toBe('https://wa.me/5511999990000')
    const text = link.searchParams.get('text') ?? ''
    expect(text).toContain('Analista de Crédito')
    expect(text).toContain('https://carreiras.example/vagas/42')
    const noNumber = await open(makeData({}, { whatsappApply: true }))
    expect(whatsappLink(noNumber.snap().context, 'https://x')).toBeNull()
  })
})

describe('application: tab 1', () => {
  it('missing personal data: stays on tab 1 with each field’s message, in the form’s order, then the questions', async () => {
    const app = await open(makeData({ personalData: { ...ANA, phone: '', firstname: '', email: 'ana@' } }))
    expect(app.snap().context.errorsShown).toBe(0)
    app.send({ type: 'step.next' })
    expect(formState(app)).toBe('basic')
    expect(errorTexts(app)).toEqual({
      firstname: 'Campo obrigatório',
      email: 'E-mail inválido',
      phone: 'Campo obrigatório',
    })
    expect(app.snap().context.errorOrder).toEqual(['firstname', 'email', 'phone'])
    expect(firstInvalidField(app.snap())).toBe('firstname')
    expect(app.snap().context.errorsShown).toBe(1)
    // Typing in a field clears its message only.
    app.send({ type: 'personal.change', field: 'firstname', value: 'Ana' })
    expect(errorTexts(app)).toEqual({ email: 'E-mail inválido', phone: 'Campo obrigatório' })
    app.send({ type: 'personal.change', field: 'email', value: 'ana@example.com' })
    app.send({ type: 'personal.change', field: 'phone', value: '(11) 98765-4321' })
    // Now the questions.
    app.send({ type: 'step.next' })
    expect(formState(app)).toBe('basic')
    expect(errorTexts(app)).toEqual({ '1': 'Campo obrigatório', '2': 'Campo obrigatório' })
    expect(app.snap().context.errorOrder).toEqual(['1', '2'])
    expect(app.snap().context.errorsShown).toBe(2)
    app.send({ type: 'answer.change', id: '1', value: 'Maria' })
    expect(errorTexts(app)).toEqual({ '2': 'Campo obrigatório' })
    app.send({ type: 'step.next' })
    expect(errorTexts(app)).toEqual({
      '1': 'Nome e sobrenome devem conter mais que 2 caracteres.',
      '2': 'Campo obrigatório',
    })
    expect(app.snap().context.errorsShown).toBe(3)
    app.send(
      { type: 'answer.change', id: '1', value: 'Maria da Silva' },
      { type: 'answer.change', id: '2', value: 'Tarde' },
    )
    app.send({ type: 'step.next' })
    expect(formState(app)).toBe('complementary')
    expect(errorTexts(app)).toEqual({})
    expect(app.snap().context.errorOrder).toEqual([])
    expect(app.snap().context.answersValidated).toBe(true)
    expect(applicationTab(app.snap())).toBe('complementary')
    expect(app.calls.eliminatory).toEqual([])
  })

  it('a required file upload needs a file; attaching one clears its message', async () => {
    const upload = { ...DOCUMENTS, required: true }
    const app = await open(makeData({ questions: [upload] }))
    app.send({ type: 'step.next' })
    expect(errorTexts(app)).toEqual({ '4': ptBR.validation.attachmentRequired })
    app.send({ type: 'file.upload', target: { kind: 'question', questionId: '4' }, file: pdf('rg.pdf') })
    expect(errorTexts(app)).toEqual({ '4': 'Anexe um arquivo' })
    expect(app.snap().context.uploads).toMatchObject([{ field: '4', name: 'rg.pdf', progress: 0 }])
    await flush()
    expect(app.snap().context.uploads).toEqual([])
    expect(app.snap().context.files['4']).toEqual([{ id: 'f1', name: 'rg.pdf', file: 'https://f/rg.pdf' }])
    expect(errorTexts(app)).toEqual({})
    app.send({ type: 'step.next' })
    expect(formState(app)).toBe('complementary')
  })

  it('selecting tab 2 validates tab 1 first; selecting tab 1 goes back freely', async () => {
    const app = await open()
    app.send({ type: 'tab.select', tab: 'complementary' })
    expect(formState(app)).toBe('basic')
    expect(Object.keys(app.snap().context.errors)).toEqual(['1', '2'])
    for (const [id, value] of Object.entries(ANSWERS)) app.send({ type: 'answer.change', id, value })
    app.send({ type: 'tab.select', tab: 'basic' })
    expect(formState(app)).toBe('basic')
    app.send({ type: 'tab.select', tab: 'complementary' })
    expect(formState(app)).toBe('complementary')
    app.send({ type: 'tab.select', tab: 'basic' })
    expect(formState(app)).toBe('basic')
    expect(applicationTab(app.snap())).toBe('basic')
  })

  it('an eliminatory refusal saves the personal data, then goes to /inscricao-recusada with the template', async () => {
    const app = await open(
      makeData({ questions: [MOTHER, SHIFT, SATURDAYS, DOCUMENTS] }),
      {},
      {
        validateEliminatory: async () => ({ subscribe: 'false', template: '<p>Obrigado pelo interesse</p>' }),
      },
    )
    for (const [id, value] of Object.entries({ ...ANSWERS, '3': ' "Não" ' }))
      app.send({ type: 'answer.change', id, value })
    app.send({ type: 'step.next' })
    expect(formState(app)).toBe('validatingEliminatory')
    expect(isApplicationBusy(app.snap())).toBe(true)
    await flush()
    expect(app.calls.eliminatory).toEqual([
      {
        opportunityId: 42,
        questions: [{ id: '3', title: 'Aceita trabalhar aos sábados?', slug: null, answer: 'Não' }],
      },
    ])
    expect(app.calls.savePersonalData).toEqual([
      { values: ANA, structure: STRUCTURE, documentReadOnly: false },
    ])
    expect(app.calls.navigate).toEqual([
      { to: '/inscricao-recusada', state: { template: '<p>Obrigado pelo interesse</p>', opportunityId: 42 } },
    ])
    expect(app.log.slice(-3)).toEqual([
      'validateEliminatory',
      'savePersonalData',
      'navigate /inscricao-recusada',
    ])
    expect(applicationScreen(app.snap())).toBe('leaving')
    expect(app.calls.subscribe).toEqual([])
  })

  it('a refusal goes to the refusal page even if the personal data could not be saved', async () => {
    const app = await open(
      makeData({ questions: [SATURDAYS] }),
      {},
      {
        validateEliminatory: async () => ({ subscribe: false }),
        savePersonalData: () => Promise.reject(platformError('INTERNAL')),
      },
    )
    app.send({ type: 'answer.change', id: '3', value: 'Não' }, { type: 'step.next' })
    await flush()
    expect(app.calls.navigate).toEqual([
      { to: '/inscricao-recusada', state: { template: '', opportunityId: 42 } },
    ])
  })

  it.each([true, 'true'])('an eliminatory pass (%j) opens tab 2', async (subscribe) => {
    const app = await open(
      makeData({ questions: [MOTHER, SHIFT, SATURDAYS] }),
      {},
      {
        validateEliminatory: async () => ({ subscribe }),
      },
    )
    await toComplementary(app)
    expect(app.calls.eliminatory).toHaveLength(1)
    expect(app.calls.savePersonalData).toEqual([])
    expect(app.snap().context.answersValidated).toBe(true)
    expect(applicationSubmitText(app.snap())).toBe('Finalizar Inscrição')
  })

  it('a failed eliminatory check stays on tab 1 with the reason', async () => {
    let error: unknown = platformError('NETWORK', 'offline')
    const app = await open(
      makeData({ questions: [SATURDAYS] }),
      {},
      {
        validateEliminatory: () => Promise.reject(error),
      },
    )
    app.send({ type: 'answer.change', id: '3', value: 'Sim' }, { type: 'step.next' })
    await flush()
    expect(formState(app)).toBe('basic')
    expect(alertOf(app)).toEqual({
      tone: 'error',
      title: 'Uoops',
      message: ptBR.application.networkFailed,
    })
    error = platformError('VALIDATION', 'Pergunta inválida')
    app.send({ type: 'step.next' })
    await flush()
    expect(alertOf(app)).toEqual({ tone: 'error', title: 'Uoops', message: 'Pergunta inválida' })
    app.send({ type: 'alert.dismiss' })
    expect(alertOf(app)).toBeNull()
    expect(app.snap().context.answers['3']).toBe('Sim')
  })

  it('an opening closed during the eliminatory check or the save goes to "Inscrições Encerradas"', async () => {
    const atCheck = await open(
      makeData({ questions: [SATURDAYS] }),
      {},
      { validateEliminatory: () => Promise.reject(platformError('CLOSED', 'Inscrições Encerradas')) },
    )
    atCheck.send({ type: 'answer.change', id: '3', value: 'Sim' }, { type: 'step.next' })
    await flush()
    expect(atCheck.snap().value).toBe('closed')
    const atSave = await open(
      makeData(),
      {},
      { savePersonalData: () => Promise.reject(platformError('CLOSED', 'Inscrições Encerradas')) },
    )
    await toComplementary(atSave)
    atSave.send({ type: 'step.next' })
    await flush()
    expect(atSave.snap().value).toBe('closed')
    expect(atSave.calls.subscribe).toEqual([])
  })

  it('an expired session during the eliminatory check retries it after a new login', async () => {
    let expired = true
    const app = await open(
      makeData({ questions: [SATURDAYS] }),
      {},
      {
        validateEliminatory: async () => {
          if (expired) throw platformError('UNAUTHORIZED', 'Não autorizado')
          return { subscribe: true }
        },
      },
    )
    app.send({ type: 'answer.change', id: '3', value: 'Sim' }, { type: 'step.next' })
    await flush()
    expect(formState(app)).toBe('sessionExpired')
    expect(app.calls.requestLogin).toBe(1)
    expect(app.calls.rememberDraft.at(-1)?.answers).toEqual({ '3': 'Sim' })
    expired = false
    app.send({ type: 'session.renewed' })
    await flush()
    expect(formState(app)).toBe('complementary')
    expect(app.calls.eliminatory).toHaveLength(2)
  })
})

describe('application: tab 2', () => {
  it('the experience rule: "Informe sua experiência profissional" until there is one (or the flag)', async () => {
    const app = await open(makeData({ structure: { ...STRUCTURE, professionalExperience: 'required' } }))
    expect(complementarySections(app.snap())).toMatchObject({
      experience: true,
      education: false,
      language: false,
    })
    await toComplementary(app)
    app.send({ type: 'step.next' })
    expect(formState(app)).toBe('complementary')
    expect(errorTexts(app)).toEqual({ experience: 'Informe sua experiência profissional' })
    expect(app.snap().context.errorsShown).toBe(1)
    expect(app.calls.savePersonalData).toEqual([])
    app.send({ type: 'resume.change', experiences: 0, noExperience: false })
    expect(errorTexts(app)).toEqual({ experience: 'Informe sua experiência profissional' })
    app.send({ type: 'resume.change', experiences: 1, noExperience: false })
    expect(errorTexts(app)).toEqual({})
    app.send({ type: 'step.next' })
    await flush()
    expect(app.calls.subscribe).toHaveLength(1)
  })

  it('the "no experience" flag passes the rule', async () => {
    const app = await open(
      makeData({ structure: { ...STRUCTURE, professionalExperience: 'required' }, noExperience: true }),
    )
    await toComplementary(app)
    app.send({ type: 'step.next' })
    await flush()
    expect(app.calls.subscribe).toHaveLength(1)
  })

  it('the referral, shown with allowed domains: one asks for the other, and the domain must be listed', async () => {
    const app = await open(makeData({}, { indicationDomains: ['@Itau.com.br'] }))
    expect(complementarySections(app.snap())).toEqual({
      education: false,
      experience: false,
      language: false,
      referral: true,
      domains: ['itau.com.br'],
    })
    await toComplementary(app)
    app.send({ type: 'referral.change', field: 'name', value: 'Carlos Lima' }, { type: 'step.next' })
    expect(errorTexts(app)).toEqual({ 'referral.email': 'Informe o e-mail de quem indicou' })
    app.send({ type: 'referral.change', field: 'email', value: 'carlos@gmail.com' })
    expect(errorTexts(app)).toEqual({})
    app.send({ type: 'step.next' })
    expect(errorTexts(app)).toEqual({ 'referral.email': 'Somente os domínios abaixo são válidos' })
    app.send({ type: 'referral.change', field: 'email', value: 'carlos@' }, { type: 'step.next' })
    expect(errorTexts(app)).toEqual({ 'referral.email': 'E-mail inválido' })
    app.send(
      { type: 'referral.change', field: 'name', value: '' },
      { type: 'referral.change', field: 'email', value: 'Carlos@ITAU.com.br' },
      { type: 'step.next' },
    )
    expect(errorTexts(app)).toEqual({ 'referral.name': 'Informe o nome de quem indicou' })
    app.send({ type: 'referral.change', field: 'name', value: 'Carlos "Cadu" Lima' }, { type: 'step.next' })
    await flush()
    expect(app.calls.subscribe[0]).toMatchObject({
      indication_name: 'Carlos Cadu Lima',
      indication_email: 'carlos@itau.com.br',
    })
  })

  it('without allowed domains the referral is neither shown, checked nor sent', async () => {
    const app = await open()
    expect(complementarySections(app.snap()).referral).toBe(false)
    await toComplementary(app)
    app.send({ type: 'referral.change', field: 'name', value: 'Carlos' }, { type: 'step.next' })
    await flush()
    expect(app.calls.subscribe).toHaveLength(1)
    expect(app.calls.subscribe[0]).not.toHaveProperty('indication_name')
    expect(app.calls.subscribe[0]).not.toHaveProperty('indication_email')
  })
})

describe('application: applying', () => {
  it('success without tests: saves the personal data, subscribes, sets the follower, clears the source, confirms', async () => {
    const files = { '4': [{ id: 'f1', name: 'rg.pdf', file: 'https://f/rg.pdf' }] }
    const app = await open(makeData({ files }, { indicationDomains: ['itau.com.br'] }), {
      savedSource: 'linkedin',
      savedSourceOpportunityId: 42,
      storeSource: 'site',
      alternateCompanyWord: 'itau',
      companyId: 6562,
    })
    expect(applicationSubmitText(app.snap())).toBe('Próxima Etapa')
    await toComplementary(app)
    expect(applicationSubmitText(app.snap())).toBe('Finalizar Inscrição')
    app.send(
      { type: 'referral.change', field: 'name', value: 'Carlos' },
      { type: 'referral.change', field: 'email', value: 'carlos@itau.com.br' },
      { type: 'step.next' },
    )
    expect(formState(app)).toBe('savingPersonalData')
    expect(isApplicationBusy(app.snap())).toBe(true)
    await flush()
    expect(app.calls.savePersonalData).toEqual([
      { values: ANA, structure: STRUCTURE, documentReadOnly: false },
    ])
    expect(app.calls.subscribe).toEqual([
      {
        opportunityId: 42,
        source: 'linkedin',
        originCompany: 2627,
        questions: [
          { id: '1', title: 'Nome da mãe', slug: 'mae', answer: 'Maria da Silva' },
          { id: '2', title: 'Turno', slug: null, answer: 'Manhã;Noite' },
          { id: '4', title: 'Documentos', slug: null, answer: 'rg.pdf' },
        ],
        indication_name: 'Carlos',
        indication_email: 'carlos@itau.com.br',
      },
    ])
    expect(app.calls.setFollower).toBe(1)
    expect(app.calls.clearSource).toBe(1)
    expect(app.calls.navigate).toEqual([
      { to: '/inscricao-confirmada?vaga=Analista%20de%20Cr%C3%A9dito&id=42' },
    ])
    expect(app.log.slice(-5)).toEqual([
      'savePersonalData',
      'subscribe',
      'setFollower',
      'clearSource',
      'navigate /inscricao-confirmada?vaga=Analista%20de%20Cr%C3%A9dito&id=42',
    ])
    expect(applicationScreen(app.snap())).toBe('leaving')
    expect(isApplicationBusy(app.snap())).toBe(true)
  })

  it('the source of another opportunity is not used; no source is "companypage"; other companies keep the default', async () => {
    const other = await open(makeData({}, { companyName: 'Unibanco' }), {
      savedSource: 'linkedin',
      savedSourceOpportunityId: 41,
      storeSource: 'site',
      alternateCompanyWord: 'itau',
      companyId: 6562,
    })
    await toComplementary(other)
    other.send({ type: 'step.next' })
    await flush()
    expect(other.calls.subscribe[0]).toMatchObject({ source: 'site', originCompany: 6562 })
    const none = await open()
    await toComplementary(none)
    none.send({ type: 'step.next' })
    await flush()
    expect(none.calls.subscribe[0]).toMatchObject({ source: 'companypage', originCompany: 6562 })
  })

  it('goes to the stored callback URL when there is one (same-site only)', async () => {
    const app = await open(makeData(), { callbackUrl: '/perfil#box-subscription' })
    await toComplementary(app)
    app.send({ type: 'step.next' })
    await flush()
    expect(app.calls.navigate).toEqual([{ to: '/perfil#box-subscription' }])
    const unsafe = await open(makeData(), { callbackUrl: '//evil.com' })
    await toComplementary(unsafe)
    unsafe.send({ type: 'step.next' })
    await flush()
    expect(unsafe.calls.navigate).toEqual([
      { to: '/inscricao-confirmada?vaga=Analista%20de%20Cr%C3%A9dito&id=42' },
    ])
  })

  it('with tests: saves the personal data and goes to the tests; no subscription yet', async () => {
    const app = await open(makeData({}, { hasTests: true }))
    await toComplementary(app)
    expect(applicationSubmitText(app.snap())).toBe('Próxima Etapa')
    app.send({ type: 'step.next' })
    await flush()
    expect(app.calls.savePersonalData).toHaveLength(1)
    expect(app.calls.subscribe).toEqual([])
    // The answers are stored on the lead before the tests page (it applies with them).
    expect(app.calls.saveDraft.at(-1)).toMatchObject({ opportunityId: 42, draft: { version: 1 } })
    expect(app.calls.navigate).toEqual([{ to: '/vagas/42/inscricao/testes' }])
    expect(app.calls.setFollower).toBe(0)
    expect(formState(app)).toBe('tests')
    expect(applicationScreen(app.snap())).toBe('leaving')
  })

  it('a failed subscription with the server’s message goes back to tab 1 with that message', async () => {
    const app = await open(
      makeData(),
      {},
      {
        subscribe: () =>
          Promise.reject(platformError('VALIDATION', 'Resposta inválida para a pergunta Turno')),
      },
    )
    await toComplementary(app)
    app.send({ type: 'step.next' })
    await flush()
    expect(formState(app)).toBe('basic')
    expect(alertOf(app)).toEqual({
      tone: 'error',
      title: 'Uoops',
      message: 'Resposta inválida para a pergunta Turno',
    })
    expect(app.snap().context.answers).toEqual(ANSWERS)
    expect(app.calls.navigate).toEqual([])
    expect(app.calls.setFollower).toBe(0)
  })

  it.each([
    ['without', [MOTHER, SHIFT]],
    ['with', [MOTHER, SHIFT, SATURDAYS]],
  ])(
    'the failure’s alert goes once tab 1 passes again (%s eliminatory questions)',
    async (_name, questions) => {
      const app = await open(
        makeData({ questions }),
        {},
        {
          subscribe: () => Promise.reject(platformError('VALIDATION', 'Resposta inválida')),
        },
      )
      await toComplementary(app)
      app.send({ type: 'step.next' })
      await flush()
      expect(formState(app)).toBe('basic')
      expect(alertOf(app)?.message).toBe('Resposta inválida')
      app.send({ type: 'step.next' })
      await flush()
      expect(formState(app)).toBe('complementary')
      expect(alertOf(app)).toBeNull()
    },
  )

  it.each([
    ['INTERNAL with a message', platformError('INTERNAL', 'stack trace')],
    ['TRANSPORT', platformError('TRANSPORT', 'HTTP 502')],
    ['no message', platformError('VALIDATION')],
    ['no code', new Error('boom')],
    ['not an error', 'boom'],
  ])('a failed subscription (%s) says "%s"', async (_name, error) => {
    const app = await open(makeData(), {}, { subscribe: () => Promise.reject(error) })
    await toComplementary(app)
    app.send({ type: 'step.next' })
    await flush()
    expect(formState(app)).toBe('basic')
    expect(alertOf(app)).toEqual({ tone: 'error', title: 'Uoops', message: APPLY_FAILED })
  })

  it('a network failure stays on tab 2 with everything kept; "step.next" retries and succeeds', async () => {
    let offline = true
    const app = await open(
      makeData({}, { indicationDomains: ['itau.com.br'] }),
      {},
      {
        subscribe: async () => {
          if (offline) throw platformError('NETWORK', 'Failed to fetch')
          return { id: 7 }
        },
      },
    )
    await toComplementary(app)
    app.send(
      { type: 'referral.change', field: 'name', value: 'Carlos' },
      { type: 'referral.change', field: 'email', value: 'carlos@itau.com.br' },
      { type: 'step.next' },
    )
    await flush()
    expect(formState(app)).toBe('complementary')
    expect(alertOf(app)).toEqual({
      tone: 'error',
      title: 'Uoops',
      message:
        'Não foi possível enviar sua inscrição por falha de conexão. Suas respostas foram mantidas: tente novamente.',
    })
    expect(app.snap().context.answers).toEqual(ANSWERS)
    expect(app.snap().context.referral).toEqual({ name: 'Carlos', email: 'carlos@itau.com.br' })
    expect(app.snap().context.personalData).toEqual(ANA)
    offline = false
    app.send({ type: 'step.next' })
    expect(alertOf(app)).toBeNull()
    await flush()
    expect(app.calls.subscribe).toHaveLength(2)
    expect(app.calls.subscribe[1]).toEqual(app.calls.subscribe[0])
    expect(app.calls.navigate).toEqual([
      { to: '/inscricao-confirmada?vaga=Analista%20de%20Cr%C3%A9dito&id=42' },
    ])
  })

  it('a closed opportunity on subscribe shows the closed dialog', async () => {
    const app = await open(
      makeData(),
      {},
      {
        subscribe: () => Promise.reject(platformError('CLOSED', 'Inscrições Encerradas')),
      },
    )
    await toComplementary(app)
    app.send({ type: 'step.next' })
    await flush()
    expect(app.snap().value).toBe('closed')
    app.send({ type: 'closed.dismiss' })
    expect(app.calls.navigate).toEqual([{ to: '/vagas/' }])
  })

  it('an expired session: keeps the draft, asks for a login, then retries the subscription', async () => {
    let expired = true
    const app = await open(
      makeData(),
      {},
      {
        subscribe: async () => {
          if (expired) throw platformError('UNAUTHORIZED', 'Não autorizado')
          return { id: 7 }
        },
      },
    )
    await toComplementary(app)
    app.send({ type: 'step.next' })
    await flush()
    expect(formState(app)).toBe('sessionExpired')
    expect(isApplicationBusy(app.snap())).toBe(true)
    expect(app.calls.requestLogin).toBe(1)
    expect(app.calls.rememberDraft.at(-1)).toMatchObject({
      version: 1,
      tab: 'complementary',
      personalData: ANA,
      answers: ANSWERS,
      updatedAt: TODAY.getTime(),
    })
    expired = false
    app.send({ type: 'session.renewed' })
    await flush()
    expect(app.calls.savePersonalData).toHaveLength(1)
    expect(app.calls.subscribe).toHaveLength(2)
    expect(app.calls.navigate).toEqual([
      { to: '/inscricao-confirmada?vaga=Analista%20de%20Cr%C3%A9dito&id=42' },
    ])
  })

  it('an expired session while saving the personal data retries that step', async () => {
    let expired = true
    const app = await open(
      makeData(),
      {},
      {
        savePersonalData: async () => {
          if (expired) throw platformError('UNAUTHORIZED')
          return true
        },
      },
    )
    await toComplementary(app)
    app.send({ type: 'step.next' })
    await flush()
    expect(formState(app)).toBe('sessionExpired')
    expect(app.calls.subscribe).toEqual([])
    expired = false
    app.send({ type: 'session.renewed' })
    await flush()
    expect(app.calls.savePersonalData).toHaveLength(2)
    expect(app.calls.subscribe).toHaveLength(1)
  })

  it('a failed personal-data save: the network keeps tab 2; otherwise tab 1 with the message', async () => {
    let error: unknown = platformError('NETWORK', 'x')
    const app = await open(makeData(), {}, { savePersonalData: () => Promise.reject(error) })
    await toComplementary(app)
    app.send({ type: 'step.next' })
    await flush()
    expect(formState(app)).toBe('complementary')
    expect(alertOf(app)?.message).toBe(ptBR.application.networkFailed)
    error = platformError('VALIDATION', 'CPF inválido')
    app.send({ type: 'step.next' })
    await flush()
    expect(formState(app)).toBe('basic')
    expect(alertOf(app)).toEqual({ tone: 'error', title: 'Uoops', message: 'CPF inválido' })
    error = {}
    await toComplementary(app)
    app.send({ type: 'step.next' })
    await flush()
    expect(alertOf(app)).toEqual({
      tone: 'error',
      title: 'Uoops',
      message: 'Ocorreu um erro ao salvar suas informações',
    })
    expect(app.calls.subscribe).toEqual([])
  })

  it('a second click while sending is ignored', async () => {
    let resolve: (value: unknown) => void = () => {}
    const app = await open(makeData(), {}, { subscribe: () => new Promise((r) => (resolve = r)) })
    await toComplementary(app)
    app.send({ type: 'step.next' }, { type: 'step.next' })
    await flush()
    expect(formState(app)).toBe('subscribing')
    expect(isApplicationBusy(app.snap())).toBe(true)
    expect(applicationScreen(app.snap())).toBe('form')
    app.send({ type: 'step.next' }, { type: 'step.next' }, { type: 'tab.select', tab: 'basic' })
    await flush()
    expect(formState(app)).toBe('subscribing')
    expect(app.calls.savePersonalData).toHaveLength(1)
    expect(app.calls.subscribe).toHaveLength(1)
    resolve({ id: 7 })
    await flush()
    expect(app.calls.subscribe).toHaveLength(1)
    expect(app.calls.navigate).toHaveLength(1)
  })

  it('the personal data sent is what was typed', async () => {
    const app = await open()
    app.send(
      { type: 'personal.change', field: 'has_disability', value: true },
      { type: 'personal.change', field: 'disabilities', value: ['2'] },
    )
    await toComplementary(app)
    app.send({ type: 'step.next' })
    await flush()
    expect(app.calls.savePersonalData[0]?.values).toEqual({
      ...ANA,
      has_disability: true,
      disabilities: ['2'],
    })
  })
})

describe('application: the draft', () => {
  it('a change is saved on the lead 800 ms after the last one, once, with the latest values', async () => {
    const app = await open()
    expect(draftStatusText(app.snap())).toBeNull()
    app.send({ type: 'answer.change', id: '1', value: 'M' })
    await vi.advanceTimersByTimeAsync(500)
    app.send({ type: 'answer.change', id: '1', value: 'Maria' })
    await vi.advanceTimersByTimeAsync(500)
    app.send({ type: 'personal.change', field: 'phone', value: '(21) 3456-7890' })
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS - 1)
    expect(app.calls.saveDraft).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(app.calls.saveDraft).toHaveLength(1)
    expect(app.calls.saveDraft[0]).toEqual({
      opportunityId: 42,
      draft: {
        version: 1,
        tab: 'basic',
        personalData: { ...ANA, phone: '(21) 3456-7890' },
        answers: { '1': 'Maria', '2': '' },
        referral: { name: '', email: '' },
        noExperience: false,
        updatedAt: TODAY.getTime() + 1000 + DRAFT_SAVE_DELAY_MS,
      },
    })
    expect(app.snap().context.draftStatus).toBe('saved')
    expect(draftStatusText(app.snap())).toBe('Respostas salvas')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(app.calls.saveDraft).toHaveLength(1)
    // Each change is also kept in the page's memory at once.
    expect(app.calls.rememberDraft.at(-1)?.personalData.phone).toBe('(21) 3456-7890')
  })

  it('files, reports and résumé changes are saved elsewhere: no draft', async () => {
    const app = await open()
    app.send(
      { type: 'file.upload', target: { kind: 'laudo' }, file: pdf('laudo.pdf') },
      { type: 'resume.change', experiences: 2, noExperience: false },
    )
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS * 2)
    expect(app.calls.saveDraft).toEqual([])
    expect(app.snap().context.laudos).toHaveLength(1)
    expect(app.snap().context.experiences).toBe(2)
  })

  it('changes while saving are saved again afterwards', async () => {
    let resolve: (value: unknown) => void = () => {}
    const app = await open(makeData(), {}, { saveDraft: () => new Promise((r) => (resolve = r)) })
    app.send({ type: 'referral.change', field: 'name', value: 'Car' })
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS)
    expect(app.calls.saveDraft).toHaveLength(1)
    expect(app.snap().context.draftStatus).toBe('saving')
    expect(draftStatusText(app.snap())).toBe('Salvando respostas…')
    app.send({ type: 'referral.change', field: 'name', value: 'Carlos' })
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS * 2)
    expect(app.calls.saveDraft).toHaveLength(1)
    resolve(true)
    await flush()
    expect(app.snap().context.draftStatus).toBe('saved')
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS)
    expect(app.calls.saveDraft).toHaveLength(2)
    expect(app.calls.saveDraft[1]?.draft.referral).toEqual({ name: 'Carlos', email: '' })
    resolve(true)
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS * 2)
    expect(app.calls.saveDraft).toHaveLength(2)
  })

  it('a failed save says so and is retried after 5 s', async () => {
    let fail = true
    const app = await open(
      makeData(),
      {},
      {
        saveDraft: async () => {
          if (fail) throw platformError('NETWORK')
          return true
        },
      },
    )
    app.send({ type: 'answer.change', id: '1', value: 'Maria' })
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS)
    expect(app.calls.saveDraft).toHaveLength(1)
    expect(app.snap().context.draftStatus).toBe('failed')
    expect(draftStatusText(app.snap())).toBe(
      'Não foi possível salvar suas respostas agora. Elas continuam nesta página.',
    )
    expect(app.snap().context.answers['1']).toBe('Maria')
    await vi.advanceTimersByTimeAsync(DRAFT_RETRY_DELAY_MS - 1)
    expect(app.calls.saveDraft).toHaveLength(1)
    fail = false
    await vi.advanceTimersByTimeAsync(1)
    expect(app.calls.saveDraft).toHaveLength(2)
    expect(app.snap().context.draftStatus).toBe('saved')
    expect(DRAFT_RETRY_DELAY_MS).toBe(5000)
    expect(DRAFT_SAVE_DELAY_MS).toBe(800)
  })

  it('a change after a failure saves 800 ms later, without waiting for the retry', async () => {
    let fail = true
    const app = await open(
      makeData(),
      {},
      {
        saveDraft: async () => {
          if (fail) throw platformError('NETWORK')
          return true
        },
      },
    )
    app.send({ type: 'answer.change', id: '1', value: 'Ma' })
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS)
    fail = false
    app.send({ type: 'answer.change', id: '1', value: 'Maria' })
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS)
    expect(app.calls.saveDraft).toHaveLength(2)
    expect(app.calls.saveDraft[1]?.draft.answers).toEqual({ '1': 'Maria', '2': '' })
    await vi.advanceTimersByTimeAsync(DRAFT_RETRY_DELAY_MS)
    expect(app.calls.saveDraft).toHaveLength(2)
  })

  const draft = (overrides: Partial<ApplicationDraft> = {}): ApplicationDraft => ({
    version: 1,
    tab: 'basic',
    personalData: { ...ANA, phone: '(21) 3456-7890' },
    answers: { '1': 'Joana Souza', '2': 'Noite' },
    referral: { name: 'Carlos', email: 'carlos@itau.com.br' },
    updatedAt: TODAY.getTime() - 60_000,
    ...overrides,
  })

  it('a draft on the lead restores answers, personal data, referral and tab', async () => {
    const app = await open(
      makeData({
        subscription: { step: 'lead', draft: draft({ tab: 'complementary' }) },
        additional: [{ slug: 'mae', answer: 'Maria da Silva' }],
      }),
    )
    expect(formState(app)).toBe('complementary')
    expect(app.snap().context.personalData.phone).toBe('(21) 3456-7890')
    expect(app.snap().context.answers).toEqual({ '1': 'Joana Souza', '2': 'Noite' })
    expect(app.snap().context.referral).toEqual({ name: 'Carlos', email: 'carlos@itau.com.br' })
    expect(app.snap().context.answersValidated).toBe(true)
    // Restoring saves nothing.
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS * 2)
    expect(app.calls.saveDraft).toEqual([])
    app.send({ type: 'step.next' })
    await flush()
    expect(app.calls.subscribe[0]?.questions.map((q) => q.answer)).toEqual(['Joana Souza', 'Noite', ''])
  })

  it('the “no experience” tick is kept with the draft and restored from it', async () => {
    const app = await open(makeData())
    app.send({ type: 'resume.change', experiences: 0, noExperience: true })
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS)
    expect(app.calls.saveDraft.at(-1)?.draft.noExperience).toBe(true)
    const restored = await open(
      makeData({ subscription: { step: 'lead', draft: draft({ noExperience: true }) } }),
    )
    expect(restored.snap().context.noExperience).toBe(true)
    const older = await open(makeData({ subscription: { step: 'lead', draft: draft() } }))
    expect(older.snap().context.noExperience).toBe(false)
  })

  it('a newer draft in the page’s memory wins over the lead’s; an older one loses', async () => {
    const server = draft()
    const newer = draft({ answers: { '1': 'Maria Memória' }, updatedAt: server.updatedAt + 1 })
    const app = await open(makeData({ subscription: { step: 'lead', draft: server } }), {
      memoryDraft: newer,
    })
    expect(app.snap().context.answers).toEqual({ '1': 'Maria Memória', '2': '' })
    const older = draft({ answers: { '1': 'Maria Antiga' }, updatedAt: server.updatedAt - 1 })
    const app2 = await open(makeData({ subscription: { step: 'lead', draft: server } }), {
      memoryDraft: older,
    })
    expect(app2.snap().context.answers).toEqual({ '1': 'Joana Souza', '2': 'Noite' })
    const onlyMemory = await open(makeData(), { memoryDraft: older })
    expect(onlyMemory.snap().context.answers['1']).toBe('Maria Antiga')
  })

  it('a draft on tab 2 whose tab 1 no longer passes reopens on tab 1', async () => {
    const broken = draft({ tab: 'complementary', personalData: { ...ANA, cpf: '' } })
    const app = await open(makeData({ subscription: { step: 'lead', draft: broken } }))
    expect(formState(app)).toBe('basic')
    expect(applicationTab(app.snap())).toBe('basic')
    expect(app.snap().context.answersValidated).toBe(false)
    const unanswered = draft({ tab: 'complementary', answers: { '1': 'Joana Souza' } })
    const app2 = await open(makeData({ subscription: { step: 'lead', draft: unanswered } }))
    expect(formState(app2)).toBe('basic')
  })

  it('a draft is read back safely: anything malformed is ignored', () => {
    expect(parseApplicationDraft(draft())).toEqual(draft())
    expect(parseApplicationDraft({ ...draft(), personalData: { firstname: 'Ana' } })?.personalData).toEqual({
      ...EMPTY_PERSONAL_DATA,
      firstname: 'Ana',
    })
    for (const bad of [
      null,
      'x',
      {},
      { ...draft(), version: 2 },
      { ...draft(), tab: 'tests' },
      { ...draft(), answers: { '1': 3 } },
    ])
      expect(parseApplicationDraft(bad)).toBeNull()
  })
})

describe('application: form behaviour', () => {
  it('has-disability "no" clears the chosen disabilities', async () => {
    const app = await open()
    app.send(
      { type: 'personal.change', field: 'has_disability', value: true },
      { type: 'personal.change', field: 'disabilities', value: ['1', '3'] },
    )
    expect(app.snap().context.personalData.disabilities).toEqual(['1', '3'])
    app.send({ type: 'personal.change', field: 'has_disability', value: false })
    expect(app.snap().context.personalData).toMatchObject({ has_disability: false, disabilities: [] })
  })

  it('a complete postal code looks the address up: found fills it, else a code says why', async () => {
    let found = true
    const app = await open(
      makeData({ personalData: { ...ANA, number: '12', complement: 'ap 3', street: 'Antiga' } }),
      {},
      {
        lookupPostalCode: async (zipcode) => {
          if (!found) throw platformError(zipcode === '99999999' ? 'NOT_FOUND' : 'BAD_RESPONSE')
          return {
            street: 'Avenida Paulista',
            neighborhood: 'Bela Vista',
            stateAbbr: 'SP',
            city: 'São Paulo',
          }
        },
        loadCities: async (state) => (state === 'SP' ? ['Campinas', 'São Paulo'] : []),
      },
    )
    app.send({ type: 'personal.change', field: 'zipcode', value: '01310-10' })
    expect(app.snap().context.postal).toBe('idle')
    app.send({ type: 'personal.change', field: 'zipcode', value: '01310-100' })
    expect(app.snap().context.postal).toBe('loading')
    await flush()
    expect(app.log).toContain('lookupPostalCode 01310100')
    expect(app.snap().context.postal).toBe('idle')
    expect(app.snap().context.personalData).toMatchObject({
      zipcode: '01310-100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      state: '26',
      city: 'São Paulo',
      number: '',
      complement: '',
    })
    // The found state's cities load once.
    await flush()
    expect(app.snap().context.cities).toEqual({
      state: 'SP',
      names: ['Campinas', 'São Paulo'],
      status: 'ready',
    })
    expect(app.log.filter((entry) => entry.startsWith('loadCities'))).toEqual(['loadCities SP'])
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS)
    expect(app.calls.saveDraft).toHaveLength(1)
    // Not found, then a malformed answer: what was typed stays.
    found = false
    app.send({ type: 'personal.change', field: 'street', value: 'Rua Digitada' })
    app.send({ type: 'personal.change', field: 'zipcode', value: '99999-999' })
    await flush()
    expect(app.snap().context.postal).toBe('notFound')
    app.send({ type: 'personal.change', field: 'zipcode', value: '12345-678' })
    await flush()
    expect(app.snap().context.postal).toBe('failed')
    expect(app.snap().context.personalData.street).toBe('Rua Digitada')
    // An incomplete code clears the message.
    app.send({ type: 'personal.change', field: 'zipcode', value: '12345' })
    expect(app.snap().context.postal).toBe('idle')
  })

  it('a postal lookup restarts only its own region: a photo being sent keeps going', async () => {
    let finishUpload: (url: string) => void = () => {}
    const app = await open(
      makeData(),
      {},
      {
        lookupPostalCode: async () => ({
          street: 'Rua A',
          neighborhood: 'Centro',
          stateAbbr: 'SP',
          city: 'São Paulo',
        }),
        uploadAvatar: () => new Promise<string>((resolve) => (finishUpload = resolve)),
      },
    )
    app.send({ type: 'avatar.save', image: 'data:image/png;base64,AAAA' })
    expect(app.snap().context.avatar.status).toBe('saving')
    app.send({ type: 'personal.change', field: 'zipcode', value: '01310-100' })
    app.send({ type: 'personal.change', field: 'zipcode', value: '01310-101' })
    await flush()
    expect(app.log.filter((entry) => entry === 'uploadAvatar')).toHaveLength(1)
    finishUpload('https://cdn.test/nova.png')
    await flush()
    expect(app.snap().context.avatar).toEqual({ url: 'https://cdn.test/nova.png', status: 'idle' })
  })

  it('uploads report progress; a failed one gives its field a code and keeps everything typed', async () => {
    let reportUpload: ((event: ApplicationEvent) => void) | null = null
    let uploadId = ''
    const app = await open(
      makeData({ questions: [{ ...DOCUMENTS, required: true }] }),
      {},
      {
        uploadFile: (input, report) => {
          uploadId = input.uploadId
          reportUpload = report
        },
        removeFile: async (fileId) => {
          if (fileId === 'l1') throw platformError('INTERNAL')
          return true
        },
      },
    )
    app.send({ type: 'personal.change', field: 'firstname', value: 'Ana Maria' })
    app.send({ type: 'file.upload', target: { kind: 'laudo' }, file: pdf('laudo.pdf') })
    await flush()
    reportUpload!({ type: 'upload.progress', uploadId, percent: 42.4 })
    expect(app.snap().context.uploads).toEqual([
      { id: uploadId, field: 'laudo', name: 'laudo.pdf', progress: 42 },
    ])
    reportUpload!({ type: 'upload.failed', uploadId, code: 'NETWORK' })
    expect(app.snap().context.uploads).toEqual([])
    expect(app.snap().context.fileErrors).toEqual({ laudo: 'uploadFailed' })
    expect(app.snap().context.laudos).toEqual([])
    expect(app.snap().context.personalData.firstname).toBe('Ana Maria')
    expect(formState(app)).toBe('basic')
    // Trying again clears the message; success adds the file.
    app.send({ type: 'file.upload', target: { kind: 'laudo' }, file: pdf('laudo.pdf') })
    expect(app.snap().context.fileErrors).toEqual({})
    await flush()
    reportUpload!({
      type: 'upload.done',
      uploadId,
      file: { id: 'l1', name: 'laudo.pdf', file: 'https://f/l1.pdf' },
    })
    expect(app.snap().context.laudos).toEqual([{ id: 'l1', name: 'laudo.pdf', file: 'https://f/l1.pdf' }])
    // A failed removal keeps the file and says so; a question's attachment fails the same way.
    app.send({ type: 'file.remove', target: { kind: 'laudo' }, fileId: 'l1' })
    await flush()
    expect(app.snap().context.laudos).toHaveLength(1)
    expect(app.snap().context.fileErrors).toEqual({ laudo: 'removeFailed' })
    app.send({ type: 'file.upload', target: { kind: 'question', questionId: '4' }, file: pdf('rg.pdf') })
    await flush()
    reportUpload!({ type: 'upload.failed', uploadId, code: 'BAD_RESPONSE' })
    expect(app.snap().context.fileErrors).toEqual({ laudo: 'removeFailed', '4': 'uploadFailed' })
    // A cancelled upload goes away without a message.
    app.send({ type: 'file.upload', target: { kind: 'question', questionId: '4' }, file: pdf('rg.pdf') })
    await flush()
    app.send({ type: 'upload.cancel', uploadId })
    expect(app.snap().context.uploads).toEqual([])
    expect(app.snap().context.fileErrors).toEqual({ laudo: 'removeFailed' })
  })

  it('a removed attachment leaves its question; removals run one at a time', async () => {
    const files = [
      { id: 'a', name: 'a.pdf', file: 'https://f/a.pdf' },
      { id: 'b', name: 'b.pdf', file: 'https://f/b.pdf' },
    ]
    const app = await open(makeData({ questions: [DOCUMENTS], files: { '4': files } }))
    app.send(
      { type: 'file.remove', target: { kind: 'question', questionId: '4' }, fileId: 'a' },
      { type: 'file.remove', target: { kind: 'question', questionId: '4' }, fileId: 'b' },
    )
    await flush()
    await flush()
    expect(app.snap().context.files['4']).toEqual([])
    expect(app.log.filter((entry) => entry.startsWith('removeFile'))).toEqual([
      'removeFile a',
      'removeFile b',
    ])
  })

  it('the rules of the fields follow the structure and the answers', async () => {
    const app = await open()
    expect(personalDataRules(app.snap())).toMatchObject({
      email: 'required',
      gender: 'optional',
      pronoun: 'hidden',
    })
    expect(personalDataRules(app.snap())?.disabilities).toBe('hidden')
    app.send({ type: 'personal.change', field: 'has_disability', value: true })
    expect(personalDataRules(app.snap())?.disabilities).toBe('required')
    app.send({ type: 'personal.change', field: 'nationality', value: 'Argentina' })
    expect(personalDataRules(app.snap())).toMatchObject({ cpf: 'hidden', passport: 'required' })
  })

  it('a read-only document is not checked again', async () => {
    const app = await open(
      makeData({ documentReadOnly: true, personalData: { ...ANA, cpf: '123.456.789-00' } }),
    )
    await toComplementary(app)
    app.send({ type: 'step.next' })
    await flush()
    expect(app.calls.savePersonalData[0]?.documentReadOnly).toBe(true)
  })
})

describe('application: selectors before loading', () => {
  it('no data: no rules, no sections, tab 1', () => {
    const app = start(makeData())
    expect(personalDataRules(app.snap())).toBeNull()
    expect(complementarySections(app.snap())).toEqual({
      education: false,
      experience: false,
      language: false,
      referral: false,
      domains: [],
    })
    expect(applicationSubmitText(app.snap())).toBe('Próxima Etapa')
    expect(isApplicationBusy(app.snap())).toBe(false)
    expect(firstInvalidField(app.snap())).toBeNull()
  })

  it('sections follow the structure', async () => {
    const app = await open(
      makeData({
        structure: {
          ...STRUCTURE,
          education: 'required',
          languageProficiency: 'required',
          professionalExperience: 'optional',
        },
      }),
    )
    expect(complementarySections(app.snap())).toMatchObject({
      education: true,
      language: true,
      experience: false,
    })
  })
})
