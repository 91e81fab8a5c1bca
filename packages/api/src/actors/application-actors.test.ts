// The application machine's newer actors: the postal-code lookup (its answer parsed with zod) and the
// cities of a state (both on the ficha's personal-data actor), the uploads (progress reported back, a failure as a code) and the removals.
import type { ApplicationEvent, ApplicationOpportunity, UploadFileInput } from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { PlatformError } from '../errors.js'
import { createApplicationActors } from './application.js'
import type { PersonalDataActors } from './personal-data.js'
import { fakeClient, run } from './fake-client.js'

const opportunity: ApplicationOpportunity = {
  id: 100001,
  title: 'Analista de Crédito Pleno',
  open: true,
  hasTests: false,
  ninenineApply: false,
  whatsappApply: false,
  companyName: 'Grupo Aurora',
  indicationDomains: [],
}

/** A postal-code service answering `body` with `status`, recording the URLs asked. */
function postal(status: number, body: string) {
  const urls: string[] = []
  const fetch: typeof globalThis.fetch = async (input) => {
    urls.push(String(input))
    return new Response(body, { status })
  }
  return { fetch, urls }
}

const lookup = (service: ReturnType<typeof postal>, zipcode = '01310-100') =>
  run(
    createApplicationActors(fakeClient({}).client, {
      userId: 7,
      opportunity,
      postalUrl: 'http://platform.test/ws/',
      fetch: service.fetch,
    }).personalData.implementations.actors.lookupPostalCode as PersonalDataActors['lookupPostalCode'],
    { zipcode },
  )

describe('lookupPostalCode', () => {
  it('asks for the digits and answers the address with the state’s abbreviation', async () => {
    const service = postal(
      200,
      JSON.stringify({
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        uf: 'sp',
        localidade: 'São Paulo',
      }),
    )
    await expect(lookup(service)).resolves.toEqual({
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      stateAbbr: 'SP',
      city: 'São Paulo',
    })
    expect(service.urls).toEqual(['http://platform.test/ws/01310100/json/'])
  })

  it('an unknown code is NOT_FOUND; a malformed body BAD_RESPONSE; no answer NETWORK', async () => {
    await expect(lookup(postal(200, '{"erro":true}'))).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(lookup(postal(400, '{"errors":[{"message":"CEP inválido"}]}'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(lookup(postal(200, '<html>oops</html>'))).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    await expect(lookup(postal(200, '{"logradouro":"Rua","uf":7}'))).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    })
    await expect(lookup(postal(502, 'Bad gateway'))).rejects.toBeInstanceOf(PlatformError)
    const offline = {
      urls: [],
      fetch: (async () => {
        throw new TypeError('Failed to fetch')
      }) as typeof fetch,
    }
    await expect(lookup(offline)).rejects.toMatchObject({ code: 'NETWORK' })
  })
})

describe('loadCities', () => {
  it('answers the state’s city names, anonymous', async () => {
    const { client, calls } = fakeClient({
      Cities: {
        domains: {
          cities: [
            { id: '1', name: 'Campinas', abbr: 'SP' },
            { id: '2', name: null },
          ],
        },
      },
    })
    const ficha = createApplicationActors(client, { userId: 7, opportunity }).personalData
    const cities = await run(ficha.implementations.actors.loadCities as PersonalDataActors['loadCities'], {
      state: 'SP',
    })
    expect(cities).toEqual({ state: 'SP', cities: ['Campinas'] })
    expect(calls[0]?.variables).toEqual({ state: 'SP' })
  })
})

/** Runs the upload actor under a parent that records what it reports back. */
function upload(actors: ReturnType<typeof createApplicationActors>, input: UploadFileInput) {
  const reports: ApplicationEvent[] = []
  const parent = createActor(
    createMachine({
      types: {} as { events: ApplicationEvent },
      invoke: { id: 'upload', src: actors.uploadFile, input },
      on: { '*': { actions: ({ event }) => reports.push(event) } },
    }),
  ).start()
  return { reports, parent }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('uploadFile', () => {
  const file = new File([new TextEncoder().encode('%PDF-1.4 laudo')], 'laudo.pdf', {
    type: 'application/pdf',
  })

  it('sends a laudo as base64 with its name and reports the attached file', async () => {
    const { client, calls } = fakeClient({
      UploadUserDocument: { uploadUserDocument: { id: '9', name: 'laudo.pdf', file: 'http://x/files/9' } },
    })
    const actors = createApplicationActors(client, { userId: 7, opportunity })
    const { reports } = upload(actors, { uploadId: '1', target: { kind: 'laudo' }, file })
    await until(() => reports.some((r) => r.type === 'upload.done'))
    expect(reports.at(-1)).toEqual({
      type: 'upload.done',
      uploadId: '1',
      file: { id: '9', name: 'laudo.pdf', file: 'http://x/files/9' },
    })
    expect(calls[0]?.variables).toMatchObject({
      user_id: '7',
      upload_name: 'laudo',
      original_filename: 'laudo.pdf',
      document_base64: btoa('%PDF-1.4 laudo'),
    })
  })

  it('a refused attachment reports upload.failed with the platform’s code', async () => {
    const { client } = fakeClient({
      UploadFilesQuestion: () => {
        throw new PlatformError('Arquivo recusado', 'VALIDATION')
      },
    })
    const actors = createApplicationActors(client, { userId: 7, opportunity })
    const { reports } = upload(actors, { uploadId: '2', target: { kind: 'question', questionId: '6' }, file })
    await until(() => reports.some((r) => r.type === 'upload.failed'))
    expect(reports).toEqual([{ type: 'upload.failed', uploadId: '2', code: 'VALIDATION' }])
  })

  it('reports progress from the XMLHttpRequest fetch it is given', async () => {
    const { client } = fakeClient({
      UploadFilesQuestion: { uploadFilesQuestion: { id: '13', name: 'cv.pdf', file: 'http://x/files/13' } },
    })
    const actors = createApplicationActors(client, {
      userId: 7,
      opportunity,
      // A client that hands the request to the fetch it was built with (as createPlatformClient does).
      uploadClient: (fetch) => ({
        async request(document, variables, init) {
          await fetch('http://platform.test/graphql', { method: 'POST', body: 'x' })
          return client.request(document, variables, init)
        },
      }),
    })
    const sent: ((percent: number) => void)[] = []
    class FakeXhr {
      upload = {
        addEventListener: (_: string, listener: (e: unknown) => void) =>
          sent.push((p) => listener({ lengthComputable: true, loaded: p, total: 100 })),
      }
      status = 200
      responseText = '{}'
      withCredentials = false
      private load: () => void = () => {}
      open() {}
      setRequestHeader() {}
      addEventListener(type: string, listener: () => void) {
        if (type === 'load') this.load = listener
      }
      send() {
        queueMicrotask(() => {
          sent.forEach((report) => report(30))
          this.load()
        })
      }
      abort() {}
    }
    const previous = (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest
    ;(globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr
    try {
      const { reports } = upload(actors, {
        uploadId: '3',
        target: { kind: 'question', questionId: '6' },
        file,
      })
      await until(() => reports.some((r) => r.type === 'upload.done'))
      expect(reports.map((r) => r.type)).toEqual(['upload.progress', 'upload.progress', 'upload.done'])
      expect(reports[0]).toEqual({ type: 'upload.progress', uploadId: '3', percent: 30 })
    } finally {
      ;(globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = previous
    }
  })
})

describe('removeFile', () => {
  it('removes a laudo or an attachment with its own operation', async () => {
    const { client, calls } = fakeClient({
      RemoveUserLaudo: { removeUserLaudo: { success: true } },
      RemoveAttachedFile: { removeAttachedFile: { success: true } },
    })
    const actors = createApplicationActors(client, { userId: 7, opportunity })
    await run(actors.removeFile, { target: { kind: 'laudo' }, fileId: '9' })
    await run(actors.removeFile, { target: { kind: 'question', questionId: '6' }, fileId: '13' })
    expect(calls.map((c) => [c.operation, c.variables])).toEqual([
      ['RemoveUserLaudo', { user_id: '7', medical_report_id: '9' }],
      ['RemoveAttachedFile', { document_id: '13' }],
    ])
  })
})
