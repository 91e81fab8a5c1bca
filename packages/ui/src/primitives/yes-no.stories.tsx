import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { YesNo } from './yes-no'

const meta = {
  title: 'Componentes/Formulários/YesNo',
  component: YesNo,
  args: { label: 'Você é pessoa com deficiência?', required: true, value: null, onValueChange: fn() },
} satisfies Meta<typeof YesNo>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Unanswered: Story = {}
export const Yes: Story = { args: { value: true } }
export const No: Story = { args: { value: false } }
export const WithError: Story = { args: { error: 'Campo obrigatório' } }
export const Disabled: Story = { args: { value: false, disabled: true } }
export const WithHint: Story = {
  args: {
    label: 'Precisa de ajuda no processo seletivo?',
    hint: 'Conte para nós se precisar de algum recurso de acessibilidade',
  },
}
export const LongText: Story = {
  args: {
    label:
      'Você tem disponibilidade para trabalhar aos sábados em lojas localizadas em shopping centers da sua região?',
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const Keyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<boolean | null>(null)
    return (
      <YesNo
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          args.onValueChange?.(next)
        }}
      />
    )
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Sim' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(canvas.getByRole('radio', { name: 'Sim' })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(true)
    // Radix selects on the focus that follows a held arrow key: hold it, then release.
    await userEvent.keyboard('{ArrowRight>}')
    const no = canvas.getByRole('radio', { name: 'Não' })
    await waitFor(() => expect(no).toHaveFocus())
    await userEvent.keyboard('{/ArrowRight}')
    await expect(no).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(false)
  },
}
