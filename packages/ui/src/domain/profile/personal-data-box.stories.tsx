import {
  personalDataAlertText,
  personalDataBoxRows,
  ptBR,
  type PersonalDataAlertView,
  type PersonalDataBoxView,
  type PersonalDataProfile,
} from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { filledPersonalData, foreignPersonalData } from '../applications/application-form.fixtures'
import { AvatarPicker } from './avatar-picker'
import { PersonalDataBox } from './personal-data-box'
import { emptyProfile, sampleProfile } from './personal-data-section.fixtures'

// The profile's 'Dados Pessoais' box on its own, one story per state a designer reviews. Its lines come
// from core's `personalDataBoxRows` (what `connectPersonalData` gives the box) for the section's sample
// profiles. Reading the profile, its failure and the edit modal are the section's
// (Domínio/Perfil/PersonalDataSection).

const t = ptBR.profile.personalData
const fields = ptBR.application.personalData.fields

/** The box's view for a profile, as core's connect builds it. */
const boxOf = (profile: PersonalDataProfile, busy = false): PersonalDataBoxView => ({
  title: ptBR.profile.menu.personalData,
  ...personalDataBoxRows(profile),
  editLabel: ptBR.profile.edit,
  onEdit: fn(),
  busy,
})

const savedAlert: PersonalDataAlertView = {
  kind: 'saved',
  tone: 'success',
  ...personalDataAlertText('saved'),
  dismissLabel: ptBR.common.close,
  onDismiss: fn(),
}

const meta = {
  title: 'Domínio/Perfil/PersonalDataBox',
  component: PersonalDataBox,
  args: { box: boxOf(sampleProfile) },
  argTypes: {
    avatar: { control: false },
    editRef: { control: false },
    headingLevel: { control: 'select', options: [2, 3] },
  },
} satisfies Meta<typeof PersonalDataBox>

export default meta
type Story = StoryObj<typeof meta>

/** The value shown on a line of the list. */
const valueOf = (canvas: ReturnType<typeof within>, label: string) => {
  const row = canvas.getByText(label, { selector: 'dt' }).parentElement!
  return within(row).getByRole('definition')
}

/** The sample candidate, with the photo's plus button (as the profile shows it). */
export const Playground: Story = {
  args: {
    avatar: (
      <AvatarPicker
        variant="icon"
        name="Ana Souza Lima"
        src={null}
        onSave={fn()}
        label={ptBR.profile.avatar.add}
        texts={ptBR.profile.avatar}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dados Pessoais' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: ptBR.profile.avatar.add })).toBeVisible()
    await expect(canvas.getByRole('button', { name: ptBR.profile.edit })).toBeVisible()
  },
}

/** Every line of the spec's list in its order, the empty social name as 'Não informado'. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((dt) => dt.textContent)
    await expect(terms).toEqual([
      fields.pronoun,
      t.box.name,
      fields.social_name,
      fields.email,
      t.box.phone,
      fields.race_and_ethnicity,
      fields.gender,
      fields.sexual_orientation,
      fields.birthday,
      fields.nationality,
      fields.cpf,
      fields.personal_income,
      fields.family_income,
      fields.marital_status,
      t.box.disability,
      t.box.address,
    ])
    await expect(valueOf(canvas, t.box.name)).toHaveTextContent('Ana Souza Lima')
    await expect(valueOf(canvas, fields.social_name)).toHaveTextContent(t.box.notInformed)
    await expect(valueOf(canvas, fields.pronoun)).toHaveTextContent('Ela/dela')
    await expect(valueOf(canvas, t.box.phone)).toHaveTextContent('(11) 98765-4321')
    await expect(valueOf(canvas, fields.birthday)).toHaveTextContent('14/05/1995')
    await expect(valueOf(canvas, fields.cpf)).toHaveTextContent('529.982.247-25')
    await expect(valueOf(canvas, t.box.disability)).toHaveTextContent('Auditiva')
    await expect(valueOf(canvas, t.box.address)).toHaveTextContent(
      'Avenida Paulista, 1578, Apto 42, Bela Vista, São Paulo - SP',
    )
  },
}

/** 'Editar' by keyboard: it names the box it edits and calls the edit. */
export const EditByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const edit = canvas.getByRole('button', { name: ptBR.profile.edit })
    await expect(edit).toHaveAccessibleDescription(ptBR.profile.menu.personalData)
    await userEvent.tab()
    await expect(edit).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.box.onEdit).toHaveBeenCalledOnce()
  },
}

/** The disability's help by keyboard: the tooltip says what the candidate asked for; Esc closes it. */
export const DisabilityHelp: Story = {
  play: async ({ canvas, canvasElement }) => {
    const help = canvas.getByRole('button', { name: t.box.needHelpLabel })
    await expect(help).toHaveAccessibleDescription('Intérprete de Libras nas entrevistas')
    await userEvent.tab()
    await userEvent.tab()
    await expect(help).toHaveFocus()
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Intérprete de Libras nas entrevistas')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull())
    await expect(help).toHaveFocus()
  },
}

/** No disability: 'Não', without the help. */
export const NoDisability: Story = {
  args: { box: boxOf({ ...sampleProfile, values: filledPersonalData }) },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, t.box.disability)).toHaveTextContent(t.disabilityNone)
    await expect(canvas.queryByRole('button', { name: t.box.needHelpLabel })).toBeNull()
  },
}

/** A foreigner: the RNE/passport line instead of the CPF's. */
export const Foreigner: Story = {
  args: { box: boxOf({ ...sampleProfile, values: foreignPersonalData }) },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, fields.passport)).toHaveTextContent('V123456789')
    await expect(valueOf(canvas, fields.nationality)).toHaveTextContent('Venezuela')
    await expect(canvas.queryByText(fields.cpf, { selector: 'dt' })).toBeNull()
  },
}

/** A new account (the sign-up's name and e-mail, the default nationality): the rest 'Não informado'. */
export const Empty: Story = {
  args: { box: boxOf(emptyProfile) },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, t.box.name)).toHaveTextContent('Bruno Lima')
    await expect(valueOf(canvas, fields.email)).toHaveTextContent('bruno.lima@example.com')
    const empty = canvas.getAllByText(t.box.notInformed)
    await expect(valueOf(canvas, fields.nationality)).toHaveTextContent('Brasil')
    // 16 lines, three of them filled.
    await expect(empty).toHaveLength(13)
    await expect(valueOf(canvas, t.box.address)).toHaveTextContent(t.box.notInformed)
  },
}

/** The form is open, or the profile is read again after a save: the box says it is busy. */
export const Busy: Story = {
  args: { box: boxOf(sampleProfile, true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: ptBR.profile.menu.personalData })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

/** Saved: 'Pronto!' / 'Dados pessoais salvo com sucesso' over the list; 'Fechar' dismisses it. */
export const Saved: Story = {
  args: { alert: savedAlert },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status')
    await expect(alert).toHaveTextContent(ptBR.common.done)
    await expect(alert).toHaveTextContent(t.saved)
    await userEvent.click(within(alert).getByRole('button', { name: ptBR.common.close }))
    await expect(savedAlert.onDismiss).toHaveBeenCalled()
  },
}

/** The register and update pages: the list without 'Editar'. */
export const NotEditable: Story = {
  args: { editable: false, headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: ptBR.profile.menu.personalData }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: ptBR.profile.edit })).toBeNull()
  },
}

export const Mobile: Story = {
  args: Playground.args,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
