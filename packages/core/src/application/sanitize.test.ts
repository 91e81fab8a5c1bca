import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidEmail } from '../validation/email'
import {
  hasPdfSignature,
  imageTypeFromBytes,
  normalizeApplicationEmail,
  stripApplicationText,
} from './sanitize'

describe('stripApplicationText', () => {
  it('drops backslashes, double quotes and control characters, and trims', () => {
    expect(stripApplicationText('  Ana "Souza" \\ Lima  ')).toBe('Ana Souza  Lima')
    expect(stripApplicationText('a\u0000b\u0007c\u001Fd\u007Fe')).toBe('abcde')
    expect(stripApplicationText('\\"\\"')).toBe('')
  })

  it('keeps accents, single quotes, tabs and line breaks inside the text', () => {
    expect(stripApplicationText("D'Ávila\tçã\nfim")).toBe("D'Ávila\tçã\nfim")
    expect(stripApplicationText('Olá, mundo!')).toBe('Olá, mundo!')
  })

  it('property: whatever the input, the result holds no backslash, double quote or control character', () => {
    const risky = fc.string({
      unit: fc.constantFrom('\\', '"', 'a', ' ', '\u0000', '\u001B', 'é', '\n', "'"),
      maxLength: 40,
    })
    for (const arb of [fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), risky]) {
      fc.assert(
        fc.property(arb, (value) => {
          const stripped = stripApplicationText(value)
          expect(stripped).not.toMatch(/[\\"]/)
          // eslint-disable-next-line no-control-regex
          expect(stripped).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/)
          expect(stripped).toBe(stripped.trim())
          // Stripping twice changes nothing.
          expect(stripApplicationText(stripped)).toBe(stripped)
        }),
      )
    }
  })

  it('property: a text without the stripped characters only loses its surrounding blanks', () => {
    const safe = fc.string({ unit: fc.constantFrom('a', 'Z', '9', ' ', 'ã', "'", '-', '.') })
    fc.assert(
      fc.property(safe, (value) => {
        expect(stripApplicationText(value)).toBe(value.trim())
      }),
    )
  })
})

describe('normalizeApplicationEmail', () => {
  it('lowercases, trims and removes what an address cannot hold', () => {
    expect(normalizeApplicationEmail('  Ana.Souza@Example.COM ')).toBe('ana.souza@example.com')
    expect(normalizeApplicationEmail('"ana"\\@example.com')).toBe('ana@example.com')
    expect(normalizeApplicationEmail('ana souza@example.com')).toBe('anasouza@example.com')
    expect(normalizeApplicationEmail('ana+vagas_1%x-y@exa-mple.com.br')).toBe(
      'ana+vagas_1%x-y@exa-mple.com.br',
    )
  })

  it('property: idempotent, lower case, and only address characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress(), fc.string({ unit: 'binary' })), (value) => {
        const once = normalizeApplicationEmail(value)
        expect(normalizeApplicationEmail(once)).toBe(once)
        expect(once).toBe(once.toLowerCase())
        expect(once).toMatch(/^[a-z0-9._%+\-@]*$/)
      }),
    )
  })

  it('property: a valid lower-case address comes back unchanged', () => {
    const local = fc.stringMatching(/^[a-z0-9]+(?:[._-][a-z0-9]+)*$/)
    const domain = fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z]{2,6}$/)
    fc.assert(
      fc.property(local, domain, (l, d) => {
        const email = `${l}@${d}`
        expect(normalizeApplicationEmail(email)).toBe(email)
        expect(normalizeApplicationEmail(` ${email.toUpperCase()} `)).toBe(email)
        expect(isValidEmail(normalizeApplicationEmail(email))).toBe(true)
      }),
    )
  })
})

describe('file signatures', () => {
  const bytes = (...values: number[]) => new Uint8Array(values)

  it('a PDF starts with %PDF-', () => {
    expect(hasPdfSignature(new TextEncoder().encode('%PDF-1.7\n...'))).toBe(true)
    expect(hasPdfSignature(new TextEncoder().encode('%PDF'))).toBe(false)
    expect(hasPdfSignature(new TextEncoder().encode('%PDX-1.7'))).toBe(false)
    expect(hasPdfSignature(bytes())).toBe(false)
    expect(hasPdfSignature(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(false)
  })

  it('PNG and JPEG by their first bytes, anything else null', () => {
    expect(imageTypeFromBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toBe('png')
    expect(imageTypeFromBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeNull()
    expect(imageTypeFromBytes(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg')
    expect(imageTypeFromBytes(bytes(0xff, 0xd8))).toBeNull()
    expect(imageTypeFromBytes(new TextEncoder().encode('%PDF-1.4'))).toBeNull()
    expect(imageTypeFromBytes(bytes())).toBeNull()
  })
})
