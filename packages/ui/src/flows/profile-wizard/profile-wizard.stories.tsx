import { INVALID_FIELD_FOCUS_DELAY_MS, ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ProfileWizard, type ProfileWizardProps } from './profile-wizard'
import {
  listedEntries,
  listsRequest,
  nothingListed,
  onStep,
  questionsRequest,
  samplePortfolio,
  startProfileWizard,
  wizardLists,
  type ProfileWizardScenario,
  type ProfileWizardTestActor,
} from './profile-wizard.fixtures'
import { SAMPLE_NOW } from '../../domain/profile/resume-section.fixtures'

// The profile update wizard ('Atualização de Perfil'), one story per state a designer reviews, rendered
// by the real profile-wizard machine with its real children (the personal data, the section lists, the
// no-experience flag) and fake platform calls. Each story's scenario (parameters.wizard) is played
// before it renders; the refusals ('Uoops') are played by clicking 'Continuar'.

type StoryArgs = Omit<ProfileWizardProps, 'actor'>

let running: ProfileWizardTestActor | undefined

const meta = {
  title: 'Domínio/Perfil/ProfileWizard',
  component: ProfileWizard,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: { lists: wizardLists, now: SAMPLE_NOW },
  parameters: {
    viewport: {
      options: {
        mobile390: { name: 'Celular 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      running = await startProfileWizard((parameters.wizard ?? {}) as ProfileWizardScenario)
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => (
    <ProfileWizard {...args} actor={(loaded as { actor: ProfileWizardTestActor }).actor} />
  ),
} satisfies Meta<typeof ProfileWizard>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const w = ptBR.profile.wizard
const scenario = (wizard: ProfileWizardScenario) => ({ parameters: { wizard } })
const page = () => within(document.body)

/** The first step of a request with every step: the personal data inline, the steps bar, the deadline. */
export const Playground: Story = {
  ...scenario({ until: onStep('personal_data') }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: w.title })).toBeVisible()
    await expect(canvas.getByText('Atualize até 03/12/2026')).toBeVisible()
    const steps = canvas.getByRole('navigation', { name: w.stepsLabel })
    const items = within(steps).getAllByRole('listitem')
    await expect(items).toHaveLength(5)
    await expect(items[0]).toHaveAttribute('aria-current', 'step')
    await expect(canvas.getByText(w.stepOf(1, 5))).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: w.steps.personal_data })).toBeVisible()
    await expect(await canvas.findByRole('textbox', { name: /^Sobrenome/ })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: w.back })).toBeNull()
    await expect(canvas.getByRole('button', { name: w.continue })).toBeEnabled()
  },
}

/** The request is being read. */
export const Loading: Story = {
  ...scenario({ fakes: { load: 'pending' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ptBR.common.loading)
  },
}

/** The request could not be read: the message and 'Tentar novamente'. */
export const LoadFailed: Story = {
  ...scenario({ fakes: { load: { code: 'INTERNAL' } }, until: (s) => s.matches('loadFailed') }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(w.loadFailed)
    await expect(canvas.getByRole('button', { name: ptBR.application.tryAgain })).toBeVisible()
  },
}

/** An unknown token, or another person's request: said on the page, with a link home. */
export const NotFound: Story = {
  ...scenario({ fakes: { load: { code: 'NOT_FOUND' } }, until: (s) => s.matches('notFound') }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: w.notFound.title })).toBeVisible()
    await expect(canvas.getByText(w.notFound.message)).toBeVisible()
    await expect(canvas.getByRole('link', { name: w.goHome })).toHaveAttribute('href', '/')
  },
}

/** 'Formações' with nothing listed yet. */
export const EducationEmpty: Story = {
  ...scenario({ fakes: { request: listsRequest, lists: nothingListed }, until: onStep('education') }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: w.steps.education })).toBeVisible()
    await expect(canvas.getByText(ptBR.ui.domain.resume.empty.education)).toBeVisible()
    await expect(canvas.getByRole('button', { name: ptBR.profile.add })).toBeEnabled()
  },
}

/** 'Formações' with what the candidate lists (edit and remove on each). */
export const EducationWithEntries: Story = {
  ...scenario({ fakes: { request: listsRequest }, until: onStep('education') }),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: ptBR.profile.menu.educations })
    await expect(within(box).getAllByRole('button', { name: ptBR.profile.edit }).length).toBeGreaterThan(0)
  },
}

/** No education and 'Continuar': 'Uoops' / 'Informe ao menos uma formação'; 'Ok' returns to 'Continuar'. */
export const EducationMissing: Story = {
  ...scenario({ fakes: { request: listsRequest, lists: nothingListed }, until: onStep('education') }),
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: w.continue })
    await userEvent.click(next)
    const dialog = await page().findByRole('alertdialog', { name: ptBR.common.uoops })
    await expect(dialog).toHaveTextContent('Informe ao menos uma formação')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: ptBR.common.ok })).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: ptBR.common.ok }))
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(next).toHaveFocus())
  },
}

/** 'Experiências Profissionais' empty, with 'Não possuo experiência profissional' checked. */
export const ExperienceNoneChecked: Story = {
  ...scenario({
    fakes: {
      request: listsRequest,
      lists: { ...nothingListed, education: listedEntries.education },
      noExperience: true,
    },
    goTo: 'professional_xp',
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: w.steps.professional_xp })).toBeVisible()
    const flag = await canvas.findByRole('checkbox', { name: ptBR.profile.experience.none })
    await waitFor(() => expect(flag).toBeChecked())
    await expect(canvas.getByRole('button', { name: w.back })).toBeEnabled()
  },
}

/** No experience, the flag off, and 'Continuar': 'Uoops' / 'Informe sua experiência profissional'. */
export const ExperienceMissing: Story = {
  ...scenario({
    fakes: { request: listsRequest, lists: { ...nothingListed, education: listedEntries.education } },
    goTo: 'professional_xp',
  }),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: ptBR.profile.experience.none })).toBeEnabled(),
    )
    await userEvent.click(canvas.getByRole('button', { name: w.continue }))
    const dialog = await page().findByRole('alertdialog', { name: ptBR.common.uoops })
    await expect(dialog).toHaveTextContent('Informe sua experiência profissional')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: ptBR.common.ok })).toBeVisible())
  },
}

/** 'Idiomas': optional, its intro says so. */
export const Languages: Story = {
  ...scenario({ fakes: { request: listsRequest }, goTo: 'languages' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: w.steps.languages })).toBeVisible()
    await expect(canvas.getByText(w.languagesIntro)).toBeVisible()
    await expect(canvas.getByText(w.stepOf(3, 3))).toBeVisible()
    const items = within(canvas.getByRole('navigation', { name: w.stepsLabel })).getAllByRole('listitem')
    await expect(items[0]).toHaveAttribute('data-state', 'done')
    await expect(items[2]).toHaveAttribute('aria-current', 'step')
  },
}

/** The company's questions: text, select, radio buttons, check boxes and a file already sent. */
export const Questions: Story = {
  ...scenario({
    fakes: { request: questionsRequest },
    until: onStep('questions'),
    steps: [
      {
        type: 'file.upload',
        questionId: 'q5',
        file: { name: samplePortfolio.name, size: 120_000, type: 'application/pdf' },
      },
      onStep('questions'),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(w.questionsIntro)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Qual é a sua pretensão salarial/ })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: /Qual turno você prefere/ })).toBeVisible()
    await expect(canvas.getByRole('radiogroup')).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'Power BI' })).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: `Visualizar arquivo ${samplePortfolio.name}` }),
    ).toBeVisible()
  },
}

/** 'Continuar' with required questions unanswered: each says why, the first takes the focus. */
export const QuestionErrors: Story = {
  ...scenario({ fakes: { request: questionsRequest }, until: onStep('questions') }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: w.continue }))
    const salary = canvas.getByRole('textbox', { name: /Qual é a sua pretensão salarial/ })
    await waitFor(() => expect(salary).toHaveAttribute('aria-invalid', 'true'))
    await expect(canvas.getAllByText(ptBR.validation.required).length).toBe(2)
    await waitFor(() => expect(salary).toHaveFocus(), { timeout: INVALID_FIELD_FOCUS_DELAY_MS + 2000 })
  },
}

/** The answers on their way: both buttons disabled, 'Continuar' busy. */
export const Submitting: Story = {
  ...scenario({
    fakes: { request: listsRequest, submit: 'pending' },
    goTo: 'languages',
    steps: [{ type: 'step.next' }],
    until: (s) => s.matches('submitting'),
  }),
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: w.continue })
    await expect(next).toBeDisabled()
    await expect(next).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: w.back })).toBeDisabled()
  },
}

/**
 * A 390 px wide phone, by keyboard: nothing scrolls sideways, the buttons take the whole width, and
 * Enter on 'Continuar' brings the next step's heading into focus.
 */
export const Mobile390: Story = {
  ...scenario({ fakes: { request: listsRequest }, goTo: 'professional_xp' }),
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390)
    await expect(canvas.getByRole('heading', { level: 2, name: w.steps.professional_xp })).toBeVisible()
    const root = canvasElement.ownerDocument.documentElement
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    const back = canvas.getByRole('button', { name: w.back })
    const next = canvas.getByRole('button', { name: w.continue })
    await expect(back.getBoundingClientRect().width).toBe(next.getBoundingClientRect().width)
    await expect(back.getBoundingClientRect().top).toBeLessThan(next.getBoundingClientRect().top)
    next.focus()
    await userEvent.keyboard('{Enter}')
    const heading = await canvas.findByRole('heading', { level: 2, name: w.steps.languages })
    await waitFor(() => expect(heading).toHaveFocus())
  },
}
