import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { InternalJobBadge, InternalOpenings } from './internal-openings'
import { JobCard } from './job-card'

// The internal openings a signed-in internal person sees on /vagas (docs/identity.md): the section in each
// state, and the 'Vaga interna' badge on the design system's JobCard.

interface Opening {
  id: number
  title: string
  city: string
  level: string
}
const openings: Opening[] = [
  { id: 100008, title: 'Especialista em Prevenção a Fraudes', city: 'São Paulo', level: 'Sênior' },
  { id: 100009, title: 'Analista de Riscos Operacionais', city: 'Campinas', level: 'Pleno' },
]

const renderItem = (opening: Opening) => (
  <JobCard
    title={opening.title}
    href={`#/vagas/${opening.id}`}
    city={opening.city}
    stateAbbr="SP"
    level={opening.level}
    daysLeft={20}
    progress={30}
    open
    headingLevel="h3"
    badge={<InternalJobBadge />}
  />
)

const meta = {
  title: 'Domínio/InternalOpenings',
  component: InternalOpenings<Opening>,
  args: { status: 'ready', items: openings, renderItem, getKey: (opening: Opening) => opening.id },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'failed'] },
    renderItem: { control: false },
    getKey: { control: false },
  },
} satisfies Meta<typeof InternalOpenings<Opening>>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Vagas internas' })).toBeVisible()
    await expect(canvas.getAllByText('Vaga interna')).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: 'Especialista em Prevenção a Fraudes' })).toBeVisible()
  },
}
export const Loading: Story = { args: { status: 'loading' } }
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}
export const Empty: Story = { args: { items: [] } }

export const Badge: Story = {
  render: () => <InternalJobBadge />,
}
