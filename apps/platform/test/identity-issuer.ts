// A local identity provider for the platform's tests: a real HTTP server on 127.0.0.1 that signs real
// tokens with jose. Per issuer path (`/{name}`) it answers the OpenID Connect discovery document, its JWKS and
// a token endpoint; under `/fb` the two Graph API calls of Facebook Login. A test says what the token
// endpoint answers for a code (`grant`), down to a wrong audience or a foreign signing key.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHmac } from 'node:crypto'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose'

export interface Grant {
  /** Claims of the id_token (merged over the defaults: iss, aud, sub, nonce, email, name, iat, exp). */
  claims?: JWTPayload
  /** Sign with a key the JWKS does not publish (a forged token). */
  foreignKey?: boolean
  /** Facebook's /me answer. */
  me?: Record<string, unknown>
}

export interface TokenRequest {
  issuer: string
  form: URLSearchParams
}

export interface LocalIssuer {
  url: string
  /** The issuer URL of a provider name (`itau`, `microsoft`, `linkedin`). */
  issuer(name: string): string
  /** The client id each issuer expects (the audience of its tokens). */
  clientIds: Record<string, string>
  /** Registers what the token endpoint answers for a code (the nonce comes from the authorization URL). */
  grant(issuer: string, code: string, nonce: string, grant?: Grant): void
  /** Every request its token endpoints received. */
  tokenRequests: TokenRequest[]
  /** The appsecret_proof Facebook's /me was called with, and its access token. */
  meRequests: { proof: string | null; token: string | null }[]
  close(): Promise<void>
}

const KID = 'chave-de-teste-1'

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startLocalIssuer(
  clientIds: Record<string, string>,
  facebookSecret: string,
): Promise<LocalIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const foreign = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' }
  const grants = new Map<string, { issuer: string; nonce: string; grant: Grant }>()
  const tokenRequests: TokenRequest[] = []
  const meRequests: LocalIssuer['meRequests'] = []
  let base = ''

  const sign = (claims: JWTPayload, key: CryptoKey) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' }).sign(key)

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', base)
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify(value))
      }
      const [, name, ...rest] = url.pathname.split('/')
      const path = rest.join('/')
      const issuer = `${base}/${name}`
      if (name === 'fb') {
        if (path === 'oauth/access_token') {
          tokenRequests.push({ issuer, form: url.searchParams })
          const entry = grants.get(url.searchParams.get('code') ?? '')
          if (!entry) return json(400, { error: { message: 'Invalid verification code format.' } })
          return json(200, { access_token: `fb-token-${url.searchParams.get('code')}`, token_type: 'bearer' })
        }
        if (path === 'me') {
          const token = (request.headers.authorization ?? '').replace(/^Bearer /, '')
          meRequests.push({ proof: url.searchParams.get('appsecret_proof'), token })
          const entry = grants.get(token.replace(/^fb-token-/, ''))
          if (!entry) return json(401, { error: { message: 'Invalid OAuth access token.' } })
          const expected = createHmac('sha256', facebookSecret).update(token).digest('hex')
          if (url.searchParams.get('appsecret_proof') !== expected)
            return json(400, { error: { message: 'Invalid appsecret_proof' } })
          return json(200, entry.grant.me ?? {})
        }
        return json(404, {})
      }
      if (path === '.well-known/openid-configuration')
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          id_token_signing_alg_values_supported: ['RS256'],
        })
      if (path === 'jwks') return json(200, { keys: [jwk] })
      if (path === 'token' && request.method === 'POST') {
        const form = new URLSearchParams(await body(request))
        tokenRequests.push({ issuer, form })
        const entry = grants.get(form.get('code') ?? '')
        grants.delete(form.get('code') ?? '')
        if (!entry || entry.issuer !== issuer) return json(400, { error: 'invalid_grant' })
        const now = Math.floor(Date.now() / 1000)
        const claims: JWTPayload = {
          iss: issuer,
          aud: clientIds[name!],
          sub: `sujeito-${name}-1`,
          nonce: entry.nonce,
          email: 'helena.duarte@grupoaurora.com.br',
          email_verified: true,
          name: 'Helena Duarte',
          iat: now,
          exp: now + 300,
          ...entry.grant.claims,
        }
        const idToken = await sign(claims, entry.grant.foreignKey ? foreign.privateKey : privateKey)
        return json(200, { access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken })
      }
      return json(404, {})
    })().catch((error: unknown) => {
      response.writeHead(500)
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: base,
    issuer: (name) => `${base}/${name}`,
    clientIds,
    grant(issuer, code, nonce, grant = {}) {
      grants.set(code, { issuer, nonce, grant })
    },
    tokenRequests,
    meRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
