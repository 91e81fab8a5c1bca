import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Checkbox } from './checkbox'
import { FormField } from './form-field'

const meta = {
  title: 'Componentes/Formulários/Checkbox',
  component: Checkbox,
  args: { label: 'Pessoa com Deficiência', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Unchecked: Story = {}
export const Checked: Story = { args: { defaultChecked: true } }
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'Todas as áreas' } }
export const Disabled: Story = { args: { disabled: true, label: 'Não possuo formação' } }
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true, label: 'Atualmente' } }
export const WithoutVisibleLabel: Story = { args: { label: undefined, 'aria-label': 'Selecionar vaga' } }

export const WithError: Story = {
  render: (args) => (
    <FormField label="Termos de uso" group error="Você precisa aceitar os termos para continuar">
      {(control) => (
        <div role="group" {...control}>
          <Checkbox {...args} label="Li e aceito os Termos de serviço e a Política de privacidade" />
        </div>
      )}
    </FormField>
  ),
}

export const LongText: Story = {
  args: {
    label:
      'Autorizo o uso dos meus dados pessoais para participar de outros processos seletivos do grupo, conforme a Política de privacidade',
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Pessoa com Deficiência' })
    await userEvent.tab()
    await expect(box).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(box).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
    await userEvent.click(canvas.getByText('Pessoa com Deficiência'))
    await expect(box).not.toBeChecked()
  },
}
