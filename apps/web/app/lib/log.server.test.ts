import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleError } from '../entry.server'
import { requestLogFields, serverErrorLine } from './log.server'

const CPF = '529.982.247-25'
const EMAIL = 'maria.silva@example.com'
const now = new Date('2026-11-26T09:08:34.123Z')

describe('serverErrorLine', () => {
  it('is one JSON line with the request fields, the error and its stack, redacted', () => {
    const request = new Request(`http://localhost:3000/accept_hunting/eyJrIjoiaHVudGluZyJ9.mac?cpf=${CPF}`, {
      headers: { 'X-Request-Id': 'web-1' },
    })
    const line = serverErrorLine(
      `falhou para ${EMAIL}`,
      new TypeError(`sem CPF ${CPF}`),
      requestLogFields(request),
      { now },
    )
    expect(line).not.toContain('\n')
    const entry = JSON.parse(line) as Record<string, unknown>
    expect(entry).toMatchObject({
      time: '2026-11-26T09:08:34.123Z',
      level: 'error',
      msg: 'falhou para [email]',
      requestId: 'web-1',
      method: 'GET',
      path: '/accept_hunting/:param',
      error: { name: 'TypeError', message: 'sem CPF [cpf]' },
    })
    expect(entry.stack).toMatch(/^TypeError: sem CPF \[cpf\]\n/)
    expect(line).not.toMatch(/maria|529\.982|52998224725|eyJr/)
  })

  it('leaves out an unsafe request id', () => {
    const request = new Request('http://localhost:3000/', { headers: { 'X-Request-Id': EMAIL } })
    const entry = JSON.parse(serverErrorLine('x', 'erro', requestLogFields(request), { now })) as Record<
      string,
      unknown
    >
    expect(entry.requestId).toBeUndefined()
    expect(entry.error).toEqual({ name: 'string', message: 'erro' })
  })

  it('pretty: a readable first line and the stack', () => {
    const line = serverErrorLine(
      'render failed',
      new Error(`de ${EMAIL}`),
      { path: '/vagas?q=1' },
      { now, pretty: true },
    )
    expect(line).toMatch(/^09:08:34 ERROR render failed \/vagas Error: de \[email\]\n\s+at /)
  })
})

describe('handleError', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('writes a redacted JSON line to stderr; nothing for an aborted request', () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const request = new Request(`http://localhost:3000/meu-perfil?email=${EMAIL}`)
    handleError(new Error(`perfil de ${EMAIL}`), { request, params: {}, context: {} as never })
    expect(write).toHaveBeenCalledTimes(1)
    const line = String(write.mock.calls[0]![0])
    expect(JSON.parse(line)).toMatchObject({ msg: 'request failed', path: '/meu-perfil' })
    expect(line).not.toContain(EMAIL)

    const controller = new AbortController()
    controller.abort()
    handleError(new Error('x'), {
      request: new Request('http://localhost:3000/', { signal: controller.signal }),
      params: {},
      context: {} as never,
    })
    expect(write).toHaveBeenCalledTimes(1)
  })
})
