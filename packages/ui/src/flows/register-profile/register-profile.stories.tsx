import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { RegisterProfile, type RegisterProfileActor, type RegisterProfileProps } from './register-profile'
import {
  newAccountProfile,
  ready,
  registerLists,
  somethingListed,
  startRegisterProfile,
  talentBankQuestions,
  validExperience,
  type RegisterProfileScenario,
  type RegisterProfileSnapshot,
} from './register-profile.fixtures'
import { SAMPLE_NOW } from '../../domain/profile/resume-section.fixtures'

// The register pages (/deixe-seu-perfil, /banco-de-talentos, /atualizacao-perfil), one story per state a
// designer reviews, rendered by the real register-profile machine and its real personal-data child with
// fake platform calls. Each story's scenario (parameters.register) is played before it renders.

type StoryArgs = Omit<RegisterProfileProps, 'actor'>

let running: RegisterProfileActor | undefined

const meta = {
  title: 'Domínio/Perfil/RegisterProfile',
  component: RegisterProfile,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: { lists: registerLists, now: SAMPLE_NOW },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      running = await startRegisterProfile((parameters.register ?? {}) as RegisterProfileScenario)
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => (
    <RegisterProfile {...args} actor={(loaded as { actor: RegisterProfileActor }).actor} />
  ),
} satisfies Meta<typeof RegisterProfile>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const t = ptBR.profile
const scenario = (register: RegisterProfileScenario) => ({ parameters: { register } })
const submitted = (s: RegisterProfileSnapshot) => s.matches('filling') && s.context.checked

/** Filling in: the personal data, one education, one experience and one language form. */
export const Playground: Story = {
  ...scenario({ until: ready }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deixe seu perfil' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: t.menu.personalData })).toBeVisible()
    await expect(canvas.getByRole('region', { name: t.menu.educations })).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Formação 1' })).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: t.experience.none })).not.toBeChecked()
    await expect(canvas.getByRole('button', { name: t.register.submit })).toBeEnabled()
  },
}

/** The page and the personal data load. */
export const Loading: Story = {
  ...scenario({ fakes: { load: 'pending' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ptBR.common.loading)
  },
}

/** What the candidate had could not be read: 'Tentar novamente'. */
export const LoadFailed: Story = {
  ...scenario({ fakes: { load: { code: 'NETWORK' } }, until: (s) => s.matches('loadFailed') }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ptBR.common.somethingWentWrong)
    await expect(canvas.getByRole('button', { name: ptBR.application.tryAgain })).toBeVisible()
  },
}

/** A new account submits: the personal data marks its broken fields, nothing is sent. */
export const InvalidPersonalData: Story = {
  ...scenario({
    fakes: { profile: newAccountProfile },
    steps: ['fill', { type: 'form.submit' }, (s) => s.matches('filling') && s.context.personalDataInvalid],
  }),
  play: async ({ canvas }) => {
    const personal = canvas.getByRole('heading', { level: 2, name: t.menu.personalData }).closest('form')!
    await waitFor(() =>
      expect(within(personal).getAllByText(ptBR.validation.required).length).toBeGreaterThan(0),
    )
  },
}

/** Education left empty: 'Preencha corretamente sua formação', the form's errors shown. */
export const InvalidEducation: Story = {
  ...scenario({
    steps: [
      { type: 'drafts.change', section: 'experience', drafts: [{ key: 'x1', values: validExperience }] },
      { type: 'form.submit' },
      submitted,
    ],
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.education.registerInvalid)
    const education = canvas.getByRole('region', { name: t.menu.educations })
    await expect(within(education).getAllByText(ptBR.validation.required).length).toBeGreaterThan(0)
  },
}

/** No experience and the box unchecked: 'Preencha corretamente sua experiência profissional'. */
export const InvalidExperience: Story = {
  ...scenario({
    steps: [
      'fill',
      { type: 'drafts.change', section: 'experience', drafts: [] },
      { type: 'form.submit' },
      submitted,
    ],
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.experience.registerInvalid)
  },
}

/** 'Não possuo experiência profissional' checked: the experience forms step aside. */
export const NoExperience: Story = {
  ...scenario({ steps: [{ type: 'noExperience.change', checked: true }] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: t.experience.none })).toBeChecked()
    await expect(canvas.queryByRole('group', { name: 'Experiência profissional 1' })).toBeNull()
  },
}

/** Saving: everything disabled, the button busy. */
export const Saving: Story = {
  ...scenario({
    fakes: { saveEntry: 'pending' },
    steps: ['fill', { type: 'form.submit' }],
    until: (s) => s.matches({ submitting: 'savingEntry' }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t.register.submit })).toHaveAttribute('aria-busy', 'true')
  },
}

/** Done: 'Pronto' / 'Você completou o seu perfil!', announced, before /vagas. */
export const Done: Story = {
  ...scenario({ steps: ['fill', { type: 'form.submit' }], until: (s) => s.matches('done') }),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent(t.register.doneTitle)
    await expect(status).toHaveTextContent(t.register.doneMessage)
  },
}

/** A save failed: 'Uoops' / 'Ocorreu um problema ao deixar seu currículo', everything kept. */
export const Failed: Story = {
  ...scenario({
    fakes: { saveEntry: { code: 'INTERNAL' } },
    steps: ['fill', { type: 'form.submit' }],
    until: (s) => s.matches('filling') && s.context.alert !== null,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.register.failed)
    await expect(canvas.getByRole('group', { name: 'Formação 1' })).toBeVisible()
  },
}

/** A candidate with entries: they show as lists, and the forms only add. */
export const WithEntriesListed: Story = {
  ...scenario({ fakes: { data: somethingListed }, until: ready }),
  play: async ({ canvas }) => {
    const education = canvas.getByRole('region', { name: t.menu.educations })
    await expect(within(education).getByText(t.register.listedHint)).toBeVisible()
    await expect(within(education).queryByRole('group', { name: 'Formação 1' })).toBeNull()
    await expect(within(education).getByRole('button', { name: 'Adicionar outra formação' })).toBeVisible()
    await expect(canvas.queryByRole('checkbox', { name: t.experience.none })).toBeNull()
  },
}

/** The talent bank: the brand's questions after marital status, checked on submit. */
export const TalentBank: Story = {
  ...scenario({
    input: { variant: 'talentBank', questions: talentBankQuestions },
    steps: ['fill', { type: 'form.submit' }, submitted],
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.register.talentBank.title })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: t.register.talentBank.questions })).toBeVisible()
    const group = canvas.getByRole('group', { name: /Qual é a sua disponibilidade de horário/ })
    await expect(group).toHaveAttribute('aria-invalid', 'true')
  },
}

/** The talent bank, joined before: since when. */
export const TalentBankJoined: Story = {
  ...scenario({
    input: { variant: 'talentBank', questions: talentBankQuestions },
    fakes: { data: { ...somethingListed, talentBankJoinedAt: '2025-05-20T14:00:00Z' } },
    until: ready,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.register.talentBank.joinedSince('20/05/2025'))).toBeVisible()
  },
}

/** The update page: the personal data and the languages; 'Salvar'. */
export const Update: Story = {
  ...scenario({ input: { variant: 'update' }, fakes: { data: somethingListed }, until: ready }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.wizard.title })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Adicionar outra formação' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Adicionar outro idioma' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: ptBR.common.save })).toBeEnabled()
  },
}

/** The update page, saved: 'Pronto!' / 'Perfil atualizado com sucesso!'. */
export const UpdateDone: Story = {
  ...scenario({
    input: { variant: 'update' },
    fakes: { data: somethingListed },
    steps: [{ type: 'form.submit' }],
    until: (s) => s.matches('done'),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t.wizard.success)
  },
}

export const Mobile: Story = {
  ...scenario({ until: ready }),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
