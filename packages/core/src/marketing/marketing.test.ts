import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BRAZILIAN_STATES, STATE_ABBRS } from '../reference/states'
import {
  DEFAULT_CONVERSION_IDENTIFIERS,
  buildConversionEvent,
  conversionRequestSchema,
  conversionState,
  marketingConversionEventSchema,
} from './marketing'

describe('buildConversionEvent', () => {
  it('builds the CONVERSION / CDP event with identifier, e-mail, name, state and city', () => {
    expect(
      buildConversionEvent('candidatura-carreiras', {
        name: 'Ana  Souza',
        email: 'ana@example.com',
        location: { stateId: '26', stateAbbr: 'SP', city: 'São Paulo' },
      }),
    ).toEqual({
      event_type: 'CONVERSION',
      event_family: 'CDP',
      payload: {
        conversion_identifier: 'candidatura-carreiras',
        email: 'ana@example.com',
        name: 'Ana Souza',
        state: 'SP',
        city: 'São Paulo',
      },
    })
  })

  it('sends empty state and city when the profile has no address', () => {
    const event = buildConversionEvent('cadastro-carreiras', { name: null, email: 'b@c.co', location: null })
    expect(event.payload).toEqual({
      conversion_identifier: 'cadastro-carreiras',
      email: 'b@c.co',
      name: '',
      state: '',
      city: '',
    })
  })

  it('always answers an event the service schema accepts, with the state of the profile’s state id', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BRAZILIAN_STATES),
        fc.string(),
        fc.emailAddress(),
        fc.constantFrom(...Object.values(DEFAULT_CONVERSION_IDENTIFIERS)),
        (state, city, email, identifier) => {
          const event = buildConversionEvent(identifier, {
            name: 'Pessoa',
            email,
            location: { stateId: String(state.code), city },
          })
          expect(marketingConversionEventSchema.safeParse(event).success).toBe(true)
          expect(event.payload.state).toBe(state.abbr)
          expect(event.payload.city).toBe(city.trim().replace(/\s+/g, ' '))
          expect(event.payload.conversion_identifier).toBe(identifier)
        },
      ),
    )
  })
})

describe('conversionState', () => {
  it('prefers the state id and falls back to a valid abbreviation', () => {
    expect(conversionState({ stateId: 20, stateAbbr: 'SP' })).toBe('RJ')
    expect(conversionState({ stateId: null, stateAbbr: ' mg ' })).toBe('MG')
    expect(conversionState({ stateId: '999', stateAbbr: 'XX' })).toBe('')
    expect(conversionState(undefined)).toBe('')
  })

  it('answers one of the 27 abbreviations or empty, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.integer(), fc.string())),
        fc.option(fc.string()),
        (stateId, stateAbbr) => {
          const state = conversionState({ stateId, stateAbbr })
          expect(state === '' || (STATE_ABBRS as readonly string[]).includes(state)).toBe(true)
        },
      ),
    )
  })
})

describe('conversionRequestSchema', () => {
  it('accepts only the two kinds', () => {
    expect(conversionRequestSchema.safeParse({ kind: 'sign-up' }).success).toBe(true)
    expect(conversionRequestSchema.safeParse({ kind: 'application' }).success).toBe(true)
    expect(conversionRequestSchema.safeParse({ kind: 'newsletter' }).success).toBe(false)
  })
})
