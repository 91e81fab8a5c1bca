import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Alert } from './alert'

const meta = {
  title: 'Componentes/Exibição/Alert',
  component: Alert,
  args: { variant: 'error', children: 'Algo errado aconteceu. Tente novamente.' },
  argTypes: {
    variant: { control: 'select', options: ['error', 'success', 'info', 'warning'] },
    title: { control: 'text' },
  },
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const ErrorVariant: Story = {
  name: 'Error',
  args: { variant: 'error', children: 'Ocorreu um erro ao salvar suas informações' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Uoops')
    await expect(alert).toHaveTextContent('Ocorreu um erro ao salvar suas informações')
  },
}

export const Success: Story = {
  args: { variant: 'success', children: 'Você completou o seu perfil!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Pronto!')
  },
}

export const Info: Story = { args: { variant: 'info', children: 'Campos com * são obrigatórios.' } }

export const Warning: Story = {
  args: { variant: 'warning', children: 'Você será direcionado para o site parceiro para realizar o teste.' },
}

export const CustomTitle: Story = {
  args: {
    variant: 'error',
    title: 'Inscrições Encerradas',
    children: 'Esta oportunidade não aceita novas inscrições.',
  },
}

export const WithoutTitle: Story = { args: { variant: 'success', title: null, children: 'Link copiado.' } }

export const Closable: Story = {
  args: { variant: 'success', children: 'Sua senha foi alterada.', onClose: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Fechar' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const LongText: Story = {
  args: {
    variant: 'error',
    onClose: fn(),
    children:
      'Não foi possível enviar sua candidatura porque algumas informações obrigatórias do seu perfil estão incompletas. Revise sua formação acadêmica e sua experiência profissional e tente novamente.',
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
