// Base64 and base64url without Buffer or atob/btoa, so the same code runs in browsers and Node and
// handles multi-megabyte payloads (an uploaded file travels base64-encoded and sealed).

const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

function decodeTable(alphabet: string): Int16Array {
  const table = new Int16Array(128).fill(-1)
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i
  return table
}

const STANDARD_TABLE = decodeTable(STANDARD)
const URL_SAFE_TABLE = decodeTable(URL_SAFE)

function encode(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  const parts: string[] = []
  let chunk = ''
  const full = bytes.length - (bytes.length % 3)
  for (let i = 0; i < full; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!
    chunk += alphabet[n >>> 18]! + alphabet[(n >>> 12) & 63]! + alphabet[(n >>> 6) & 63]! + alphabet[n & 63]!
    if (chunk.length >= 8192) {
      parts.push(chunk)
      chunk = ''
    }
  }
  const rest = bytes.length - full
  if (rest === 1) {
    const n = bytes[full]! << 16
    chunk += alphabet[n >>> 18]! + alphabet[(n >>> 12) & 63]! + (pad ? '==' : '')
  } else if (rest === 2) {
    const n = (bytes[full]! << 16) | (bytes[full + 1]! << 8)
    chunk += alphabet[n >>> 18]! + alphabet[(n >>> 12) & 63]! + alphabet[(n >>> 6) & 63]! + (pad ? '=' : '')
  }
  parts.push(chunk)
  return parts.join('')
}

/** Strict decoding: only the alphabet, canonical trailing bits; returns null on anything else. */
function decode(text: string, table: Int16Array, padded: boolean): Uint8Array<ArrayBuffer> | null {
  let length = text.length
  if (padded) {
    if (length % 4 !== 0) return null
    if (text.endsWith('==')) length -= 2
    else if (text.endsWith('=')) length -= 1
  }
  const rest = length % 4
  if (rest === 1) return null
  const out = new Uint8Array(Math.floor(length / 4) * 3 + (rest === 0 ? 0 : rest - 1))
  let o = 0
  let bits = 0
  let value = 0
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i)
    const d = c < 128 ? table[c]! : -1
    if (d < 0) return null
    value = ((value << 6) | d) & 0xffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[o++] = (value >>> bits) & 0xff
    }
  }
  // Leftover bits must be zero, so that every byte string has exactly one encoding.
  if ((value & ((1 << bits) - 1)) !== 0) return null
  return out
}

export function base64Encode(bytes: Uint8Array): string {
  return encode(bytes, STANDARD, true)
}

export function base64Decode(text: string): Uint8Array<ArrayBuffer> | null {
  return decode(text, STANDARD_TABLE, true)
}

export function base64UrlEncode(bytes: Uint8Array): string {
  return encode(bytes, URL_SAFE, false)
}

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  return decode(text, URL_SAFE_TABLE, false)
}
