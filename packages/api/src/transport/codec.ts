// The transport cipher of docs/wire-format.md, on WebCrypto alone (browsers and Node 20). A deployment whose
// platform uses another cipher replaces `webCryptoCodec` with its own `TransportCodec`; nothing else
// changes. The encryption hides payloads from casual inspection; it is not a security boundary.
import { TransportError } from '../errors.js'
import { base64UrlDecode, base64UrlEncode } from './base64.js'

type Subtle = typeof globalThis.crypto.subtle
/** WebCrypto's key type, named without the DOM or Node's `webcrypto` namespace. */
export type TransportKey = Awaited<ReturnType<Subtle['importKey']>>

export interface TransportKeys {
  /** Seals request fields (client) and opens them (server). */
  request: TransportKey
  /** Seals the response body (server) and opens it (client). */
  response: TransportKey
}

export interface TransportCodec {
  deriveKeys(authorizationHeader: string): Promise<TransportKeys>
  seal(key: TransportKey, text: string): Promise<string>
  open(key: TransportKey, sealed: string): Promise<string>
}

export const TRANSPORT_SALT = 'carreiras.transport.v1'
export const TRANSPORT_AAD = 'carreiras.transport.v1'
export const SEALED_PREFIX = 'v1.'
const IV_BYTES = 12
const TAG_BYTES = 16
const KEY_CACHE_SIZE = 32

const encoder = new TextEncoder()
const AAD = encoder.encode(TRANSPORT_AAD)
const SALT = encoder.encode(TRANSPORT_SALT)
const INFO_REQUEST = encoder.encode('request')
const INFO_RESPONSE = encoder.encode('response')

function subtle(): Subtle {
  const s = globalThis.crypto?.subtle
  if (!s) throw new TransportError('WebCrypto indisponível neste ambiente.')
  return s
}

/** HKDF-SHA-256 (RFC 5869): `length` bytes of output keying material. */
export async function hkdfSha256(
  ikm: Uint8Array,
  salt: Uint8Array,
  info: Uint8Array,
  length: number,
): Promise<Uint8Array> {
  const s = subtle()
  const base = await s.importKey('raw', ikm as Uint8Array<ArrayBuffer>, 'HKDF', false, ['deriveBits'])
  const bits = await s.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: salt as Uint8Array<ArrayBuffer>,
      info: info as Uint8Array<ArrayBuffer>,
    },
    base,
    length * 8,
  )
  return new Uint8Array(bits)
}

async function aesKey(ikm: Uint8Array, info: Uint8Array): Promise<TransportKey> {
  const raw = await hkdfSha256(ikm, SALT, info, 32)
  return subtle().importKey('raw', raw as Uint8Array<ArrayBuffer>, { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ])
}

async function deriveUncached(authorizationHeader: string): Promise<TransportKeys> {
  const ikm = encoder.encode(authorizationHeader)
  const [request, response] = await Promise.all([aesKey(ikm, INFO_REQUEST), aesKey(ikm, INFO_RESPONSE)])
  return { request, response }
}

// A browser sends the same header on every call, and a server sees a few headers often: derive each once.
// Insertion-ordered Map used as a small LRU.
const keyCache = new Map<string, Promise<TransportKeys>>()

/** The request and response keys of an Authorization header value, exactly as sent. */
export function deriveTransportKeys(authorizationHeader: string): Promise<TransportKeys> {
  const cached = keyCache.get(authorizationHeader)
  if (cached) {
    keyCache.delete(authorizationHeader)
    keyCache.set(authorizationHeader, cached)
    return cached
  }
  const derived = deriveUncached(authorizationHeader)
  keyCache.set(authorizationHeader, derived)
  derived.catch(() => keyCache.delete(authorizationHeader))
  while (keyCache.size > KEY_CACHE_SIZE) {
    const oldest = keyCache.keys().next().value
    if (oldest === undefined) break
    keyCache.delete(oldest)
  }
  return derived
}

/** `v1.` + base64url(iv || AES-256-GCM ciphertext || tag), with a fresh random 12-byte iv. */
export async function seal(key: TransportKey, text: string): Promise<string> {
  const s = subtle()
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = await s.encrypt({ name: 'AES-GCM', iv, additionalData: AAD }, key, encoder.encode(text))
  const out = new Uint8Array(IV_BYTES + ciphertext.byteLength)
  out.set(iv, 0)
  out.set(new Uint8Array(ciphertext), IV_BYTES)
  return SEALED_PREFIX + base64UrlEncode(out)
}

const strictDecoder = new TextDecoder('utf-8', { fatal: true })

/** The text sealed by `seal` under the same key; rejects with a `TransportError` on anything else. */
export async function open(key: TransportKey, sealed: string): Promise<string> {
  if (typeof sealed !== 'string' || !sealed.startsWith(SEALED_PREFIX)) {
    throw new TransportError('Mensagem cifrada com formato desconhecido.')
  }
  const bytes = base64UrlDecode(sealed.slice(SEALED_PREFIX.length))
  if (!bytes) throw new TransportError('Mensagem cifrada com codificação inválida.')
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new TransportError('Mensagem cifrada incompleta.')
  let plain: ArrayBuffer
  try {
    plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: AAD },
      key,
      bytes.subarray(IV_BYTES),
    )
  } catch (cause) {
    throw new TransportError('Não foi possível abrir a mensagem cifrada.', { cause })
  }
  try {
    return strictDecoder.decode(plain)
  } catch (cause) {
    throw new TransportError('Mensagem cifrada com texto inválido.', { cause })
  }
}

/** The codec of docs/wire-format.md, version 1. */
export const webCryptoCodec: TransportCodec = { deriveKeys: deriveTransportKeys, seal, open }
