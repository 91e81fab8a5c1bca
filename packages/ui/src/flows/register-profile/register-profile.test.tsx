import { ptBR } from '@carreiras/core'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RegisterProfile } from './register-profile'
import {
  ready,
  registerLists,
  somethingListed,
  startRegisterProfile,
  talentBankQuestions,
  validExperience,
  type RegisterProfileScenario,
} from './register-profile.fixtures'
import { SAMPLE_NOW } from '../../domain/profile/resume-section.fixtures'

const t = ptBR.profile

async function mount(scenario: RegisterProfileScenario = {}) {
  const actor = await startRegisterProfile({ until: ready, ...scenario })
  render(<RegisterProfile actor={actor} lists={registerLists} now={SAMPLE_NOW} />)
  return actor
}

describe('RegisterProfile', () => {
  it('is a region named by its title, with the personal data, the three sections and the button', async () => {
    await mount()
    const page = screen.getByRole('region', { name: 'Deixe seu perfil' })
    expect(within(page).getByRole('heading', { level: 1, name: 'Deixe seu perfil' })).toBeTruthy()
    expect(within(page).getByRole('heading', { level: 2, name: t.menu.personalData })).toBeTruthy()
    for (const name of [t.menu.educations, t.menu.experiences, t.menu.languages]) {
      expect(within(page).getByRole('region', { name })).toBeTruthy()
    }
    expect(screen.getByRole('group', { name: 'Formação 1' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Experiência profissional 1' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Idioma 1' })).toBeTruthy()
    // The only form of a section stays: no 'Remover' on it.
    expect(
      within(screen.getByRole('group', { name: 'Formação 1' })).queryByRole('button', { name: 'Remover' }),
    ).toBeNull()
    expect(screen.getByRole('button', { name: t.register.submit }).hasAttribute('disabled')).toBe(false)
  })

  it('shows a spinner while loading, announced', async () => {
    const actor = await startRegisterProfile({ fakes: { load: 'pending' } })
    render(<RegisterProfile actor={actor} lists={registerLists} />)
    expect(screen.getByRole('status').textContent).toContain(ptBR.common.loading)
  })

  it('education left empty: the section says so (announced), its fields are marked, the first is focused', async () => {
    const actor = await mount()
    actor.send({
      type: 'drafts.change',
      section: 'experience',
      drafts: [{ key: 'x1', values: validExperience }],
    })
    await userEvent.click(screen.getByRole('button', { name: t.register.submit }))
    const education = screen.getByRole('region', { name: t.menu.educations })
    const message = within(education).getByRole('alert')
    expect(message.textContent).toBe(t.education.registerInvalid)
    expect(education.getAttribute('aria-describedby')).toBe(message.id)
    const invalid = education.querySelectorAll('[aria-invalid="true"]')
    expect(invalid.length).toBeGreaterThan(0)
    await waitFor(() => expect(education.contains(document.activeElement)).toBe(true), { timeout: 2000 })
    // The experience typed is still there.
    expect(actor.getSnapshot().context.drafts.experience[0]?.values).toEqual(validExperience)
    expect(within(screen.getByRole('region', { name: t.menu.experiences })).queryByRole('alert')).toBeNull()
  })

  it('adds and removes extra forms through the machine', async () => {
    const actor = await mount()
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar outra formação' }))
    const second = await screen.findByRole('group', { name: 'Formação 2' })
    expect(actor.getSnapshot().context.drafts.education).toHaveLength(2)
    await userEvent.click(within(second).getByRole('button', { name: 'Remover' }))
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Formação 2' })).toBeNull())
    expect(actor.getSnapshot().context.drafts.education).toHaveLength(1)
  })

  it('"Não possuo experiência profissional" hides the experience forms', async () => {
    const actor = await mount()
    await userEvent.click(screen.getByRole('checkbox', { name: t.experience.none }))
    expect(actor.getSnapshot().context.noExperience).toBe(true)
    expect(screen.queryByRole('group', { name: 'Experiência profissional 1' })).toBeNull()
  })

  it('lists what the candidate has; every added form can be removed', async () => {
    await mount({ fakes: { data: somethingListed } })
    const education = screen.getByRole('region', { name: t.menu.educations })
    expect(within(education).getByRole('list', { name: t.register.listedHint })).toBeTruthy()
    expect(within(education).getAllByRole('listitem')).toHaveLength(1)
    expect(within(education).queryByRole('button', { name: ptBR.profile.edit })).toBeNull()
    await userEvent.click(within(education).getByRole('button', { name: 'Adicionar outra formação' }))
    const added = await within(education).findByRole('group', { name: 'Formação 1' })
    expect(within(added).getByRole('button', { name: 'Remover' })).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: t.experience.none })).toBeNull()
  })

  it('a failed save is an alert with everything kept; success is announced', async () => {
    const failed = await startRegisterProfile({
      fakes: { saveEntry: { code: 'INTERNAL' } },
      steps: ['fill', { type: 'form.submit' }],
      until: (s) => s.matches('filling') && s.context.alert !== null,
    })
    const { unmount } = render(<RegisterProfile actor={failed} lists={registerLists} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(ptBR.common.uoops)
    expect(alert.textContent).toContain(t.register.failed)
    expect(screen.getByRole('group', { name: 'Experiência profissional 1' })).toBeTruthy()
    unmount()

    const done = await startRegisterProfile({
      steps: ['fill', { type: 'form.submit' }],
      until: (s) => s.matches('done'),
    })
    render(<RegisterProfile actor={done} lists={registerLists} />)
    const status = screen.getByRole('status')
    expect(status.textContent).toContain(t.register.doneTitle)
    expect(status.textContent).toContain(t.register.doneMessage)
    expect(screen.queryByRole('button', { name: t.register.submit })).toBeNull()
  })

  it('the talent bank asks the brand’s questions after marital status and marks the unanswered', async () => {
    const actor = await mount({ input: { variant: 'talentBank', questions: talentBankQuestions } })
    expect(screen.getByRole('heading', { level: 1, name: t.register.talentBank.title })).toBeTruthy()
    actor.send({
      type: 'drafts.change',
      section: 'experience',
      drafts: [{ key: 'x1', values: validExperience }],
    })
    await userEvent.click(screen.getByRole('button', { name: t.register.submit }))
    const fieldset = screen.getByRole('group', { name: /Qual é a sua disponibilidade de horário/ })
    expect(fieldset.getAttribute('aria-invalid')).toBe('true')
    await userEvent.click(within(fieldset).getByRole('radio', { name: 'Tarde' }))
    expect(actor.getSnapshot().context.answers['disponibilidade']).toBe('Tarde')
    expect(fieldset.getAttribute('aria-invalid')).toBeNull()
  })

  it('the update page: languages only, "Salvar"', async () => {
    await mount({ input: { variant: 'update' }, fakes: { data: somethingListed } })
    expect(screen.getByRole('heading', { level: 1, name: t.wizard.title })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Adicionar outra formação' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Adicionar outra experiência' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Adicionar outro idioma' })).toBeTruthy()
    expect(screen.getByRole('button', { name: ptBR.common.save })).toBeTruthy()
  })
})
