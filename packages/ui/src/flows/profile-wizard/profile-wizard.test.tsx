import { ptBR } from '@carreiras/core'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ProfileWizard } from './profile-wizard'
import {
  listedEntries,
  listsRequest,
  nothingListed,
  onStep,
  questionsRequest,
  startProfileWizard,
  wizardLists,
  type ProfileWizardScenario,
} from './profile-wizard.fixtures'
import { emptyProfile } from '../../domain/profile/personal-data-section.fixtures'
import { SAMPLE_NOW } from '../../domain/profile/resume-section.fixtures'

const w = ptBR.profile.wizard

async function mount(scenario: ProfileWizardScenario = {}) {
  const actor = await startProfileWizard(scenario)
  render(<ProfileWizard actor={actor} lists={wizardLists} now={SAMPLE_NOW} />)
  return actor
}

const continueButton = () => screen.getByRole('button', { name: w.continue })
const stepItems = () =>
  within(screen.getByRole('navigation', { name: w.stepsLabel })).getAllByRole('listitem')

describe('ProfileWizard', () => {
  it('shows an announced spinner under the title while the request loads', async () => {
    await mount({ fakes: { load: 'pending' } })
    expect(screen.getByRole('heading', { level: 1, name: w.title })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain(ptBR.common.loading)
    expect(screen.queryByRole('button', { name: w.continue })).toBeNull()
  })

  it('draws the steps bar, the progress, the step heading and no "Voltar" on the first step', async () => {
    await mount({ until: onStep('personal_data') })
    expect(screen.getByText(fullDeadline)).toBeTruthy()
    const items = stepItems()
    const labels = [
      w.steps.personal_data,
      w.steps.education,
      w.steps.professional_xp,
      w.steps.languages,
      w.steps.questions,
    ]
    expect(items).toHaveLength(labels.length)
    items.forEach((item, index) => expect(within(item).getByText(labels[index]!)).toBeTruthy())
    expect(items[0]!.getAttribute('aria-current')).toBe('step')
    expect(items.slice(1).every((item) => item.getAttribute('aria-current') === null)).toBe(true)
    expect(screen.getByText(w.stepOf(1, 5)).getAttribute('role')).toBe('status')
    expect(screen.getByRole('heading', { level: 2, name: w.steps.personal_data })).toBeTruthy()
    // The personal data inline: its fields, no second heading of its own.
    await screen.findByRole('textbox', { name: /^Sobrenome/ })
    expect(screen.getAllByRole('heading', { name: w.steps.personal_data })).toHaveLength(1)
    expect(screen.queryByRole('button', { name: w.back })).toBeNull()
    const next = continueButton()
    expect(next.hasAttribute('disabled')).toBe(false)
  })

  it('"Continuar" saves the personal data and goes on to the next step', async () => {
    await mount({ until: onStep('personal_data') })
    await screen.findByRole('textbox', { name: /^Sobrenome/ })
    await userEvent.click(continueButton())
    const heading = await screen.findByRole('heading', { level: 2, name: w.steps.education })
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })

  it('a personal data that does not pass keeps the step and marks the fields', async () => {
    const actor = await mount({ fakes: { profile: emptyProfile }, until: onStep('personal_data') })
    await screen.findByRole('textbox', { name: /^Sobrenome/ })
    await userEvent.click(continueButton())
    await waitFor(() => expect(actor.getSnapshot().context.errorsShown).toBe(1))
    expect(onStep('personal_data')(actor.getSnapshot())).toBe(true)
    expect(screen.getAllByText(ptBR.validation.required).length).toBeGreaterThan(0)
    expect(screen.getByRole('heading', { level: 2, name: w.steps.personal_data })).toBeTruthy()
  })

  it("a failed save: 'Uoops' in the form, everything kept, the focus back on 'Continuar'", async () => {
    const actor = await mount({
      fakes: { personalData: { save: { code: 'INTERNAL' } } },
      until: onStep('personal_data'),
    })
    await screen.findByRole('textbox', { name: /^Sobrenome/ })
    await userEvent.click(continueButton())
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(ptBR.common.uoops)
    expect(alert.textContent).toContain(ptBR.profile.personalData.saveFailed)
    expect(onStep('personal_data')(actor.getSnapshot())).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(continueButton()))
  })

  it('"Continuar" is disabled and busy while the personal data saves', async () => {
    await mount({
      fakes: { personalData: { save: 'pending' } },
      until: onStep('personal_data'),
    })
    await userEvent.click(continueButton())
    await waitFor(() => expect(continueButton().hasAttribute('disabled')).toBe(true))
    expect(continueButton().getAttribute('aria-busy')).toBe('true')
  })

  it('a step change moves the focus to the new heading; done steps are marked and said', async () => {
    await mount({ fakes: { request: listsRequest }, until: onStep('education') })
    await userEvent.click(continueButton())
    const heading = await screen.findByRole('heading', { level: 2, name: w.steps.professional_xp })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    const items = stepItems()
    expect(items[0]!.getAttribute('data-state')).toBe('done')
    expect(items[0]!.textContent).toContain(ptBR.ui.display.stepsBar.completed)
    expect(items[1]!.getAttribute('aria-current')).toBe('step')
    expect(screen.getByText(w.stepOf(2, 3)).getAttribute('role')).toBe('status')

    // 'Voltar' comes before 'Continuar' and goes back, the heading focused again.
    const back = screen.getByRole('button', { name: w.back })
    expect(back.compareDocumentPosition(continueButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await userEvent.click(back)
    const first = await screen.findByRole('heading', { level: 2, name: w.steps.education })
    await waitFor(() => expect(document.activeElement).toBe(first))
  })

  it("no education: 'Uoops' / 'Informe ao menos uma formação', and 'Ok' gives the focus back", async () => {
    const actor = await mount({
      fakes: { request: listsRequest, lists: nothingListed },
      until: onStep('education'),
    })
    await userEvent.click(continueButton())
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByRole('heading', { name: ptBR.common.uoops })).toBeTruthy()
    expect(dialog.textContent).toContain(ptBR.profile.education.atLeastOne)
    expect(dialog.textContent).toContain('Informe ao menos uma formação')
    await userEvent.click(within(dialog).getByRole('button', { name: ptBR.common.ok }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(continueButton()))
    expect(onStep('education')(actor.getSnapshot())).toBe(true)
  })

  it("no experience and the flag off: 'Informe sua experiência profissional'", async () => {
    await mount({
      fakes: {
        request: listsRequest,
        lists: { ...nothingListed, education: listedEntries.education },
      },
      goTo: 'professional_xp',
    })
    expect(await screen.findByRole('checkbox', { name: ptBR.profile.experience.none })).toBeTruthy()
    await userEvent.click(continueButton())
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('Informe sua experiência profissional')
  })

  it('refused questions: each says why, and the first invalid one takes the focus', async () => {
    await mount({ fakes: { request: questionsRequest }, until: onStep('questions') })
    expect(screen.getByRole('heading', { level: 2, name: w.steps.questions })).toBeTruthy()
    expect(screen.getByText(w.questionsIntro)).toBeTruthy()
    await userEvent.click(continueButton())
    const salary = screen.getByRole('textbox', { name: /Qual é a sua pretensão salarial/ })
    await waitFor(() => expect(salary.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getAllByText(ptBR.validation.required).length).toBeGreaterThan(0)
    await waitFor(() => expect(document.activeElement).toBe(salary), { timeout: 2000 })
  })

  it('submitting: both buttons disabled, "Continuar" busy', async () => {
    await mount({
      fakes: { request: listsRequest, submit: 'pending' },
      goTo: 'languages',
    })
    await userEvent.click(continueButton())
    await waitFor(() => expect(continueButton().getAttribute('aria-busy')).toBe('true'))
    expect(continueButton().hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: w.back }).hasAttribute('disabled')).toBe(true)
  })

  it('an unknown request: the title, the message and a link home', async () => {
    await mount({ fakes: { load: { code: 'NOT_FOUND' } }, until: (s) => s.matches('notFound') })
    expect(screen.getByRole('heading', { level: 2, name: w.notFound.title })).toBeTruthy()
    expect(screen.getByText(w.notFound.message)).toBeTruthy()
    expect(screen.getByRole('link', { name: w.goHome }).getAttribute('href')).toBe('/')
  })

  it('a failed load says so; "Tentar novamente" loads again', async () => {
    const actor = await mount({
      fakes: { load: { code: 'INTERNAL' } },
      until: (s) => s.matches('loadFailed'),
    })
    expect(screen.getByRole('alert').textContent).toContain(w.loadFailed)
    const seen: string[] = []
    actor.subscribe((s) => seen.push(JSON.stringify(s.value)))
    await userEvent.click(screen.getByRole('button', { name: ptBR.application.tryAgain }))
    await waitFor(() => expect(seen).toContain('"loading"'))
  })

  it('a request with no step is completed at once: a spinner, no empty step', async () => {
    await mount({
      fakes: { request: { ...listsRequest, steps: [] }, submit: 'pending' },
      until: (s) => s.matches('submitting'),
    })
    expect(screen.getByRole('status').textContent).toContain(ptBR.common.loading)
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('after the last step the screen waits with a spinner while the app leaves', async () => {
    const actor = await mount({ fakes: { request: listsRequest }, goTo: 'languages' })
    await userEvent.click(continueButton())
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'))
    await act(async () => {})
    expect(screen.getByRole('status').textContent).toContain(ptBR.common.loading)
  })
})

const fullDeadline = 'Atualize até 03/12/2026'
