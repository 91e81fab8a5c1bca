import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHAT_ANONYMOUS_NAME, chatBootSettings, chatIdentityAnswerSchema, chatIdentityHash } from './chat'

describe('chatBootSettings', () => {
  it('boots an unknown visitor as Candidate with the source and nothing personal', () => {
    expect(chatBootSettings(null, 'carreiras')).toEqual({ name: 'Candidate', custom_domain: 'carreiras' })
    expect(CHAT_ANONYMOUS_NAME).toBe('Candidate')
  })

  it('boots a known person with name, e-mail, hash and the source as custom domain', () => {
    const identity = { name: 'Ana Souza', email: 'ana@example.com', hash: 'a'.repeat(64) }
    expect(chatBootSettings(identity, 'parceiro')).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      user_hash: 'a'.repeat(64),
      custom_domain: 'parceiro',
    })
  })
})

describe('chatIdentityHash', () => {
  it('is HMAC-SHA-256 of the e-mail under the secret, in lowercase hex', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.emailAddress(), async (secret, email) => {
        const expected = createHmac('sha256', secret).update(email, 'utf8').digest('hex')
        expect(await chatIdentityHash(secret, email)).toBe(expected)
      }),
      { numRuns: 50 },
    )
  })

  it('changes with the secret', async () => {
    const a = await chatIdentityHash('segredo-um', 'ana@example.com')
    const b = await chatIdentityHash('segredo-dois', 'ana@example.com')
    expect(a).not.toBe(b)
  })
})

describe('chatIdentityAnswerSchema', () => {
  it('accepts an identity with a 64-hex hash and the two refusals', () => {
    const hash = 'f'.repeat(64)
    expect(
      chatIdentityAnswerSchema.parse({ identified: true, name: 'A', email: 'a@b.co', hash }),
    ).toBeTruthy()
    expect(chatIdentityAnswerSchema.safeParse({ identified: false, reason: 'consent' }).success).toBe(true)
    expect(
      chatIdentityAnswerSchema.safeParse({ identified: true, name: 'A', email: 'a@b.co', hash: 'x' }).success,
    ).toBe(false)
  })
})
