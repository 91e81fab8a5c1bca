import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  guardRoute,
  isFichaRoute,
  isProtectedRoute,
  linkedinAuthorizationUrl,
  linkedinReturnTarget,
  loginTarget,
  readSocialReturn,
  signOutTarget,
  signUpTarget,
} from './routes'

describe('login-required routes', () => {
  it.each([
    '/vagas/12/inscricao',
    '/vagas/12-analista/inscricao/',
    '/vagas/12/inscricao/testes',
    '/vagas/12/inscricao/testes-pendentes',
    '/vagas/12/inscricao/logica/3',
    '/vagas/12/inscricao/9/teste/1',
    '/deixe-seu-perfil',
    '/meu-perfil',
    '/meu-perfil#box-subscription',
    '/inscricao-recusada',
    '/erro-inscricao?vaga=x',
    '/inscricao-confirmada?vaga=x&id=1',
    '/atualizacao-perfil',
    '/profile_questions_updates/token/abc',
  ])('%s is protected', (path) => expect(isProtectedRoute(path)).toBe(true))
  it.each([
    '/',
    '/vagas',
    '/vagas/12',
    '/estagio',
    '/faq',
    '/termos-de-uso',
    '/InsertCpf',
    '/accept_hunting/x',
    '/return_test/1/2/3',
    '/linkedin-return',
    '/password-recovery',
  ])('%s is public', (path) => expect(isProtectedRoute(path)).toBe(false))
})

describe('next-route rules', () => {
  it('sign-up goes to the saved ficha route, else /vagas', () => {
    expect(isFichaRoute('/vagas/378937/inscricao')).toBe(true)
    expect(isFichaRoute('/vagas/378937/inscricao/testes')).toBe(false)
    expect(signUpTarget('/vagas/378937/inscricao')).toBe('/vagas/378937/inscricao')
    expect(signUpTarget('/meu-perfil')).toBe('/vagas')
    expect(signUpTarget(null)).toBe('/vagas')
  })
  it('login goes to the remembered route', () => {
    expect(loginTarget('/meu-perfil')).toBe('/meu-perfil')
    expect(loginTarget(null)).toBeNull()
  })
  it('a remembered route is followed only when it is a path of this site (checked as a URL)', () => {
    expect(loginTarget('/meu-perfil#box-subscription')).toBe('/meu-perfil#box-subscription')
    for (const route of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/.//evil.example',
      'https://evil.example/',
    ])
      expect(loginTarget(route)).toBeNull()
    expect(signUpTarget('/.//evil.example/vagas/1/inscricao')).toBe('/vagas')
    expect(signUpTarget('https://evil.example/vagas/1/inscricao')).toBe('/vagas')
    expect(
      guardRoute({ to: '/meu-perfil', from: '/.//evil.example', isAuth: false, termsPending: false }),
    ).toMatchObject({ kind: 'login-required', stayOn: '/', nextRoute: '/meu-perfil' })
  })
  it('sign-out leaves a protected route for /', () => {
    expect(signOutTarget('/meu-perfil')).toBe('/')
    expect(signOutTarget('/vagas')).toBeNull()
  })
})

describe('guardRoute', () => {
  it('with a session: proceed and clear the next route; terms first when pending', () => {
    expect(guardRoute({ to: '/meu-perfil', from: '/', isAuth: true, termsPending: false })).toEqual({
      kind: 'proceed',
      clearNextRoute: true,
      showTerms: false,
    })
    expect(guardRoute({ to: '/meu-perfil', from: '/', isAuth: true, termsPending: true })).toMatchObject({
      showTerms: true,
    })
  })
  it('without: stay on the previous path, save the target, login (or register with a stored first name)', () => {
    expect(guardRoute({ to: '/meu-perfil', from: '/vagas', isAuth: false, termsPending: false })).toEqual({
      kind: 'login-required',
      stayOn: '/vagas',
      nextRoute: '/meu-perfil',
      openForm: 'login',
    })
    expect(
      guardRoute({
        to: '/meu-perfil',
        from: '/vagas',
        isAuth: false,
        termsPending: false,
        storedFirstName: 'Ana',
      }),
    ).toMatchObject({
      openForm: 'register',
    })
  })
  it('loaded directly: "/" with the form open', () => {
    expect(guardRoute({ to: '/meu-perfil', from: null, isAuth: false, termsPending: false })).toMatchObject({
      stayOn: '/',
    })
  })
  it('public routes always proceed', () => {
    expect(guardRoute({ to: '/vagas', from: null, isAuth: false, termsPending: true }).kind).toBe('proceed')
  })
})

describe('/linkedin-return', () => {
  it('appends the query; a leading ? becomes & only when back_to has a query', () => {
    expect(linkedinReturnTarget('/vagas', '?code=abc&action=login')).toBe('/vagas?code=abc&action=login')
    expect(linkedinReturnTarget('/vagas?term=ti', '?code=abc')).toBe('/vagas?term=ti&code=abc')
    expect(linkedinReturnTarget('/vagas', '')).toBe('/vagas')
  })
  it('property: the returned parameters survive', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/', '/vagas', '/vagas?term=x'),
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        (backTo, code) => {
          const url = new URL(linkedinReturnTarget(backTo, `?code=${code}`), 'https://x.test')
          expect(url.searchParams.get('code')).toBe(code)
        },
      ),
    )
  })
  it('authorisation URL: code response type, client id, redirect and the two scopes', () => {
    const url = new URL(
      linkedinAuthorizationUrl(
        'https://auth.test/authorize',
        'cid',
        'https://site.test/linkedin-return',
        's1',
      ),
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cid',
      redirect_uri: 'https://site.test/linkedin-return',
      scope: 'r_liteprofile r_emailaddress',
      state: 's1',
    })
  })
})

describe('the professional network’s return on the page the person left (its state checked)', () => {
  const pairs = (query: string) => new URLSearchParams(query).entries()
  const STATE = 'a'.repeat(48)

  it('spends the code with the state this tab sent', () => {
    expect(readSocialReturn(pairs(`action=login&code=c1&state=${STATE}`), STATE)).toEqual({
      kind: 'code',
      code: 'c1',
      action: 'login',
    })
    expect(readSocialReturn(pairs(`code=c2&state=${STATE}&action=register`), STATE)).toEqual({
      kind: 'code',
      code: 'c2',
      action: 'register',
    })
  })

  it.each([
    ['no state in the query', 'action=login&code=c1', STATE],
    ['another state', `action=login&code=c1&state=${'b'.repeat(48)}`, STATE],
    ['no state kept by this tab (a link made elsewhere)', `action=login&code=c1&state=${STATE}`, null],
    ['an empty state on both sides', 'action=login&code=c1&state=', ''],
  ])('refuses a return with %s', (_, query, expected) => {
    expect(readSocialReturn(pairs(query), expected)).toEqual({ kind: 'refused' })
  })

  it.each(['', 'action=login', 'code=c1', 'action=other&code=c1', `error=user_cancelled_login&action=login`])(
    'reads no return in %j',
    (query) => {
      expect(readSocialReturn(pairs(query), STATE)).toBeNull()
    },
  )

  it('a code is spent only when the two states are the same string', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (sent, returned) => {
        const query = new URLSearchParams({ action: 'login', code: 'c', state: returned })
        const result = readSocialReturn(query.entries(), sent)
        expect(result?.kind).toBe(sent === returned ? 'code' : 'refused')
      }),
    )
  })
})
