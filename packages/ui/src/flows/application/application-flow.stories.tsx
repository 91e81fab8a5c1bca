import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { ApplicationFlow, type ApplicationFlowProps } from './application-flow'
import { ApplicationHeading } from './application-layout'
import {
  applicationData,
  pdfFile,
  startApplication,
  type ApplicationFlowActor,
  type ApplicationScenario,
} from './application-flow.fixtures'
import { personalDataOptions } from '../../domain/applications/application-form.fixtures'

// The whole ficha as the application machine drives it, with fake platform calls: one story per state a
// designer reviews (the wait, a failed load, the closed opening, the form, the postal code not found or
// failed, an upload in progress, a refused medical report or attachment, the errors after a step).

type StoryArgs = Omit<ApplicationFlowProps, 'actor'>

let running: ApplicationFlowActor | undefined

const meta = {
  title: 'Domínio/Inscrição/ApplicationFlow',
  component: ApplicationFlow,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: { states: personalDataOptions.states, opportunityTitle: 'Analista de Crédito Pleno' },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      running = await startApplication((parameters.application ?? {}) as ApplicationScenario)
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => (
    <ApplicationFlow {...args} actor={(loaded as { actor: ApplicationFlowActor }).actor} />
  ),
} satisfies Meta<typeof ApplicationFlow>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const scenario = (application: ApplicationScenario) => ({ parameters: { application } })
const { attachFailed, tryAgainLater } = ptBR.profile.file
const fields = ptBR.application.personalData.fields
const laudo = { kind: 'laudo' } as const
const portfolio = { kind: 'question', questionId: '105' } as const

/** The form, on tab 1, with the profile filled and a medical report field. */
export const Playground: Story = {
  ...scenario({}),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Inscrição: Analista de Crédito Pleno' }),
    ).toBeVisible()
    await expect(canvas.getByRole('tab', { name: ptBR.application.tabs.basic })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('button', { name: ptBR.application.nextStep })).toBeVisible()
  },
}

/**
 * As a site draws it: the page's heading comes from the server, above the flow, before the scripts run
 * (`headingId`); the flow draws no second heading, and the tabs take their name from the page's.
 */
export const PageHeading: Story = {
  ...scenario({}),
  render: (args, { loaded }) => (
    <div className="flex flex-col gap-4">
      <ApplicationHeading id="ficha-heading">Inscrição: {args.opportunityTitle}</ApplicationHeading>
      <ApplicationFlow
        {...args}
        headingId="ficha-heading"
        actor={(loaded as { actor: ApplicationFlowActor }).actor}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 })
    await expect(heading).toHaveTextContent('Inscrição: Analista de Crédito Pleno')
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await expect(canvas.getByRole('tablist')).toHaveAccessibleName('Inscrição: Analista de Crédito Pleno')
  },
}

/** As a site draws it, for an opening whose application goes on in a chat: the chat's title is one below. */
export const PageHeadingWhatsapp: Story = {
  ...PageHeading,
  ...scenario({
    data: applicationData({
      opportunity: { ...applicationData().opportunity, whatsappApply: true },
    }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: ptBR.application.whatsapp.title }),
    ).toBeVisible()
  },
}

/** The form is loading. */
export const Loading: Story = {
  ...scenario({ loadPending: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ptBR.application.loading)
  },
}

/** The form could not load: the message and 'Tentar novamente'. */
export const LoadFailed: Story = {
  ...scenario({ loadError: 'NETWORK' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ptBR.application.loadFailed)
    await expect(canvas.getByRole('button', { name: ptBR.application.retry })).toBeVisible()
  },
}

/** A closed opening: 'Uoops' / 'Inscrições Encerradas'. */
export const Closed: Story = {
  ...scenario({ data: applicationData({ opportunity: { ...applicationData().opportunity, open: false } }) }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Uoops' })
    await expect(dialog).toHaveTextContent('Inscrições Encerradas')
  },
}

/** A step with errors: each field's message, the first invalid field focused. */
export const ValidationErrors: Story = {
  ...scenario({
    data: applicationData({ documentReadOnly: false }),
    events: [{ type: 'personal.change', field: 'email', value: 'ana@' }, { type: 'step.next' }],
  }),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: new RegExp(fields.email) })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(ptBR.validation.email))
    await waitFor(() => expect(email).toHaveFocus())
  },
}

/** The postal code is not known: the form says so and keeps what was typed. */
export const CepNotFound: Story = {
  ...scenario({
    postal: 'notFound',
    events: [{ type: 'personal.change', field: 'zipcode', value: '99999-999' }],
  }),
  play: async ({ canvas }) => {
    // The address is the form's last part (drawn in parts as the ficha first shows): found, not got at once.
    await expect(await canvas.findByText(ptBR.application.personalData.zipcodeNotFound)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: fields.zipcode })).toHaveAccessibleDescription(
      ptBR.application.personalData.zipcodeNotFound,
    )
  },
}

/** The postal-code service gave no usable answer. */
export const CepLookupFailed: Story = {
  ...scenario({
    postal: 'failed',
    events: [{ type: 'personal.change', field: 'zipcode', value: '04538-133' }],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ptBR.application.personalData.zipcodeLookupFailed)).toBeVisible()
  },
}

/** A medical report on its way: its progress, with 'Cancelar envio'. */
export const UploadInProgress: Story = {
  ...scenario({
    upload: { progress: 45 },
    events: [{ type: 'file.upload', target: laudo, file: pdfFile('laudo.pdf') }],
  }),
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: fields.laudo })
    await expect(within(group).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45')
    await expect(within(group).getByRole('button', { name: ptBR.ui.forms.fileUpload.cancel })).toBeVisible()
  },
}

/** The platform refused the medical report: the spec's message, and the form as it was. */
export const LaudoUploadFailed: Story = {
  ...scenario({
    upload: 'refused',
    events: [{ type: 'file.upload', target: laudo, file: pdfFile('laudo.pdf') }],
  }),
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: fields.laudo })
    const alert = within(group).getByRole('alert')
    await expect(alert).toHaveTextContent(attachFailed)
    await expect(alert).toHaveTextContent(tryAgainLater)
    await expect(canvas.getByRole('textbox', { name: fields.firstname })).toHaveValue('Ana')
  },
}

/** The platform refused a question's attachment. */
export const AttachmentUploadFailed: Story = {
  ...scenario({
    upload: 'refused',
    events: [{ type: 'file.upload', target: portfolio, file: pdfFile('portfolio.pdf') }],
  }),
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: /Anexe seu portfólio/ })
    await expect(within(group).getByRole('alert')).toHaveTextContent(attachFailed)
  },
}

/** Tab 2 with the referral (the opportunity lists allowed domains). */
export const ComplementaryTab: Story = {
  ...scenario({
    data: applicationData({
      questions: [],
      opportunity: { ...applicationData().opportunity, indicationDomains: ['grupoaurora.com.br'] },
    }),
    events: [{ type: 'step.next' }],
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: ptBR.application.tabs.complementary })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('button', { name: ptBR.application.finish })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: ptBR.application.referral.email })).toBeVisible()
  },
}
