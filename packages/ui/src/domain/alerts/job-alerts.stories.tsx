import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { JobAlertForm } from './job-alert-form'
import { JobAlertsBox, type JobAlertItem } from './job-alerts-box'

const t = ptBR.jobAlerts

const meta = {
  title: 'Domínio/Vagas/Alertas de vagas',
  component: JobAlertForm,
  args: {
    texts: t,
    summary: '“analista” · São Paulo/SP · Tecnologia',
    askEmail: true,
    status: 'idle',
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof JobAlertForm>

export default meta
type Story = StoryObj<typeof meta>

/** An anonymous visitor: the e-mail is required and must be well formed; nothing is sent until it is. */
export const Anonymous: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.create.submit }))
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t.create.emailLabel) }),
    ).toHaveAccessibleDescription(expect.stringContaining(t.create.emailRequired))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t.create.emailLabel) }),
      'ana@example.com',
    )
    await userEvent.click(canvas.getByRole('radio', { name: t.frequencies.weekly }))
    await userEvent.click(canvas.getByRole('button', { name: t.create.submit }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', frequency: 'weekly' })
  },
}

/** A signed-in candidate: no e-mail asked (the account's). */
export const SignedIn: Story = { args: { askEmail: false } }
export const Submitting: Story = { args: { status: 'submitting' } }
export const Failed: Story = { args: { status: 'failed' } }
export const CreatedAnonymous: Story = {
  args: { status: 'created', createdMessage: t.create.createdAnonymous },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t.create.createdAnonymous)
  },
}
/** The demo brand's look. */
export const DemoBrand: Story = { globals: { brand: 'demo' } }

const alerts: JobAlertItem[] = [
  {
    id: 1,
    summary: '“analista” · São Paulo/SP',
    href: '/vagas?term=analista&state=SP',
    frequency: 'daily',
    paused: false,
  },
  { id: 2, summary: 'Tecnologia', href: '/vagas?field_area=14', frequency: 'weekly', paused: true },
]
const boxArgs = {
  texts: t,
  status: 'ready' as const,
  alerts,
  onFrequency: fn(),
  onPause: fn(),
  onRemove: fn(),
  onRetry: fn(),
}

/** 'Alertas de vagas' on /meu-perfil: pause, frequency and delete per alert. */
export const ProfileBox: StoryObj<typeof JobAlertsBox> = {
  render: (args) => <JobAlertsBox {...args} />,
  args: boxArgs,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: t.profile.pause })[0]!)
    await expect(args.onPause).toHaveBeenCalledWith(1, true)
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t.profile.frequencyLabel(alerts[0]!.summary) }),
      'weekly',
    )
    await expect(args.onFrequency).toHaveBeenCalledWith(1, 'weekly')
    await userEvent.click(canvas.getByRole('button', { name: t.profile.removeLabel(alerts[1]!.summary) }))
    await expect(args.onRemove).toHaveBeenCalledWith(2)
  },
}
export const ProfileBoxDemoBrand: StoryObj<typeof JobAlertsBox> = {
  render: (args) => <JobAlertsBox {...args} />,
  args: { ...boxArgs, notice: { kind: 'saved' } },
  globals: { brand: 'demo' },
}
export const ProfileBoxEmpty: StoryObj<typeof JobAlertsBox> = {
  render: (args) => <JobAlertsBox {...args} />,
  args: { ...boxArgs, alerts: [] },
}
export const ProfileBoxLoading: StoryObj<typeof JobAlertsBox> = {
  render: (args) => <JobAlertsBox {...args} />,
  args: { ...boxArgs, status: 'loading' },
}
export const ProfileBoxFailed: StoryObj<typeof JobAlertsBox> = {
  render: (args) => <JobAlertsBox {...args} />,
  args: { ...boxArgs, status: 'failed' },
}
