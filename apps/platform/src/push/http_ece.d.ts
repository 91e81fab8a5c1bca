// The few functions of `http_ece` (RFC 8188 encrypted content-encoding) the push stand-in uses.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'

  export interface EceParams {
    version?: 'aes128gcm' | 'aesgcm' | 'aesgcm128'
    /** The receiver's key pair (web push: the browser's). */
    privateKey?: ECDH
    /** The subscription's 16-byte authentication secret (base64url or bytes). */
    authSecret?: string | Buffer
    dh?: string | Buffer
    keyid?: string | Buffer
    rs?: number
  }

  export function decrypt(buffer: Buffer, params: EceParams): Buffer
  export function encrypt(buffer: Buffer, params: EceParams): Buffer
  const ece: { decrypt: typeof decrypt; encrypt: typeof encrypt }
  export default ece
}
