import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { JobActionButton } from './job-action-button'

const meta = {
  title: 'Domínio/JobActionButton',
  component: JobActionButton,
  args: { step: 'none', open: true, variant: 'detail', onAction: fn() },
  argTypes: {
    step: { control: 'inline-radio', options: ['none', 'lead', 'applied'] },
    variant: { control: 'inline-radio', options: ['card', 'detail'] },
  },
} satisfies Meta<typeof JobActionButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Apply: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'QUERO ME INSCREVER!' }))
    await expect(args.onAction).toHaveBeenCalledWith('apply')
  },
}
export const Continue: Story = { args: { step: 'lead' } }
export const Applied: Story = {
  args: { step: 'applied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Você Já Está Inscrito' })).toBeDisabled()
  },
}
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Inscrições Encerradas' })).toBeDisabled()
  },
}
export const LeadOnClosed: Story = {
  args: { step: 'lead', open: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/empresa ainda pode entrar em contato/)).toBeVisible()
  },
}
export const CardVariant: Story = { args: { variant: 'card' } }
/** With `href`: a link to the application route (works before the page's scripts run). */
export const AsLink: Story = {
  args: { variant: 'card', href: '#/vagas/4521/inscricao', description: 'Analista de Crédito Pleno' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /^Inscrever-Se.*Analista de Crédito Pleno$/ }),
    ).toHaveAttribute('href', '#/vagas/4521/inscricao')
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
