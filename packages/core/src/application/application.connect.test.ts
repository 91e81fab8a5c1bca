import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { mergeMessages } from '../messages/overrides'
import { ptBR } from '../messages/pt-BR'
import { connectApplication, type ApplicationMessages } from './application.connect'
import {
  applicationMachine,
  type ApplicationData,
  type ApplicationEvent,
  type ApplicationInput,
  type EliminatoryResult,
  type UploadFileInput,
} from './application.machine'
import { EMPTY_FORM_STRUCTURE, EMPTY_PERSONAL_DATA } from '../personal-data/personal-data.schema'
import { personalDataMachine } from '../personal-data/personal-data.machine'

const TODAY = new Date('2025-03-15T15:00:00Z')

function makeData(
  overrides: Partial<ApplicationData> = {},
  flags: Partial<ApplicationData['opportunity']> = {},
) {
  return {
    opportunity: {
      id: 42,
      title: 'Analista de Crédito',
      open: true,
      hasTests: false,
      ninenineApply: false,
      whatsappApply: false,
      companyName: 'Itaú',
      indicationDomains: [],
      ...flags,
    },
    structure: {
      ...EMPTY_FORM_STRUCTURE,
      personalData: {
        email: 'required',
        has_disability: 'optional',
        zipcode: 'optional',
        state: 'optional',
        city: 'optional',
      },
    },
    questions: [
      {
        id: '4',
        title: 'Anexe seu RG',
        required: true,
        hint: null,
        htmlType: 'file_upload',
        options: [],
        slug: null,
        order: 1,
        eliminatory: false,
      },
    ],
    personalData: { ...EMPTY_PERSONAL_DATA, firstname: 'Ana', lastname: 'Souza', email: 'ana@example.com' },
    documentReadOnly: false,
    additional: [],
    files: {},
    laudos: [],
    experiences: 0,
    noExperience: false,
    lists: { genders: [{ id: 1, name: 'Mulher' }] },
    subscription: null,
    ...overrides,
  } satisfies ApplicationData
}

const platformError = (code: string, message = '') => Object.assign(new Error(message), { code })

function start(
  data: ApplicationData = makeData(),
  input: Partial<ApplicationInput> = {},
  fakes: { load?: () => Promise<ApplicationData>; subscribe?: () => Promise<unknown> } = {},
) {
  const uploads: { input: UploadFileInput; report: (event: ApplicationEvent) => void }[] = []
  const machine = applicationMachine.provide({
    actors: {
      loadApplication: fromPromise(async () => (fakes.load ? fakes.load() : data)),
      checkEligibility: fromPromise(async (): Promise<{ eligible: boolean }> => ({ eligible: true })),
      createLead: fromPromise(async (): Promise<unknown> => ({ id: 1 })),
      saveDraft: fromPromise(async (): Promise<unknown> => true),
      validateEliminatory: fromPromise(async (): Promise<EliminatoryResult> => ({ subscribe: 'true' })),
      savePersonalData: fromPromise(async (): Promise<unknown> => true),
      subscribe: fromPromise(async (): Promise<unknown> => (fakes.subscribe ? fakes.subscribe() : { id: 1 })),
      personalData: personalDataMachine.provide({
        actors: {
          lookupPostalCode: fromPromise(async ({ input: { zipcode } }) => {
            if (zipcode === '99999999') throw platformError('NOT_FOUND')
            if (zipcode === '00000000') throw platformError('BAD_RESPONSE')
            return { street: 'Av. Paulista', neighborhood: 'Bela Vista', stateAbbr: 'SP', city: 'São Paulo' }
          }),
          loadCities: fromPromise(async ({ input }) => ({
            state: input.state,
            cities: ['Campinas', 'São Paulo'],
          })),
          uploadAvatar: fromPromise(async () => 'https://f/avatar.png'),
        },
      }),
      uploadFile: fromCallback<ApplicationEvent, UploadFileInput>(({ input, sendBack }) => {
        uploads.push({ input, report: sendBack })
      }),
      removeFile: fromPromise(async (): Promise<unknown> => true),
    },
  })
  const actor = createActor(machine, {
    input: { opportunityId: 42, now: () => TODAY, origin: 'https://carreiras.example', ...input },
  }).start()
  const sent: ApplicationEvent[] = []
  const send = (event: ApplicationEvent) => {
    sent.push(event)
    actor.send(event)
  }
  const view = (messages?: ApplicationMessages) => connectApplication(actor.getSnapshot(), send, messages)
  return { actor, view, sent, uploads }
}

const flush = () => vi.advanceTimersByTimeAsync(0)
const pdf = (name: string) => ({ name, size: 1000, type: 'application/pdf' })

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(TODAY)
})
afterEach(() => vi.useRealTimers())

describe('connectApplication: screens', () => {
  it('loading, then the form with its title, tab and button', async () => {
    const app = start()
    expect(app.view()).toMatchObject({
      screen: 'loading',
      busy: true,
      loadingText: ptBR.application.loading,
      form: null,
    })
    await flush()
    const view = app.view()
    expect(view.screen).toBe('form')
    expect(view.title).toBe('Inscrição: Analista de Crédito')
    expect(view.form).toMatchObject({
      title: 'Inscrição: Analista de Crédito',
      tab: 'basic',
      submitLabel: 'Próxima Etapa',
      busy: false,
      alert: null,
      errors: {},
    })
    expect(view.form?.personal.options.genders).toEqual([{ id: 1, name: 'Mulher' }])
    expect(view.form?.personal.rules.email).toBe('required')
  })

  it('a failed load offers a retry; a closed opportunity its dialog; the other routes their texts', async () => {
    let fail = true
    const app = start(
      makeData(),
      {},
      {
        load: async () => {
          if (fail) throw platformError('NETWORK', 'Sem conexão')
          return makeData()
        },
      },
    )
    await flush()
    const failed = app.view()
    expect(failed.screen).toBe('loadFailed')
    expect(failed.loadFailed).toMatchObject({
      message: ptBR.application.loadFailed,
      retryLabel: 'Tentar novamente',
    })
    fail = false
    failed.loadFailed!.onRetry()
    expect(app.sent).toEqual([{ type: 'load.retry' }])
    await flush()
    expect(app.view().screen).toBe('form')

    const closed = start(makeData({}, { open: false }))
    await flush()
    expect(closed.view().closed).toMatchObject({
      title: 'Uoops',
      message: 'Inscrições Encerradas',
      okLabel: 'Ok',
    })

    const applied = start(makeData({ subscription: { step: 'applied', draft: null } }))
    await flush()
    expect(applied.view().alreadyApplied).toMatchObject({
      message: ptBR.application.alreadyApplied,
      followHref: '/meu-perfil#box-subscription',
      backHref: '/vagas/42',
    })

    const whatsapp = start(makeData({}, { whatsappApply: true }), {
      whatsapp: { number: '+55 11 99999-0000', text: '' },
    })
    await flush()
    const link = new URL(whatsapp.view().whatsapp?.href ?? '')
    expect(link.pathname).toBe('/5511999990000')
    expect(link.searchParams.get('text')).toBe(
      'Olá! Quero me inscrever na vaga Analista de Crédito: https://carreiras.example/vagas/42',
    )
  })
})

describe('connectApplication: texts come from the messages, the context holds codes', () => {
  it('field errors are worded from the catalogue given (a brand may reword them)', async () => {
    const app = start(
      makeData({ personalData: { ...EMPTY_PERSONAL_DATA, firstname: 'Ana', lastname: 'Souza', email: 'x' } }),
    )
    await flush()
    app.view().form!.onSubmit()
    expect(app.actor.getSnapshot().context.errors).toEqual({ email: 'email' })
    expect(app.view().form?.errors).toEqual({ email: 'E-mail inválido' })
    expect(app.view().form?.focus).toEqual({ field: 'email', token: 1 })
    const brand = mergeMessages(ptBR, { validation: { email: 'Confira o e-mail' } })
    expect(app.view(brand).form?.errors).toEqual({ email: 'Confira o e-mail' })
  })

  it('an apply failure: the server’s message, else the fallback; network keeps tab 2', async () => {
    let error: unknown = platformError('NETWORK')
    const app = start(makeData({ questions: [] }), {}, { subscribe: () => Promise.reject(error) })
    await flush()
    app.view().form!.onSubmit()
    await flush()
    expect(app.view().form?.tab).toBe('complementary')
    expect(app.view().form?.submitLabel).toBe('Finalizar Inscrição')
    app.view().form!.onSubmit()
    await flush()
    expect(app.actor.getSnapshot().context.alert).toEqual({ kind: 'network' })
    expect(app.view().form?.alert).toMatchObject({
      kind: 'network',
      title: 'Uoops',
      message: ptBR.application.networkFailed,
    })
    error = platformError('INTERNAL', 'stack trace')
    app.view().form!.onSubmit()
    await flush()
    expect(app.view().form?.alert?.message).toBe(ptBR.application.applyFailed)
    app.view().form!.alert!.onDismiss()
    expect(app.view().form?.alert).toBeNull()
  })

  it('the postal code: looking, found (and the state’s cities), not found, failed', async () => {
    const app = start()
    await flush()
    const change = app.view().form!.personal.onChange
    change('zipcode', '01310-100')
    expect(app.view().form?.personal.postal).toEqual({
      status: 'loading',
      code: 'loading',
      text: 'Buscando endereço…',
    })
    await flush()
    await flush()
    const personal = app.view().form!.personal
    expect(personal.postal.status).toBe('idle')
    expect(personal.values).toMatchObject({ street: 'Av. Paulista', state: '26', city: 'São Paulo' })
    expect(personal.options.cities.map((c) => c.name)).toEqual(['Campinas', 'São Paulo'])
    change('zipcode', '99999-999')
    await flush()
    expect(app.view().form?.personal.postal).toMatchObject({
      status: 'not-found',
      text: ptBR.application.personalData.zipcodeNotFound,
    })
    change('zipcode', '00000-000')
    await flush()
    expect(app.view().form?.personal.postal).toMatchObject({
      status: 'failed',
      text: ptBR.application.personalData.zipcodeLookupFailed,
    })
  })

  it('uploads: progress, then the file; a failure says "Erro ao anexar arquivo." and keeps the form', async () => {
    const app = start()
    await flush()
    const form = () => app.view().form!
    form().personal.onChange('firstname', 'Ana Maria')
    form().personal.laudo.onUpload(pdf('laudo.pdf'))
    await flush()
    const [laudo] = app.uploads
    laudo!.report({ type: 'upload.progress', uploadId: laudo!.input.uploadId, percent: 40 })
    expect(form().personal.laudo.upload).toMatchObject({
      name: 'laudo.pdf',
      progress: 40,
      text: 'Enviando laudo.pdf',
    })
    laudo!.report({ type: 'upload.failed', uploadId: laudo!.input.uploadId, code: 'NETWORK' })
    expect(form().personal.laudo).toMatchObject({
      upload: null,
      files: [],
      errorCode: 'uploadFailed',
      error: { title: 'Erro ao anexar arquivo.', message: 'Por favor, tente novamente mais tarde.' },
    })
    expect(form().personal.values.firstname).toBe('Ana Maria')

    form().questions.files['4']!.onUpload(pdf('rg.pdf'))
    await flush()
    const rg = app.uploads[1]!
    rg.report({
      type: 'upload.done',
      uploadId: rg.input.uploadId,
      file: { id: 'f1', name: 'rg.pdf', file: 'https://f/rg.pdf' },
    })
    expect(form().questions.files['4']).toMatchObject({
      files: [{ id: 'f1', name: 'rg.pdf' }],
      error: null,
      upload: null,
    })
    form().questions.files['4']!.onRemove('f1')
    await flush()
    expect(form().questions.files['4']?.files).toEqual([])
  })

  it('the avatar is sent through the machine', async () => {
    const app = start(makeData(), { candidate: { name: 'Ana Souza', avatar: null } })
    await flush()
    expect(app.view().form?.avatar).toMatchObject({ name: 'Ana Souza', url: null, saving: false })
    app.view().form!.avatar.onSave('data:image/png;base64,AA==')
    expect(app.view().form?.avatar.saving).toBe(true)
    await flush()
    expect(app.view().form?.avatar).toMatchObject({ url: 'https://f/avatar.png', saving: false })
  })
})
