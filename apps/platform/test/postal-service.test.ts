// The real postal-code service behind POSTAL_CODE_URL (postal/service.ts, docs/operations.md "Postal codes"):
// a local server in ViaCEP's shape answers found, { "erro": true }, 5xx, slowly (a time-out) and garbage.
import { distanceKm, ptBR, type OpportunityListItem } from '@carreiras/core'
import { municipalities } from '../src/near/municipalities.js'
import { findPostalCode } from '../src/postal/postal-codes.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  POSTAL_FOUND_TTL_MS,
  POSTAL_NOT_FOUND_TTL_MS,
  PostalServiceError,
  remotePostalService,
} from '../src/postal/service.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'
import { FAKE_FOUND, SLOW_MS, startFakeViaCep, type FakeViaCep } from './viacep-fake.js'

const TIMEOUT_MS = 1000
const LOOKUP_FAILED = 'Não foi possível buscar o endereço agora. Preencha o endereço.'

let viacep: FakeViaCep
let platform: TestPlatform
beforeAll(async () => {
  viacep = await startFakeViaCep()
  platform = await createTestPlatform({
    POSTAL_CODE_URL: viacep.base.replace(/\/$/, ''), // the trailing slash is added
    POSTAL_CODE_TIMEOUT_MS: String(TIMEOUT_MS),
  })
})
afterAll(async () => {
  await Promise.all([platform?.close(), viacep?.close()])
})

async function get(path: string) {
  const response = await platform.app.request(path)
  return { status: response.status, body: (await response.json()) as unknown }
}

const ADDRESS = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
}

describe('GET /ws/{cep}/json/ with POSTAL_CODE_URL', () => {
  it('asks the configured service and answers its address in ViaCEP’s shape', async () => {
    expect(platform.config.postal).toEqual({ url: viacep.base, timeoutMs: TIMEOUT_MS })
    expect(await get('/ws/01310-100/json/')).toEqual({ status: 200, body: ADDRESS })
  })

  it('passes { erro: true } on for a CEP the service does not know', async () => {
    expect(await get('/ws/99999999/json/')).toEqual({ status: 200, body: { erro: true } })
    // The service's 400 (its 'malformed') is an unknown CEP too.
    expect(await get('/ws/12345678/json/')).toEqual({ status: 200, body: { erro: true } })
  })

  it('a 5xx is a 502 and a time-out a 504, with core’s text the site shows', async () => {
    expect(ptBR.application.personalData.zipcodeLookupFailed).toBe(LOOKUP_FAILED)
    expect(await get('/ws/50000000/json/')).toEqual({
      status: 502,
      body: { errors: [{ message: LOOKUP_FAILED }] },
    })
    const started = performance.now()
    expect(await get('/ws/60000000/json/')).toEqual({
      status: 504,
      body: { errors: [{ message: LOOKUP_FAILED }] },
    })
    expect(performance.now() - started).toBeLessThan(SLOW_MS - 500) // the fake answers after SLOW_MS
    expect(await get('/ws/70000000/json/')).toEqual({
      status: 502,
      body: { errors: [{ message: LOOKUP_FAILED }] },
    })
  })

  it('still refuses a malformed CEP itself, without asking', async () => {
    const before = viacep.hits.size
    expect(await get('/ws/123/json/')).toEqual({
      status: 400,
      body: { errors: [{ message: 'CEP inválido', field: 'cep' }] },
    })
    expect(viacep.hits.size).toBe(before)
  })
})

describe("the list's 'near' with POSTAL_CODE_URL (the same service as the address look-up)", () => {
  const CAMPINAS = 3509502
  const list = async (query: string) => {
    const response = await platform.app.request(`/v1/opportunities${query}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('a CEP only the service knows: the openings near its municipality, nearest first', async () => {
    expect(await findPostalCode(platform.database.db, '13000001')).toBeNull()
    viacep.hits.clear()
    const { status, body } = await list('?zipcode=13000001&radius=25')
    expect(status).toBe(200)
    const items = body.opportunities as OpportunityListItem[]
    expect(items.length).toBeGreaterThan(0)
    expect(items[0]!.address.city).toBe('Campinas')
    const seat = municipalities().byId.get(CAMPINAS)!
    expect(items[0]!.geocode_distance).toBe(0)
    for (const item of items) expect(item.geocode_distance!).toBeLessThanOrEqual(25)
    expect(items.some((item) => item.address.city === 'São Paulo')).toBe(false)
    expect(distanceKm(seat, municipalities().byId.get(3550308)!)).toBeGreaterThan(25)
    expect(viacep.hits.get('13000001')).toBe(1)
  })

  it("a CEP the service does not know is core's 400; its failures a 502 or 504, never a list without the CEP", async () => {
    expect(await list('?zipcode=99999999&radius=25')).toEqual({
      status: 400,
      body: { errors: [{ field: 'zipcode', message: ptBR.near.errors.cepNotFound }] },
    })
    expect(await list('?zipcode=50000000&radius=25')).toEqual({
      status: 502,
      body: { errors: [{ field: 'zipcode', message: LOOKUP_FAILED }] },
    })
    expect((await list('?zipcode=60000000&radius=25')).status).toBe(504)
  })
})

describe('remotePostalService', () => {
  it('keeps answers (found and not found) for their time, failures not at all', async () => {
    let now = 1_000_000
    const service = remotePostalService({ baseUrl: viacep.base, timeoutMs: TIMEOUT_MS, now: () => now })
    viacep.hits.clear()
    const found = await service.lookup('01310100')
    expect(found).toEqual({ ...ADDRESS, cep: FAKE_FOUND.cep })
    expect(await service.lookup('01310100')).toEqual(found)
    expect(await service.lookup('99999999')).toBeNull()
    expect(await service.lookup('99999999')).toBeNull()
    expect(viacep.hits.get('01310100')).toBe(1)
    expect(viacep.hits.get('99999999')).toBe(1)
    // Not found expires first.
    now += POSTAL_NOT_FOUND_TTL_MS + 1
    await service.lookup('99999999')
    await service.lookup('01310100')
    expect(viacep.hits.get('99999999')).toBe(2)
    expect(viacep.hits.get('01310100')).toBe(1)
    now += POSTAL_FOUND_TTL_MS
    await service.lookup('01310100')
    expect(viacep.hits.get('01310100')).toBe(2)
    // A failure is asked again.
    await expect(service.lookup('50000000')).rejects.toMatchObject({ reason: 'unavailable' })
    await expect(service.lookup('50000000')).rejects.toBeInstanceOf(PostalServiceError)
    expect(viacep.hits.get('50000000')).toBe(2)
  })

  it('asks once for concurrent lookups of one CEP; a time-out, a refused connection', async () => {
    const service = remotePostalService({ baseUrl: viacep.base, timeoutMs: TIMEOUT_MS })
    viacep.hits.clear()
    const answers = await Promise.all([1, 2, 3].map(() => service.lookup('01310100')))
    expect(new Set(answers).size).toBe(1)
    expect(viacep.hits.get('01310100')).toBe(1)
    await expect(service.lookup('60000000')).rejects.toMatchObject({ reason: 'timeout' })
    const nobody = remotePostalService({ baseUrl: 'http://127.0.0.1:9/ws/', timeoutMs: TIMEOUT_MS })
    await expect(nobody.lookup('01310100')).rejects.toMatchObject({ reason: 'unavailable' })
  })
})
