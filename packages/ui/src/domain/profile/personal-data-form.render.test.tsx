import type { PersonalDataField, PersonalDataForm as PersonalDataValues } from '@carreiras/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ComponentProps } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  filledPersonalData,
  isForeigner,
  personalDataOptions,
  sampleRules,
} from '../applications/application-form.fixtures'
import type * as InputModule from '../../primitives/input'
import type * as FormModule from './personal-data-form'

// Every text control's draws, by its name: the form's fields must not be drawn again for a key typed in
// another field (docs/performance.md, "Responsiveness (INP)"). The suite shares one module graph
// (isolate: false), so the form is imported afresh after the counting Input is put in place.
const draws = new Map<string, number>()
let PersonalDataForm: typeof FormModule.PersonalDataForm

beforeAll(async () => {
  vi.resetModules()
  vi.doMock('../../primitives/input', async (original) => {
    const actual = await original<typeof InputModule>()
    const Input = (props: ComponentProps<typeof actual.Input>) => {
      draws.set(String(props.name), (draws.get(String(props.name)) ?? 0) + 1)
      return <actual.Input {...props} />
    }
    return { ...actual, Input }
  })
  ;({ PersonalDataForm } = await import('./personal-data-form'))
})

afterAll(() => {
  vi.doUnmock('../../primitives/input')
  vi.resetModules()
})

afterEach(cleanup)

function Stateful({ initial }: { initial: PersonalDataValues }) {
  const [values, setValues] = useState(initial)
  return (
    <PersonalDataForm
      values={values}
      rules={sampleRules(values)}
      options={personalDataOptions}
      foreigner={isForeigner(values)}
      onChange={(field: PersonalDataField, value: unknown) =>
        setValues((previous) => ({ ...previous, [field]: value }))
      }
    />
  )
}

describe('PersonalDataForm while typing', () => {
  it('draws again the field typed in, not the others', async () => {
    render(<Stateful initial={{ ...filledPersonalData, complement: '' }} />)
    const before = new Map(draws)
    await userEvent.type(screen.getByRole('textbox', { name: 'Complemento' }), 'Apto 4')
    expect(screen.getByRole('textbox', { name: 'Complemento' })).toHaveProperty('value', 'Apto 4')
    expect((draws.get('complement') ?? 0) - (before.get('complement') ?? 0)).toBe(6)
    for (const name of ['firstname', 'lastname', 'email', 'street', 'number', 'neighborhood'])
      expect({ name, draws: (draws.get(name) ?? 0) - (before.get(name) ?? 0) }).toEqual({ name, draws: 0 })
  })
})
