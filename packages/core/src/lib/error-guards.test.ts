import { describe, expect, it } from 'vitest'
import { errorCodeOf, errorGuard, isClosedError, isNetworkError, isSessionError } from './error-guards'

describe('the error ladder', () => {
  it('reads the code from the error or its extensions, and nothing else', () => {
    expect(errorCodeOf({ code: 'UNAUTHORIZED' })).toBe('UNAUTHORIZED')
    expect(errorCodeOf({ message: 'x', extensions: { code: 'CLOSED' } })).toBe('CLOSED')
    expect(errorCodeOf({ code: 'ECONNRESET', extensions: { code: 'NETWORK' } })).toBe('NETWORK')
    expect(errorCodeOf(new Error('Senha'))).toBeNull()
    expect(errorCodeOf('NETWORK')).toBeNull()
    expect(errorCodeOf(null)).toBeNull()
  })
  it('names each rung', () => {
    expect(isSessionError({ code: 'UNAUTHORIZED' })).toBe(true)
    expect(isClosedError({ code: 'CLOSED' })).toBe(true)
    expect(isNetworkError({ code: 'NETWORK' })).toBe(true)
    expect(isNetworkError({ code: 'INTERNAL' })).toBe(false)
  })
  it('a guard reads the failing actor’s error from the event', () => {
    const guard = errorGuard(isSessionError)
    expect(guard({ event: { type: 'xstate.error.actor.x', error: { code: 'UNAUTHORIZED' } } })).toBe(true)
    expect(guard({ event: { type: 'other' } })).toBe(false)
  })
})
