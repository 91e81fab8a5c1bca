import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type FormEvent } from 'react'
import { expect, waitFor } from 'storybook/test'
import { Button } from './button'
import { FormErrorSummary, FormField, FormRequiredNote, useFocusFirstInvalid } from './form-field'
import { Input } from './input'
import { RadioGroup, RadioGroupItem } from './radio-group'

const meta = {
  title: 'Componentes/Formulários/FormField',
  component: FormField,
  args: { label: 'Nome', children: <Input /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormField>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Required: Story = {
  args: { label: 'Sobrenome', required: true },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <FormRequiredNote />
      <FormField {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Sobrenome' })).toHaveAttribute('aria-required', 'true')
    await expect(canvas.getByText('Campos com * são obrigatórios.')).toBeVisible()
  },
}

export const WithHint: Story = {
  args: { label: 'Nome social', hint: 'Como você prefere ser chamada ou chamado' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nome social' })).toHaveAccessibleDescription(
      'Como você prefere ser chamada ou chamado',
    )
  },
}

export const WithError: Story = {
  args: {
    label: 'E-mail',
    required: true,
    error: 'E-mail inválido',
    children: <Input type="email" defaultValue="ana@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('E-mail inválido')
  },
}

export const Disabled: Story = {
  args: {
    label: 'CPF',
    disabled: true,
    hint: 'O CPF cadastrado não pode ser alterado',
    children: <Input defaultValue="123.456.789-09" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toBeDisabled()
  },
}

export const LongText: Story = {
  args: {
    label: 'Conte-nos qualquer outra informação que você considere importante para o processo seletivo',
    required: true,
    hint: 'Por exemplo: disponibilidade para viagens, mudança de cidade ou horários em que prefere ser contatada ou contatado',
    error: 'Sua resposta deve conter entre 10 e 500 caracteres',
  },
}

export const Mobile: Story = {
  ...LongText,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const Group: Story = {
  args: {
    label: 'Turno',
    group: true,
    required: true,
    children: (
      <RadioGroup>
        <RadioGroupItem value="manha" label="Manhã" />
        <RadioGroupItem value="tarde" label="Tarde" />
        <RadioGroupItem value="noite" label="Noite" />
      </RadioGroup>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Turno' })).toHaveAttribute('aria-required', 'true')
  },
}

function SignUpForm() {
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const { formRef, focusFirstInvalid, summaryProps } = useFocusFirstInvalid()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const next = {
      firstName: data.get('firstName') ? undefined : 'Campo obrigatório',
      lastName: data.get('lastName') ? undefined : 'Campo obrigatório',
      email: data.get('email') ? undefined : 'Campo obrigatório',
    }
    setErrors(next)
    focusFirstInvalid(Object.values(next).filter(Boolean).length)
  }
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Dados pessoais"
      className="flex max-w-md flex-col gap-4"
    >
      <FormRequiredNote />
      <FormErrorSummary {...summaryProps} />
      <FormField label="Nome" required error={errors.firstName}>
        <Input name="firstName" autoComplete="given-name" />
      </FormField>
      <FormField label="Sobrenome" required error={errors.lastName}>
        <Input name="lastName" autoComplete="family-name" />
      </FormField>
      <FormField label="E-mail" required error={errors.email}>
        <Input name="email" type="email" autoComplete="email" />
      </FormField>
      <Button type="submit" className="self-start">
        Salvar
      </Button>
    </form>
  )
}

export const ErrorSummary: Story = {
  render: () => <SignUpForm />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Ana')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('2 campos precisam de correção.')
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toHaveFocus()
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Sobrenome' })).toHaveFocus())
    await expect(canvas.getByRole('textbox', { name: 'Sobrenome' })).toHaveAccessibleDescription(
      'Campo obrigatório',
    )
  },
}
