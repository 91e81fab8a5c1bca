// Applying to an opening through the api's operation documents: leads and applications (idempotent under
// concurrency), the closed opening, the referral and answer rules, the eliminatory refusal and its review,
// attached files (format, size, listing, removal, the file URLs), the draft, the personal data (validation,
// the immutable document), the avatar, medical reports, the form structure, the personal-data lists, logical
// deletion and paging, and another candidate's session kept out.
import {
  ApplicationProfileDocument,
  CreateSubscriptionLeadDocument,
  EligibleCandidateDocument,
  EligibilityItauDocument,
  FormStructDocument,
  ListQuestionFilesDocument,
  PersonalDataUpdateDocument,
  RemoveAttachedFileDocument,
  RemoveUserLaudoDocument,
  RequestRefusalReviewDocument,
  SaveSubscriptionDraftDocument,
  SubscriptionDocument,
  SubscriptionLogicalDeleteDocument,
  SubscriptionNewDocument,
  SubscriptionQuestionsDocument,
  SubscriptionsListDocument,
  UploadFilesQuestionDocument,
  UploadUserAvatarDocument,
  UploadUserDocumentDocument,
  ValidateEliminatoryDocument,
  type QuestionAnswerInput,
} from '@carreiras/api'
import { buildAuthorizationHeader } from '@carreiras/api/server'
import { DEFAULT_COMPANY_ID, MAX_UPLOAD_BYTES, ptBR, saoPauloIsoDate } from '@carreiras/core'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, opportunities, outgoingMessages, subscriptions, users } from '../src/db/schema.js'
import { ELIMINATORY_TEMPLATE } from '../src/db/seed-application-data.js'
import { createPlatformGraphQL } from '../src/graphql/yoga.js'
import { createLogger } from '../src/logger.js'
import { clientOf, failure, newCpf, signUp, uniqueEmail, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let joana: SignedUp
let other: SignedUp
const anonymous = () => clientOf(platform)

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
  joana = await signUp(platform)
  other = await signUp(platform)
})
afterAll(() => platform.close())

/** Openings of the seed (src/db/seed.ts, seed-application-data.ts). */
const OPEN = '100001'
const CLOSED = '100002'
const PCD = '100003'
const SALES = '100004'
const STORE = '100005'
const INTERNSHIP = '378937'
const CV_QUESTION = '1006'
const ELIMINATORY = '1007'

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
/** A PDF of `size` bytes: the signature, then filler. */
function pdfBytes(size = 1200): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'))
  return bytes
}
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3,
])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])

/** Valid answers to every question of 100001 but the file upload (its files are the answer). */
function answers(overrides: Record<string, string> = {}): QuestionAnswerInput[] {
  const values: Record<string, string> = {
    '1001': 'Maria Aparecida da Silva',
    '1002': '12.345.678-9',
    '1003': 'Avançado',
    '1004': 'Sim, CPA-10',
    '1005': 'Serasa Experian;Quod',
    [ELIMINATORY]: 'Sim',
    ...overrides,
  }
  return Object.entries(values).map(([id, answer]) => ({ id, answer }))
}

const attachCv = (user: SignedUp, name = 'curriculo.pdf', bytes = pdfBytes()) =>
  user.client.request(UploadFilesQuestionDocument, {
    user_id: user.id,
    question_id: CV_QUESTION,
    document_base64: base64(bytes),
    original_filename: name,
  })

const apply = (user: SignedUp, opportunity = OPEN, extra: Record<string, unknown> = {}) =>
  user.client
    .request(SubscriptionNewDocument, {
      opportunity_id: opportunity,
      user_id: user.id,
      questions: opportunity === OPEN ? answers() : [],
      ...extra,
    })
    .then((data) => data.subscriptionNew!)

const subscriptionOf = (user: SignedUp, opportunity = OPEN) =>
  user.client
    .request(SubscriptionDocument, { opportunityId: opportunity, userId: user.id })
    .then((data) => data.subscriptions ?? [])

const rowsOf = (user: SignedUp, opportunity: string) =>
  platform.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.userId), eq(subscriptions.opportunityId, Number(opportunity))))

/** A candidate ready to apply to 100001: a résumé PDF attached. */
async function applicant(): Promise<SignedUp> {
  const user = await signUp(platform)
  await attachCv(user)
  return user
}

/** Fetches a file URL from the platform (the origin is the test's). */
const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  platform.app.request(new URL(url).pathname, { headers })

// ── Reference lists and form structure ──────────────────────────────────────────────────────────

describe('personal-data lists', () => {
  it.each([
    ['genders', 'Mulher cisgênero'],
    ['pronouns', 'Ela/dela'],
    ['race_and_ethnicities', 'Parda'],
    ['sexual_orientations', 'Bissexual'],
    ['personal_incomes', 'Até 1 salário mínimo'],
    ['family_incomes', 'De 1 a 2 salários mínimos'],
    ['maritalStatus', 'União estável'],
    ['disabilities', 'Deficiência visual'],
  ] as const)('lists %s (with %s)', async (list, name) => {
    const data = await joana.client.request(ApplicationProfileDocument, {
      id: joana.id,
      opportunityId: OPEN,
      names: [list],
    })
    const items = data.domains![list]!
    expect(items.length).toBeGreaterThan(3)
    expect(items.map((item) => item.name)).toContain(name)
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
  })

  it('answers only the lists asked for', async () => {
    const data = await joana.client.request(ApplicationProfileDocument, {
      id: joana.id,
      opportunityId: OPEN,
      names: ['genders'],
    })
    expect(data.domains!.genders!.length).toBeGreaterThan(0)
    expect(data.domains!.pronouns).toBeNull()
    expect(data.domains!.countries).toBeNull()
  })
})

describe('formStruct', () => {
  it('asks 100001 for almost everything, the résumé sections required', async () => {
    const { formStruct } = await anonymous().request(FormStructDocument, { opportunityId: OPEN })
    const conditions = Object.fromEntries(formStruct!.personalData!.map((f) => [f.field, f.condition]))
    expect(conditions).toMatchObject({
      firstname: 'required',
      email: 'required',
      cpf: 'required',
      birthday: 'required',
      gender: 'required',
      zipcode: 'required',
      social_name: 'optional',
      complement: 'optional',
      what_do_you_love: 'optional',
    })
    expect(formStruct).toMatchObject({
      opportunityId: OPEN,
      education: 'required',
      professionalExperience: 'required',
      languageProficiency: 'required',
    })
  })

  it('gives the other openings a structure with a few required fields', async () => {
    for (const id of [PCD, SALES, INTERNSHIP]) {
      const { formStruct } = await anonymous().request(FormStructDocument, { opportunityId: id })
      const required = formStruct!.personalData!.filter((f) => f.condition === 'required').map((f) => f.field)
      expect(required).toEqual(expect.arrayContaining(['firstname', 'email', 'cpf', 'zipcode']))
      expect(required).not.toContain('gender')
    }
  })

  it('is read with the profile (User.formStruct)', async () => {
    const data = await joana.client.request(ApplicationProfileDocument, {
      id: joana.id,
      opportunityId: OPEN,
      names: [],
    })
    expect(data.user!.formStruct!.education).toBe('required')
  })

  it('answers NOT_FOUND for an unknown opening', async () => {
    const error = await failure(anonymous().request(FormStructDocument, { opportunityId: '999999' }))
    expect(error.code).toBe('NOT_FOUND')
  })
})

// ── Questions ───────────────────────────────────────────────────────────────────────────────────

describe('subscriptionQuestions', () => {
  it('gives 100001 one question of every html type, in order, without the eliminatory answers', async () => {
    const { subscriptionQuestions } = await anonymous().request(SubscriptionQuestionsDocument, {
      opportunityId: OPEN,
    })
    const questions = subscriptionQuestions!
    expect(questions.map((q) => q.id)).toEqual(['1001', '1002', '1003', '1004', '1005', '1006', '1007'])
    expect(new Set(questions.map((q) => q.htmlType))).toEqual(
      new Set(['text', 'select', 'radio_buttons', 'check_boxes', 'file_upload']),
    )
    expect(questions[0]).toMatchObject({ slug: 'mae', title: 'Nome completo da mãe', required: true })
    expect(questions[1]).toMatchObject({ slug: 'rg', title: 'RG', required: true })
    expect(questions[4]).toMatchObject({ htmlType: 'check_boxes', required: false })
    expect(questions[5]).toMatchObject({ htmlType: 'file_upload', title: 'Currículo em PDF', required: true })
    expect(questions[6]).toMatchObject({
      title: 'Você tem disponibilidade para trabalhar presencialmente em São Paulo?',
      eliminatoryQuestion: true,
      options: ['Sim', 'Não'],
    })
    const raw = await anonymous().request<{ subscriptionQuestions: { eliminatoryAswers: unknown }[] }>(
      'query($id: ID!) { subscriptionQuestions(opportunityId: $id) { eliminatoryAswers } }',
      { id: OPEN },
    )
    expect(raw.subscriptionQuestions.every((q) => q.eliminatoryAswers === null)).toBe(true)
  })

  it('gives 100003 one required text question, and other openings none', async () => {
    const pcd = await anonymous().request(SubscriptionQuestionsDocument, { opportunityId: PCD })
    expect(pcd.subscriptionQuestions).toHaveLength(1)
    expect(pcd.subscriptionQuestions![0]).toMatchObject({ htmlType: 'text', required: true })
    const store = await anonymous().request(SubscriptionQuestionsDocument, { opportunityId: STORE })
    expect(store.subscriptionQuestions).toEqual([])
  })

  it("answers with the user's stored answers once applied", async () => {
    const user = await applicant()
    const before = await user.client.request(SubscriptionQuestionsDocument, { opportunityId: OPEN })
    expect(before.subscriptionQuestions!.every((q) => q.answer === null)).toBe(true)
    await apply(user)
    const after = await user.client.request(SubscriptionQuestionsDocument, { opportunityId: OPEN })
    expect(after.subscriptionQuestions!.find((q) => q.slug === 'mae')!.answer).toBe(
      'Maria Aparecida da Silva',
    )
    const stranger = await other.client.request(SubscriptionQuestionsDocument, { opportunityId: OPEN })
    expect(stranger.subscriptionQuestions!.find((q) => q.slug === 'mae')!.answer).toBeNull()
  })
})

// ── Leads and applications ──────────────────────────────────────────────────────────────────────

describe('subscriptions', () => {
  it('creates the lead once, then applies it (same id), source companypage by default', async () => {
    const user = await applicant()
    const lead = await user.client.request(CreateSubscriptionLeadDocument, {
      opportunity_id: OPEN,
      user_id: user.id,
    })
    expect(lead.createAndIndexSubscriptionLead).toMatchObject({ opportunityId: OPEN, step: 'lead' })
    const again = await user.client.request(CreateSubscriptionLeadDocument, {
      opportunity_id: OPEN,
      user_id: user.id,
    })
    expect(again.createAndIndexSubscriptionLead!.id).toBe(lead.createAndIndexSubscriptionLead!.id)

    const applied = await apply(user)
    expect(applied).toMatchObject({ id: lead.createAndIndexSubscriptionLead!.id, step: 'applied' })
    const [row] = await rowsOf(user, OPEN)
    expect(row).toMatchObject({ step: 'applied', source: 'companypage', isDeleted: false })
    expect(row!.questions.find((q) => q.id === CV_QUESTION)!.answer).toBe('curriculo.pdf')

    // A later lead call keeps it applied; a retry of subscriptionNew answers the same subscription.
    const kept = await user.client.request(CreateSubscriptionLeadDocument, {
      opportunity_id: OPEN,
      user_id: user.id,
    })
    expect(kept.createAndIndexSubscriptionLead).toMatchObject({ id: applied.id, step: 'applied' })
    expect((await apply(user)).id).toBe(applied.id)
    expect(await subscriptionOf(user)).toEqual([expect.objectContaining({ id: applied.id, step: 'applied' })])
  })

  it('is idempotent under concurrency: two subscriptionNew at once make one row', async () => {
    const user = await applicant()
    const [a, b] = await Promise.all([apply(user), apply(user)])
    expect(a.id).toBe(b.id)
    expect(await rowsOf(user, OPEN)).toHaveLength(1)

    const leads = await Promise.all(
      [1, 2, 3].map(() =>
        user.client.request(CreateSubscriptionLeadDocument, { opportunity_id: PCD, user_id: user.id }),
      ),
    )
    expect(new Set(leads.map((l) => l.createAndIndexSubscriptionLead!.id)).size).toBe(1)
    expect(await rowsOf(user, PCD)).toHaveLength(1)
  })

  it('keeps the saved source and the referral', async () => {
    const user = await applicant()
    await apply(user, OPEN, {
      source: 'linkedin',
      indication_name: 'Carlos Souza',
      indication_email: 'Carlos.Souza@GrupoAurora.com.br',
      send_confirmed_email: true,
    })
    const [row] = await rowsOf(user, OPEN)
    expect(row).toMatchObject({
      source: 'linkedin',
      indicationName: 'Carlos Souza',
      indicationEmail: 'carlos.souza@grupoaurora.com.br',
    })
    const mails = await platform.database.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.to, user.email))
    expect(mails.filter((m) => m.template === 'application-confirmed')).toHaveLength(1)
  })

  it('refuses a closed opening with CLOSED', async () => {
    for (const request of [
      () => joana.client.request(SubscriptionNewDocument, { opportunity_id: CLOSED, user_id: joana.id }),
      () =>
        joana.client.request(CreateSubscriptionLeadDocument, { opportunity_id: CLOSED, user_id: joana.id }),
      () =>
        joana.client.request(SaveSubscriptionDraftDocument, {
          opportunity_id: CLOSED,
          user_id: joana.id,
          draft: { a: 1 },
        }),
    ]) {
      const error = await failure(request())
      expect(error.code).toBe('CLOSED')
      expect(error.message).toBe(ptBR.errors.CLOSED)
    }
    expect(await rowsOf(joana, CLOSED)).toEqual([])
  })

  it('answers NOT_FOUND for an unknown opening', async () => {
    const error = await failure(apply(joana, '999999'))
    expect(error.code).toBe('NOT_FOUND')
  })

  it('applies to an opening without questions', async () => {
    const user = await signUp(platform)
    expect(await apply(user, STORE)).toMatchObject({ step: 'applied', opportunityId: STORE })
  })
})

describe('the referral', () => {
  it.each([
    [{ indication_name: 'Carlos Souza' }, 'Informe o e-mail de quem indicou'],
    [{ indication_email: 'carlos@grupoaurora.com.br' }, 'Informe o nome de quem indicou'],
    [{ indication_name: 'Carlos', indication_email: 'carlos@' }, 'E-mail inválido'],
    [
      { indication_name: 'Carlos', indication_email: 'carlos@gmail.com' },
      'Somente os domínios abaixo são válidos: grupoaurora.com.br',
    ],
  ])('%j → %s', async (referral, message) => {
    const user = await applicant()
    const error = await failure(apply(user, OPEN, referral))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(message)
    expect((await rowsOf(user, OPEN)).filter((r) => r.step === 'applied')).toEqual([])
  })
})

describe('the answers', () => {
  it.each([
    ['a missing required answer', answers({ '1001': '' }), 'Nome completo da mãe: Campo obrigatório'],
    ['the mae rule', answers({ '1001': 'Ma' }), `Nome completo da mãe: ${ptBR.validation.motherName}`],
    ['the rg rule', answers({ '1002': '11111' }), `RG: ${ptBR.validation.rg}`],
    [
      'an option that is not offered',
      answers({ '1003': 'Expert' }),
      'Qual é o seu nível de conhecimento em Excel?: Opção inválida',
    ],
    ['a question of another opening', [...answers(), { id: '3001', answer: 'x' }], 'Pergunta inválida'],
  ])('refuses %s', async (_name, questions, message) => {
    const user = await applicant()
    const error = await failure(
      user.client.request(SubscriptionNewDocument, { opportunity_id: OPEN, user_id: user.id, questions }),
    )
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(message)
  })

  it('needs a file for the required file upload', async () => {
    const user = await signUp(platform)
    const error = await failure(apply(user))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(`Currículo em PDF: ${ptBR.validation.attachmentRequired}`)
  })

  it('leaves the optional check boxes optional', async () => {
    const user = await applicant()
    const questions = answers().filter((a) => a.id !== '1005')
    const data = await user.client.request(SubscriptionNewDocument, {
      opportunity_id: OPEN,
      user_id: user.id,
      questions,
    })
    expect(data.subscriptionNew!.step).toBe('applied')
  })

  it('stores the chosen options as the options are written, check boxes in their order', async () => {
    const user = await applicant()
    await apply(user, OPEN, { questions: answers({ '1003': 'avançado', '1005': 'quod; SERASA EXPERIAN' }) })
    const [row] = await rowsOf(user, OPEN)
    const stored = Object.fromEntries(row!.questions.map((q) => [q.id, q.answer]))
    expect(stored).toMatchObject({ '1003': 'Avançado', '1005': 'Serasa Experian;Quod' })
  })

  it('strips backslashes and double quotes', async () => {
    const user = await signUp(platform)
    await apply(user, PCD, { questions: [{ id: '3001', answer: 'Gosto de "organizar" \\ documentos' }] })
    const [row] = await rowsOf(user, PCD)
    expect(row!.questions[0]!.answer).toBe('Gosto de organizar  documentos')
  })
})

describe('the eliminatory questions', () => {
  it('refuse with the template, record it on the lead, and take a review request', async () => {
    const user = await signUp(platform)
    const refused = await user.client.request(ValidateEliminatoryDocument, {
      opportunity_id: OPEN,
      user_id: user.id,
      questions: [{ id: ELIMINATORY, answer: 'Não' }],
    })
    expect(refused.validateCandidateEliminatoryQuestions).toEqual({
      subscribe: false,
      template: ELIMINATORY_TEMPLATE,
    })
    const [lead] = await subscriptionOf(user)
    expect(lead).toMatchObject({
      step: 'lead',
      refusalTemplate: ELIMINATORY_TEMPLATE,
      reviewRequestedAt: null,
    })

    const review = await user.client.request(RequestRefusalReviewDocument, {
      opportunity_id: OPEN,
      user_id: user.id,
    })
    const requestedAt = review.requestRefusalReview!.reviewRequestedAt!
    expect(Date.parse(requestedAt)).toBeGreaterThan(Date.now() - 60_000)
    const again = await user.client.request(RequestRefusalReviewDocument, {
      opportunity_id: OPEN,
      user_id: user.id,
    })
    expect(again.requestRefusalReview!.reviewRequestedAt).toBe(requestedAt)

    // Applying with the eliminating answer is refused as well.
    await attachCv(user)
    const error = await failure(apply(user, OPEN, { questions: answers({ [ELIMINATORY]: 'Não' }) }))
    expect(error.code).toBe('VALIDATION')
  })

  it('pass with subscribe true and no template', async () => {
    const user = await signUp(platform)
    const data = await user.client.request(ValidateEliminatoryDocument, {
      opportunity_id: OPEN,
      user_id: user.id,
      questions: [{ id: ELIMINATORY, answer: 'Sim' }],
    })
    expect(data.validateCandidateEliminatoryQuestions).toEqual({ subscribe: true, template: null })
    expect(await subscriptionOf(user)).toEqual([])
  })

  it('answer NOT_FOUND to a review request without a refusal', async () => {
    const user = await signUp(platform)
    await user.client.request(CreateSubscriptionLeadDocument, { opportunity_id: OPEN, user_id: user.id })
    const error = await failure(
      user.client.request(RequestRefusalReviewDocument, { opportunity_id: OPEN, user_id: user.id }),
    )
    expect(error.code).toBe('NOT_FOUND')
  })
})

// ── Files ───────────────────────────────────────────────────────────────────────────────────────

describe('attached files', () => {
  it('refuses a PNG sent as a PDF', async () => {
    const error = await failure(attachCv(joana, 'curriculo.pdf', PNG))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(ptBR.profile.file.wrongFormat)
  })

  it('refuses a PDF over 2,100,000 bytes', async () => {
    const error = await failure(attachCv(joana, 'grande.pdf', pdfBytes(MAX_UPLOAD_BYTES + 1)))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(ptBR.profile.file.tooLarge)
  })

  it('refuses a 3 MB PDF (the platform itself, behind the transport that already refuses the body)', async () => {
    await expect(attachCv(joana, 'enorme.pdf', pdfBytes(3_000_000))).rejects.toThrow()
    const graphql = createPlatformGraphQL(platform.config, platform.database.db, createLogger(false))
    const result = await graphql.execute({
      query: `mutation($u: ID, $q: ID!, $d: String!) {
        uploadFilesQuestion(user_id: $u, question_id: $q, document_base64: $d, original_filename: "a.pdf") { id } }`,
      variables: { u: joana.id, q: CV_QUESTION, d: base64(pdfBytes(3_000_000)) },
      clientToken: platform.config.clientTokens[0]!,
      sessionToken: joana.token,
      request: new Request('http://platform.test/graphql'),
    })
    expect(result.errors?.[0]).toMatchObject({
      message: ptBR.profile.file.tooLarge,
      extensions: { code: 'VALIDATION' },
    })
  })

  it('refuses a question that is not a file upload', async () => {
    const error = await failure(
      joana.client.request(UploadFilesQuestionDocument, {
        user_id: joana.id,
        question_id: '1001',
        document_base64: base64(pdfBytes()),
        original_filename: 'a.pdf',
      }),
    )
    expect(error.code).toBe('VALIDATION')
  })

  it('lists, serves and removes the files, for their owner only', async () => {
    const user = await signUp(platform)
    const bytes = pdfBytes(5000)
    const first = (await attachCv(user, 'C:\\Users\\ana\\Meu "currículo".pdf', bytes)).uploadFilesQuestion!
    expect(first.name).toBe('Meu currículo.pdf')
    const second = (await attachCv(user, 'carta.pdf')).uploadFilesQuestion!
    const listed = await user.client.request(ListQuestionFilesDocument, { questionId: CV_QUESTION })
    expect(listed.listQuestionFiles!.map((f) => f.id)).toEqual([first.id, second.id])
    expect(
      (await other.client.request(ListQuestionFilesDocument, { questionId: CV_QUESTION })).listQuestionFiles,
    ).toEqual([])

    // The URL serves the PDF; a wrong token or another session does not.
    expect(first.file).toMatch(/^http:\/\/platform\.test\/files\/\d+\/[\w-]{43}$/)
    const response = await fetchFile(first.file!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
    expect((await fetchFile(first.file!.replace(/\/[\w-]+$/, '/wrong-token'))).status).toBe(404)
    const bare = first.file!.replace(/\/[\w-]+$/, '')
    const header = (who: SignedUp) => ({
      Authorization: buildAuthorizationHeader(platform.config.clientTokens[0]!, who.token),
    })
    expect((await fetchFile(bare, header(user))).status).toBe(200)
    expect((await fetchFile(bare, header(other))).status).toBe(404)
    expect((await fetchFile(bare)).status).toBe(404)

    // Another user cannot remove it; the owner can.
    const denied = await failure(other.client.request(RemoveAttachedFileDocument, { document_id: first.id }))
    expect(denied.code).toBe('NOT_FOUND')
    await user.client.request(RemoveAttachedFileDocument, { document_id: first.id })
    const after = await user.client.request(ListQuestionFilesDocument, { questionId: CV_QUESTION })
    expect(after.listQuestionFiles!.map((f) => f.id)).toEqual([second.id])
    expect((await fetchFile(first.file!)).status).toBe(404)
    const again = await failure(user.client.request(RemoveAttachedFileDocument, { document_id: first.id }))
    expect(again.code).toBe('NOT_FOUND')
  })

  it('needs a session', async () => {
    const error = await failure(anonymous().request(ListQuestionFilesDocument, { questionId: CV_QUESTION }))
    expect(error.code).toBe('UNAUTHORIZED')
  })
})

// ── Draft ───────────────────────────────────────────────────────────────────────────────────────

describe('the draft', () => {
  it('is kept on the lead and read back by its owner only', async () => {
    const user = await applicant()
    const draft = { answers: { '1001': 'Maria' }, referral: { name: '', email: '' }, tab: 'basic' }
    const saved = await user.client.request(SaveSubscriptionDraftDocument, {
      opportunity_id: OPEN,
      user_id: user.id,
      draft,
    })
    expect(saved.saveSubscriptionDraft).toMatchObject({ step: 'lead', draft })
    const updated = { ...draft, tab: 'complementary' }
    await user.client.request(SaveSubscriptionDraftDocument, {
      opportunity_id: OPEN,
      user_id: user.id,
      draft: updated,
    })
    expect(await subscriptionOf(user)).toEqual([
      expect.objectContaining({ id: saved.saveSubscriptionDraft!.id, draft: updated }),
    ])

    const denied = await failure(
      other.client.request(SubscriptionDocument, { opportunityId: OPEN, userId: user.id }),
    )
    expect(denied.code).toBe('UNAUTHORIZED')
    const overwrite = await failure(
      other.client.request(SaveSubscriptionDraftDocument, {
        opportunity_id: OPEN,
        user_id: user.id,
        draft: {},
      }),
    )
    expect(overwrite.code).toBe('UNAUTHORIZED')

    // Applying clears it; a late save leaves the application as it is.
    const applied = await apply(user)
    expect(applied).toMatchObject({ id: saved.saveSubscriptionDraft!.id, step: 'applied', draft: null })
    const late = await user.client.request(SaveSubscriptionDraftDocument, {
      opportunity_id: OPEN,
      user_id: user.id,
      draft,
    })
    expect(late.saveSubscriptionDraft).toMatchObject({ step: 'applied', draft: null })
  })

  it('refuses a draft over 200 kB, or one that is not an object', async () => {
    const big = await failure(
      joana.client.request(SaveSubscriptionDraftDocument, {
        opportunity_id: OPEN,
        user_id: joana.id,
        draft: { text: 'x'.repeat(200_001) },
      }),
    )
    expect(big.code).toBe('VALIDATION')
    const list = await failure(
      joana.client.request(SaveSubscriptionDraftDocument, {
        opportunity_id: OPEN,
        user_id: joana.id,
        draft: [1],
      }),
    )
    expect(list.code).toBe('VALIDATION')
    const nul = await failure(
      joana.client.request(SaveSubscriptionDraftDocument, {
        opportunity_id: OPEN,
        user_id: joana.id,
        draft: { text: 'a\u0000b' },
      }),
    )
    expect(nul.code).toBe('VALIDATION')
  })
})

// ── Lists, deletion, eligibility ────────────────────────────────────────────────────────────────

describe('eligibilityItau: the bank group’s rule', () => {
  const ask = (user: SignedUp, opportunity = OPEN) =>
    user.client
      .request(EligibilityItauDocument, { opportunity_id: opportunity, user_id: user.id, development: false })
      .then((data) => data.eligibilityItau)
  /** A birth date `years` years (and `days` days) before today's São Paulo date. */
  const bornYearsAgo = (years: number, days = 0) => {
    const today = new Date(`${saoPauloIsoDate(new Date())}T12:00:00Z`)
    today.setUTCFullYear(today.getUTCFullYear() - years)
    today.setUTCDate(today.getUTCDate() + days)
    return today.toISOString().slice(0, 10)
  }
  const setBirthday = (user: SignedUp, birthday: string | null) =>
    platform.database.db.update(users).set({ birthday }).where(eq(users.id, user.userId))

  it('answers eligible without a birth date, and from the legal working age (16) on', async () => {
    const user = await signUp(platform)
    expect(await ask(user)).toEqual({ eligible: true, messages: [] })
    await setBirthday(user, bornYearsAgo(16))
    expect(await ask(user)).toEqual({ eligible: true, messages: [] })
    await setBirthday(user, bornYearsAgo(16, 1))
    expect(await ask(user)).toEqual({
      eligible: false,
      messages: ['A idade mínima para se candidatar é 16 anos.'],
    })
  })

  it('an apprenticeship takes candidates from 14', async () => {
    const user = await signUp(platform)
    const [row] = await platform.database.db
      .select({ level: opportunities.level })
      .from(opportunities)
      .where(eq(opportunities.id, Number(SALES)))
    await platform.database.db
      .update(opportunities)
      .set({ level: 'Aprendiz' })
      .where(eq(opportunities.id, Number(SALES)))
    try {
      await setBirthday(user, bornYearsAgo(14))
      expect(await ask(user, SALES)).toEqual({ eligible: true, messages: [] })
      expect((await ask(user, OPEN))!.eligible).toBe(false)
      await setBirthday(user, bornYearsAgo(14, 1))
      expect(await ask(user, SALES)).toEqual({
        eligible: false,
        messages: ['A idade mínima para se candidatar a uma vaga de aprendiz é 14 anos.'],
      })
    } finally {
      await platform.database.db
        .update(opportunities)
        .set({ level: row!.level })
        .where(eq(opportunities.id, Number(SALES)))
    }
  })

  it('an unknown opening is NOT_FOUND', async () => {
    const user = await signUp(platform)
    expect(await failure(ask(user, '999999'))).toMatchObject({ code: 'NOT_FOUND' })
  })
})

describe('lists and logical deletion', () => {
  it('pages 1-based, and hides a logically deleted subscription', async () => {
    const user = await signUp(platform)
    const ids: string[] = []
    for (const opportunity of [STORE, SALES, INTERNSHIP]) {
      const lead = await user.client.request(CreateSubscriptionLeadDocument, {
        opportunity_id: opportunity,
        user_id: user.id,
      })
      ids.push(lead.createAndIndexSubscriptionLead!.id)
    }
    const page = (n: number) =>
      user.client.request<{
        subscriptionsWithPagination: { records: { id: string }[]; meta: Record<string, number | null> }
      }>(
        `query($u: ID, $p: Int) { subscriptionsWithPagination(userId: $u, limit: 2, page: $p, getOnlineTests: true) {
          records { id listTests { records { test_id status } } } meta { current_page next_page prev_page total_pages total_count } } }`,
        { u: user.id, p: n },
      )
    const first = (await page(1)).subscriptionsWithPagination
    expect(first.records.map((r) => r.id)).toEqual([ids[2], ids[1]])
    expect(first.meta).toEqual({
      current_page: 1,
      next_page: 2,
      prev_page: null,
      total_pages: 2,
      total_count: 3,
    })
    const second = (await page(2)).subscriptionsWithPagination
    expect(second.records.map((r) => r.id)).toEqual([ids[0]])
    expect(second.meta).toMatchObject({ next_page: null, prev_page: 1 })

    const list = await user.client.request(SubscriptionsListDocument, {
      userId: user.id,
      companyId: String(DEFAULT_COMPANY_ID),
    })
    expect(list.subscriptions!.map((s) => s.id).sort()).toEqual([...ids].sort())

    // Another user cannot delete it (NOT_FOUND with their own id, UNAUTHORIZED with the owner's).
    const notTheirs = await failure(
      other.client.request(SubscriptionLogicalDeleteDocument, {
        subscription_id: ids[0]!,
        user_id: other.id,
      }),
    )
    expect(notTheirs.code).toBe('NOT_FOUND')
    const deleted = await user.client.request(SubscriptionLogicalDeleteDocument, {
      subscription_id: ids[0]!,
      user_id: user.id,
      user_name: 'Joana Silva',
    })
    expect(deleted.subscriptionLogicalDelete).toMatchObject({ id: ids[0], isDeleted: true })
    expect(Date.parse(deleted.subscriptionLogicalDelete!.deletedAt!)).toBeGreaterThan(0)
    const remaining = await user.client.request(SubscriptionsListDocument, { userId: user.id })
    expect(remaining.subscriptions!.map((s) => s.id)).not.toContain(ids[0])
    expect((await page(1)).subscriptionsWithPagination.meta.total_count).toBe(2)
    expect(await subscriptionOf(user, STORE)).toEqual([])

    // Opening the form again makes a new lead.
    const fresh = await user.client.request(CreateSubscriptionLeadDocument, {
      opportunity_id: STORE,
      user_id: user.id,
    })
    expect(fresh.createAndIndexSubscriptionLead!.id).not.toBe(ids[0])
  })

  it('withdrawing an application hides it everywhere; applying again starts a new application', async () => {
    const user = await signUp(platform)
    const first = await apply(user, STORE)
    expect(first.step).toBe('applied')
    await user.client.request(SubscriptionLogicalDeleteDocument, {
      subscription_id: first.id,
      user_id: user.id,
      user_name: 'Joana Silva',
    })
    // The applications box, the job cards' list and the job's is-enrolled check see nothing: 'Inscrever-Se'.
    const boxPage = await user.client.request<{
      subscriptionsWithPagination: { records: unknown[]; meta: { total_count: number } }
    }>(
      `query($u: ID, $c: ID) { subscriptionsWithPagination(userId: $u, page: 1, companyId: $c, getOnlineTests: true) {
        records { id } meta { total_count } } }`,
      { u: user.id, c: String(DEFAULT_COMPANY_ID) },
    )
    expect(boxPage.subscriptionsWithPagination).toEqual({ records: [], meta: { total_count: 0 } })
    const cards = await user.client.request(SubscriptionsListDocument, {
      userId: user.id,
      companyId: String(DEFAULT_COMPANY_ID),
    })
    expect(cards.subscriptions).toEqual([])
    expect(await subscriptionOf(user, STORE)).toEqual([])
    const eligible = await user.client.request(EligibleCandidateDocument, {
      userId: user.id,
      opportunityId: STORE,
      companyId: String(DEFAULT_COMPANY_ID),
    })
    expect(eligible.eligibleCandidate!.eligible).toBe(true)

    // Applying again: a new application, with its own dates; the withdrawn one stays withdrawn.
    const second = await apply(user, STORE)
    expect(second.id).not.toBe(first.id)
    expect(second.step).toBe('applied')
    const [again] = await subscriptionOf(user, STORE)
    expect(again).toMatchObject({ id: second.id, step: 'applied' })
    const rows = await rowsOf(user, STORE)
    expect(rows.map((r) => [r.id, r.isDeleted]).sort()).toEqual(
      [
        [Number(first.id), true],
        [Number(second.id), false],
      ].sort(),
    )
    expect(rows.find((r) => r.id === Number(second.id))!.appliedAt!.getTime()).toBeGreaterThan(
      rows.find((r) => r.id === Number(first.id))!.appliedAt!.getTime(),
    )
  })

  it('pages each company of the applications box, for three company ids called one after the other', async () => {
    const db = platform.database.db
    // A third company with two openings (copies of 100005).
    const THIRD = 7777
    await db
      .insert(companies)
      .values({ id: THIRD, name: 'Terceira Empresa', slug: 'terceira-empresa' })
      .onConflictDoNothing()
    const [template] = await db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, Number(STORE)))
    const thirdOpenings = [910_001, 910_002]
    await db
      .insert(opportunities)
      .values(
        thirdOpenings.map((id) => ({
          ...template!,
          id,
          slug: `vaga-${id}`,
          companyId: THIRD,
          seeded: false,
        })),
      )
      .onConflictDoNothing()
    const [credit] = await db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(and(eq(opportunities.companyId, 2627), eq(opportunities.statusId, 1)))
      .limit(1)
    expect(credit).toBeDefined()

    const user = await signUp(platform)
    const byCompany = new Map<number, string[]>([
      [DEFAULT_COMPANY_ID, []],
      [2627, []],
      [THIRD, []],
    ])
    const openings: [number, string][] = [
      [DEFAULT_COMPANY_ID, STORE],
      [DEFAULT_COMPANY_ID, SALES],
      [DEFAULT_COMPANY_ID, INTERNSHIP],
      [2627, String(credit!.id)],
      [THIRD, String(thirdOpenings[0])],
      [THIRD, String(thirdOpenings[1])],
    ]
    for (const [company, opportunity] of openings) {
      const lead = await user.client.request(CreateSubscriptionLeadDocument, {
        opportunity_id: opportunity,
        user_id: user.id,
      })
      byCompany.get(company)!.push(lead.createAndIndexSubscriptionLead!.id)
    }

    const page = (companyId: number, n: number) =>
      user.client
        .request<{
          subscriptionsWithPagination: {
            records: { id: string; company: { id: string } }[]
            meta: { current_page: number; next_page: number | null; total_count: number }
          }
        }>(
          `query($u: ID, $p: Int, $c: ID) { subscriptionsWithPagination(userId: $u, limit: 2, page: $p, companyId: $c,
            getOnlineTests: true) { records { id company { id } } meta { current_page next_page total_count } } }`,
          { u: user.id, p: n, c: String(companyId) },
        )
        .then((data) => data.subscriptionsWithPagination)
    // One company after the other, each followed page by page ('Carregar mais...') to its end.
    for (const [company, expected] of byCompany) {
      const seen: string[] = []
      let next: number | null = 1
      let pages = 0
      while (next !== null) {
        const result = await page(company, next)
        expect(result.meta.current_page).toBe(next)
        expect(result.meta.total_count).toBe(expected.length)
        expect(result.records.every((r) => r.company.id === String(company))).toBe(true)
        seen.push(...result.records.map((r) => r.id))
        next = result.meta.next_page
        pages += 1
      }
      // Newest first, each once.
      expect(seen).toEqual([...expected].reverse())
      expect(pages).toBe(Math.ceil(expected.length / 2))
    }
  })
})

describe('eligibility', () => {
  it('is eligible unless closed or already applied', async () => {
    const user = await signUp(platform)
    const check = (opportunityId: string) =>
      user.client
        .request(EligibleCandidateDocument, { userId: user.id, opportunityId, companyId: '6562' })
        .then((data) => data.eligibleCandidate!)
    expect(await check(STORE)).toEqual({ success: true, eligible: true, errorsEligibleCandidate: [] })
    expect(await check(CLOSED)).toEqual({
      success: true,
      eligible: false,
      errorsEligibleCandidate: [ptBR.errors.CLOSED],
    })
    await apply(user, STORE)
    expect((await check(STORE)).eligible).toBe(false)
  })

  it('eligibilityItau answers eligible', async () => {
    const data = await joana.client.request<{ eligibilityItau: unknown }>(
      'mutation($o: ID!, $u: ID!) { eligibilityItau(opportunity_id: $o, user_id: $u) { eligible messages } }',
      { o: OPEN, u: joana.id },
    )
    expect(data.eligibilityItau).toEqual({ eligible: true, messages: [] })
  })
})

// ── Personal data ───────────────────────────────────────────────────────────────────────────────

describe('personalDataUpdate', () => {
  const update = (user: SignedUp, fields: Record<string, unknown>) =>
    user.client
      .request(PersonalDataUpdateDocument, { user_id: user.id, ...fields })
      .then((data) => data.personalDataUpdate!)

  it('saves the personal data and returns the profile', async () => {
    const user = await signUp(platform)
    const result = await update(user, {
      firstname: 'Joana',
      lastname: 'Souza Lima',
      social_name: 'Jo',
      email: 'Joana.Lima.' + user.email.toUpperCase(),
      phone: '(11) 91234-5678',
      birthday: '15/03/1995',
      nationality: 'Brasil',
      gender: '1',
      pronoun: '1',
      race_and_ethnicity: '4',
      sexual_orientation: '3',
      personal_income: '3',
      family_income: '4',
      marital_status: '1',
      has_disability: true,
      disabilities: ['3', '1'],
      need_help_selection_process: true,
      description_help_selection_process: 'Leitor de tela',
      what_do_you_love: 'Gosto de "números"',
      address: {
        zipcode: '05407-002',
        street: 'Rua Cardeal Arcoverde',
        number: '1500',
        complement: 'Apto 12',
        neighborhood: 'Pinheiros',
        city: 'São Paulo',
        state: '26',
        country: 'Brasil',
      },
    })
    expect(result.success).toBe(true)
    expect(result.error).toBeNull()
    expect(result.profile).toMatchObject({
      name: 'Joana Souza Lima',
      socialName: 'Jo',
      email: ('joana.lima.' + user.email).toLowerCase(),
      phone: '11912345678',
      birthday: '15/03/1995',
      nationality: 'Brasil',
      gender: '1',
      raceAndEthnicity: '4',
      maritalStatus: '1',
      hasDisability: true,
      has_disability: true,
      disabilities: [
        { disabilityId: '3', name: 'Deficiência visual' },
        { disabilityId: '1', name: 'Deficiência física' },
      ],
      description_help_selection_process: 'Leitor de tela',
      whatDoYouLove: 'Gosto de números',
      location: {
        zipcode: '05407002',
        city: 'São Paulo',
        stateId: '26',
        stateAbbr: 'SP',
        complement: 'Apto 12',
      },
    })
    // Read back with the profile; answering 'no' clears the disabilities and the need-help text.
    await update(user, { has_disability: false })
    const data = await user.client.request(ApplicationProfileDocument, {
      id: user.id,
      opportunityId: OPEN,
      names: [],
    })
    expect(data.user!.profile).toMatchObject({
      birthday: '15/03/1995',
      hasDisability: false,
      disabilities: [],
      description_help_selection_process: null,
      location: { street: 'Rua Cardeal Arcoverde' },
    })
  })

  it.each([
    [{ birthday: '31/02/1990' }, 'Data inválida'],
    [{ birthday: '01/01/2024' }, 'Data inválida'],
    [{ phone: '(11) 1234' }, 'Número inválido'],
    [{ email: 'joana@' }, 'E-mail inválido'],
    [{ address: { zipcode: '0540' } }, 'CEP inválido'],
    [{ gender: '999' }, 'Opção inválida'],
    [{ disabilities: ['1', '999'], has_disability: true }, 'Opção inválida'],
    [{ address: { state: '99' } }, 'Estado inválido'],
    [{ description_help_selection_process: 'x'.repeat(101) }, 'Máximo de 100 caracteres'],
  ])('refuses %j: %s', async (fields, message) => {
    const error = await failure(update(joana, fields))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(message)
  })

  it('keeps an existing CPF: another one is refused, the same one accepted', async () => {
    const user = await signUp(platform)
    const changed = await failure(update(user, { cpf: newCpf() }))
    expect(changed.code).toBe('VALIDATION')
    expect(changed.message).toBe('O CPF ou passaporte já cadastrado não pode ser alterado')
    const passport = await failure(update(user, { passport: 'AB123456' }))
    expect(passport.code).toBe('VALIDATION')
    expect((await update(user, { cpf: user.cpf })).profile!.cpf).toBe(user.cpf)
  })

  it('lets a profile without a document add one, if nobody else holds it', async () => {
    const user = await signUp(platform, { foreigner: true, document: 'XY987654' })
    await platform.database.db.update(users).set({ passport: null }).where(eq(users.id, user.userId))
    const taken = await failure(update(user, { cpf: other.cpf }))
    expect(taken.code).toBe('ALREADY_REGISTERED')
    const cpf = newCpf()
    expect((await update(user, { cpf })).profile).toMatchObject({ cpf, foreigner: false })
  })

  it("refuses another user's e-mail with ALREADY_REGISTERED", async () => {
    const error = await failure(update(joana, { email: other.email.toUpperCase() }))
    expect(error.code).toBe('ALREADY_REGISTERED')
  })

  it('keeps the fields not sent', async () => {
    const user = await signUp(platform)
    await update(user, { birthday: '01/02/1990', gender: '2' })
    const result = await update(user, { pronoun: '2', email: uniqueEmail() })
    expect(result.profile).toMatchObject({
      birthday: '01/02/1990',
      gender: '2',
      pronoun: '2',
      nationality: 'Brasil',
    })
  })
})

describe('the avatar', () => {
  it('takes a PNG or a JPEG by their bytes and serves it', async () => {
    const user = await signUp(platform)
    const png = await user.client.request(UploadUserAvatarDocument, {
      user_id: user.id,
      image_base64: `data:image/png;base64,${base64(PNG)}`,
    })
    const url = png.uploadUserAvatar!.avatar!
    const response = await fetchFile(url)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
    const jpeg = await user.client.request(UploadUserAvatarDocument, {
      user_id: user.id,
      image_base64: base64(JPEG),
    })
    const jpegUrl = jpeg.uploadUserAvatar!.avatar!
    expect((await fetchFile(jpegUrl)).headers.get('content-type')).toBe('image/jpeg')
    // The previous photo is gone; users.avatar is the new URL.
    expect((await fetchFile(url)).status).toBe(404)
    const data = await user.client.request(ApplicationProfileDocument, {
      id: user.id,
      opportunityId: OPEN,
      names: [],
    })
    expect(data.user!.avatar).toBe(jpegUrl)
  })

  it.each([
    ['a PDF', base64(pdfBytes()), ptBR.profile.avatar.wrongFormat],
    ['no image at all', 'bm90IGFuIGltYWdl', ptBR.profile.avatar.wrongFormat],
    ['malformed base64', '***', ptBR.profile.avatar.wrongFormat],
    [
      'a PNG over 2,100,000 bytes',
      base64(new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(1).map((b, i) => PNG[i] ?? b)),
      ptBR.profile.avatar.tooLarge,
    ],
  ])('refuses %s', async (_name, image, message) => {
    const error = await failure(
      joana.client.request(UploadUserAvatarDocument, { user_id: joana.id, image_base64: image }),
    )
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(message)
  })
})

describe('medical reports', () => {
  it('uploads a laudo, lists it on the profile and removes it', async () => {
    const user = await signUp(platform)
    const uploaded = await user.client.request(UploadUserDocumentDocument, {
      user_id: user.id,
      document_base64: base64(pdfBytes()),
      original_filename: 'laudo-medico.pdf',
    })
    const report = uploaded.uploadUserDocument!
    expect(report.name).toBe('laudo-medico.pdf')
    const profile = () =>
      user.client
        .request(ApplicationProfileDocument, { id: user.id, opportunityId: OPEN, names: [] })
        .then((data) => data.user!.profile!)
    expect((await profile()).medicalReports).toEqual([report])
    expect((await fetchFile(report.file!)).headers.get('content-type')).toBe('application/pdf')

    const notTheirs = await failure(
      other.client.request(RemoveUserLaudoDocument, { user_id: other.id, medical_report_id: report.id }),
    )
    expect(notTheirs.code).toBe('NOT_FOUND')
    const removed = await user.client.request(RemoveUserLaudoDocument, {
      user_id: user.id,
      medical_report_id: report.id,
    })
    expect(removed.removeUserLaudo!.success).toBe(true)
    expect((await profile()).medicalReports).toEqual([])
    expect((await fetchFile(report.file!)).status).toBe(404)
  })

  it('takes only PDFs, and only as a laudo', async () => {
    const png = await failure(
      joana.client.request(UploadUserDocumentDocument, {
        user_id: joana.id,
        document_base64: base64(PNG),
        original_filename: 'laudo.pdf',
      }),
    )
    expect(png.message).toBe(ptBR.profile.file.wrongFormat)
    const other = await failure(
      joana.client.request(UploadUserDocumentDocument, {
        user_id: joana.id,
        document_base64: base64(pdfBytes()),
        original_filename: 'x.pdf',
        upload_name: 'curriculo',
      }),
    )
    expect(other.code).toBe('VALIDATION')
  })
})

describe('additionalQuestions', () => {
  it("are the answers of the user's applications, by slug", async () => {
    const user = await applicant()
    await apply(user)
    const data = await user.client.request(ApplicationProfileDocument, {
      id: user.id,
      opportunityId: OPEN,
      names: [],
    })
    const additional = data.user!.profile!.additionalQuestions!
    expect(additional).toContainEqual({
      id: '1001',
      question: 'Nome completo da mãe',
      answer: 'Maria Aparecida da Silva',
      slug: 'mae',
    })
    expect(additional.find((a) => a.slug === 'curriculo')).toBeUndefined()
  })
})

// ── Another candidate's session ─────────────────────────────────────────────────────────────────

describe("another candidate's session", () => {
  it('cannot apply, read or change for the user', async () => {
    for (const request of [
      () => other.client.request(SubscriptionNewDocument, { opportunity_id: OPEN, user_id: joana.id }),
      () => other.client.request(CreateSubscriptionLeadDocument, { opportunity_id: OPEN, user_id: joana.id }),
      () => other.client.request(SubscriptionsListDocument, { userId: joana.id }),
      () =>
        other.client.request(ValidateEliminatoryDocument, {
          opportunity_id: OPEN,
          user_id: joana.id,
          questions: [{ id: ELIMINATORY, answer: 'Não' }],
        }),
      () => other.client.request(RequestRefusalReviewDocument, { opportunity_id: OPEN, user_id: joana.id }),
      () => other.client.request(PersonalDataUpdateDocument, { user_id: joana.id, firstname: 'Tomada' }),
      () => other.client.request(UploadUserAvatarDocument, { user_id: joana.id, image_base64: base64(PNG) }),
      () =>
        other.client.request(UploadFilesQuestionDocument, {
          user_id: joana.id,
          question_id: CV_QUESTION,
          document_base64: base64(pdfBytes()),
          original_filename: 'a.pdf',
        }),
      () => anonymous().request(SubscriptionNewDocument, { opportunity_id: OPEN, user_id: joana.id }),
    ]) {
      const error = await failure(request())
      expect(error.code).toBe('UNAUTHORIZED')
      expect(error.message).toBe('Não autorizado')
    }
    expect(await rowsOf(joana, OPEN)).toEqual([])
  })
})
