import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'

const { basic, basicShort, complementary, complementaryShort } = ptBR.application.tabs

const meta = {
  title: 'Componentes/Exibição/Tabs',
  component: Tabs,
  args: { defaultValue: 'basic' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Formulário de inscrição">
        <TabsTrigger value="basic" narrowLabel={basicShort}>
          {basic}
        </TabsTrigger>
        <TabsTrigger value="complementary" narrowLabel={complementaryShort}>
          {complementary}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="basic">
        <p className="text-sm">Dados pessoais e as perguntas da oportunidade.</p>
      </TabsContent>
      <TabsContent value="complementary">
        <p className="text-sm">Formação, experiência profissional e idiomas.</p>
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const SecondSelected: Story = {
  args: { defaultValue: 'complementary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: complementary })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Formação')
  },
}

export const ArrowKeys: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('tab', { name: basic })
    const second = canvas.getByRole('tab', { name: complementary })
    await userEvent.tab()
    await expect(first).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(second).toHaveFocus()
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel', { name: complementary })).toBeVisible()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(first).toHaveFocus()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    await expect(second).toHaveFocus()
    // Tab leaves the list for the selected panel.
    await userEvent.tab()
    await expect(canvas.getByRole('tabpanel', { name: complementary })).toHaveFocus()
  },
}

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Perfil">
        <TabsTrigger value="basic">Dados pessoais</TabsTrigger>
        <TabsTrigger value="tests" disabled>
          Testes
        </TabsTrigger>
        <TabsTrigger value="complementary">Formação</TabsTrigger>
      </TabsList>
      <TabsContent value="basic">
        <p className="text-sm">Nome, CPF e contato.</p>
      </TabsContent>
      <TabsContent value="complementary">
        <p className="text-sm">Cursos e graduações.</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Formação' })).toHaveFocus()
  },
}

/** At 420 px or less the short labels show; the accessible names stay the full ones. */
export const Mobile420: Story = {
  globals: { viewport: { value: 'mobile420', isRotated: false } },
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: basic })
    await expect(canvas.getByText(basicShort)).toBeVisible()
    // Visually hidden, still read: the name does not change with the width.
    await expect(canvas.getByText(basic).getBoundingClientRect().width).toBeLessThanOrEqual(1)
    await expect(tab).toHaveAccessibleName(basic)
  },
}

export const Mobile360: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(complementaryShort)).toBeVisible()
    await expect(canvas.getByRole('tab', { name: complementary })).toHaveAccessibleName(complementary)
  },
}

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(basic)).toBeVisible()
    await expect(canvas.getByText(basic).getBoundingClientRect().width).toBeGreaterThan(1)
    await expect(canvas.getByText(basicShort)).not.toBeVisible()
    await expect(canvas.getByRole('tab', { name: basic })).toHaveAccessibleName(basic)
  },
}

export const LongText: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Detalhes da oportunidade">
        <TabsTrigger value="basic">Descrição completa da oportunidade</TabsTrigger>
        <TabsTrigger value="complementary">Requisitos e diferenciais desejados</TabsTrigger>
      </TabsList>
      <TabsContent value="basic">
        <p className="text-sm">Atuar no atendimento a clientes pessoa física e jurídica.</p>
      </TabsContent>
      <TabsContent value="complementary">
        <p className="text-sm">Ensino superior completo.</p>
      </TabsContent>
    </Tabs>
  ),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
