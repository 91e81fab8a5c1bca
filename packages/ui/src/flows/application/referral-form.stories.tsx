import type { ReferralField, ReferralForm as ReferralValues } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { sampleDomains } from '../../domain/applications/application-form.fixtures'
import { ReferralForm } from './referral-form'

const meta = {
  title: 'Domínio/Inscrição/ReferralForm',
  component: ReferralForm,
  args: { values: { name: '', email: '' }, domains: sampleDomains, onChange: fn() },
  render: function Render(args) {
    const [values, setValues] = useState<ReferralValues>(args.values)
    return (
      <ReferralForm
        {...args}
        values={values}
        onChange={(field: ReferralField, value: string) => {
          args.onChange(field, value)
          setValues((previous) => ({ ...previous, [field]: value }))
        }}
      />
    )
  },
} satisfies Meta<typeof ReferralForm>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Empty: Story = {}

export const Filled: Story = {
  args: { values: { name: 'João Pereira', email: 'joao.pereira@empresa.com.br' } },
}

/** One filled asks for the other; a malformed e-mail says so. */
export const WithErrors: Story = {
  args: {
    values: { name: '', email: 'joao.pereira' },
    errors: { name: 'Informe o nome de quem indicou', email: 'E-mail inválido' },
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Nome de quem indicou' })
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Informe o nome de quem indicou')
    await expect(canvas.queryByRole('list', { name: 'Domínios válidos' })).toBeNull()
  },
}

/** An e-mail outside the opportunity's domains: the allowed ones are listed under the message. */
export const DomainError: Story = {
  args: {
    values: { name: 'João Pereira', email: 'joao.pereira@gmail.com' },
    errors: { email: 'Somente os domínios abaixo são válidos' },
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Domínios válidos' })
    await expect(list).toHaveTextContent('empresa.com.br')
    const email = canvas.getByRole('textbox', { name: 'E-mail de quem indicou' })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(
      /^Somente os domínios abaixo são válidos empresa\.com\.br/,
    )
  },
}

export const Mobile: Story = {
  args: DomainError.args,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
