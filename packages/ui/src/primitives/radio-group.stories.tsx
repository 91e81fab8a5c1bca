import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { FormField } from './form-field'
import { RadioGroup, RadioGroupItem } from './radio-group'

const SHIFTS = [
  { value: 'manha', label: 'Manhã' },
  { value: 'tarde', label: 'Tarde' },
  { value: 'noite', label: 'Noite' },
]

const meta = {
  title: 'Componentes/Formulários/RadioGroup',
  component: RadioGroup,
  args: { onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: (args) => (
    <FormField label="Turno" group required>
      <RadioGroup {...args}>
        {SHIFTS.map((shift) => (
          <RadioGroupItem key={shift.value} {...shift} />
        ))}
      </RadioGroup>
    </FormField>
  ),
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Empty: Story = {}
export const Selected: Story = { args: { defaultValue: 'tarde' } }
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'manha' } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'noite' } }

export const WithError: Story = {
  render: (args) => (
    <FormField label="Turno" group required error="Campo obrigatório">
      <RadioGroup {...args}>
        {SHIFTS.map((shift) => (
          <RadioGroupItem key={shift.value} {...shift} />
        ))}
      </RadioGroup>
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Turno' })).toHaveAccessibleDescription(
      'Campo obrigatório',
    )
  },
}

export const LongText: Story = {
  render: (args) => (
    <FormField label="Qual é a sua disponibilidade para início no programa de estágio?" group>
      <RadioGroup {...args}>
        <RadioGroupItem value="imediata" label="Imediata, posso começar na próxima segunda-feira" />
        <RadioGroupItem value="30" label="Em até 30 dias, após cumprir aviso prévio no emprego atual" />
        <RadioGroupItem
          value="semestre"
          label="Somente no próximo semestre letivo, após a conclusão das disciplinas obrigatórias"
        />
      </RadioGroup>
    </FormField>
  ),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const ArrowKeys: Story = {
  args: { defaultValue: 'manha' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Manhã' })).toHaveFocus()
    // Radix selects on the focus that follows a held arrow key: hold it, as a person does, then release.
    await userEvent.keyboard('{ArrowDown>}')
    const afternoon = canvas.getByRole('radio', { name: 'Tarde' })
    await waitFor(() => expect(afternoon).toHaveFocus())
    await userEvent.keyboard('{/ArrowDown}')
    await expect(afternoon).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('tarde')
    await userEvent.keyboard('{ArrowUp>}')
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Manhã' })).toHaveFocus())
    await userEvent.keyboard('{/ArrowUp}{ArrowUp>}')
    const night = canvas.getByRole('radio', { name: 'Noite' })
    await waitFor(() => expect(night).toHaveFocus())
    await userEvent.keyboard('{/ArrowUp}')
    await expect(night).toBeChecked()
  },
}
