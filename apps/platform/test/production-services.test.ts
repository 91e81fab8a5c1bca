// Production with every outside service real (docs/operations.md): the platform started with production
// settings pointing at local fakes answers postal codes from the ViaCEP-shaped service and geo-IP from the
// .mmdb file, refuses to start without them, and mounts no stand-in: each one's endpoint is a 404 there,
// while the same request reaches a route outside production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.js'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import { PRODUCTION_TEST_ENV, createTestPlatform, type TestPlatform } from './helpers.js'
import { startFakeViaCep, type FakeViaCep } from './viacep-fake.js'

/** Every stand-in the platform mounts outside production (app.ts), one request to each. */
const STAND_IN_REQUESTS: readonly (readonly [method: 'GET' | 'POST', path: string])[] = [
  // integrations-stand-ins/: the customer chat and the marketing service
  ['GET', '/dev/chat/widget.js'],
  ['GET', '/dev/chat/boots'],
  ['POST', '/dev/chat/boots'],
  ['GET', '/dev/marketing/events'],
  ['POST', '/dev/marketing/events'],
  // the satisfaction survey (survey/stand-in.ts)
  ['POST', '/dev/survey/graphql'],
  ['GET', '/dev/survey/events'],
  ['GET', '/dev/survey/answers'],
  // the push service (push/stand-in.ts)
  ['POST', '/dev/push/subscriptions'],
  ['GET', '/dev/push/received'],
  // the mail inbox and the SMS provider (outgoing/stand-ins/routes.ts)
  ['GET', '/dev/mail'],
  ['GET', '/dev/mail/messages'],
  ['GET', '/dev/sms'],
  ['POST', '/dev/sms/messages'],
  // fixtures (rest/dev.ts, rest/dev-tests.ts, job-alerts/dev-routes.ts)
  ['GET', '/dev/outbox'],
  ['GET', '/dev/follows'],
  ['POST', '/dev/opportunities/copy'],
  ['POST', '/dev/tests/assign'],
  ['POST', '/dev/job-alerts/run'],
  // the OAuth and identity providers' stand-ins (accounts/oauth.ts, accounts/identity-providers.ts)
  ['GET', '/oauth/linkedin/authorize'],
  ['GET', '/linkedin/token'],
  ['GET', '/oauth/facebook/dialog'],
  ['GET', '/oauth/itau/authorize'],
  ['GET', '/oauth/microsoft/authorize'],
  ['GET', '/dev/employee-checks?cpf=52998224725'],
  // the partner tests' pages (online-tests/partner.ts)
  ['GET', '/partner-test/3101?user_id=1&opportunity_id=100007'],
  ['POST', '/partner-test/3101'],
  ['GET', '/partner-test/challenge?user_id=1&opportunity_id=378937'],
  ['POST', '/partner-test/challenge'],
]

let viacep: FakeViaCep
let production: TestPlatform
let development: TestPlatform
beforeAll(async () => {
  viacep = await startFakeViaCep()
  ;[production, development] = await Promise.all([
    createTestPlatform({
      NODE_ENV: 'production',
      CLIENT_TOKENS: 'token-de-producao',
      POSTAL_CODE_URL: viacep.base,
    }),
    createTestPlatform(),
  ])
})
afterAll(async () => {
  await Promise.all([production?.close(), development?.close(), viacep?.close()])
})

function send(platform: TestPlatform, [method, path]: readonly [string, string]) {
  return platform.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
    ...(method === 'POST' ? { body: '{}' } : {}),
  })
}

/** `METHOD path` of every route an app mounts (middleware aside), its parameters filled in. */
function mountedRoutes(platform: TestPlatform): Set<string> {
  return new Set(
    platform.app.routes
      .filter((route) => route.method !== 'ALL')
      .map(
        (route) =>
          `${route.method} ${route.path
            .replace(/:\w+(\{[^}]*\})?/g, '3101')
            .replace(/\*/g, 'x')
            .replace(/(.)\/$/, '$1')}`,
      ),
  )
}

describe('production', () => {
  it('mounts none of the routes only development has: each answers 404', async () => {
    const inProduction = mountedRoutes(production)
    const onlyDevelopment = [...mountedRoutes(development)].filter((route) => !inProduction.has(route))
    // The fixed list below is among them (the diff is not empty by accident).
    for (const [method, path] of STAND_IN_REQUESTS)
      expect(onlyDevelopment).toContain(`${method} ${path.split('?')[0]!.replace(/\/$/, '')}`)
    for (const route of onlyDevelopment) {
      const [method, path] = route.split(' ') as [string, string]
      const response = await send(production, [method, path])
      expect({ route, status: response.status }).toEqual({ route, status: 404 })
    }
  })

  it('answers 404 at every stand-in, each of which is a route outside production', async () => {
    for (const request of STAND_IN_REQUESTS) {
      const response = await send(production, request)
      expect({ request, status: response.status }).toEqual({ request, status: 404 })
      expect(await response.json()).toEqual({ errors: [{ message: PLATFORM_MESSAGES.routeNotFound }] })
    }
    for (const request of STAND_IN_REQUESTS) {
      const response = await send(development, request)
      const body = await response.text()
      // Some answer 404 for what they were asked (no such message), never the platform's 'no route'.
      expect({ request, routeNotFound: body.includes(PLATFORM_MESSAGES.routeNotFound) }).toEqual({
        request,
        routeNotFound: false,
      })
    }
  })

  it('looks postal codes up at POSTAL_CODE_URL, not in its own table', async () => {
    viacep.hits.clear()
    const found = await production.app.request('/ws/01310100/json/')
    expect(await found.json()).toMatchObject({
      logradouro: 'Avenida Paulista',
      localidade: 'São Paulo',
      uf: 'SP',
    })
    // A CEP the table knows (a city's general CEP) but the service does not.
    expect(await (await production.app.request('/ws/01000000/json/')).json()).toEqual({ erro: true })
    expect(await (await development.app.request('/ws/01000000/json/')).json()).toMatchObject({ uf: 'SP' })
    expect([...viacep.hits.keys()].sort()).toEqual(['01000000', '01310100'])
  })

  it('locates addresses with GEOIP_DATABASE, not the invented blocks', async () => {
    expect(production.config.geoipDatabase).toBe(PRODUCTION_TEST_ENV.GEOIP_DATABASE)
    expect((await production.app.request('/geoip/200.160.1.2')).status).toBe(404)
    expect((await development.app.request('/geoip/200.160.1.2')).status).toBe(200)
    expect(await (await production.app.request('/geoip/198.51.100.4')).json()).toEqual({
      ip: '198.51.100.4',
      state: 'SP',
      city: 'SAO PAULO',
    })
  })

  it('does not start without a real service’s setting, naming it', () => {
    const env = {
      NODE_ENV: 'production',
      CLIENT_TOKENS: 'token-de-producao',
      PUBLIC_URL: 'https://p.example',
      ...PRODUCTION_TEST_ENV,
    }
    for (const name of ['POSTAL_CODE_URL', 'GEOIP_DATABASE', 'PARTNER_TEST_SECRET']) {
      expect(() => loadConfig({ ...env, [name]: undefined })).toThrow(ConfigError)
      expect(() => loadConfig({ ...env, [name]: undefined })).toThrow(
        `  - ${name}: ${name} é obrigatório em produção`,
      )
    }
    expect(() => loadConfig({ ...env, PARTNER_TEST_SECRET: 'curto' })).toThrow(
      'PARTNER_TEST_SECRET deve ter ao menos 32 caracteres',
    )
    expect(() => loadConfig({ ...env, POSTAL_CODE_URL: 'viacep.com.br/ws' })).toThrow(
      /POSTAL_CODE_URL deve ser uma URL http\(s\)/,
    )
  })
})
