import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'

const FAQ = [
  {
    id: 'cadastro',
    title: 'Como faço meu cadastro?',
    content:
      'Clique em Cadastre seu Currículo e escolha entrar com e-mail, rede profissional ou rede social.',
  },
  {
    id: 'testes',
    title: 'Os testes online são obrigatórios?',
    content: 'Algumas oportunidades pedem testes; eles aparecem depois que você preenche o perfil.',
  },
  {
    id: 'prazo',
    title: 'Até quando posso me inscrever?',
    content: 'Cada oportunidade mostra quantos dias faltam para o encerramento das inscrições.',
  },
]

const meta = {
  title: 'Componentes/Exibição/Accordion',
  component: Accordion,
  args: { type: 'single', collapsible: true },
  render: (args) => (
    <Accordion {...args} className="max-w-xl">
      {FAQ.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger>{item.title}</AccordionTrigger>
          <AccordionContent>{item.content}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const OpenItem: Story = {
  args: { type: 'single', collapsible: true, defaultValue: 'testes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: FAQ[1]?.title })).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('region', { name: FAQ[1]?.title })).toBeVisible()
  },
}

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['cadastro', 'prazo'] },
}

export const HeadingLevel2: Story = {
  args: { type: 'single', collapsible: true, headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(FAQ.length)
  },
}

export const DisabledItem: Story = {
  render: (args) => (
    <Accordion {...args} className="max-w-xl">
      <AccordionItem value="a">
        <AccordionTrigger>Benefícios</AccordionTrigger>
        <AccordionContent>Plano de saúde e vale-refeição.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b" disabled>
        <AccordionTrigger>Programa de estágio (inscrições encerradas)</AccordionTrigger>
        <AccordionContent>As inscrições deste programa estão encerradas.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
}

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const [first, second, third] = FAQ.map((item) => canvas.getByRole('button', { name: item.title }))
    await userEvent.tab()
    await expect(first).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(second).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('region', { name: FAQ[1]?.title })).toBeVisible()
    await userEvent.keyboard(' ')
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{ArrowDown}')
    await expect(third).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(first).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(third).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect(first).toHaveFocus()
  },
}

export const LongText: Story = {
  args: { type: 'single', collapsible: true, defaultValue: 'longa' },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem value="longa">
        <AccordionTrigger>
          Sou pessoa com deficiência: como informo as adaptações de que preciso durante o processo seletivo?
        </AccordionTrigger>
        <AccordionContent>
          No seu perfil, marque a opção Pessoa com Deficiência, anexe o laudo médico em PDF de até 2 MB e
          descreva, em até 100 caracteres, o apoio de que você precisa. A equipe de recrutamento entrará em
          contato.
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
