// The personal-data machine: scenarios with fake actors read through the connect view (what a screen
// sees), a parent that hears the saves, and the graph (xstate/graph): every state reachable, none a dead
// end, nothing sent while a rule is broken.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor, fromPromise, sendParent, setup, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { PostalLookupOutput, UploadFile } from '../application/application.types'
import { EDIT_MODAL_DELAY_MS, MAX_UPLOAD_BYTES } from '../constants'
import { ptBR } from '../messages/pt-BR'
import { connectPersonalData } from './personal-data.connect'
import { ANA_PERSONAL_DATA, ANA_PROFILE, NEW_ACCOUNT_PROFILE } from './personal-data.fixtures'
import {
  personalDataMachine,
  type PersonalDataMachineEvent,
  type PersonalDataMachineInput,
  type PersonalDataProfile,
  type SavePersonalDataOffFichaInput,
} from './personal-data.machine'

type Snapshot = SnapshotFrom<typeof personalDataMachine>

const coded = (code: string) => Object.assign(new Error(code), { code })
const t = ptBR.profile.personalData
const NOW = () => new Date('2025-06-01T12:00:00Z')

interface Fakes {
  load?: () => Promise<PersonalDataProfile>
  save?: (input: SavePersonalDataOffFichaInput) => Promise<unknown>
  lookup?: (zipcode: string) => Promise<PostalLookupOutput>
  cities?: (state: string) => Promise<{ state: string; cities: readonly string[] }>
  upload?: (file: UploadFile) => Promise<{ id: string; name: string; file: string }>
  remove?: (fileId: string) => Promise<unknown>
  avatar?: (image: string) => Promise<string>
}

function start(input: Partial<PersonalDataMachineInput> = {}, fakes: Fakes = {}) {
  let stored: PersonalDataProfile = ANA_PROFILE
  const load = vi.fn(fakes.load ?? (async () => stored))
  const save = vi.fn(
    fakes.save ??
      (async (given: SavePersonalDataOffFichaInput) => {
        stored = { ...stored, values: given.values }
        return { success: true }
      }),
  )
  const lookup = vi.fn(
    fakes.lookup ??
      (async () => ({
        street: 'Rua Augusta',
        neighborhood: 'Consolação',
        stateAbbr: 'SP',
        city: 'São Paulo',
      })),
  )
  const cities = vi.fn(
    fakes.cities ?? (async (state: string) => ({ state, cities: ['Campinas', 'São Paulo'] })),
  )
  const upload = vi.fn(
    fakes.upload ??
      (async (file: UploadFile) => ({ id: '9', name: file.name, file: `https://x/${file.name}` })),
  )
  const remove = vi.fn(fakes.remove ?? (async () => ({ success: true })))
  const avatar = vi.fn(fakes.avatar ?? (async () => 'https://x/avatar.png'))
  const notifySaved = vi.fn()
  const notifyInvalid = vi.fn()
  const notifySaveFailed = vi.fn()
  const avatarSaved = vi.fn()
  const actor = createActor(
    personalDataMachine.provide({
      actors: {
        loadProfile: fromPromise(() => load()),
        savePersonalData: fromPromise(({ input }) => save(input)),
        lookupPostalCode: fromPromise(({ input }) => lookup(input.zipcode)),
        loadCities: fromPromise(({ input }) => cities(input.state)),
        uploadLaudo: fromPromise(({ input }) => upload(input.file)),
        removeLaudo: fromPromise(({ input }) => remove(input.fileId)),
        uploadAvatar: fromPromise(({ input }) => avatar(input.image)),
      },
      actions: {
        notifySaved,
        notifyInvalid,
        notifySaveFailed,
        avatarSaved: (_, params) => avatarSaved(params),
      },
    }),
    { input: { context: 'profile', now: NOW, ...input } },
  ).start()
  const view = () => connectPersonalData(actor.getSnapshot(), actor.send)
  return {
    actor,
    view,
    calls: { load, save, lookup, cities, upload, remove, avatar },
    notify: { notifySaved, notifyInvalid, notifySaveFailed, avatarSaved },
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0)
const pdf = (name = 'laudo.pdf', size = 1000): UploadFile => ({ name, size, type: 'application/pdf' })

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

async function openForm(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'edit.open' })
  await vi.advanceTimersByTimeAsync(EDIT_MODAL_DELAY_MS)
}

describe('personal data on the profile', () => {
  it('shows a spinner, then the box with every line of the spec in its order', async () => {
    const { view } = start()
    expect(view()).toMatchObject({ screen: 'loading', busy: true, box: null, form: null })
    await flush()
    const box = view().box!
    expect(view().screen).toBe('ready')
    expect(box.title).toBe('Dados Pessoais')
    expect(box.rows.map((r) => [r.label, r.value])).toEqual([
      ['Pronome', 'Ela/dela'],
      ['Nome', 'Ana Souza'],
      ['Nome social', 'Não informado'],
      ['E-mail', 'ana.souza@example.com'],
      ['Telefone', '(11) 98765-4321'],
      ['Raça/Etnia', 'Parda'],
      ['Identidade de gênero', 'Mulher cisgênero'],
      ['Orientação sexual', 'Bissexual'],
      ['Data de nascimento', '10/05/1990'],
      ['Nacionalidade', 'Brasil'],
      ['CPF', '529.982.247-25'],
      ['Renda mensal pessoal', 'De R$ 1.500 a R$ 3.000'],
      ['Renda familiar', 'De R$ 3.000 a R$ 6.000'],
      ['Estado civil', 'Solteira(o)'],
    ])
    expect(box.disability).toMatchObject({
      label: 'Deficiência',
      value: 'Auditiva',
      names: ['Auditiva'],
      help: { label: 'Apoio no processo seletivo', text: 'Intérprete de Libras nas entrevistas' },
    })
    expect(box.address.value).toBe('Avenida Paulista, 1000, Apto 12, Bela Vista, São Paulo - SP')
    expect(view().dialog.open).toBe(false)
    expect(view().emptyProfile).toBe(false)
  })

  it('shows "Não" for no disability, and a foreigner’s RNE instead of the CPF', async () => {
    const { view } = start(
      {},
      {
        load: async () => ({
          ...ANA_PROFILE,
          values: {
            ...ANA_PERSONAL_DATA,
            has_disability: false,
            disabilities: [],
            nationality: 'Argentina',
            cpf: '',
            passport: 'V1234567',
          },
        }),
      },
    )
    await flush()
    const box = view().box!
    expect(box.disability).toMatchObject({ value: 'Não', names: [], help: null })
    const labels = box.rows.map((r) => r.label)
    expect(labels).toContain('RNE/Passaporte')
    expect(labels).not.toContain('CPF')
  })

  it('opens the modal after ~100 ms with the loaded values; Cancelar drops what was typed', async () => {
    const { actor, view } = start()
    await flush()
    actor.send({ type: 'edit.open' })
    await vi.advanceTimersByTimeAsync(EDIT_MODAL_DELAY_MS - 1)
    expect(view().dialog.open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(view().dialog).toEqual({ open: true, title: 'DADOS PESSOAIS' })
    view().form!.onChange('firstname', 'Ana Maria')
    expect(view().form!.values.firstname).toBe('Ana Maria')
    view().form!.onCancel()
    expect(view().dialog.open).toBe(false)
    expect(view().form!.values.firstname).toBe('Ana')
    await openForm(actor)
    expect(view().form!.values.firstname).toBe('Ana')
  })

  it('a required field left empty blocks the save with "Campo obrigatório"; nothing is sent', async () => {
    const { actor, view, calls, notify } = start()
    await flush()
    await openForm(actor)
    view().form!.onChange('phone', '')
    view().form!.onChange('lastname', '')
    view().form!.onSave()
    const form = view().form!
    expect(form.errors).toEqual({ lastname: 'Campo obrigatório', phone: 'Campo obrigatório' })
    expect(form.focus).toEqual({ field: 'lastname', token: 1 })
    expect(calls.save).not.toHaveBeenCalled()
    expect(notify.notifyInvalid).toHaveBeenCalledTimes(1)
    expect(view().dialog.open).toBe(true)
    // Typing clears the field's message; what was typed stays.
    view().form!.onChange('lastname', 'Souza')
    expect(view().form!.errors).toEqual({ phone: 'Campo obrigatório' })
    expect(view().form!.values.phone).toBe('')
  })

  it('off the ficha: social name, marital status, complement and what-you-love are optional', async () => {
    const { actor, view, calls } = start()
    await flush()
    await openForm(actor)
    for (const field of ['social_name', 'marital_status', 'complement', 'what_do_you_love'] as const)
      view().form!.onChange(field, '')
    expect(view().form!.rules).toMatchObject({
      social_name: 'optional',
      marital_status: 'optional',
      complement: 'optional',
      what_do_you_love: 'optional',
      pronoun: 'required',
      birthday: 'required',
      zipcode: 'required',
    })
    view().form!.onSave()
    await flush()
    expect(calls.save).toHaveBeenCalledTimes(1)
  })

  it('checks formats: phone, birthday (age 10 to 100), CPF, postal code', async () => {
    const { actor, view } = start({}, { load: async () => ({ ...ANA_PROFILE, documentReadOnly: false }) })
    await flush()
    await openForm(actor)
    const form = () => view().form!
    form().onChange('phone', '(11) 2345-678')
    form().onChange('birthday', '10/05/2020')
    form().onChange('cpf', '529.982.247-24')
    form().onChange('zipcode', '0131')
    form().onSave()
    expect(form().errors).toEqual({
      phone: 'Número inválido',
      birthday: 'Data inválida',
      cpf: 'CPF inválido',
      zipcode: 'CEP inválido',
    })
  })

  it('saves: personalDataUpdate with the values typed, then "Pronto!" and the profile read again', async () => {
    const { actor, view, calls, notify } = start()
    await flush()
    await openForm(actor)
    view().form!.onChange('social_name', 'Aninha')
    view().form!.onSave()
    expect(view().form!.saving).toBe(true)
    expect(view().busy).toBe(true)
    await flush()
    expect(calls.save).toHaveBeenCalledWith({
      values: { ...ANA_PERSONAL_DATA, social_name: 'Aninha' },
      structure: expect.objectContaining({ personalData: {} }),
      documentReadOnly: true,
      context: 'profile',
    })
    expect(notify.notifySaved).toHaveBeenCalledTimes(1)
    expect(calls.load).toHaveBeenCalledTimes(2)
    expect(view().dialog.open).toBe(false)
    expect(view().alert).toMatchObject({
      kind: 'saved',
      tone: 'success',
      title: 'Pronto!',
      message: 'Dados pessoais salvo com sucesso',
    })
    expect(view().box!.rows.find((r) => r.key === 'social_name')?.value).toBe('Aninha')
    view().alert!.onDismiss()
    expect(view().alert).toBeNull()
  })

  it('a failed save says "Uoops" and keeps every value typed, the modal open', async () => {
    const { actor, view, notify } = start({}, { save: async () => Promise.reject(coded('INTERNAL')) })
    await flush()
    await openForm(actor)
    view().form!.onChange('social_name', 'Aninha')
    view().form!.onSave()
    await flush()
    expect(view().alert).toMatchObject({
      kind: 'saveFailed',
      tone: 'error',
      title: 'Uoops',
      message: 'Ocorreu um erro ao salvar suas informações',
    })
    expect(view().dialog.open).toBe(true)
    expect(view().form!.values.social_name).toBe('Aninha')
    expect(notify.notifySaveFailed).toHaveBeenCalledTimes(1)
    expect(notify.notifySaved).not.toHaveBeenCalled()
    // The box still shows what the profile holds.
    expect(view().box!.rows.find((r) => r.key === 'social_name')?.empty).toBe(true)
  })

  it('a profile that cannot be read offers "Tentar novamente"', async () => {
    let fail = true
    const { view } = start({}, { load: async () => (fail ? Promise.reject(coded('NETWORK')) : ANA_PROFILE) })
    await flush()
    expect(view()).toMatchObject({
      screen: 'loadFailed',
      loadFailed: { message: t.loadFailed, retryLabel: 'Tentar novamente' },
    })
    fail = false
    view().loadFailed!.onRetry()
    await flush()
    expect(view().screen).toBe('ready')
  })
})

describe('form behaviour', () => {
  it('an 8-digit postal code fills the address and clears number and complement; the state’s cities load', async () => {
    const { actor, view, calls } = start()
    await flush()
    await openForm(actor)
    view().form!.onChange('zipcode', '01305-000')
    expect(view().form!.postal).toMatchObject({ status: 'loading', text: 'Buscando endereço…' })
    await flush()
    expect(calls.lookup).toHaveBeenCalledWith('01305000')
    expect(view().form!.values).toMatchObject({
      street: 'Rua Augusta',
      neighborhood: 'Consolação',
      state: '26',
      city: 'São Paulo',
      number: '',
      complement: '',
    })
    expect(calls.cities).toHaveBeenCalledWith('SP')
    expect(view().form!.options.cities.map((c) => c.name)).toEqual(['Campinas', 'São Paulo'])
    // The lookup never touches the form's own state: the modal stays open with what was typed.
    expect(view().dialog.open).toBe(true)
    view().form!.onChange('zipcode', '04538-133')
    expect(view().dialog.open).toBe(true)
    await flush()
    expect(view().dialog.open).toBe(true)
  })

  it('an unknown postal code keeps the address and says so', async () => {
    const { actor, view } = start({}, { lookup: async () => Promise.reject(coded('NOT_FOUND')) })
    await flush()
    await openForm(actor)
    view().form!.onChange('zipcode', '99999-999')
    await flush()
    expect(view().form!.postal).toMatchObject({
      status: 'not-found',
      text: 'CEP não encontrado. Preencha o endereço.',
    })
    expect(view().form!.values.street).toBe('Avenida Paulista')
    view().form!.onChange('zipcode', '9999')
    expect(view().form!.postal.status).toBe('idle')
  })

  it('answering "no" to disability clears the chosen ones; "yes" needs at least one', async () => {
    const { actor, view } = start()
    await flush()
    await openForm(actor)
    view().form!.onChange('has_disability', false)
    expect(view().form!.values.disabilities).toEqual([])
    view().form!.onChange('has_disability', true)
    view().form!.onSave()
    expect(view().form!.errors.disabilities).toBe(ptBR.validation.disabilityRequired)
  })
})

describe('medical reports and photo', () => {
  it('uploads a PDF and removes one once the platform says so', async () => {
    const { actor, view, calls } = start()
    await flush()
    await openForm(actor)
    view().form!.laudo.onUpload(pdf('novo.pdf'))
    expect(view().form!.laudo.uploading).toBe(true)
    await flush()
    expect(calls.upload).toHaveBeenCalledWith(pdf('novo.pdf'))
    expect(view().form!.laudo.files.map((f) => f.name)).toEqual(['laudo-auditivo.pdf', 'novo.pdf'])
    view().form!.laudo.onRemove('7')
    await flush()
    expect(calls.remove).toHaveBeenCalledWith('7')
    expect(view().form!.laudo.files.map((f) => f.name)).toEqual(['novo.pdf'])
  })

  it('refuses anything but a PDF of at most 2,100,000 bytes, without sending it', async () => {
    const { actor, view, calls } = start()
    await flush()
    await openForm(actor)
    view().form!.laudo.onUpload({ name: 'laudo.docx', size: 10, type: 'application/msword' })
    expect(view().form!.laudo.error).toEqual({
      title: 'Falha no carregamento do arquivo',
      message: 'Seu arquivo deve estar no formato .pdf',
    })
    view().form!.laudo.onUpload(pdf('grande.pdf', MAX_UPLOAD_BYTES + 1))
    expect(view().form!.laudo.error?.message).toBe('Seu arquivo não pode ter mais que 2MB')
    view().form!.laudo.onUpload(pdf('limite.pdf', MAX_UPLOAD_BYTES))
    expect(view().form!.laudo.error).toBeNull()
    await flush()
    expect(calls.upload).toHaveBeenCalledTimes(1)
  })

  it('a failed upload or removal keeps the list and says so', async () => {
    const { actor, view } = start(
      {},
      {
        upload: async () => Promise.reject(coded('NETWORK')),
        remove: async () => Promise.reject(coded('INTERNAL')),
      },
    )
    await flush()
    await openForm(actor)
    view().form!.laudo.onUpload(pdf())
    await flush()
    expect(view().form!.laudo.error).toEqual({
      title: 'Erro ao anexar arquivo.',
      message: 'Por favor, tente novamente mais tarde.',
    })
    view().form!.laudo.onRemove('7')
    await flush()
    expect(view().form!.laudo.error?.title).toBe('Erro ao excluir arquivo.')
    expect(view().form!.laudo.files).toHaveLength(1)
  })

  it('sends the cropped photo and shows the new one', async () => {
    const { view, calls, notify } = start()
    await flush()
    expect(view().avatar).toMatchObject({ url: null, label: 'Adicionar foto', name: 'Ana Souza' })
    view().avatar.onSave('data:image/png;base64,AAAA')
    expect(view().avatar.saving).toBe(true)
    await flush()
    expect(calls.avatar).toHaveBeenCalledWith('data:image/png;base64,AAAA')
    expect(view().avatar).toMatchObject({ url: 'https://x/avatar.png', saving: false, label: 'Alterar foto' })
    expect(notify.avatarSaved).toHaveBeenCalledWith({ url: 'https://x/avatar.png' })
  })

  it('a photo that could not be sent keeps the old one and says so', async () => {
    const { view } = start({}, { avatar: async () => Promise.reject(coded('INTERNAL')) })
    await flush()
    view().avatar.onSave('data:image/png;base64,AAAA')
    await flush()
    expect(view().avatar).toMatchObject({ url: null, error: ptBR.profile.avatar.saveFailed })
  })
})

describe('the empty profile', () => {
  it('invites a new account, and stops once an education is listed', async () => {
    const { actor, view } = start({}, { load: async () => NEW_ACCOUNT_PROFILE })
    await flush()
    expect(view().emptyProfile).toBe(true)
    actor.send({ type: 'resume.change', educations: 1, experiences: 0, noExperience: false })
    expect(view().emptyProfile).toBe(false)
  })
})

describe('on the ficha, under the application', () => {
  it('a profile given is ready at once (nothing read); the postal code and the state still look up', async () => {
    const given = { ...ANA_PROFILE, values: { ...ANA_PROFILE.values, firstname: 'Rascunho' } }
    const { actor, calls } = start({ context: 'ficha', profile: given })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(actor.getSnapshot().context.values.firstname).toBe('Rascunho')
    actor.send({ type: 'field.change', field: 'zipcode', value: '01305-000' })
    await flush()
    expect(calls.load).not.toHaveBeenCalled()
    expect(calls.lookup).toHaveBeenCalledWith('01305000')
    expect(actor.getSnapshot().context.values.street).toBe('Rua Augusta')
    expect(actor.getSnapshot().context.cities).toEqual({
      state: 'SP',
      names: ['Campinas', 'São Paulo'],
      status: 'ready',
    })
  })
})

describe('inline, under a parent (register pages)', () => {
  it('the form is open at once; Cancelar resets it and keeps it open', async () => {
    const { view } = start({ context: 'register' })
    await flush()
    expect(view().dialog.open).toBe(true)
    view().form!.onChange('firstname', 'Outra')
    view().form!.onCancel()
    expect(view().dialog.open).toBe(true)
    expect(view().form!.values.firstname).toBe('Ana')
  })

  it('a parent hears saved, invalid and failed through the placeholders', async () => {
    let failSave = false
    const child = personalDataMachine.provide({
      actors: {
        loadProfile: fromPromise(async () => ANA_PROFILE),
        savePersonalData: fromPromise<unknown, SavePersonalDataOffFichaInput>(async () =>
          failSave ? Promise.reject(coded('INTERNAL')) : { success: true },
        ),
      },
      actions: {
        notifySaved: sendParent({ type: 'personalData.saved' }),
        notifyInvalid: sendParent({ type: 'personalData.invalid' }),
        notifySaveFailed: sendParent({ type: 'personalData.failed' }),
      },
    })
    const parent = setup({
      types: { context: {} as { heard: string[] } },
      actors: { child },
    }).createMachine({
      context: { heard: [] },
      invoke: { id: 'personalData', src: 'child', input: { context: 'talentBank', now: NOW } },
      on: {
        '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event.type] }) },
      },
    })
    const actor = createActor(parent).start()
    await flush()
    const personal = actor.getSnapshot().children.personalData!
    personal.send({ type: 'form.save' })
    await flush()
    personal.send({ type: 'field.change', field: 'lastname', value: '' })
    personal.send({ type: 'form.save' })
    personal.send({ type: 'field.change', field: 'lastname', value: 'Souza' })
    failSave = true
    personal.send({ type: 'form.save' })
    await flush()
    expect(actor.getSnapshot().context.heard).toEqual([
      'personalData.saved',
      'personalData.invalid',
      'personalData.failed',
    ])
  })
})

describe('personal data graph', () => {
  const done = (id: string, output: unknown) =>
    ({ type: `xstate.done.actor.${id}`, output }) as unknown as PersonalDataMachineEvent
  const error = (id: string, code = 'INTERNAL') =>
    ({ type: `xstate.error.actor.${id}`, error: coded(code) }) as unknown as PersonalDataMachineEvent
  const input: PersonalDataMachineInput = { context: 'profile', now: NOW }

  /** The form's life: load, open, type, save or cancel, the re-read. */
  const formEvents: PersonalDataMachineEvent[] = [
    done('loadProfile', ANA_PROFILE),
    error('loadProfile'),
    { type: 'load.retry' },
    { type: 'edit.open' },
    { type: 'xstate.after.editModal.personalData.ready.form.opening' } as unknown as PersonalDataMachineEvent,
    { type: 'field.change', field: 'lastname', value: '' },
    { type: 'field.change', field: 'lastname', value: 'Souza' },
    { type: 'form.save' },
    { type: 'form.cancel' },
    done('savePersonalData', { success: true }),
    error('savePersonalData'),
    done('reloadProfile', ANA_PROFILE),
    error('reloadProfile'),
    { type: 'alert.dismiss' },
  ]
  const serializeForm = (s: Snapshot) =>
    JSON.stringify([s.value, s.context.values.lastname === '', s.context.alert])
  const formPaths = () =>
    getShortestPaths(personalDataMachine, { events: formEvents, serializeState: serializeForm, input })
  const formStateOf = (s: Snapshot) =>
    s.matches('ready') ? (s.value as { ready: { form: string } }).ready.form : JSON.stringify(s.value)

  it('reaches every state of the form', () => {
    const reached = new Set(formPaths().map((p) => formStateOf(p.state)))
    expect([...reached].sort()).toEqual(
      ['"loadFailed"', '"loading"', 'editing', 'opening', 'refreshing', 'saving', 'viewing'].sort(),
    )
  })

  it('from every reachable state a path goes back to the box', () => {
    for (const path of formPaths()) {
      const onward = getShortestPaths(personalDataMachine, {
        events: formEvents,
        serializeState: serializeForm,
        fromState: path.state,
      })
      expect(
        onward.some((p) => p.state.matches({ ready: { form: 'viewing' } })),
        JSON.stringify(path.state.value),
      ).toBe(true)
    }
  })

  it('nothing is sent while a required field is empty, and "Pronto!" only after the platform said so', () => {
    for (const path of formPaths()) {
      path.steps.forEach((step, i) => {
        const before = path.steps[i - 1]
        if (
          step.state.matches({ ready: { form: 'saving' } }) &&
          before?.state.matches({ ready: { form: 'editing' } })
        )
          expect(before.state.context.values.lastname).not.toBe('')
        if (step.state.context.alert === 'saved' && before?.state.context.alert !== 'saved')
          expect(step.event.type).toBe('xstate.done.actor.savePersonalData')
      })
    }
  })

  it('reaches both states of the postal, cities, medical report and photo regions', () => {
    const regionEvents: PersonalDataMachineEvent[] = [
      done('loadProfile', ANA_PROFILE),
      { type: 'edit.open' },
      {
        type: 'xstate.after.editModal.personalData.ready.form.opening',
      } as unknown as PersonalDataMachineEvent,
      { type: 'field.change', field: 'zipcode', value: '01305000' },
      { type: 'field.change', field: 'zipcode', value: '0130' },
      done('lookupPostalCode', {
        street: 'Rua',
        neighborhood: 'Centro',
        stateAbbr: 'RJ',
        city: 'Rio de Janeiro',
      }),
      error('lookupPostalCode', 'NOT_FOUND'),
      error('lookupPostalCode'),
      done('loadCities', { state: 'SP', cities: ['São Paulo'] }),
      error('loadCities'),
      { type: 'laudo.upload', file: pdf() },
      done('uploadLaudo', { id: '8', name: 'laudo.pdf', file: 'x' }),
      error('uploadLaudo'),
      { type: 'laudo.remove', fileId: '7' },
      done('removeLaudo', { success: true }),
      error('removeLaudo'),
      { type: 'avatar.save', image: 'data:image/png;base64,AA' },
      done('uploadAvatar', 'x'),
      error('uploadAvatar'),
    ]
    const serializeState = (s: Snapshot) =>
      JSON.stringify([
        s.value,
        s.context.postal,
        s.context.cities.state,
        s.context.cities.status,
        Math.min(s.context.laudoUploads.length, 2),
        s.context.laudoRemovals.length,
        Math.min(s.context.laudos.length, 2),
        s.context.laudoError,
        s.context.avatar.status,
      ])
    const paths = getShortestPaths(personalDataMachine, { events: regionEvents, serializeState, input })
    const region = (name: string) =>
      new Set(
        paths
          .filter((p) => p.state.matches('ready'))
          .map((p) => (p.state.value as { ready: Record<string, string> }).ready[name]),
      )
    expect([...region('postal')].sort()).toEqual(['idle', 'looking'])
    expect([...region('cities')].sort()).toEqual(['idle', 'loading'])
    expect([...region('laudoUpload')].sort()).toEqual(['idle', 'uploading'])
    expect([...region('laudoRemoval')].sort()).toEqual(['idle', 'removing'])
    expect([...region('avatar')].sort()).toEqual(['idle', 'saving'])
    // A medical report leaves the list only through a successful removal; the side regions' events
    // never move the form (a modal being filled stays open).
    const formOf = (state: Snapshot) => (state.value as { ready?: { form: string } }).ready?.form
    for (const path of paths) {
      path.steps.forEach((step, i) => {
        const before = path.steps[i - 1]
        if (
          before?.state.matches('ready') &&
          !['edit.open', 'xstate.after'].some((t) => step.event.type.startsWith(t))
        )
          expect(formOf(step.state), step.event.type).toBe(formOf(before.state))
        if (before && step.state.context.laudos.length < before.state.context.laudos.length)
          expect(step.event.type).toBe('xstate.done.actor.removeLaudo')
      })
    }
  })
})
