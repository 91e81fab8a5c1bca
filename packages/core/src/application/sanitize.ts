// What the application sends is cleaned first: strings lose backslashes and double quotes (they broke the
// original platform's hand-built GraphQL), control characters go too, and the e-mail is lowercased with
// anything an address cannot hold removed.

// eslint-disable-next-line no-control-regex
const STRIPPED = /[\\"\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** A string as the application sends it: no backslashes, double quotes or control characters, trimmed. */
export function stripApplicationText(value: string): string {
  return value.replace(STRIPPED, '').trim()
}

/** The e-mail as sent: lowercased, only the characters an address holds (letters, digits, . _ % + - @). */
export function normalizeApplicationEmail(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._%+\-@]/g, '')
}

/** Whether the bytes start a PDF file (`%PDF-`): the server checks it, never trusting the name. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  const signature = [0x25, 0x50, 0x44, 0x46, 0x2d]
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)
}

/** The image format by its first bytes: PNG, JPEG, or null for anything else. */
export function imageTypeFromBytes(bytes: Uint8Array): 'png' | 'jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return 'png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  return null
}
