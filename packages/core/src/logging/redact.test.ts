import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  LOG_REDACTIONS,
  isSafeRequestId,
  logErrorFields,
  logPath,
  redactLogText,
  redactLogValue,
} from './redact'

/** A valid-looking CPF (11 digits), written bare or with its punctuation. */
const cpfDigits = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 })
  .map((d) => d.join(''))
const cpf = fc
  .tuple(cpfDigits, fc.boolean())
  .map(([digits, punctuated]) =>
    punctuated
      ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
      : digits,
  )
const around = fc.string({ maxLength: 40, unit: 'binary' })

describe('redactLogText', () => {
  it.each([
    ['CPF com pontuação 123.456.789-09 recusado', `CPF com pontuação ${LOG_REDACTIONS.cpf} recusado`],
    ['cpf=12345678909', `cpf=${LOG_REDACTIONS.cpf}`],
    ['users(cpf: "52998224725")', `users(cpf: "${LOG_REDACTIONS.cpf}")`],
    ['login de maria.silva@example.com.br falhou', `login de ${LOG_REDACTIONS.email} falhou`],
    ['<Ana+vagas@Exemplo.COM>', `<${LOG_REDACTIONS.email}>`],
    ['Authorization: Bearer abc.def.ghi', `Authorization: ${LOG_REDACTIONS.secret} ${LOG_REDACTIONS.secret}`],
    ['header Bearer abc.def', `header Bearer ${LOG_REDACTIONS.secret}`],
    [
      'Token token=tk1, session=s3cr3t',
      `Token token=${LOG_REDACTIONS.secret}, session=${LOG_REDACTIONS.secret}`,
    ],
    [
      '{"password":"hunter22","email":"a@b.co"}',
      `{"password":"${LOG_REDACTIONS.secret}","email":"${LOG_REDACTIONS.email}"}`,
    ],
    ['senha: minhasenha123', `senha: ${LOG_REDACTIONS.secret}`],
    ['currentPassword=abcdefgh', `currentPassword=${LOG_REDACTIONS.secret}`],
    ['link /conta/remover?token=12.1700000000.AbC', `link /conta/remover?token=${LOG_REDACTIONS.secret}`],
    ['hunting eyJrIjoiaHVudGluZyIsImkiOjEsImUiOjF9.hmac-value went', `hunting ${LOG_REDACTIONS.token} went`],
    ['recovery Zk3q9Xw0pQe2Lr8s7T6u5V4y3W2x1 done', `recovery ${LOG_REDACTIONS.token} done`],
    ['fone (11) 98765-4321 e 11987654321', `fone (11) 98765-4321 e ${LOG_REDACTIONS.cpf}`],
  ])('%s', (input, expected) => {
    expect(redactLogText(input)).toBe(expected)
  })

  it.each([
    'GET /vagas 200 12ms',
    'GraphQL resolver failed',
    'Banco PGlite memory://: migrado (336 oportunidades).',
    'request 3f9a1c2e-8b4d-4e6f-9a0b-1c2d3e4f5a6b',
    'Opportunities GraphQL resolver failed at createPlatformGraphQL (yoga.ts:68:9)',
    'Content-Security-Policy violated',
    '2026-11-26T09:08:34.123Z',
    'Token inválido',
  ])('keeps %s', (text) => {
    expect(redactLogText(text)).toBe(text)
  })

  it('never lets an embedded CPF through, however it is surrounded', () => {
    fc.assert(
      fc.property(around, cpf, around, (before, document, after) => {
        const out = redactLogText(`${before}${document}${after}`)
        expect(out).not.toContain(document)
        expect(out).not.toContain(document.replace(/\D/g, ''))
      }),
      { numRuns: 500 },
    )
  })

  it('never lets an embedded e-mail address through, however it is surrounded', () => {
    fc.assert(
      fc.property(around, fc.emailAddress(), around, (before, email, after) => {
        expect(redactLogText(`${before}${email}${after}`)).not.toContain(email)
      }),
      { numRuns: 500 },
    )
  })

  it('never lets a random token through (32 bytes base64url, as sessions and recovery links)', () => {
    fc.assert(
      fc.property(around, fc.uint8Array({ minLength: 32, maxLength: 32 }), around, (before, bytes, after) => {
        const token = btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '')
        expect(redactLogText(`${before} ${token} ${after}`)).not.toContain(token)
      }),
      { numRuns: 300 },
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), cpf, fc.emailAddress(), (text, document, email) => {
        const once = redactLogText(`${text} ${document} ${email}`)
        expect(redactLogText(once)).toBe(once)
      }),
    )
  })
})

describe('redactLogValue', () => {
  it('redacts every string at any depth and keeps the rest', () => {
    expect(
      redactLogValue({ message: 'a@b.co', status: 500, nested: [{ cpf: '123.456.789-09' }, true, null] }),
    ).toEqual({
      message: LOG_REDACTIONS.email,
      status: 500,
      nested: [{ cpf: LOG_REDACTIONS.cpf }, true, null],
    })
  })
})

describe('logPath', () => {
  it.each([
    ['/vagas?term=maria@example.com', '/vagas'],
    ['/files/12/Zk3q9Xw0pQe2Lr8s7T6u5V4y3W2x1', '/files/:id/:param'],
    ['/files/12', '/files/:id'],
    ['/accept_hunting/eyJrIjoiaHVudGluZyJ9.mac', '/accept_hunting/:param'],
    ['/removal/12.1700000000.AbC_d-e', '/removal/:param'],
    ['/profile_questions_updates/token/eyJrIjoi', '/profile_questions_updates/token/:param'],
    ['/ws/01310-100/json/', '/ws/:param/json/'],
    ['/geoip/203.0.113.9', '/geoip/:param'],
    ['/vagas/123-analista-de-sistemas', '/vagas/:param'],
    ['/users/maria%40example.com', '/users/:param'],
    ['/users/52998224725', '/users/:id'],
    ['http://localhost:3000/meu-perfil#x', '/meu-perfil'],
    ['/v1/opportunities', '/v1/opportunities'],
    ['/', '/'],
    ['/%E0%A4%A', '/:param'],
  ])('%s → %s', (path, expected) => {
    expect(logPath(path)).toBe(expected)
  })

  it('never lets a CPF, an e-mail or a query string through', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.webSegment(), cpf, fc.emailAddress()), { maxLength: 5 }),
        fc.string(),
        (segments, query) => {
          const out = logPath(`/${segments.join('/')}?q=${query}`)
          expect(out).not.toContain('?')
          expect(out).not.toContain('@')
          expect(out).not.toMatch(/\d{11}/)
        },
      ),
    )
  })
})

describe('isSafeRequestId', () => {
  it.each(['3f9a1c2e-8b4d-4e6f-9a0b-1c2d3e4f5a6b', 'req-42', 'a.b_c'])('accepts %s', (id) => {
    expect(isSafeRequestId(id)).toBe(true)
  })
  it.each([
    '',
    'x'.repeat(65),
    '123.456.789-09',
    '12345678909',
    'a@b.co',
    'id with spaces',
    'Zk3q9Xw0pQe2Lr8s7T6u5V4y3W2x1',
    'ok\n{"level":"error"}',
    null,
    undefined,
  ])('refuses %j', (id) => {
    expect(isSafeRequestId(id)).toBe(false)
  })
})

describe('logErrorFields', () => {
  it('gives an error its name, message and stack, each redacted', () => {
    const error = new TypeError('falhou para maria@example.com, CPF 529.982.247-25')
    const fields = logErrorFields(error)
    expect(fields.error.name).toBe('TypeError')
    expect(fields.error.message).not.toContain('maria@example.com')
    expect(fields.error.message).not.toContain('529.982.247-25')
    expect(fields.stack).toBeDefined()
    expect(fields.stack).not.toContain('maria@example.com')
  })

  it('describes anything else thrown by its type, redacted, even when it cannot be serialized', () => {
    expect(logErrorFields('senha vazou para joao@example.com').error).toEqual({
      name: 'string',
      message: expect.not.stringContaining('joao@example.com'),
    })
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(logErrorFields(circular).error.name).toBe('object')
  })
})
