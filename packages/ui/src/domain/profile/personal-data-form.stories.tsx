import {
  withHasDisability,
  type PersonalDataField,
  type PersonalDataForm as PersonalDataValues,
} from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Camera } from 'lucide-react'
import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import {
  emptyPersonalData,
  fichaStructure,
  filledPersonalData,
  foreignPersonalData,
  isForeigner,
  laudos,
  personalDataOptions,
  sampleErrors,
  sampleRules,
} from '../applications/application-form.fixtures'
import { Avatar } from '../../primitives/avatar'
import { Button } from '../../primitives/button'
import { IconButton } from '../../primitives/icon-button'
import { PersonalDataForm, focusField } from './personal-data-form'
import { YesNo } from '../../primitives/yes-no'

// The form as the flow container drives it: values in state (has-disability 'Não' clears the chosen
// disabilities, as core's withHasDisability does), rules and the foreigner flag recomputed from them by
// core (every field shown, as on the profile pages; `parameters.structure` for a ficha).

const body = (element: HTMLElement) => within(element.ownerDocument.body)

/** The screenshot shows the viewport: bring the state under review into it. */
const reveal = (element: HTMLElement) => element.scrollIntoView({ block: 'center' })

const meta = {
  title: 'Domínio/Inscrição/PersonalDataForm',
  component: PersonalDataForm,
  args: {
    values: filledPersonalData,
    rules: sampleRules(filledPersonalData),
    foreigner: false,
    options: personalDataOptions,
    onChange: fn(),
    onZipcodeComplete: fn(),
    onUploadLaudo: fn(),
    onRemoveLaudo: fn(),
    onSubmit: fn(),
  },
  render: function Render(args, { parameters }) {
    const [values, setValues] = useState<PersonalDataValues>(args.values)
    const structure = parameters.structure as Parameters<typeof sampleRules>[1]
    return (
      <PersonalDataForm
        {...args}
        values={values}
        rules={sampleRules(values, structure)}
        foreigner={isForeigner(values)}
        onChange={(field: PersonalDataField, value: unknown) => {
          args.onChange(field, value as never)
          setValues((previous) =>
            field === 'has_disability'
              ? withHasDisability(previous, value as boolean)
              : { ...previous, [field]: value },
          )
        }}
      />
    )
  },
} satisfies Meta<typeof PersonalDataForm>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Empty: Story = { args: { values: emptyPersonalData } }

export const Filled: Story = {}

/** After a submit: each field's first broken rule under it, the field invalid and described by it. */
export const WithErrors: Story = {
  args: { values: emptyPersonalData, errors: sampleErrors(emptyPersonalData) },
  play: async ({ canvas }) => {
    const firstname = canvas.getByRole('textbox', { name: 'Nome' })
    await expect(firstname).toHaveAttribute('aria-invalid', 'true')
    await expect(firstname).toHaveAccessibleDescription('Campo obrigatório')
    await expect(
      canvas.getByRole('radiogroup', { name: /Você é uma pessoa com deficiência/ }),
    ).toHaveAccessibleDescription('Campo obrigatório')
    // The container focuses the first field in error by its name.
    focusField('pronoun')
    await expect(canvas.getByRole('combobox', { name: 'Pronome' })).toHaveFocus()
  },
}

/** A foreign nationality: RNE/passport text instead of the CPF mask. */
export const Foreigner: Story = {
  args: { values: foreignPersonalData },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'RNE/Passaporte' })).toHaveValue('V123456789')
    await expect(canvas.queryByRole('textbox', { name: 'CPF' })).toBeNull()
  },
}

/** The profile already holds a CPF: read-only, and the hint says why. */
export const DocumentReadOnly: Story = {
  args: { documentReadOnly: true },
  play: async ({ canvas, userEvent }) => {
    const cpf = canvas.getByRole('textbox', { name: 'CPF' })
    await expect(cpf).toHaveAttribute('readonly')
    await expect(cpf).toHaveAccessibleDescription('Documento já cadastrado: não pode ser alterado aqui.')
    await userEvent.type(cpf, '1')
    await expect(cpf).toHaveValue('529.982.247-25')
  },
}

export const DisabilityWithLaudo: Story = {
  args: { values: { ...filledPersonalData, has_disability: true, disabilities: ['2', '4'] }, laudos },
  play: async ({ canvas }) => {
    reveal(canvas.getByRole('group', { name: 'Laudo médico' }))
    await expect(canvas.getByRole('checkbox', { name: 'Física' })).toBeChecked()
  },
}

export const LaudoUploading: Story = {
  args: { ...DisabilityWithLaudo.args, laudoUploading: true },
  play: async ({ canvas }) => {
    reveal(canvas.getByRole('group', { name: 'Laudo médico' }))
    await expect(canvas.getByRole('group', { name: 'Laudo médico' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const LaudoUploadError: Story = {
  args: {
    ...DisabilityWithLaudo.args,
    laudoUploadError: { title: 'Erro ao anexar arquivo.', message: 'Por favor, tente novamente mais tarde.' },
  },
  play: async ({ canvas }) => {
    reveal(canvas.getByRole('group', { name: 'Laudo médico' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao anexar arquivo.')
  },
}

/** Disability and need-help both 'Sim': the description with its 'n / 100' counter. */
export const NeedHelpDescription: Story = {
  args: {
    values: {
      ...filledPersonalData,
      has_disability: true,
      disabilities: ['1'],
      need_help_selection_process: true,
      description_help_selection_process:
        'Intérprete de Libras nas entrevistas e provas em vídeo com legenda.',
    },
  },
  play: async ({ canvas }) => {
    reveal(canvas.getByRole('textbox', { name: 'Descreva o apoio de que você precisa' }))
    await expect(
      canvas.getByRole('textbox', { name: 'Descreva o apoio de que você precisa' }),
    ).toHaveAttribute('maxlength', '100')
    await expect(canvas.getByText('67 / 100')).toBeVisible()
  },
}

/** 'Não' hides the disabilities and the laudo (and clears the chosen ones). */
export const DisabilityNoHidesCheckboxes: Story = {
  args: DisabilityWithLaudo.args,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Deficiências' })).toBeVisible()
    const question = canvas.getByRole('radiogroup', { name: /Você é uma pessoa com deficiência/ })
    await userEvent.click(within(question).getByRole('radio', { name: 'Não' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('has_disability', false)
    await expect(canvas.queryByRole('group', { name: /Deficiências/ })).toBeNull()
    await expect(canvas.queryByRole('group', { name: /Laudo médico/ })).toBeNull()
    await userEvent.click(within(question).getByRole('radio', { name: 'Sim' }))
    await expect(
      within(canvas.getByRole('group', { name: 'Deficiências' })).queryAllByRole('checkbox', {
        checked: true,
      }),
    ).toHaveLength(0)
  },
}

/** Enter in a field never submits the ficha; its buttons still do. */
export const EnterDoesNotSubmit: Story = {
  args: {
    children: (
      <div className="flex justify-end">
        <Button type="submit">Salvar</Button>
      </div>
    ),
  },
  play: async ({ args, canvas, userEvent }) => {
    const lastname = canvas.getByRole('textbox', { name: 'Sobrenome' })
    await userEvent.type(lastname, ' Neto{Enter}')
    await expect(lastname).toHaveValue('Souza Lima Neto')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    // react-hook-form validates with the zod resolver before it calls onSubmit: after the click returns.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
  },
}

/** The postal code reaches 8 digits: the container is asked to look the address up. */
export const ZipcodeComplete: Story = {
  args: {
    values: { ...filledPersonalData, zipcode: '', street: '', number: '', neighborhood: '', complement: '' },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'CEP' }), '01310100')
    await expect(canvas.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100')
    await expect(args.onZipcodeComplete).toHaveBeenCalledWith('01310100')
  },
}

export const ZipcodeLoading: Story = {
  args: { zipcodeStatus: 'loading' },
  play: async ({ canvas }) => {
    reveal(canvas.getByRole('textbox', { name: 'CEP' }))
    await expect(canvas.getByText('Buscando endereço…')).toBeVisible()
  },
}

export const ZipcodeNotFound: Story = {
  args: {
    zipcodeStatus: 'not-found',
    values: { ...filledPersonalData, street: '', neighborhood: '', number: '', complement: '' },
  },
  play: async ({ canvas }) => {
    reveal(canvas.getByRole('textbox', { name: 'CEP' }))
    await expect(canvas.getByRole('textbox', { name: 'CEP' })).toHaveAccessibleDescription(
      'CEP não encontrado. Preencha o endereço.',
    )
  },
}

/** A help button opens the diversity explanation; 'Ok' brings the focus back to it. */
export const DiversityHelp: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const [help] = canvas.getAllByRole('button', { name: 'Por que perguntamos?' })
    await expect(help).toHaveAccessibleDescription('Raça/Etnia')
    await userEvent.click(help!)
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Por que perguntamos sobre diversidade?',
    })
    // The dialog fades in: visible once its opacity transition ends.
    await waitFor(() => expect(dialog).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }))
    await waitFor(() => expect(help).toHaveFocus())
  },
}

/** Removing a laudo asks 'Atenção' first; only 'Sim, desejo remover' removes it. */
export const RemoveLaudo: Story = {
  args: DisabilityWithLaudo.args,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const remove = canvas.getByRole('button', { name: 'Remover arquivo laudo-medico-2025.pdf' })
    await userEvent.click(remove)
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await waitFor(() => expect(within(dialog).getByText('Deseja remover este laudo?')).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }))
    await waitFor(() => expect(remove).toHaveFocus())
    await expect(args.onRemoveLaudo).not.toHaveBeenCalled()
    await userEvent.click(remove)
    const again = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await userEvent.click(within(again).getByRole('button', { name: 'Sim, desejo remover' }))
    await expect(args.onRemoveLaudo).toHaveBeenCalledWith('laudo-1')
  },
}

/** On the ficha: the photo first, only the fields the opportunity asks for, its extra questions after marital status. */
export const Ficha: Story = {
  parameters: { structure: fichaStructure },
  args: {
    avatar: (
      <div className="flex items-center gap-4">
        <Avatar name="Ana Souza Lima" size="lg" />
        <IconButton type="button" variant="outline" label="Alterar foto">
          <Camera aria-hidden="true" />
        </IconButton>
      </div>
    ),
    slotAfterMaritalStatus: (
      <YesNo label="Você tem disponibilidade para trabalhar aos sábados?" required value={null} />
    ),
  },
}

export const Mobile: Story = {
  args: DisabilityWithLaudo.args,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
