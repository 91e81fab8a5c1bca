import { EMPTY_PERSONAL_DATA, EMPTY_FORM_STRUCTURE, type ApplicationOpportunity } from '@carreiras/core'
import { beforeEach, describe, expect, it } from 'vitest'
import { PlatformError } from '../errors.js'
import {
  clearGroupEligibilityCache,
  createApplicationActors,
  createApplicationServices,
} from './application.js'
import { fakeClient, run } from './fake-client.js'

const opportunity: ApplicationOpportunity = {
  id: 100001,
  title: 'Analista de Crédito Pleno',
  open: true,
  hasTests: false,
  ninenineApply: false,
  whatsappApply: false,
  companyName: 'Grupo Aurora',
  indicationDomains: ['itau.com.br'],
}

const draft = {
  version: 1,
  tab: 'complementary',
  personalData: { firstname: 'Ana', phone: '(11) 98888-7777' },
  answers: { '5': 'Maria da Silva' },
  referral: { name: 'Rui', email: 'rui@itau.com.br' },
  updatedAt: 1700000000000,
}

const responses = {
  ApplicationProfile: {
    user: {
      id: '7',
      profile: {
        id: '7',
        firstname: 'Ana',
        lastname: 'Souza',
        email: 'ana@exemplo.com.br',
        cpf: '52998224725',
        nationality: 'Brasil',
        hasDisability: true,
        disabilities: [{ disabilityId: '2', name: 'Visual' }],
        location: { zipcode: '05422000', city: 'São Paulo', stateId: '26' },
        medicalReports: [{ id: '9', name: 'laudo.pdf', file: 'http://x/files/9' }],
        additionalQuestions: [{ id: '1', question: 'RG', answer: '12.345.678-9', slug: 'rg' }],
        professionalExperiences: [{ id: '3' }, { id: '4' }],
      },
      formStruct: {
        personalData: [{ field: 'phone', condition: 'required' }],
        education: 'required',
        professionalExperience: 'off',
        languageProficiency: null,
        questions: null,
      },
    },
    domains: { genders: [{ id: '1', name: 'Mulher' }], pronouns: [{ id: '2', name: 'Ela/dela' }] },
  },
  SubscriptionQuestions: {
    subscriptionQuestions: [
      { id: '6', title: 'Currículo', required: true, htmlType: 'file_upload', options: null, order: 2 },
      { id: '5', title: 'RG', required: true, htmlType: 'text', options: null, slug: 'rg', order: 1 },
    ],
  },
  Subscription: {
    subscriptions: [{ id: '70', step: 'lead', draft, refusalTemplate: null, reviewRequestedAt: null }],
  },
  ListQuestionFiles: { listQuestionFiles: [{ id: '12', name: 'cv.pdf', file: 'http://x/files/12' }] },
}

describe('createApplicationActors', () => {
  it('loads the form: profile as a form, structure, questions in order, files, the lead and its draft', async () => {
    const { client, calls } = fakeClient(responses)
    const data = await run(createApplicationActors(client, { userId: 7, opportunity }).loadApplication, {
      opportunityId: 100001,
    })
    expect(data.personalData).toMatchObject({
      firstname: 'Ana',
      lastname: 'Souza',
      disabilities: ['2'],
      state: '26',
    })
    expect(data.documentReadOnly).toBe(true)
    expect(data.structure.personalData).toEqual({ phone: 'required' })
    expect(data.structure.education).toBe('required')
    expect(data.questions.map((q) => q.id)).toEqual(['5', '6'])
    expect(data.files).toEqual({ '6': [{ id: '12', name: 'cv.pdf', file: 'http://x/files/12' }] })
    expect(data.laudos).toEqual([{ id: '9', name: 'laudo.pdf', file: 'http://x/files/9' }])
    expect(data.experiences).toBe(2)
    expect(data.additional[0]).toMatchObject({ slug: 'rg', answer: '12.345.678-9' })
    expect(data.lists.genders).toEqual([{ id: 1, name: 'Mulher' }])
    expect(data.subscription?.step).toBe('lead')
    expect(data.subscription?.draft?.answers).toEqual({ '5': 'Maria da Silva' })
    expect(data.subscription?.draft?.personalData.phone).toBe('(11) 98888-7777')
    const profileCall = calls.find((c) => c.operation === 'ApplicationProfile')
    expect(profileCall?.variables).toMatchObject({ id: '7', opportunityId: '100001' })
    expect(calls.filter((c) => c.operation === 'ListQuestionFiles')).toHaveLength(1)
  })

  it('loads the earlier answers of a returning candidate, leaving out the opening being applied to', async () => {
    const { client, calls } = fakeClient({
      ...responses,
      EarlierAnswers: {
        earlierAnswers: {
          applications: 1,
          answers: [
            {
              questionId: '9',
              title: 'Turno',
              htmlType: 'radio_buttons',
              answer: 'Manhã',
              opportunityId: '100003',
              opportunityTitle: 'Gerente',
              answeredAt: '2026-11-20T12:00:00.000Z',
            },
            {
              questionId: '8',
              title: 'X',
              htmlType: 'video',
              answer: 'y',
              opportunityId: '1',
              opportunityTitle: 'Z',
              answeredAt: '',
            },
          ],
        },
      },
    })
    const data = await run(createApplicationActors(client, { userId: 7, opportunity }).loadApplication, {
      opportunityId: 100001,
    })
    expect(data.earlier).toEqual({
      applications: 1,
      answers: [
        {
          questionId: '9',
          title: 'Turno',
          htmlType: 'radio_buttons',
          answer: 'Manhã',
          opportunityId: 100003,
          opportunityTitle: 'Gerente',
          answeredAt: '2026-11-20T12:00:00.000Z',
        },
      ],
    })
    expect(calls.find((c) => c.operation === 'EarlierAnswers')?.variables).toEqual({
      excludeOpportunityId: '100001',
    })
  })

  it('without the earlier answers (the call failed) the form opens as a first application', async () => {
    const { client } = fakeClient(responses)
    const data = await run(createApplicationActors(client, { userId: 7, opportunity }).loadApplication, {
      opportunityId: 100001,
    })
    expect(data.earlier).toBeUndefined()
  })

  it('a malformed draft is ignored, never a crash', async () => {
    const { client } = fakeClient({
      ...responses,
      Subscription: { subscriptions: [{ id: '70', step: 'lead', draft: { version: 9 } }] },
    })
    const data = await run(createApplicationActors(client, { userId: 7, opportunity }).loadApplication, {
      opportunityId: 100001,
    })
    expect(data.subscription).toEqual({ step: 'lead', draft: null })
  })

  it('a malformed profile is a BAD_RESPONSE', async () => {
    const { client } = fakeClient({
      ...responses,
      ApplicationProfile: { user: { profile: { disabilities: 'x' } } },
    })
    await expect(
      run(createApplicationActors(client, { userId: 7, opportunity }).loadApplication, {
        opportunityId: 100001,
      }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
  })

  it('subscribes with the machine’s source, company, answers and referral', async () => {
    const { client, calls } = fakeClient({
      SubscriptionNew: { subscriptionNew: { id: '70', step: 'applied' } },
    })
    const result = await run(createApplicationActors(client, { userId: 7, opportunity }).subscribe, {
      opportunityId: 100001,
      source: 'linkedin',
      originCompany: 2627,
      questions: [{ id: '5', title: 'RG', answer: '123456789', slug: 'rg' }],
      indication_name: 'Rui',
      indication_email: 'rui@itau.com.br',
    })
    expect(result).toMatchObject({ id: 70, step: 'applied' })
    expect(calls[0]?.variables).toMatchObject({
      opportunity_id: '100001',
      user_id: '7',
      source: 'linkedin',
      origin_company: '2627',
      indication_email: 'rui@itau.com.br',
    })
  })

  it('saves personal data as core’s payload; an error field is a failure', async () => {
    const { client, calls } = fakeClient({
      PersonalDataUpdate: { personalDataUpdate: { success: false, error: 'CPF inválido' } },
    })
    const actors = createApplicationActors(client, { userId: 7, opportunity })
    await expect(
      run(actors.savePersonalData, {
        values: { ...EMPTY_PERSONAL_DATA, firstname: 'Ana', lastname: 'Souza', email: 'ANA@Exemplo.com.br' },
        structure: { ...EMPTY_FORM_STRUCTURE, personalData: { email: 'required' } },
        documentReadOnly: false,
      }),
    ).rejects.toThrow('CPF inválido')
    expect(calls[0]?.variables).toMatchObject({ user_id: '7', firstname: 'Ana', email: 'ana@exemplo.com.br' })
    expect(calls[0]?.variables).not.toHaveProperty('phone')
  })

  it('reads the eliminatory verdict', async () => {
    const { client } = fakeClient({
      ValidateEliminatory: {
        validateCandidateEliminatoryQuestions: { subscribe: false, template: '<p>Não</p>' },
      },
    })
    const verdict = await run(
      createApplicationActors(client, { userId: 7, opportunity }).validateEliminatory,
      {
        opportunityId: 100001,
        questions: [],
      },
    )
    expect(verdict).toEqual({ subscribe: false, template: '<p>Não</p>' })
  })

  it('a platform error reaches the machine with its code', async () => {
    const { client } = fakeClient(() => {
      throw new PlatformError('Inscrições Encerradas', 'CLOSED')
    })
    await expect(
      run(createApplicationActors(client, { userId: 7, opportunity }).createLead, { opportunityId: 100001 }),
    ).rejects.toMatchObject({ code: 'CLOSED' })
  })
})

describe('checkEligibility', () => {
  beforeEach(() => clearGroupEligibilityCache())
  const answers = (company: unknown, group: unknown) => ({
    EligibleCandidate: { eligibleCandidate: company },
    EligibilityItau: { eligibilityItau: group },
  })
  const check = (client: Parameters<typeof createApplicationActors>[0], opportunityId = 100001) =>
    run(
      createApplicationActors(client, { userId: 7, opportunity: { ...opportunity, id: opportunityId } })
        .checkEligibility,
      { opportunityId, companyId: 2627 },
    )

  it('asks the company (with the company the application goes to) and the group, and says yes when both do', async () => {
    const { client, calls } = fakeClient(answers({ success: true, eligible: true }, { eligible: true }))
    expect(await check(client)).toEqual({ eligible: true })
    expect(calls.map((c) => [c.operation, c.variables])).toEqual([
      ['EligibleCandidate', { userId: '7', companyId: '2627', opportunityId: '100001' }],
      ['EligibilityItau', { opportunity_id: '100001', user_id: '7', development: false }],
    ])
  })

  it('is a no when either says no or the company check did not succeed', async () => {
    for (const [company, group] of [
      [{ success: true, eligible: false }, { eligible: true }],
      [{ success: false, eligible: true }, { eligible: true }],
      [{ success: true, eligible: true }, { eligible: false }],
      [null, { eligible: true }],
      [{ success: true, eligible: true }, null],
    ]) {
      clearGroupEligibilityCache()
      const { client } = fakeClient(answers(company, group))
      expect(await check(client), JSON.stringify([company, group])).toEqual({ eligible: false, reasons: [] })
    }
  })

  it('a company refusal carries its reasons (errorsEligibleCandidate) as codes, before the group’s', async () => {
    const { client } = fakeClient(
      answers(
        {
          success: true,
          eligible: false,
          errorsEligibleCandidate: ['Você já está inscrito nesta vaga.', 'um motivo que o site não conhece'],
        },
        { eligible: false, messages: ['A idade mínima para se candidatar é 16 anos.'] },
      ),
    )
    expect(await check(client)).toEqual({ eligible: false, reasons: ['alreadyApplied', 'underage'] })
  })

  it('asks the group once per opening; the company every time; a failed group call is asked again', async () => {
    let groupCalls = 0
    let failGroup = true
    const { client, calls } = fakeClient((call) => {
      if (call.operation === 'EligibleCandidate')
        return answers({ success: true, eligible: true }, null).EligibleCandidate
      groupCalls += 1
      if (failGroup) throw new PlatformError('Falhou', 'INTERNAL')
      return {
        eligibilityItau: { eligible: false, messages: ['A idade mínima para se candidatar é 16 anos.'] },
      }
    })
    await expect(check(client)).rejects.toMatchObject({ code: 'INTERNAL' })
    failGroup = false
    expect(await check(client)).toEqual({ eligible: false, reasons: ['underage'] })
    expect(await check(client)).toEqual({ eligible: false, reasons: ['underage'] })
    expect(groupCalls).toBe(2)
    expect(await check(client, 100002)).toEqual({ eligible: false, reasons: ['underage'] })
    expect(groupCalls).toBe(3)
    expect(calls.filter((c) => c.operation === 'EligibleCandidate')).toHaveLength(4)
  })
})

describe('createApplicationServices', () => {
  it('uploads a question file as base64 with its name', async () => {
    const { client, calls } = fakeClient({
      UploadFilesQuestion: { uploadFilesQuestion: { id: '13', name: 'cv.pdf', file: 'http://x/files/13' } },
    })
    const file = new File([new TextEncoder().encode('%PDF-1.4 test')], 'cv.pdf', { type: 'application/pdf' })
    const attached = await createApplicationServices(client, { userId: 7 }).uploadQuestionFile('6', file)
    expect(attached).toEqual({ id: '13', name: 'cv.pdf', file: 'http://x/files/13' })
    expect(calls[0]?.variables).toMatchObject({
      user_id: '7',
      question_id: '6',
      original_filename: 'cv.pdf',
      document_base64: btoa('%PDF-1.4 test'),
    })
  })

  it('sends the avatar without the data-URL prefix and answers its URL', async () => {
    const { client, calls } = fakeClient({
      UploadUserAvatar: { uploadUserAvatar: { avatar: 'http://x/avatars/7' } },
    })
    const url = await createApplicationServices(client, { userId: 7 }).uploadAvatar(
      'data:image/png;base64,iVBORw0KGgo=',
    )
    expect(url).toBe('http://x/avatars/7')
    expect(calls[0]?.variables).toMatchObject({ image_base64: 'iVBORw0KGgo=' })
  })
})
