import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { JobCard } from './job-card'

const meta = {
  title: 'Domínio/JobCard',
  component: JobCard,
  args: {
    title: 'Analista de Crédito Pleno',
    href: '#/vagas/4521-analista-de-credito-pleno',
    city: 'São Paulo',
    stateAbbr: 'SP',
    level: 'Pleno',
    pcd: false,
    daysLeft: 12,
    progress: 40,
    step: 'none',
    open: true,
    onAction: fn(),
  },
  argTypes: {
    step: { control: 'inline-radio', options: ['none', 'lead', 'applied'] },
    renderLink: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobCard>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const NotSubscribed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Analista de Crédito Pleno' })).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Prazo de inscrição decorrido' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
    await userEvent.click(canvas.getByRole('button', { name: /^Inscrever-Se/ }))
    await expect(args.onAction).toHaveBeenCalledWith('apply')
  },
}
export const Lead: Story = {
  args: { step: 'lead', title: 'Gerente de Relacionamento PJ', city: 'Belo Horizonte', stateAbbr: 'MG' },
}
export const Applied: Story = {
  args: { step: 'applied', title: 'Caixa', city: 'Recife', stateAbbr: 'PE', level: 'Júnior' },
}
/** While the list is near a CEP: how far the opening is. */
export const WithDistance: Story = {
  args: { distance: 'A 14 km', city: 'Guarulhos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A 14 km')).toBeVisible()
  },
}
export const WithDistanceDemoBrand: Story = {
  globals: { brand: 'demo' },
  args: { distance: 'A menos de 1 km' },
}
export const Closed: Story = {
  args: { open: false, daysLeft: 0, progress: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Inscrições Encerradas/ })).toBeDisabled()
  },
}
export const LeadOnClosed: Story = { args: { step: 'lead', open: false, daysLeft: 0, progress: 100 } }
export const Pcd: Story = {
  args: {
    pcd: true,
    title: 'Assistente Administrativo',
    city: 'Curitiba',
    stateAbbr: 'PR',
    level: 'Assistente',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vaga também para Pessoa com Deficiência')).toBeInTheDocument()
  },
}
export const OneDayLeft: Story = {
  args: { daysLeft: 1, progress: 95 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Encerra em 1 dia')).toBeVisible()
  },
}
export const LongTitle: Story = {
  args: {
    title:
      'Especialista em Prevenção à Lavagem de Dinheiro e Financiamento ao Terrorismo – Compliance Corporativo',
    city: 'São José dos Campos',
    stateAbbr: 'SP',
    level: 'Especialista',
    pcd: true,
  },
}
/** As the site draws it: texts formatted on the server, the action a link to the application route. */
export const ServerFormatted: Story = {
  args: {
    location: 'Campinas - SP',
    levelText: 'Nível Sênior',
    deadline: 'Encerra em 5 dias',
    actionHref: '#/vagas/4521/inscricao',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /^Inscrever-Se.*Analista de Crédito Pleno$/ }),
    ).toHaveAttribute('href', '#/vagas/4521/inscricao')
    await expect(canvas.getByText('Encerra em 5 dias')).toBeVisible()
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
