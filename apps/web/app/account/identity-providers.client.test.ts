// The browser side of the other sign-ins (docs/identity.md): the SSO's state check and return, the Microsoft
// pop-up's source and origin checks, the employee check's storage (never a CPF).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccountPublicConfig, DialogActor } from './account-types'
import { employeeCheckStorage } from './employee-check-storage'
import { openMicrosoftPopup, resumeSso, startSso } from './identity-providers.client'

const ORIGIN = 'http://127.0.0.1:3100'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  }
}

const config = {
  platformUrl: '/plataforma',
  clientTokens: [],
  companyId: 6562,
  supportEmail: 's@example.com',
  linkedin: { authorizeUrl: '', clientId: '' },
  facebook: { dialogUrl: '' },
  itau: { authorizeUrl: 'http://127.0.0.1:4100/oauth/itau/authorize', development: true },
  microsoft: { authorizeUrl: 'http://127.0.0.1:4100/oauth/microsoft/authorize' },
  retailPartner: true,
} satisfies AccountPublicConfig

function fakeDialog(nextRoute: string | null = null) {
  const sent: unknown[] = []
  const dialog = {
    send: (event: unknown) => void sent.push(event),
    getSnapshot: () => ({ context: { nextRoute } }),
  } as unknown as DialogActor
  return { dialog, sent }
}

let listeners: Array<(event: MessageEvent) => void>
let session: ReturnType<typeof memoryStorage>
let local: ReturnType<typeof memoryStorage>
const assign = vi.fn()
const open = vi.fn()

beforeEach(() => {
  listeners = []
  session = memoryStorage()
  local = memoryStorage()
  vi.stubGlobal('window', {
    location: { origin: ORIGIN, pathname: '/vagas', search: '?q=analista', href: `${ORIGIN}/vagas`, assign },
    sessionStorage: session,
    localStorage: local,
    open,
    addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.push(fn),
    removeEventListener: (_: string, fn: (event: MessageEvent) => void) =>
      (listeners = listeners.filter((l) => l !== fn)),
    setInterval: () => 1,
    clearInterval: () => {},
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  assign.mockReset()
  open.mockReset()
})

describe('single sign-on', () => {
  it('leaves with a fresh state, comes back to the page it left and signs in there', () => {
    const { dialog, sent } = fakeDialog('/meu-perfil')
    startSso(config, dialog)
    const url = new URL(assign.mock.calls[0]![0] as string)
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4100/oauth/itau/authorize')
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/sso-return`)
    const state = url.searchParams.get('state')!
    expect(state).toMatch(/^[0-9a-f]{48}$/)

    const navigate = vi.fn()
    resumeSso(`?code=c-1&state=${state}`, dialog, navigate)
    expect(navigate).toHaveBeenCalledWith('/vagas?q=analista')
    expect(sent).toEqual([{ type: 'sso.returned', code: 'c-1', path: '/vagas', nextRoute: '/meu-perfil' }])
    expect(session.map.size).toBe(0)
  })

  it('a state this tab did not send, an error or no attempt: the failure, on the page left (or home)', () => {
    const { dialog, sent } = fakeDialog()
    startSso(config, dialog)
    resumeSso('?code=c-1&state=forged', dialog, vi.fn())
    const navigate = vi.fn()
    resumeSso('?code=c-1&state=whatever', dialog, navigate)
    expect(navigate).toHaveBeenCalledWith('/')
    expect(sent).toEqual([
      { type: 'sso.failed', path: '/vagas', nextRoute: null },
      { type: 'sso.failed', path: '/', nextRoute: null },
    ])
  })
})

describe('Microsoft pop-up', () => {
  const account = {
    type: 'carreiras:microsoft',
    access_token: 'tok',
    uid: 'u1',
    user_name: 'Caio Mendes',
    user_email: 'caio@example.com',
  }

  it("reads only the pop-up's message from the authorize page's origin", () => {
    const popup = { closed: false }
    open.mockReturnValue(popup)
    const { dialog, sent } = fakeDialog()
    openMicrosoftPopup(config, dialog)
    expect(open.mock.calls[0]![0]).toBe(
      `http://127.0.0.1:4100/oauth/microsoft/authorize?origin=${encodeURIComponent(ORIGIN)}`,
    )
    const post = (data: unknown, source: unknown, origin: string) =>
      listeners.forEach((l) => l({ data, source, origin } as MessageEvent))
    post(account, {}, 'http://127.0.0.1:4100')
    post(account, popup, 'https://evil.example')
    post({ type: 'other' }, popup, 'http://127.0.0.1:4100')
    expect(sent).toEqual([])
    post(account, popup, 'http://127.0.0.1:4100')
    expect(sent).toEqual([
      {
        type: 'microsoft.succeeded',
        account: { accessToken: 'tok', uid: 'u1', name: 'Caio Mendes', email: 'caio@example.com' },
      },
    ])
    expect(listeners).toHaveLength(0)
  })

  it('a blocked pop-up or a cancelled sign-in: the failure', () => {
    const { dialog, sent } = fakeDialog()
    open.mockReturnValue(null)
    openMicrosoftPopup(config, dialog)
    const popup = { closed: false }
    open.mockReturnValue(popup)
    openMicrosoftPopup(config, dialog)
    listeners.forEach((l) =>
      l({
        data: { type: 'carreiras:microsoft', error: 'cancelled' },
        source: popup,
        origin: 'http://127.0.0.1:4100',
      } as MessageEvent),
    )
    expect(sent).toEqual([{ type: 'microsoft.failed' }, { type: 'microsoft.failed' }])
  })
})

describe('the employee check storage', () => {
  it('keeps { userId, day, contributor } and never a CPF', async () => {
    employeeCheckStorage.actions.storeEmployeeCheck(undefined, {
      check: { userId: 9, day: 20418, contributor: true, cpf: '11144477735' } as never,
    })
    expect(local.map.get('employeeCheck')).toBe('{"userId":9,"day":20418,"contributor":true}')
  })
})
