// Profile update requests (docs/decisions.md, "Company requests"): the development request (POST
// /dev/profile-updates: steps, questions of every html type, deadline, the e-mail with the wizard's link; GET
// /dev/profile-updates), profileQuestionUpdate (the candidate's own session only; null once completed, valid
// false past the deadline, 'Atualize até DD/MM/YYYY'), questionUpdate (required answers, unknown questions,
// options; completes the request once), and the files of a request's file-upload questions
// (uploadFilesQuestion, listQuestionFiles, removeAttachedFile; a required one answered only with a file).
import {
  ListQuestionFilesDocument,
  RemoveAttachedFileDocument,
  UploadFilesQuestionDocument,
} from '@carreiras/api'
import { MAX_UPLOAD_BYTES, QUESTION_HTML_TYPES, WIZARD_STEPS, ptBR } from '@carreiras/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { opportunities, profileUpdateRequests, questionFiles } from '../src/db/schema.js'
import { signToken } from '../src/hunting/signed-tokens.js'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import { DEFAULT_UPDATE_STEPS, deadlineText, defaultUpdateQuestions } from '../src/profile-updates/service.js'
import { clientOf, failure, signUp, uniqueEmail, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let joana: SignedUp
let other: SignedUp
const db = () => platform.database.db

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
  joana = await signUp(platform)
  other = await signUp(platform)
})
afterAll(() => platform.close())

/** An open opening of the seed (Analista de Crédito Pleno). */
const OPENING = 100_001

const READ = `query($u: ID, $t: String!) { profileQuestionUpdate(userId: $u, idToken: $t) { id valid messageValidDate
  profile opportunityId questions { id title required candidate hint htmlType html_type options slug order } } }`
const ANSWER = `mutation($r: ID!, $u: ID!, $o: ID, $q: [ProfileQuestionAnswerInput!]!) {
  questionUpdate(questions_update_id: $r, user_id: $u, opportunity_id: $o, questions: $q) { success } }`

interface Question {
  id: string
  title: string
  required: boolean
  candidate: boolean
  hint: string | null
  htmlType: string
  html_type: string
  options: string[]
  slug: string | null
  order: number
}
interface UpdateRequest {
  id: string
  valid: boolean
  messageValidDate: string
  profile: string[]
  opportunityId: string | null
  questions: Question[]
}
interface Created {
  id: number
  token: string
  link: string
}

const post = (body: unknown) =>
  platform.app.request('/dev/profile-updates', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

async function ask(body: Record<string, unknown>): Promise<Created> {
  const response = await post(body)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return (await response.json()) as Created
}

const read = async (
  user: { id: string; client: SignedUp['client'] },
  token: string,
  userId: string | null = user.id,
) =>
  (await user.client.request<{ profileQuestionUpdate: UpdateRequest | null }>(READ, { u: userId, t: token }))
    .profileQuestionUpdate

const answer = (
  user: { id: string; client: SignedUp['client'] },
  requestId: number | string,
  questions: { id: string; question?: string; answer?: string }[],
  opportunityId: string | null = null,
) =>
  user.client.request<{ questionUpdate: { success: boolean } }>(ANSWER, {
    r: String(requestId),
    u: user.id,
    o: opportunityId,
    q: questions,
  })

/** The answers that pass the default questions (text and select are the required ones). */
const passing = (questions: Question[]) =>
  questions.map((q) => ({
    id: q.id,
    question: q.title,
    answer:
      q.htmlType === 'text'
        ? 'R$ 5.000,00'
        : q.htmlType === 'select'
          ? q.options[1]!
          : q.htmlType === 'check_boxes'
            ? `${q.options[2]};${q.options[0]}`
            : '',
  }))

describe('the default request', () => {
  it('has one question of each html type the site takes, text and select required', () => {
    const questions = defaultUpdateQuestions()
    expect(questions.map((q) => q.htmlType)).toEqual([...QUESTION_HTML_TYPES])
    expect(questions.filter((q) => q.required).map((q) => q.htmlType)).toEqual(['text', 'select'])
    expect(questions.map((q) => q.order)).toEqual([1, 2, 3, 4, 5])
    for (const q of questions.filter((q) => ['select', 'radio_buttons', 'check_boxes'].includes(q.htmlType)))
      expect(q.options.length).toBeGreaterThan(1)
    expect(DEFAULT_UPDATE_STEPS).toEqual(WIZARD_STEPS.filter((s) => s !== 'questions'))
  })

  it("says its deadline as São Paulo's calendar day", () => {
    // 02:00 UTC is 23:00 of the day before in São Paulo.
    expect(deadlineText(new Date('2026-12-04T02:00:00Z'))).toBe('Atualize até 03/12/2026')
    expect(deadlineText(new Date('2026-12-04T03:00:00Z'))).toBe('Atualize até 04/12/2026')
  })
})

describe('POST /dev/profile-updates', () => {
  it('creates the request by e-mail: 201, the e-mail with the link, the deadline 7 days ahead', async () => {
    const created = await ask({ email: joana.email.toUpperCase(), opportunityId: OPENING })
    expect(created.link).toBe(`http://localhost:3000/profile_questions_updates/token/${created.token}`)
    const response = await platform.app.request(`/dev/outbox?to=${encodeURIComponent(joana.email)}`)
    const [mail] = (await response.json()) as { subject: string; body: string; link: string }[]
    expect(mail!.subject).toBe('Atualize seu perfil')
    expect(mail!.link).toBe(created.link)
    expect(mail!.body).toContain(created.link)
    expect(mail!.body).toMatch(/^Olá, Joana!/)
    expect(mail!.body).toContain('vaga Analista de Crédito Pleno')
    const [row] = await db()
      .select()
      .from(profileUpdateRequests)
      .where(eq(profileUpdateRequests.id, created.id))
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000)
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThan(7.1 * 86_400_000)
    expect(row!.userId).toBe(joana.userId)
    expect(row!.tokenHash).not.toContain(created.token)
  })

  it('takes steps as given, no questions, or its own questions; by userId', async () => {
    const created = await ask({
      userId: joana.userId,
      steps: ['education', 'languages', 'passatempos'],
      questions: [
        { title: 'Qual é o seu time?', htmlType: 'radio_buttons', options: 'Azul;Verde', required: true },
        { id: '1003', title: 'Excel', htmlType: 'select', options: ['Básico', 'Avançado'] },
      ],
    })
    const request = await read(joana, created.token)
    expect(request!.profile).toEqual(['education', 'languages', 'passatempos'])
    expect(request!.questions).toMatchObject([
      {
        title: 'Qual é o seu time?',
        htmlType: 'radio_buttons',
        options: ['Azul', 'Verde'],
        required: true,
        order: 1,
      },
      { id: '1003', title: 'Excel', required: false, order: 2 },
    ])
    const none = await ask({ userId: joana.userId, questions: 'none' })
    expect((await read(joana, none.token))!.questions).toEqual([])
  })

  it('answers 400 for bad input and 404 for nobody or an unknown opening, in pt-BR', async () => {
    const noTarget = await post({ steps: ['education'] })
    expect(noTarget.status).toBe(400)
    expect(await noTarget.json()).toEqual({ errors: [{ message: PLATFORM_MESSAGES.devTarget }] })
    const choice = await post({ userId: joana.userId, questions: [{ title: 'Cor', htmlType: 'select' }] })
    expect(choice.status).toBe(400)
    expect(await choice.json()).toEqual({ errors: [{ message: 'A pergunta "Cor" precisa de opções.' }] })
    const type = await post({ userId: joana.userId, questions: [{ title: 'Cor', htmlType: 'color' }] })
    expect(type.status).toBe(400)
    expect(((await type.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Valor inválido em questions.0.htmlType.',
    )
    for (const body of [
      'nada',
      { userId: 'x' },
      { userId: joana.userId, steps: 'education' },
      { userId: joana.userId, expiresInDays: 400 },
      { userId: joana.userId, questions: 'todas' },
    ])
      expect((await post(body)).status).toBe(400)
    const nobody = await post({ email: uniqueEmail('ninguem') })
    expect(nobody.status).toBe(404)
    expect(await nobody.json()).toEqual({ errors: [{ message: PLATFORM_MESSAGES.devUserNotFound }] })
    expect((await post({ userId: 999_999 })).status).toBe(404)
    const opening = await post({ userId: joana.userId, opportunityId: 999_999 })
    expect(opening.status).toBe(404)
    expect(await opening.json()).toEqual({ errors: [{ message: 'Oportunidade não encontrada' }] })
  })

  it('does not exist in production', async () => {
    const production = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token-1' })
    try {
      const response = await production.app.request('/dev/profile-updates', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId: 900 }),
      })
      expect(response.status).toBe(404)
    } finally {
      await production.close()
    }
  })
})

describe('profileQuestionUpdate', () => {
  it('gives the candidate the whole request with its deadline', async () => {
    const created = await ask({ userId: joana.userId, opportunityId: OPENING })
    const request = await read(joana, created.token)
    const [row] = await db()
      .select()
      .from(profileUpdateRequests)
      .where(eq(profileUpdateRequests.id, created.id))
    expect(request).toMatchObject({
      id: String(created.id),
      valid: true,
      messageValidDate: deadlineText(row!.expiresAt),
      profile: [...DEFAULT_UPDATE_STEPS],
      opportunityId: String(OPENING),
    })
    expect(request!.messageValidDate).toMatch(/^Atualize até \d{2}\/\d{2}\/\d{4}$/)
    expect(request!.questions.map((q) => q.htmlType)).toEqual([...QUESTION_HTML_TYPES])
    expect(request!.questions.every((q) => q.html_type === q.htmlType && q.candidate)).toBe(true)
    // The request's own question ids, far from the openings' questions.
    expect(request!.questions.every((q) => Number(q.id) > 500_000_000)).toBe(true)
    expect(new Set(request!.questions.map((q) => q.id)).size).toBe(5)
    // The session's user when userId is absent.
    expect(await read(joana, created.token, null)).toEqual(request)
  })

  it("is NOT_FOUND for another person's request, an unknown or tampered token; UNAUTHORIZED without the session", async () => {
    const created = await ask({ userId: joana.userId })
    const notFound = await failure(read(other, created.token))
    expect(notFound.code).toBe('NOT_FOUND')
    expect(notFound.message).toBe(PLATFORM_MESSAGES.updateRequestNotFound)
    expect((await failure(read(joana, created.token, other.id))).code).toBe('UNAUTHORIZED')
    expect((await failure(read({ id: joana.id, client: clientOf(platform) }, created.token))).code).toBe(
      'UNAUTHORIZED',
    )
    const [payload, mac] = created.token.split('.') as [string, string]
    const flip = (text: string) => text.slice(0, 5) + (text[5] === 'A' ? 'B' : 'A') + text.slice(6)
    for (const bad of [`${flip(payload)}.${mac}`, `${payload}.${flip(mac)}`, 'nada'])
      expect((await failure(read(joana, bad))).code).toBe('NOT_FOUND')
    // A hunting token of the same row id is not an update token.
    const hunting = signToken(platform.config.tokenSigningKey, {
      kind: 'hunting',
      id: created.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    expect((await failure(read(joana, hunting))).code).toBe('NOT_FOUND')
  })

  it('says valid false past the deadline, and the request cannot be answered', async () => {
    const created = await ask({ userId: joana.userId, expiresInDays: -1 })
    const request = await read(joana, created.token)
    expect(request).toMatchObject({ id: String(created.id), valid: false })
    expect(request!.messageValidDate).toMatch(/^Atualize até /)
    const error = await failure(answer(joana, created.id, passing(request!.questions)))
    expect(error.code).toBe('CLOSED')
    expect(error.message).toBe(PLATFORM_MESSAGES.updateRequestExpired)
  })
})

describe('questionUpdate', () => {
  it('stores the answers and completes the request once (then the link reads null)', async () => {
    const created = await ask({ userId: joana.userId, opportunityId: OPENING })
    const { questions } = (await read(joana, created.token))!
    const result = await answer(joana, created.id, passing(questions), String(OPENING))
    expect(result.questionUpdate).toEqual({ success: true })
    expect(await read(joana, created.token)).toBeNull()
    const again = await failure(answer(joana, created.id, passing(questions)))
    expect(again.code).toBe('CLOSED')
    expect(again.message).toBe(PLATFORM_MESSAGES.updateRequestCompleted)

    const response = await platform.app.request(`/dev/profile-updates?userId=${joana.userId}`)
    const listed = (await response.json()) as {
      id: number
      completedAt: string | null
      answers: { questionId: string; question: string; answer: string }[]
    }[]
    const done = listed.find((r) => r.id === created.id)!
    expect(Date.parse(done.completedAt!)).toBeGreaterThan(Date.now() - 60_000)
    expect(done.answers.map((a) => [a.questionId, a.answer])).toEqual([
      [questions[0]!.id, 'R$ 5.000,00'],
      [questions[1]!.id, 'Em 15 dias'],
      [questions[2]!.id, ''],
      // Check boxes in the options' order.
      [questions[3]!.id, 'Excel;SQL'],
      [questions[4]!.id, ''],
    ])
    expect(done.answers[0]!.question).toBe(questions[0]!.title)
    expect((await platform.app.request('/dev/profile-updates?userId=x')).status).toBe(400)
  })

  it('completes a request without questions with no answers', async () => {
    const created = await ask({ userId: joana.userId, questions: 'none', steps: ['personal_data'] })
    expect((await answer(joana, created.id, [])).questionUpdate).toEqual({ success: true })
    expect(await read(joana, created.token)).toBeNull()
  })

  it('refuses a required question left empty, an unknown question and an answer that is not an option', async () => {
    const created = await ask({ userId: joana.userId })
    const { questions } = (await read(joana, created.token))!
    const withoutText = passing(questions).map((a, i) => (i === 0 ? { ...a, answer: '  ' } : a))
    const required = await failure(answer(joana, created.id, withoutText))
    expect(required.code).toBe('VALIDATION')
    expect(required.message).toBe(`${questions[0]!.title}: Campo obrigatório`)
    const missing = await failure(answer(joana, created.id, passing(questions).slice(1)))
    expect(missing.message).toBe(`${questions[0]!.title}: Campo obrigatório`)
    const unknown = await failure(
      answer(joana, created.id, [...passing(questions), { id: '1001', answer: 'x' }]),
    )
    expect(unknown.code).toBe('VALIDATION')
    expect(unknown.message).toBe(PLATFORM_MESSAGES.unknownQuestion)
    const notAnOption = passing(questions).map((a, i) => (i === 1 ? { ...a, answer: 'Amanhã' } : a))
    const option = await failure(answer(joana, created.id, notAnOption))
    expect(option.code).toBe('VALIDATION')
    expect(option.message).toBe(`${questions[1]!.title}: Opção inválida`)
    // Nothing was completed.
    expect(await read(joana, created.token)).not.toBeNull()
  })

  it("keeps another candidate out: UNAUTHORIZED for another user_id, NOT_FOUND for someone else's request", async () => {
    const created = await ask({ userId: joana.userId, opportunityId: OPENING })
    const { questions } = (await read(joana, created.token))!
    const unauthorized = await failure(
      other.client.request(ANSWER, { r: String(created.id), u: joana.id, q: passing(questions) }),
    )
    expect(unauthorized.code).toBe('UNAUTHORIZED')
    const notFound = await failure(answer(other, created.id, passing(questions)))
    expect(notFound.code).toBe('NOT_FOUND')
    expect(notFound.message).toBe(PLATFORM_MESSAGES.updateRequestNotFound)
    expect((await failure(answer(joana, 'x', passing(questions)))).code).toBe('NOT_FOUND')
    // Another opening than the request's.
    expect((await failure(answer(joana, created.id, passing(questions), '100003'))).code).toBe('NOT_FOUND')
    expect(await read(joana, created.token)).not.toBeNull()
  })
})

// ── Files of a request's questions ──────────────────────────────────────────────────────────────

/** The seed's required file-upload question of the opening 100001 ('Currículo em PDF'). */
const CV_QUESTION = '1006'

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

const attach = (
  user: { id: string; client: SignedUp['client'] },
  questionId: string,
  name = 'portfolio.pdf',
  bytes = pdfBytes(),
) =>
  user.client
    .request(UploadFilesQuestionDocument, {
      user_id: user.id,
      question_id: questionId,
      document_base64: base64(bytes),
      original_filename: name,
    })
    .then((data) => data.uploadFilesQuestion!)

const listFiles = async (user: SignedUp, questionId: string) =>
  (await user.client.request(ListQuestionFilesDocument, { questionId })).listQuestionFiles!

const removeFile = (user: SignedUp, id: string) =>
  user.client.request(RemoveAttachedFileDocument, { document_id: id })

const fetchFile = (url: string) => platform.app.request(new URL(url).pathname)

/** A pending request of `user` with the default questions, and its file-upload question. */
async function withFileQuestion(user: SignedUp, body: Record<string, unknown> = {}) {
  const created = await ask({ userId: user.userId, ...body })
  const request = (await read(user, created.token))!
  return { created, request, file: request.questions.find((q) => q.htmlType === 'file_upload')! }
}

/** The stored answers of a request (GET /dev/profile-updates). */
async function storedAnswers(user: SignedUp, requestId: number) {
  const response = await platform.app.request(`/dev/profile-updates?userId=${user.userId}`)
  const listed = (await response.json()) as {
    id: number
    answers: { questionId: string; answer: string }[]
  }[]
  return listed.find((r) => r.id === requestId)!.answers
}

describe("files of a request's question", () => {
  it('attaches a PDF to a file question of a pending request: listed, served, removed by its owner only', async () => {
    const user = await signUp(platform)
    const { file } = await withFileQuestion(user)
    expect(Number(file.id)).toBeGreaterThan(500_000_000)
    const bytes = pdfBytes(4000)
    const first = await attach(user, file.id, 'C:\\docs\\Meu "portfólio".pdf', bytes)
    expect(first.name).toBe('Meu portfólio.pdf')
    expect(first.file).toMatch(/^http:\/\/platform\.test\/files\/\d+\/[\w-]{43}$/)
    const second = await attach(user, file.id, 'certificado.pdf')
    expect((await listFiles(user, file.id)).map((f) => [f.id, f.name])).toEqual([
      [first.id, 'Meu portfólio.pdf'],
      [second.id, 'certificado.pdf'],
    ])
    const [row] = await db()
      .select()
      .from(questionFiles)
      .where(eq(questionFiles.id, Number(first.id)))
    expect(row).toMatchObject({ userId: user.userId, questionId: null, updateQuestionId: Number(file.id) })

    // Served by the platform's files route.
    const response = await fetchFile(first.file!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)

    // Someone else neither lists nor removes it; the owner removes it.
    expect(await listFiles(other, file.id)).toEqual([])
    const denied = await failure(removeFile(other, first.id))
    expect(denied.code).toBe('NOT_FOUND')
    expect(denied.message).toBe(PLATFORM_MESSAGES.fileNotFound)
    expect((await removeFile(user, first.id)).removeAttachedFile).toMatchObject({ success: true })
    expect((await listFiles(user, file.id)).map((f) => f.id)).toEqual([second.id])
    expect((await fetchFile(first.file!)).status).toBe(404)
    expect((await failure(removeFile(user, first.id))).code).toBe('NOT_FOUND')
  })

  it("is NOT_FOUND for another person's request question or an unknown one; VALIDATION for a question without files", async () => {
    const { file, request } = await withFileQuestion(joana)
    const stranger = await failure(attach(other, file.id))
    expect(stranger.code).toBe('NOT_FOUND')
    expect(stranger.message).toBe(PLATFORM_MESSAGES.questionNotFound)
    expect((await failure(attach(other, '999999999'))).code).toBe('NOT_FOUND')
    expect((await failure(attach(joana, 'x'))).code).toBe('NOT_FOUND')
    // Another user_id than the session's.
    const unauthorized = await failure(
      other.client.request(UploadFilesQuestionDocument, {
        user_id: joana.id,
        question_id: file.id,
        document_base64: base64(pdfBytes()),
        original_filename: 'a.pdf',
      }),
    )
    expect(unauthorized.code).toBe('UNAUTHORIZED')
    const text = request.questions.find((q) => q.htmlType === 'text')!
    const notAFile = await failure(attach(joana, text.id))
    expect(notAFile.code).toBe('VALIDATION')
    expect(notAFile.message).toBe(PLATFORM_MESSAGES.notAFileQuestion)
    expect(await listFiles(joana, file.id)).toEqual([])
  })

  it('is CLOSED once the request is completed or past its deadline', async () => {
    const user = await signUp(platform)
    const { created, request, file } = await withFileQuestion(user)
    await attach(user, file.id)
    await answer(user, created.id, passing(request.questions))
    const completed = await failure(attach(user, file.id))
    expect(completed.code).toBe('CLOSED')
    expect(completed.message).toBe(PLATFORM_MESSAGES.updateRequestCompleted)
    const expired = await withFileQuestion(user, { expiresInDays: -1 })
    const late = await failure(attach(user, expired.file.id))
    expect(late.code).toBe('CLOSED')
    expect(late.message).toBe(PLATFORM_MESSAGES.updateRequestExpired)
    expect(await listFiles(user, expired.file.id)).toEqual([])
  })

  it('takes only PDFs of at most 2,100,000 bytes, and at most 5 per question', async () => {
    const user = await signUp(platform)
    const { file } = await withFileQuestion(user)
    const png = await failure(attach(user, file.id, 'foto.pdf', PNG))
    expect(png.code).toBe('VALIDATION')
    expect(png.message).toBe(ptBR.profile.file.wrongFormat)
    const large = await failure(attach(user, file.id, 'grande.pdf', pdfBytes(MAX_UPLOAD_BYTES + 1)))
    expect(large.code).toBe('VALIDATION')
    expect(large.message).toBe(ptBR.profile.file.tooLarge)
    expect(await listFiles(user, file.id)).toEqual([])
    for (let i = 0; i < 5; i += 1) await attach(user, file.id, `arquivo-${i}.pdf`)
    const sixth = await failure(attach(user, file.id, 'sexto.pdf'))
    expect(sixth.code).toBe('VALIDATION')
    expect(sixth.message).toBe(PLATFORM_MESSAGES.tooManyFiles)
  })

  it('answers a required file question only with a file attached, and stores the files it has', async () => {
    const user = await signUp(platform)
    const created = await ask({
      userId: user.userId,
      questions: [{ title: 'Certificado de conclusão', htmlType: 'file_upload', required: true }],
    })
    const [question] = (await read(user, created.token))!.questions
    const send = (text: string) => answer(user, created.id, [{ id: question!.id, answer: text }])
    const required = `Certificado de conclusão: ${ptBR.validation.attachmentRequired}`
    // Names without files, then a file without its name in the answer.
    const noFile = await failure(send('certificado.pdf'))
    expect(noFile.code).toBe('VALIDATION')
    expect(noFile.message).toBe(required)
    await attach(user, question!.id, 'certificado.pdf')
    expect((await failure(send(''))).message).toBe(required)
    expect((await send('certificado.pdf')).questionUpdate).toEqual({ success: true })
    expect(await storedAnswers(user, created.id)).toEqual([
      expect.objectContaining({ questionId: question!.id, answer: 'certificado.pdf' }),
    ])
  })

  it("keeps an opening's question asked again on that opening's files, also once the opening closed", async () => {
    const user = await signUp(platform)
    const created = await ask({
      userId: user.userId,
      opportunityId: OPENING,
      questions: [{ id: CV_QUESTION, title: 'Currículo em PDF', htmlType: 'file_upload', required: true }],
    })
    const cv = await attach(user, CV_QUESTION, 'curriculo.pdf')
    const [row] = await db()
      .select()
      .from(questionFiles)
      .where(eq(questionFiles.id, Number(cv.id)))
    expect(row).toMatchObject({ questionId: Number(CV_QUESTION), updateRequestId: null })
    expect((await listFiles(user, CV_QUESTION)).map((f) => f.id)).toEqual([cv.id])

    await db().update(opportunities).set({ statusId: 2 }).where(eq(opportunities.id, OPENING))
    try {
      // Closed: only a person whose pending request asks it again may still attach.
      expect((await failure(attach(other, CV_QUESTION))).code).toBe('CLOSED')
      await attach(user, CV_QUESTION, 'carta.pdf')
      await answer(
        user,
        created.id,
        [{ id: CV_QUESTION, answer: 'curriculo.pdf;carta.pdf' }],
        String(OPENING),
      )
      expect(await storedAnswers(user, created.id)).toEqual([
        expect.objectContaining({ questionId: CV_QUESTION, answer: 'curriculo.pdf;carta.pdf' }),
      ])
      expect((await failure(attach(user, CV_QUESTION))).code).toBe('CLOSED')
    } finally {
      await db().update(opportunities).set({ statusId: 1 }).where(eq(opportunities.id, OPENING))
    }
  })

  it("still attaches to an opening's question with no request", async () => {
    const user = await signUp(platform)
    const cv = await attach(user, CV_QUESTION, 'curriculo.pdf')
    expect(cv.name).toBe('curriculo.pdf')
    expect((await listFiles(user, CV_QUESTION)).map((f) => f.id)).toEqual([cv.id])
    await removeFile(user, cv.id)
    expect(await listFiles(user, CV_QUESTION)).toEqual([])
  })

  it('keeps exactly one question on a file row (the check constraint)', async () => {
    const user = await signUp(platform)
    const { file } = await withFileQuestion(user)
    const attached = await attach(user, file.id)
    const [row] = await db()
      .select()
      .from(questionFiles)
      .where(eq(questionFiles.id, Number(attached.id)))
    const base = { userId: user.userId, fileId: row!.fileId, name: 'x.pdf' }
    for (const values of [
      base,
      {
        ...base,
        questionId: Number(CV_QUESTION),
        updateRequestId: row!.updateRequestId,
        updateQuestionId: 1,
      },
      { ...base, updateRequestId: row!.updateRequestId },
      { ...base, questionId: Number(CV_QUESTION), updateQuestionId: 1 },
    ]) {
      const error = await db()
        .insert(questionFiles)
        .values(values)
        .then(
          () => null,
          (e: unknown) => e as { cause?: { message?: string } },
        )
      expect(error?.cause?.message).toMatch(/question_files_one_question_check/)
    }
  })
})
