// A local HTTP server speaking ViaCEP's shape, for the postal-code tests (docs/operations.md, "Postal codes"):
//   /ws/01310100/json/  200 Avenida Paulista          /ws/99999999/json/  200 { "erro": true }
//   /ws/50000000/json/  503                            /ws/60000000/json/  200 after SLOW_MS (a time-out)
//   /ws/70000000/json/  200 text that is not JSON      /ws/13000001/json/  200 Campinas (not in the platform's table)
//   anything else        400 (ViaCEP's malformed CEP)
// It counts the requests per CEP, so a test sees what the cache kept from it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_FOUND = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  unidade: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
}
/** A CEP only the service knows (the platform's own table has none in Campinas' 13000-001). */
export const FAKE_CAMPINAS = {
  ...FAKE_FOUND,
  cep: '13000-001',
  logradouro: 'Rua Barão de Jaguara',
  complemento: '',
  bairro: 'Centro',
  localidade: 'Campinas',
  estado: 'São Paulo',
  ibge: '3509502',
  ddd: '19',
}
export const SLOW_MS = 4000

export interface FakeViaCep {
  /** The base to set as POSTAL_CODE_URL (`http://127.0.0.1:<port>/ws/`). */
  base: string
  hits: Map<string, number>
  close(): Promise<void>
}

export async function startFakeViaCep(): Promise<FakeViaCep> {
  const hits = new Map<string, number>()
  const timers = new Set<NodeJS.Timeout>()
  const server: Server = createServer((request, response) => {
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(request.url ?? '')?.[1]
    if (cep) hits.set(cep, (hits.get(cep) ?? 0) + 1)
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify(body))
    }
    if (cep === '01310100') return json(200, FAKE_FOUND)
    if (cep === '13000001') return json(200, FAKE_CAMPINAS)
    if (cep === '99999999') return json(200, { erro: true })
    if (cep === '50000000') return json(503, { message: 'Service Unavailable' })
    if (cep === '70000000') {
      response.writeHead(200, { 'Content-Type': 'text/html' })
      return response.end('<html>manutenção</html>')
    }
    if (cep === '60000000') {
      const timer = setTimeout(() => {
        timers.delete(timer)
        json(200, FAKE_FOUND)
      }, SLOW_MS)
      timers.add(timer)
      return
    }
    response.writeHead(400, { 'Content-Type': 'text/html' })
    response.end('<h1>Http 400</h1>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}/ws/`,
    hits,
    close: async () => {
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
