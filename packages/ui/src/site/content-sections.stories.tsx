import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { CheckList } from '../primitives/check-list'
import { CultureBoxes, CultureSlides } from './culture-sections'
import { FaqList } from './faq-list'
import { HtmlContent } from '../primitives/html-content'

// The content pages' parts (/cultura, /estagio, /faq, /acessibilidade, /termos-de-uso).

const slides = ['Pessoas', 'Clientes', 'Simplicidade', 'Respeito', 'Inovação', 'Ética'].map((title) => ({
  title,
  text: `${title}: um jeito de trabalhar que aparece em cada atendimento.`,
}))

const faq = [
  { id: 'inscricao-gratuita', title: 'A inscrição é paga?', html: '<p>Não. A inscrição é gratuita.</p>' },
  {
    id: 'acompanhar',
    title: 'Como acompanho minhas candidaturas?',
    html: '<p>Entre em <a href="/meu-perfil#candidaturas">Meu Perfil</a> ou leia o <a href="https://exemplo.com.br/guia" target="_blank" rel="noopener noreferrer">guia</a>.</p>',
  },
  {
    id: 'testes',
    title: 'Os testes online são obrigatórios?',
    html: '<ul><li>Sim, quando a vaga pede.</li><li>Você tem 120 segundos por questão.</li></ul>',
  },
]

const meta = {
  title: 'Site/ContentSections',
  // The table lists the culture boxes' props, with a tab for each other part; each story draws its own.
  component: CultureBoxes,
  subcomponents: { CultureSlides, CheckList, FaqList, HtmlContent },
  args: {
    purpose: 'Transformar a vida financeira das pessoas.',
    mission: 'Oferecer crédito responsável.',
    vision: 'Ser a empresa mais admirada.',
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="mx-auto max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof CultureBoxes>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Propósito', 'Missão', 'Visão']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible()
    }
  },
}

export const CultureCarousel: Story = {
  render: () => <CultureSlides slides={slides} />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Como vivemos a nossa cultura' })
    await expect(region).toHaveAttribute('aria-roledescription', 'carrossel')
  },
}

export const InternshipFacts: Story = {
  render: () => (
    <CheckList
      className="text-lg"
      items={['Disponibilidade mínima de 1 ano', 'A partir do 1º ano da faculdade', 'Local: Pinheiros/SP']}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

const onFaqNavigate = fn()

export const Faq: Story = {
  render: () => <FaqList items={faq} onNavigate={onFaqNavigate} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('heading', { name: 'Como acompanho minhas candidaturas?' }))
    await userEvent.click(canvas.getByRole('link', { name: 'Meu Perfil' }))
    await expect(onFaqNavigate).toHaveBeenCalledWith('/meu-perfil#candidaturas')
  },
}

export const FaqOpen: Story = {
  render: () => <FaqList items={faq} onNavigate={() => {}} />,
  play: async ({ canvasElement }) => {
    canvasElement.querySelectorAll('details').forEach((details) => (details.open = true))
    await expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(3)
  },
}

export const LegalText: Story = {
  render: () => (
    <HtmlContent html="<p>Tratamos seus dados conforme a LGPD.</p><ol><li>Acesso</li><li>Correção</li><li>Exclusão</li></ol><p>Dúvidas: <a href='mailto:dpo@exemplo.com.br'>dpo@exemplo.com.br</a></p>" />
  ),
}

export const Mobile: Story = {
  render: () => <FaqList items={faq} onNavigate={() => {}} />,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
