import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ReturnTest } from './return-test'

// The landing after a partner's test while the platform validates it (its failure is the flow's modal:
// see Domínio/Testes/TestRunner › Return Failed).

const meta = {
  title: 'Domínio/Testes/ReturnTest',
  component: ReturnTest,
  args: { title: ptBR.tests.returnTest.title, message: ptBR.tests.returnTest.message('Ana') },
} satisfies Meta<typeof ReturnTest>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const WithFirstName: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Validando Teste...' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Ana, estamos validando o seu teste. Aguarde um instante.',
    )
  },
}

export const WithoutFirstName: Story = {
  args: { message: ptBR.tests.returnTest.message('') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Estamos validando o seu teste. Aguarde um instante.',
    )
  },
}
