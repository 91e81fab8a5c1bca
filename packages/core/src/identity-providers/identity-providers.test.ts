import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SSO_RETURN_ROUTE } from '../navigation/routes'
import {
  cachedEmployeeCheck,
  employeeCheckCache,
  employeeCheckCpf,
  microsoftPopupUrl,
  parseEmployeeCheckCache,
  parseSsoAttempt,
  readMicrosoftMessage,
  readSsoReturn,
  retailLoginFormSchema,
  ssoAuthorizeUrl,
} from './identity-providers'
import { unguessableState } from '../lib/unguessable-state'

const query = (search: string) => [...new URLSearchParams(search).entries()]

describe('single sign-on', () => {
  it('the return route is /sso-return', () => expect(SSO_RETURN_ROUTE).toBe('/sso-return'))

  it('a state is 24 random bytes in hex, a new one each time', () => {
    const states = Array.from({ length: 50 }, () => unguessableState())
    for (const state of states) expect(state).toMatch(/^[0-9a-f]{48}$/)
    expect(new Set(states).size).toBe(states.length)
  })

  it('builds the authorize URL with redirect_uri and state', () => {
    expect(ssoAuthorizeUrl('http://p/oauth/itau/authorize', 'http://s/sso-return', 'st')).toBe(
      'http://p/oauth/itau/authorize?redirect_uri=http%3A%2F%2Fs%2Fsso-return&state=st',
    )
    expect(ssoAuthorizeUrl('http://p/a?x=1', 'r', 's')).toBe('http://p/a?x=1&redirect_uri=r&state=s')
  })

  it('reads the code only with the state this tab sent', () => {
    expect(readSsoReturn(query('?code=c1&state=s1'), 's1')).toEqual({ kind: 'code', code: 'c1' })
    expect(readSsoReturn(query('?code=c1&state=other'), 's1')).toEqual({ kind: 'failed' })
    expect(readSsoReturn(query('?code=c1&state=s1'), null)).toEqual({ kind: 'failed' })
    expect(readSsoReturn(query('?error=access_denied&state=s1'), 's1')).toEqual({ kind: 'failed' })
    expect(readSsoReturn(query(''), 's1')).toBeNull()
    // A one-pass iterator (URLSearchParams#entries(), as the site passes it) reads the same.
    const once = new URLSearchParams('?code=c1&state=s1').entries()
    expect(readSsoReturn(once, 's1')).toEqual({ kind: 'code', code: 'c1' })
  })

  it('never accepts a code whose state differs (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.string(), (code, sent, got) => {
        fc.pre(sent !== got && code.trim() !== '')
        const params = new URLSearchParams({ code, state: got })
        expect(readSsoReturn([...params.entries()], sent)).toEqual({ kind: 'failed' })
      }),
    )
  })

  it('the attempt kept in the tab: state, back_to and next route, nothing else', () => {
    expect(parseSsoAttempt({ state: 'x'.repeat(16), backTo: '/vagas', nextRoute: null, cpf: '1' })).toEqual({
      state: 'x'.repeat(16),
      backTo: '/vagas',
      nextRoute: null,
    })
    expect(parseSsoAttempt({ state: 'short', backTo: '/', nextRoute: null })).toBeNull()
    expect(parseSsoAttempt({ state: 'x'.repeat(16), backTo: 'https://evil', nextRoute: null })).toBeNull()
  })
})

describe('Microsoft pop-up', () => {
  it('adds the site origin to the pop-up URL', () => {
    expect(microsoftPopupUrl('http://p/oauth/microsoft/authorize', 'http://s')).toBe(
      'http://p/oauth/microsoft/authorize?origin=http%3A%2F%2Fs',
    )
  })

  it("reads the pop-up's account, refuses an incomplete one, ignores other messages", () => {
    const message = {
      type: 'carreiras:microsoft',
      access_token: 'tok',
      uid: 'u1',
      user_name: 'Helena Duarte',
      user_email: 'helena.duarte@grupoaurora.com.br',
    }
    expect(readMicrosoftMessage(message)).toEqual({
      accessToken: 'tok',
      uid: 'u1',
      name: 'Helena Duarte',
      email: 'helena.duarte@grupoaurora.com.br',
    })
    expect(readMicrosoftMessage({ type: 'carreiras:microsoft', error: 'cancelled' })).toBe('failed')
    expect(readMicrosoftMessage({ ...message, access_token: '' })).toBe('failed')
    expect(readMicrosoftMessage({ type: 'carreiras:social-login' })).toBeNull()
    expect(readMicrosoftMessage('carreiras:microsoft')).toBeNull()
    expect(readMicrosoftMessage(null)).toBeNull()
  })
})

describe('retail partner', () => {
  it('the form needs a login and a password, with pt-BR messages', () => {
    const result = retailLoginFormSchema.safeParse({ login: '  ', password: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Informe seu login', 'Informe sua senha'])
    expect(retailLoginFormSchema.parse({ login: ' ana.varejo ', password: 'x' })).toEqual({
      login: 'ana.varejo',
      password: 'x',
    })
  })

  it('the check needs the 11 digits of a CPF', () => {
    expect(employeeCheckCpf('111.444.777-35')).toBe('11144477735')
    expect(employeeCheckCpf('111.444')).toBeNull()
    expect(employeeCheckCpf(null)).toBeNull()
  })

  it('the cache is per user and São Paulo calendar day, and holds no CPF', () => {
    const late = new Date('2026-11-27T02:30:00Z') // 23:30 on the 26th in São Paulo
    const cache = employeeCheckCache(9, true, late)
    expect(Object.keys(cache).sort()).toEqual(['contributor', 'day', 'userId'])
    expect(cachedEmployeeCheck(cache, 9, new Date('2026-11-26T10:00:00Z'))).toBe(true)
    expect(cachedEmployeeCheck(cache, 9, new Date('2026-11-27T03:10:00Z'))).toBeNull()
    expect(cachedEmployeeCheck(cache, 10, late)).toBeNull()
    expect(cachedEmployeeCheck(null, 9, late)).toBeNull()
    expect(parseEmployeeCheckCache({ ...cache, cpf: '11144477735' })).toEqual(cache)
    expect(parseEmployeeCheckCache({ userId: 'x' })).toBeNull()
  })
})
