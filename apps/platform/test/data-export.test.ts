// 'Baixar meus dados' (docs/privacy.md): the request (one a day), the job on the message road that builds the
// archive and enqueues the e-mail, the download for its owner only (401 without a session, 404 for anyone
// else), the expiry and the purge; and the archive builder: README, dados.json with every section, the
// uploaded files, and never another person's data (a property over generated people).
import { buildAuthorizationHeader } from '@carreiras/api'
import { DATA_EXPORT_PATH, dataExportArchivePath, ptBR } from '@carreiras/core'
import fc from 'fast-check'
import { strFromU8, unzipSync } from 'fflate'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDataExport, DATA_NAME, README_NAME } from '../src/data-export/archive.js'
import { DATA_EXPORT_SECTIONS, type DataExportSection } from '../src/data-export/sections/index.js'
import { createDataExportJob } from '../src/data-export/service.js'
import {
  consents,
  dataExports,
  outgoingMessages,
  storedFiles,
  subscriptions,
  users,
} from '../src/db/schema.js'
import { storeFile } from '../src/files/files.js'
import { createLogger } from '../src/logger.js'
import { purgeExpired } from '../src/outgoing/queue.js'
import { createMessageWorker } from '../src/outgoing/worker.js'
import { newCpf, signUp, uniqueEmail, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let ana: SignedUp
let bia: SignedUp
const db = () => platform.database.db

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
  ana = await signUp(platform, { name: 'Ana Exportadora' })
  bia = await signUp(platform, { name: 'Bia Vizinha' })
})
afterAll(() => platform.close())

const auth = (who: SignedUp | null) =>
  buildAuthorizationHeader(platform.config.clientTokens[0]!, who?.token ?? undefined)

const call = (who: SignedUp | null, path: string, method = 'GET') =>
  platform.app.request(path, { method, headers: { Authorization: auth(who) } })

/** A PDF whose bytes carry `marker` (the archive must hold it for its owner only). */
const pdf = (marker: string) => new TextEncoder().encode(`%PDF-1.4\n% ${marker}\n%%EOF\n`)

/** One application with an answer, an uploaded file and a consent: all carrying `marker`. */
async function giveData(userId: number, marker: string, opportunityId = 100001) {
  await db()
    .insert(subscriptions)
    .values({
      userId,
      opportunityId,
      step: 'applied',
      appliedAt: new Date(),
      questions: [
        {
          id: '1',
          title: 'Por que esta vaga?',
          answer: `resposta ${marker}`,
          slug: null,
          candidate: true,
          htmlType: 'text',
        },
      ],
    })
  const bytes = pdf(marker)
  await storeFile(db(), {
    userId,
    kind: 'question',
    name: `curriculo-${marker}.pdf`,
    upload: { bytes, contentType: 'application/pdf', extension: '.pdf' },
  })
  await db()
    .insert(consents)
    .values({ userId, purpose: 'survey', granted: true, version: marker, origin: 'profile' })
}

/** Every entry of the zip as text: README and JSON as UTF-8, the uploads as latin1 (every byte kept). */
function entries(zip: Uint8Array): Record<string, string> {
  const files = unzipSync(zip)
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes, !/\.(txt|json)$/.test(name))]),
  )
}

/** Runs what the road has due for the job channel (the e-mail stays queued). */
async function runJobs() {
  const worker = createMessageWorker({
    database: platform.database,
    transports: { job: createDataExportJob({ db: db(), config: platform.config }) },
    settings: platform.config.messages,
    logger: createLogger({ enabled: false }),
  })
  while ((await worker.runOnce()) > 0) await worker.idle()
  await worker.idle()
}

describe('request → job → e-mail → download', () => {
  let archivePath = ''

  it('needs a session', async () => {
    expect((await call(null, DATA_EXPORT_PATH, 'POST')).status).toBe(401)
    expect((await call(null, DATA_EXPORT_PATH)).status).toBe(401)
  })

  it('accepts one request a day and says when the next one is possible', async () => {
    await giveData(ana.userId, 'MARCA-ANA')
    await giveData(bia.userId, 'MARCA-BIA', 100002)
    const first = await call(ana, DATA_EXPORT_PATH, 'POST')
    expect(first.status).toBe(202)
    const state = (await first.json()) as { latest: { id: string; status: string }; nextRequestAt: string }
    expect(state.latest.status).toBe('pending')
    const again = await call(ana, DATA_EXPORT_PATH, 'POST')
    expect(again.status).toBe(429)
    const refused = (await again.json()) as { errors: { message: string }[]; nextRequestAt: string }
    expect(refused.nextRequestAt).toBe(state.nextRequestAt)
    expect(refused.errors[0]!.message).toMatch(
      /^Você já pediu seus dados nas últimas 24 horas\. Poderá pedir de novo a partir de \d\d\/\d\d\/\d{4} às \d\d:\d\d\.$/,
    )
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(23 * 3600)
    // One row, one job.
    const rows = await db().select().from(dataExports).where(eq(dataExports.userId, ana.userId))
    expect(rows).toHaveLength(1)
    archivePath = dataExportArchivePath(state.latest.id)
    // Not built yet.
    expect((await call(ana, archivePath)).status).toBe(409)
  })

  it('the worker builds the archive and enqueues the e-mail with the link to the site', async () => {
    await runJobs()
    const [row] = await db().select().from(dataExports).where(eq(dataExports.userId, ana.userId))
    expect(row!.status).toBe('ready')
    expect(row!.expiresAt!.getTime() - row!.readyAt!.getTime()).toBe(7 * 86_400_000)
    const [mail] = await db()
      .select()
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.to, ana.email), eq(outgoingMessages.template, 'data-export-ready')))
    const data = mail!.data as { link: string; until: string }
    expect(data.link).toBe(`http://localhost:3000/meus-dados/${row!.publicId}`)
    // The link carries no token: it needs the session.
    expect(data.link).not.toMatch(/token|session/i)
  })

  it('downloads for its owner: README, the answers and the uploaded file, nothing of another person', async () => {
    const answer = await call(ana, archivePath)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('application/zip')
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(answer.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d\d-\d\d\.zip"/,
    )
    const files = entries(new Uint8Array(await answer.arrayBuffer()))
    expect(files[README_NAME]).toContain(ptBR.dataExport.archive.readmeTitle)
    const data = JSON.parse(files[DATA_NAME]!) as Record<string, unknown> & {
      conta: { email: string; cpf: string }
      inscricoes: { respostas: { resposta: string }[] }[]
      arquivos: { caminho: string; nome: string }[]
    }
    expect(Object.keys(data)).toEqual(['geradoEm', ...DATA_EXPORT_SECTIONS.map((s) => s.name)])
    expect(data.conta.email).toBe(ana.email)
    expect(data.conta.cpf).toBe(ana.cpf)
    expect(data.inscricoes[0]!.respostas[0]!.resposta).toBe('resposta MARCA-ANA')
    expect(data.arquivos[0]!.nome).toBe('curriculo-MARCA-ANA.pdf')
    expect(files[data.arquivos[0]!.caminho]).toContain('MARCA-ANA')
    const everything = Object.entries(files)
      .map(([name, text]) => `${name}\n${text}`)
      .join('\n')
    for (const foreign of ['MARCA-BIA', bia.email, bia.cpf]) expect(everything).not.toContain(foreign)
    // Nothing secret: no password hash, no session or file token.
    expect(everything).not.toMatch(/scrypt\$/)
    const [file] = await db().select().from(storedFiles).where(eq(storedFiles.userId, ana.userId))
    expect(everything).not.toContain(file!.token)
  })

  it('answers 404 to anyone else, the same as for an unknown id', async () => {
    const other = await call(bia, archivePath)
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({
      errors: [{ message: ptBR.dataExport.errors.notFound, extensions: { code: 'NOT_FOUND' } }],
    })
    expect((await call(bia, dataExportArchivePath('00000000-0000-4000-8000-000000000000'))).status).toBe(404)
    expect((await call(bia, `${DATA_EXPORT_PATH}/1/archive`)).status).toBe(404)
    expect((await call(null, archivePath)).status).toBe(401)
  })

  it('expires after 7 days (410) and the purge deletes the archive', async () => {
    await db()
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.userId, ana.userId))
    expect((await call(ana, archivePath)).status).toBe(410)
    const purged = await purgeExpired(db(), platform.config.messages.retentionDays)
    expect(purged.dataExports).toBe(1)
    expect(await db().select().from(dataExports).where(eq(dataExports.userId, ana.userId))).toEqual([])
    expect((await call(ana, archivePath)).status).toBe(404)
  })

  it('removing the account removes the request and its job', async () => {
    const carla = await signUp(platform, { name: 'Carla Removida' })
    expect((await call(carla, DATA_EXPORT_PATH, 'POST')).status).toBe(202)
    await db().delete(users).where(eq(users.id, carla.userId))
    expect(await db().select().from(dataExports).where(eq(dataExports.userId, carla.userId))).toEqual([])
    // The job finds no request: it ends without building anything (dead at once).
    await runJobs()
    const [job] = await db()
      .select()
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.to, carla.email), eq(outgoingMessages.template, 'data-export')))
    expect(job?.status ?? 'dead').toBe('dead')
  })
})

// ── The archive builder over generated people ─────────────────────────────────────────────────────────

/** A person with data: every value carries the person's marker. */
async function person(marker: string, opportunityId: number): Promise<number> {
  const [row] = await db()
    .insert(users)
    .values({
      name: `Pessoa ${marker}`,
      firstName: 'Pessoa',
      lastName: marker,
      email: uniqueEmail(marker.toLowerCase()),
      cpf: newCpf(),
      phone: `(11) 9${marker.slice(-4).padStart(4, '0')}-0000`,
      whatDoYouLove: `amo ${marker}`,
    })
    .returning({ id: users.id })
  await giveData(row!.id, marker, opportunityId)
  return row!.id
}

/** Every marker of `others` absent from the whole zip of `owner`, whose own marker is present. */
async function isolated(zip: Uint8Array, own: string, others: readonly string[]) {
  const all = Object.entries(entries(zip))
    .map(([name, text]) => `${name}\n${text}`)
    .join('\n')
  return all.includes(own) && others.every((marker) => !all.includes(marker))
}

describe('the archive builder', () => {
  it('never holds another person’s data, for any set of people', async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.stringMatching(/^[A-Z]{6}$/), { minLength: 2, maxLength: 4 }),
        fc.nat(),
        async (names, pick) => {
          run++
          const markers = names.map((name) => `GEN${run}X${name}`)
          const ids: number[] = []
          // Several people on the same opening, so a join that forgets the person would show.
          for (const marker of markers) ids.push(await person(marker, 100001 + (ids.length % 2)))
          const owner = pick % ids.length
          const zip = await buildDataExport(db(), ids[owner]!, { siteName: 'Carreiras Teste' })
          const others = markers.filter((_, i) => i !== owner)
          expect(await isolated(zip, markers[owner]!, others)).toBe(true)
        },
      ),
      { numRuns: 12 },
    )
  })

  it('the check fails on a section that forgets to filter by the person', async () => {
    const a = await person('VAZAA', 100001)
    await person('VAZAB', 100001)
    const leaky: DataExportSection = {
      name: 'vazamento',
      collect: ({ db }) => db.select({ answers: subscriptions.questions }).from(subscriptions),
    }
    const zip = await buildDataExport(db(), a, { siteName: 'X', sections: [...DATA_EXPORT_SECTIONS, leaky] })
    expect(await isolated(zip, 'VAZAA', ['VAZAB'])).toBe(false)
  })

  it('the README names every section and the files folder, in pt-BR', async () => {
    const id = await person('LEIAME', 100001)
    const files = entries(await buildDataExport(db(), id, { siteName: 'Carreiras Aurora' }))
    const readme = files[README_NAME]!
    expect(readme).toContain('Este arquivo reúne tudo o que o site Carreiras Aurora guarda sobre você')
    for (const section of DATA_EXPORT_SECTIONS)
      expect(readme).toContain(ptBR.dataExport.sections[section.name]!)
    expect(readme).toContain(ptBR.dataExport.archive.filesFolder)
    expect(
      Object.keys(files).some(
        (name) => name.startsWith('arquivos/') && name.endsWith('-curriculo-LEIAME.pdf'),
      ),
    ).toBe(true)
  })
})
