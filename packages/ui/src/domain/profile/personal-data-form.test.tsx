import type { PersonalDataField, PersonalDataForm as PersonalDataValues } from '@carreiras/core'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler, useState, type ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  emptyPersonalData,
  filledPersonalData,
  foreignPersonalData,
  isForeigner,
  laudos,
  personalDataOptions,
  sampleErrors,
  sampleRules,
} from '../applications/application-form.fixtures'
import { PersonalDataForm, focusField } from './personal-data-form'

afterEach(cleanup)

type Props = ComponentProps<typeof PersonalDataForm>

/** The texts that describe an element, in order. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')

function renderForm(overrides: Partial<Props> = {}) {
  const values = overrides.values ?? filledPersonalData
  const props: Props = {
    values,
    rules: sampleRules(values),
    onChange: vi.fn(),
    options: personalDataOptions,
    foreigner: isForeigner(values),
    ...overrides,
  }
  return { ...render(<PersonalDataForm {...props} />), props }
}

/** The form with its values in state, as the flow container holds them. */
function Stateful(
  props: Partial<Props> & { initial: PersonalDataValues; onValue?: (field: string, value: unknown) => void },
) {
  const { initial, onValue, ...rest } = props
  const [values, setValues] = useState(initial)
  return (
    <PersonalDataForm
      values={values}
      rules={sampleRules(values)}
      options={personalDataOptions}
      foreigner={isForeigner(values)}
      onChange={(field: PersonalDataField, value: unknown) => {
        onValue?.(field, value)
        setValues((previous) => ({ ...previous, [field]: value }))
      }}
      {...rest}
    />
  )
}

describe('PersonalDataForm', () => {
  it("names the form 'Dados pessoais' and gives every control its field's name as id and name", () => {
    renderForm()
    expect(screen.getByRole('form', { name: 'Dados pessoais' })).toBeTruthy()
    const firstname = screen.getByRole('textbox', { name: 'Nome' })
    expect(firstname.id).toBe('firstname')
    expect(firstname.getAttribute('name')).toBe('firstname')
    expect(screen.getByRole('textbox', { name: /^CPF/ }).id).toBe('cpf')
    expect(screen.getByRole('combobox', { name: /^Pronome/ }).id).toBe('pronoun')
    expect(document.getElementById('has_disability')?.getAttribute('role')).toBe('radiogroup')
  })

  it("marks required fields with ' *' and aria-required, optional ones with neither", () => {
    renderForm()
    const firstname = screen.getByRole('textbox', { name: 'Nome' })
    expect(firstname.getAttribute('aria-required')).toBe('true')
    expect(document.querySelector('label[for="firstname"]')?.textContent).toBe('Nome *')
    const social = screen.getByRole('textbox', { name: 'Nome social' })
    expect(social.getAttribute('aria-required')).toBeNull()
  })

  it('wires each error to its field: aria-invalid and aria-describedby', () => {
    const errors = sampleErrors(emptyPersonalData)
    renderForm({ values: emptyPersonalData, rules: sampleRules(emptyPersonalData), errors })
    const firstname = screen.getByRole('textbox', { name: 'Nome' })
    expect(firstname.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(firstname)).toEqual(['Campo obrigatório'])
    const pronoun = screen.getByRole('combobox', { name: /^Pronome/ })
    expect(pronoun.getAttribute('aria-invalid')).toBe('true')
    const disability = screen.getByRole('radiogroup', { name: /Você é uma pessoa com deficiência\?/ })
    expect(disability.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(disability)).toEqual(['Campo obrigatório'])
    // Optional and valid fields stay clean.
    expect(screen.getByRole('textbox', { name: 'Nome social' }).getAttribute('aria-invalid')).toBeNull()
  })

  it('hides the fields the rules hide', () => {
    const rules = {
      ...sampleRules(filledPersonalData),
      social_name: 'hidden',
      phone: 'hidden',
      city: 'hidden',
    } as const
    renderForm({ rules })
    expect(screen.queryByRole('textbox', { name: 'Nome social' })).toBeNull()
    expect(document.getElementById('phone')).toBeNull()
    expect(document.getElementById('city')).toBeNull()
    expect(document.getElementById('street')).not.toBeNull()
  })

  it('shows the CPF mask for Brazilians and the RNE/passport text for foreigners', () => {
    const { unmount } = renderForm()
    expect(screen.getByRole('textbox', { name: /^CPF/ })).toHaveProperty('value', '529.982.247-25')
    expect(screen.queryByRole('textbox', { name: /RNE/ })).toBeNull()
    unmount()
    renderForm({ values: foreignPersonalData })
    expect(screen.queryByRole('textbox', { name: /^CPF/ })).toBeNull()
    expect(screen.getByRole('textbox', { name: /^RNE\/Passaporte/ })).toHaveProperty('value', 'V123456789')
  })

  it('keeps an existing document read-only and says why', () => {
    renderForm({ documentReadOnly: true })
    const cpf = screen.getByRole('textbox', { name: /^CPF/ }) as HTMLInputElement
    expect(cpf.readOnly).toBe(true)
    expect(describedBy(cpf)).toEqual(['Documento já cadastrado: não pode ser alterado aqui.'])
  })

  it('does not submit on Enter in a field; a submit button still submits', async () => {
    const onSubmit = vi.fn()
    render(
      <Stateful initial={filledPersonalData} onSubmit={onSubmit}>
        <button type="submit">Salvar</button>
      </Stateful>,
    )
    await userEvent.type(screen.getByRole('textbox', { name: /^Sobrenome/ }), ' Neto{Enter}')
    expect(screen.getByRole('textbox', { name: /^Sobrenome/ })).toHaveProperty('value', 'Souza Lima Neto')
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it("shows the disabilities and the laudo only after 'Sim', and reports chosen ids in the list's order", async () => {
    const onValue = vi.fn()
    render(<Stateful initial={filledPersonalData} onValue={onValue} onUploadLaudo={vi.fn()} />)
    expect(screen.queryByRole('group', { name: /Deficiências/ })).toBeNull()
    const hasDisability = screen.getByRole('radiogroup', { name: /Você é uma pessoa com deficiência\?/ })
    await userEvent.click(within(hasDisability).getByRole('radio', { name: 'Sim' }))
    expect(onValue).toHaveBeenLastCalledWith('has_disability', true)
    const group = screen.getByRole('group', { name: /^Deficiências/ })
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Visual' }))
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Auditiva' }))
    expect(onValue).toHaveBeenLastCalledWith('disabilities', ['1', '4'])
    expect(screen.getByRole('group', { name: /^Laudo médico/ })).toBeTruthy()
    await userEvent.click(within(hasDisability).getByRole('radio', { name: 'Não' }))
    expect(screen.queryByRole('group', { name: /Deficiências/ })).toBeNull()
  })

  it("wires the disabilities' error to the group", () => {
    const values = { ...filledPersonalData, has_disability: true }
    renderForm({ values, rules: sampleRules(values), errors: sampleErrors(values) })
    const group = screen.getByRole('group', { name: /^Deficiências/ })
    expect(group.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(group)).toEqual(['Selecione ao menos uma deficiência'])
  })

  it("shows the need-help description with its 'n / 100' counter when the rules show it", () => {
    const values: PersonalDataValues = {
      ...filledPersonalData,
      has_disability: true,
      disabilities: ['2'],
      need_help_selection_process: true,
      description_help_selection_process: 'Intérprete de Libras',
    }
    renderForm({ values, rules: sampleRules(values) })
    const description = screen.getByRole('textbox', { name: 'Descreva o apoio de que você precisa' })
    expect(description.getAttribute('maxlength')).toBe('100')
    expect(screen.getByText('20 / 100')).toBeTruthy()
    expect(describedBy(description)).toEqual(['Restam 80 caracteres'])
  })

  it('asks before removing a laudo and reports its id after the confirmation', async () => {
    const onRemoveLaudo = vi.fn()
    const values = { ...filledPersonalData, has_disability: true, disabilities: ['2'] }
    renderForm({ values, rules: sampleRules(values), laudos, onUploadLaudo: vi.fn(), onRemoveLaudo })
    await userEvent.click(screen.getByRole('button', { name: 'Remover arquivo laudo-medico-2025.pdf' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Atenção' })
    expect(within(dialog).getByText('Deseja remover este laudo?')).toBeTruthy()
    expect(onRemoveLaudo).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, desejo remover' }))
    expect(onRemoveLaudo).toHaveBeenCalledWith('laudo-1')
  })

  it('calls onZipcodeComplete with the 8 digits once the postal code is complete', async () => {
    const onZipcodeComplete = vi.fn()
    render(
      <Stateful initial={{ ...filledPersonalData, zipcode: '' }} onZipcodeComplete={onZipcodeComplete} />,
    )
    const zipcode = screen.getByRole('textbox', { name: /^CEP/ })
    await userEvent.type(zipcode, '0131010')
    expect(onZipcodeComplete).not.toHaveBeenCalled()
    await userEvent.type(zipcode, '0')
    expect(zipcode).toHaveProperty('value', '01310-100')
    expect(onZipcodeComplete).toHaveBeenCalledWith('01310100')
  })

  it('announces the address lookup and describes the postal code when it is not found', () => {
    const { rerender, props } = renderForm({ zipcodeStatus: 'loading' })
    expect(screen.getByText('Buscando endereço…').closest('[role="status"]')).toBeTruthy()
    rerender(<PersonalDataForm {...props} zipcodeStatus="not-found" />)
    expect(describedBy(screen.getByRole('textbox', { name: /^CEP/ }))).toEqual([
      'CEP não encontrado. Preencha o endereço.',
    ])
  })

  it('opens the diversity explanation from a help button and returns the focus to it', async () => {
    renderForm()
    const [help] = screen.getAllByRole('button', { name: 'Por que perguntamos?' })
    expect(describedBy(help!)).toEqual(['Raça/Etnia'])
    await userEvent.click(help!)
    const dialog = await screen.findByRole('dialog', { name: 'Por que perguntamos sobre diversidade?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }))
    await waitFor(() => expect(help).toBe(document.activeElement))
  })

  it('hands the help to the caller when onOpenDiversityHelp is given', async () => {
    const onOpenDiversityHelp = vi.fn()
    renderForm({ onOpenDiversityHelp })
    const helps = screen.getAllByRole('button', { name: 'Por que perguntamos?' })
    expect(helps).toHaveLength(4)
    await userEvent.click(helps[3]!)
    expect(onOpenDiversityHelp).toHaveBeenCalledWith('has_disability')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("draws the long lists (city, nationality) as the platform's own select and reports the choice", async () => {
    const onValue = vi.fn()
    render(<Stateful initial={{ ...filledPersonalData, city: 'Paraty' }} onValue={onValue} />)
    const city = screen.getByRole('combobox', { name: /^Cidade/ }) as HTMLSelectElement
    const nationality = screen.getByRole('combobox', { name: /^Nacionalidade/ }) as HTMLSelectElement
    expect([city.tagName, city.id, city.name]).toEqual(['SELECT', 'city', 'city'])
    expect([nationality.tagName, nationality.value]).toEqual(['SELECT', 'Brasil'])
    // A city the state's list lacks (an older profile's) is kept and shown.
    expect(city.value).toBe('Paraty')
    expect([...city.options].map((option) => option.textContent)).toEqual([
      'Selecione',
      'Paraty',
      'Campinas',
      'Guarulhos',
      'Santos',
      'São Paulo',
    ])
    await userEvent.selectOptions(city, 'Santos')
    expect(onValue).toHaveBeenLastCalledWith('city', 'Santos')
    expect(city.value).toBe('Santos')
    // The short lists stay the design system's Radix list.
    expect(screen.getByRole('combobox', { name: /^Estado( \*)?$/ }).tagName).toBe('BUTTON')
    act(() => {
      expect(focusField('city')).toBe(true)
    })
    expect(document.activeElement).toBe(city)
  })

  it('draws its fields in parts, one commit after another, when progressive; all at once otherwise', () => {
    // One field of each part (the opening's questions stand for the third), in the form's order.
    const all = [
      'firstname',
      'phone',
      'race_and_ethnicity',
      'marital_status',
      'questions',
      'zipcode',
      'street',
    ]
    const drawn = (progressive: boolean) => {
      const host = document.body.appendChild(document.createElement('div'))
      const commits: string[][] = []
      const present = () => all.filter((id) => host.querySelector(`#${id}`) !== null)
      const values = filledPersonalData
      render(
        <Profiler
          id="form"
          onRender={() => {
            // A commit that adds no field (a field's own effect) is not a part.
            const now = present()
            if (commits.at(-1)?.join() !== now.join()) commits.push(now)
          }}
        >
          <PersonalDataForm
            values={values}
            rules={sampleRules(values)}
            onChange={vi.fn()}
            options={personalDataOptions}
            foreigner={isForeigner(values)}
            slotAfterMaritalStatus={<p id="questions">Perguntas da vaga</p>}
            progressive={progressive}
          />
        </Profiler>,
        { container: host },
      )
      return commits
    }
    const parts = drawn(true)
    // The names and contacts first, then the diversity and document fields, the opening's questions, the rest.
    expect(parts).toEqual([
      ['firstname', 'phone'],
      ['firstname', 'phone', 'race_and_ethnicity', 'marital_status'],
      ['firstname', 'phone', 'race_and_ethnicity', 'marital_status', 'questions'],
      all,
    ])
    cleanup()
    expect(drawn(false)[0]).toEqual(all)
  })

  it('focusField focuses a control, or the checked radio of a yes/no group', () => {
    renderForm()
    act(() => {
      expect(focusField('email')).toBe(true)
    })
    expect(document.activeElement?.id).toBe('email')
    act(() => {
      expect(focusField('has_disability')).toBe(true)
    })
    const focused = document.activeElement as HTMLInputElement
    expect(focused.type).toBe('radio')
    expect(focused.checked).toBe(true)
    expect(focusField('passport')).toBe(false)
  })

  it('focusField focuses a message made focusable by script (the experience section’s), not a plain one', () => {
    render(
      <>
        <p id="experience" role="alert" tabIndex={-1}>
          Informe sua experiência profissional
        </p>
        <p id="plain">Sem foco</p>
      </>,
    )
    act(() => {
      expect(focusField('experience')).toBe(true)
    })
    expect(document.activeElement?.id).toBe('experience')
    expect(focusField('plain')).toBe(false)
  })
})
