import { INVALID_FIELD_FOCUS_DELAY_MS, ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  PersonalDataSection,
  type PersonalDataActor,
  type PersonalDataSectionProps,
} from './personal-data-section'
import {
  isEditing,
  isViewing,
  sampleStates,
  startPersonalData,
  type PersonalDataScenario,
  type PersonalDataSnapshot,
} from './personal-data-section.fixtures'

// The profile's personal data, one story per state a designer reviews, rendered by the real
// personal-data machine with fake platform calls. Each story's scenario (parameters.personalData) is
// played before it renders.

type StoryArgs = Omit<PersonalDataSectionProps, 'actor'>

let running: PersonalDataActor | undefined

const meta = {
  title: 'Domínio/Perfil/PersonalDataSection',
  component: PersonalDataSection,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: { states: sampleStates },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      running = await startPersonalData((parameters.personalData ?? {}) as PersonalDataScenario)
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => (
    <PersonalDataSection {...args} actor={(loaded as { actor: PersonalDataActor }).actor} />
  ),
} satisfies Meta<typeof PersonalDataSection>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const t = ptBR.profile.personalData
const fields = ptBR.application.personalData.fields
const scenario = (personalData: PersonalDataScenario) => ({ parameters: { personalData } })
const loaded = (s: PersonalDataSnapshot) => !s.matches('loading')
/** Dialogs render in a portal: query the whole document. */
const page = () => within(document.body)

/** The box: every line of the spec's list, the photo's plus button and 'Editar'. */
export const Playground: Story = {
  ...scenario({ until: isViewing }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dados Pessoais' })).toBeVisible()
    await expect(canvas.getByText('529.982.247-25')).toBeVisible()
    await expect(
      canvas.getByText('Avenida Paulista, 1578, Apto 42, Bela Vista, São Paulo - SP'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: t.box.needHelpLabel })).toBeVisible()
    await expect(canvas.getByRole('button', { name: ptBR.profile.avatar.add })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Editar/ })).toBeVisible()
  },
}

/** The profile is being read. */
export const Loading: Story = {
  ...scenario({ fakes: { load: 'pending' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ptBR.common.loading)
  },
}

/** The profile could not be read: 'Tentar novamente'. */
export const LoadFailed: Story = {
  ...scenario({ fakes: { load: { code: 'NETWORK' } }, until: loaded }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.loadFailed)).toBeVisible()
    await expect(canvas.getByRole('button', { name: ptBR.application.tryAgain })).toBeVisible()
  },
}

/** 'Editar': the form in a modal the backdrop does not close. */
export const DialogOpen: Story = {
  ...scenario({ events: [{ type: 'edit.open' }], until: isEditing }),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: t.modalTitle })
    // Visible once the dialog's entrance has run.
    await waitFor(() => expect(within(dialog).getByText(ptBR.common.requiredFieldsNote)).toBeVisible())
    await expect(within(dialog).getByRole('button', { name: ptBR.common.save })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: ptBR.common.cancel })).toBeVisible()
  },
}

/** Required fields left empty: 'Campo obrigatório', the first invalid field focused. */
export const InvalidFields: Story = {
  ...scenario({
    events: [
      { type: 'edit.open' },
      { type: 'field.change', field: 'lastname', value: '' },
      { type: 'field.change', field: 'phone', value: '' },
      { type: 'form.save' },
    ],
    until: isEditing,
  }),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: t.modalTitle })
    const lastname = within(dialog).getByRole('textbox', { name: new RegExp(fields.lastname) })
    await expect(lastname).toHaveAttribute('aria-invalid', 'true')
    await expect(within(dialog).getAllByText(ptBR.validation.required)).toHaveLength(2)
    await waitFor(() => expect(lastname).toHaveFocus(), { timeout: INVALID_FIELD_FOCUS_DELAY_MS + 1000 })
  },
}

/** Sending: the buttons wait, the form is read-only. */
export const Saving: Story = {
  ...scenario({
    fakes: { save: 'pending' },
    events: [{ type: 'edit.open' }, { type: 'form.save' }],
    until: (s) => s.hasTag('saving'),
  }),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: t.modalTitle })
    await expect(within(dialog).getByRole('button', { name: ptBR.common.cancel })).toBeDisabled()
  },
}

/** Saved: the modal closed, 'Pronto!' / 'Dados pessoais salvo com sucesso' over the box. */
export const Saved: Story = {
  ...scenario({
    events: [
      { type: 'edit.open' },
      { type: 'field.change', field: 'social_name', value: 'Aninha' },
      { type: 'form.save' },
    ],
    until: (s) => isViewing(s) && s.context.alert === 'saved',
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.saved)).toBeVisible()
    await expect(canvas.getByText(ptBR.common.done)).toBeVisible()
    await expect(canvas.getByText('Aninha')).toBeVisible()
    await expect(page().queryByRole('dialog')).toBeNull()
  },
}

/** The save failed: 'Uoops' in the modal, everything typed kept. */
export const SaveFailed: Story = {
  ...scenario({
    fakes: { save: { code: 'INTERNAL' } },
    events: [
      { type: 'edit.open' },
      { type: 'field.change', field: 'social_name', value: 'Aninha' },
      { type: 'form.save' },
    ],
    until: (s) => isEditing(s) && s.context.alert === 'saveFailed',
  }),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: t.modalTitle })
    const alert = within(dialog).getByRole('alert')
    await expect(alert).toHaveTextContent(ptBR.common.uoops)
    await expect(alert).toHaveTextContent(t.saveFailed)
    await expect(within(dialog).getByRole('textbox', { name: new RegExp(fields.social_name) })).toHaveValue(
      'Aninha',
    )
  },
}

/** Removing a medical report asks 'Atenção' first. */
export const LaudoRemoveAttention: Story = {
  ...scenario({ events: [{ type: 'edit.open' }], until: isEditing }),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: t.modalTitle })
    await userEvent.click(
      within(dialog).getByRole('button', { name: /Remover arquivo laudo-medico-2025\.pdf/ }),
    )
    const confirm = await page().findByRole('alertdialog', { name: ptBR.common.attention })
    await expect(confirm).toHaveTextContent(ptBR.application.personalData.laudoRemoveMessage)
    // Visible once the dialog's entrance has run.
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: ptBR.common.confirmRemove })).toBeVisible(),
    )
    await expect(within(confirm).getByRole('button', { name: ptBR.common.no })).toBeVisible()
  },
}

/** A photo chosen with the plus button: the crop modal ('Girar Foto', 'Cancelar', 'Salvar'). */
export const AvatarCrop: Story = {
  ...scenario({ until: isViewing }),
  play: async ({ canvasElement }) => {
    const canvas = document.createElement('canvas')
    canvas.width = 40
    canvas.height = 40
    const context = canvas.getContext('2d')!
    context.fillStyle = '#0a7'
    context.fillRect(0, 0, 40, 40)
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'))
    const input = canvasElement.querySelector<HTMLInputElement>('[data-slot="avatar-picker-input"]')!
    await userEvent.upload(input, new File([blob], 'foto.png', { type: 'image/png' }))
    const crop = await page().findByRole('dialog')
    await waitFor(() =>
      expect(within(crop).getByRole('button', { name: ptBR.profile.avatar.rotate })).toBeVisible(),
    )
    await expect(within(crop).getByRole('button', { name: ptBR.profile.avatar.cancel })).toBeVisible()
    await expect(within(crop).getByRole('button', { name: ptBR.profile.avatar.save })).toBeVisible()
  },
}
