import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { JobActionButton } from './job-action-button'
import { JobDetail } from './job-detail'
import { ShareWidget } from './share-widget'

const url = 'https://carreiras.grupoaurora.com.br/vagas/4521-analista-de-credito-pleno'

const meta = {
  title: 'Domínio/JobDetail',
  component: JobDetail,
  args: {
    title: 'Analista de Crédito Pleno',
    level: 'Pleno',
    actingMode: 'Híbrido',
    address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP',
    pcd: true,
    sanitizedHtml: {
      responsibilities:
        '<p>Analisar propostas de crédito de pessoas físicas e jurídicas.</p><ul><li>Elaborar pareceres de risco;</li><li>Acompanhar a carteira e a inadimplência;</li><li>Apoiar as agências na formalização.</li></ul>',
      requirements:
        '<ul><li>Ensino superior completo em Administração, Economia ou áreas afins;</li><li>Experiência com análise de crédito;</li><li>Excel avançado.</li></ul><p><strong>Desejável:</strong> certificação CPA-20.</p>',
      workEnvironment:
        '<p>Time colaborativo, com três dias por semana no escritório da Paulista e dois em casa.</p>',
    },
    benefits: [
      { id: 1, name: 'Assistência médica', icon: 'health' },
      { id: 2, name: 'Assistência odontológica', icon: 'dental' },
      { id: 3, name: 'Vale-refeição', icon: 'meal' },
      { id: 4, name: 'Vale-transporte', icon: 'transport' },
      { id: 5, name: 'Gympass', icon: 'gym' },
      { id: 6, name: 'Bolsa de estudos', icon: 'education' },
      { id: 7, name: 'Seguro de vida', icon: 'life-insurance' },
      { id: 8, name: 'Auxílio-creche', icon: 'daycare' },
      { id: 9, name: 'Participação nos lucros', icon: 'profit-sharing' },
      { id: 10, name: 'Auxílio home office', icon: 'home-office' },
      { id: 11, name: 'Day off no aniversário', icon: 'birthday' },
    ],
    otherBenefits: 'Previdência privada e descontos em produtos do grupo.',
    action: <JobActionButton step="none" open onAction={fn()} />,
    share: <ShareWidget url={url} title="Analista de Crédito Pleno" />,
  },
  argTypes: { action: { control: false }, share: { control: false }, renderLink: { control: false } },
} satisfies Meta<typeof JobDetail>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analista de Crédito Pleno' })).toBeVisible()
    for (const name of ['Responsabilidades', 'Requisitos', 'Ambiente de trabalho', 'Benefícios']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    await expect(canvas.getByText('Nível Pleno')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'VER MAIS OPORTUNIDADES DISPONÍVEIS' })).toHaveAttribute(
      'href',
      '/vagas',
    )
  },
}

export const Minimal: Story = {
  args: {
    title: 'Caixa',
    level: undefined,
    actingMode: undefined,
    address: undefined,
    pcd: false,
    sanitizedHtml: { responsibilities: '<p>Atendimento ao público nas agências.</p>' },
    benefits: [],
    otherBenefits: undefined,
    share: undefined,
  },
}

export const Closed: Story = {
  args: { action: <JobActionButton step="lead" open={false} /> },
}

export const Applied: Story = { args: { action: <JobActionButton step="applied" open /> } }

export const LongTitle: Story = {
  args: {
    title:
      'Especialista em Prevenção à Lavagem de Dinheiro e Financiamento ao Terrorismo – Compliance Corporativo',
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
