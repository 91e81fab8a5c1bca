// 'Baixar meus dados' (docs/privacy.md): a candidate who applied asks for the copy in the Privacidade box of
// /meu-perfil; the box says it was asked and when a new copy can be asked (one a day); the platform's worker
// builds the archive and e-mails the link (the local inbox, /dev/mail); the link downloads, with the
// candidate's session, one zip whose dados.json holds the application's answers and whose arquivos/ holds the
// uploaded PDF — and nothing of a second candidate who applied to the same opening (her answers, file and
// e-mail checked absent). That second candidate, signed in, opening the link gets a pt-BR page saying it is
// not hers. Axe on each page and state.
import { readFile } from 'node:fs/promises'
import {
  SaveSubscriptionDraftDocument,
  SignInDocument,
  UploadFilesQuestionDocument,
  createPlatformClient,
  type PlatformSession,
} from '@carreiras/api'
import { ptBR } from '@carreiras/core'
import type { APIRequestContext, Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import {
  JOB,
  PASSWORD,
  PDF,
  answerQuestions,
  candidate,
  fichaReady,
  fillPersonalData,
  signInTo,
  submit,
} from './application-helpers'
import { expect, test, visit } from './fixtures'
import { clientTokens, platformUrl, type FixtureUser, type ReceivedEmail } from './platform'

const t = ptBR.dataExport
const OTHER_MARK = 'RESPOSTA-DA-OUTRA-CANDIDATA'

/** The second candidate's data on the same opening: a saved draft with her answer and an uploaded PDF. */
async function otherCandidateData(user: FixtureUser) {
  let session: PlatformSession | null = null
  const client = createPlatformClient({ apiUrl: platformUrl, clientTokens, getSession: () => session })
  const { userLogin } = await client.request(SignInDocument, { email: user.email, password: PASSWORD })
  session = { token: userLogin!.token!, userId: Number(userLogin!.id) }
  const pdf = Buffer.from(`%PDF-1.4\n% ${OTHER_MARK}\n%%EOF\n`)
  await client.request(UploadFilesQuestionDocument, {
    user_id: String(user.id),
    question_id: '1006',
    document_base64: pdf.toString('base64'),
    original_filename: 'curriculo-da-outra.pdf',
  })
  await client.request(SaveSubscriptionDraftDocument, {
    opportunity_id: String(JOB.id),
    user_id: String(user.id),
    draft: { answers: { '1001': OTHER_MARK } },
  })
}

/** The newest e-mail to `to` with `subject` (the application's confirmation arrives first). */
async function emailWithSubject(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<ReceivedEmail> {
  let found: ReceivedEmail | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`${platformUrl}/dev/mail/messages?to=${encodeURIComponent(to)}`)
        found = ((await response.json()) as ReceivedEmail[]).find((mail) => mail.subject === subject)
        return found !== undefined
      },
      { timeout: 60_000 },
    )
    .toBe(true)
  return found!
}

async function apply(page: Page, user: FixtureUser) {
  await signInTo(page, user)
  await fichaReady(page)
  await fillPersonalData(page)
  await answerQuestions(page)
  await submit(page, ptBR.application.nextStep).click()
  await page.getByRole('checkbox', { name: ptBR.profile.experience.none }).check()
  await submit(page, ptBR.application.finish).click()
  await expect(page.getByRole('heading', { level: 1, name: ptBR.application.confirmedTitle })).toBeVisible()
}

test('Baixar meus dados: request → e-mail → download → the answers and the PDF, nothing of another candidate', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.slow()
  const other = await candidate(page, 'dados-outra')
  await otherCandidateData(other)
  const user = await candidate(page, 'dados')
  await apply(page, user)

  // The Privacidade box: what the copy holds, and the button.
  await visit(page, '/meu-perfil')
  const box = page.getByRole('region', { name: t.box.title })
  await expect(box.getByRole('button', { name: t.box.request })).toBeVisible()
  await expect(box.getByText(t.box.linkValidity)).toBeVisible()
  await box.scrollIntoViewIfNeeded()
  await checkA11y()
  await box.getByRole('button', { name: t.box.request }).click()
  await expect(box.getByRole('status').and(box.locator('[data-slot="data-export-status"]'))).toContainText(
    'Pedido feito em',
  )
  // One a day: no button now, but when a new copy can be asked.
  await expect(box.getByRole('button', { name: t.box.request })).toHaveCount(0)
  await expect(
    box.getByText(
      /^Você pode pedir seus dados uma vez por dia\. Poderá pedir de novo a partir de \d\d\/\d\d\/\d{4} às \d\d:\d\d\.$/,
    ),
  ).toBeVisible()
  await checkA11y()

  // The e-mail: the link to the site's page, no token in it.
  const mail = await emailWithSubject(page.request, user.email, ptBR.outgoing.dataExportReady.subject)
  expect(mail.text).toContain(ptBR.outgoing.dataExportReady.body)
  const link = mail.links.find((href) => new URL(href).pathname.startsWith('/meus-dados/'))
  expect(link, mail.links.join(', ')).toBeTruthy()
  const path = new URL(link!).pathname
  expect(path).toMatch(/^\/meus-dados\/[0-9a-f-]{36}$/)
  // The box learns the copy is ready.
  await expect(box.getByRole('status').and(box.locator('[data-slot="data-export-status"]'))).toContainText(
    'Seu arquivo ficou pronto',
    { timeout: 15_000 },
  )

  // The link downloads the zip with the session.
  const downloading = page.waitForEvent('download')
  await visit(page, path)
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d\d-\d\d\.zip$/)
  await expect(page.locator('main').getByRole('status')).toHaveText(t.page.done)
  await checkA11y()
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)))
  const names = Object.keys(files)
  expect(names).toContain('README.txt')
  expect(strFromU8(files['README.txt']!)).toContain(t.archive.readmeTitle)
  const data = JSON.parse(strFromU8(files['dados.json']!)) as {
    conta: { email: string }
    inscricoes: { vaga: { id: number }; respostas: { pergunta: string; resposta: string }[] }[]
    arquivos: { nome: string; caminho: string }[]
  }
  expect(data.conta.email).toBe(user.email)
  const application = data.inscricoes.find((item) => item.vaga.id === JOB.id)!
  expect(application.respostas).toContainEqual(
    expect.objectContaining({ pergunta: 'Nome completo da mãe', resposta: 'Maria Aparecida Duarte' }),
  )
  const pdf = data.arquivos.find((file) => file.nome === 'curriculo.pdf')!
  expect(Buffer.from(files[pdf.caminho]!)).toEqual(PDF)
  // Nothing of the other candidate, anywhere in the archive.
  const everything = names.map((name) => `${name}\n${strFromU8(files[name]!, true)}`).join('\n')
  for (const foreign of [OTHER_MARK, 'curriculo-da-outra', other.email])
    expect(everything).not.toContain(foreign)

  // The other candidate, signed in, opening the link: not hers.
  const otherContext = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const otherPage = await otherContext.newPage()
  try {
    await signInTo(otherPage, other, path)
    await expect(otherPage.locator('main').getByRole('alert')).toContainText(t.page.notYours)
    await expect(otherPage.getByRole('heading', { level: 1, name: t.page.title })).toBeVisible()
    await checkA11y(otherPage)
  } catch (error) {
    // The fixtures' failure context shows the first page only: keep what the second one showed.
    await otherPage.screenshot({ path: test.info().outputPath('other-candidate.png') }).catch(() => {})
    throw error
  } finally {
    await otherContext.close()
  }
})
