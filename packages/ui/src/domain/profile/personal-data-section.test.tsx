import { INVALID_FIELD_FOCUS_DELAY_MS, ptBR } from '@carreiras/core'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { PersonalDataSection } from './personal-data-section'
import {
  emptyProfile,
  isEditing,
  isViewing,
  sampleProfile,
  sampleStates,
  startPersonalData,
  type PersonalDataScenario,
} from './personal-data-section.fixtures'

afterEach(cleanup)

const t = ptBR.profile.personalData
const fields = ptBR.application.personalData.fields

async function renderSection(scenario: PersonalDataScenario = {}) {
  const actor = await startPersonalData({ until: (s) => !s.matches('loading'), ...scenario })
  render(<PersonalDataSection actor={actor} states={sampleStates} />)
  return actor
}

/** What an element shows (hidden parts left out). */
function shownText(element: Element | null | undefined): string {
  if (!element) return ''
  const copy = element.cloneNode(true) as Element
  copy.querySelectorAll('[hidden]').forEach((hidden) => hidden.remove())
  return copy.textContent ?? ''
}

/** The box's lines as [label, value] pairs. */
const boxLines = () =>
  within(screen.getByRole('region', { name: ptBR.profile.menu.personalData }))
    .getAllByRole('term')
    .map((term) => [term.textContent, shownText(term.nextElementSibling)])

describe('PersonalDataSection', () => {
  it('announces the loading, then shows the box', async () => {
    const loading = await startPersonalData({ fakes: { load: 'pending' } })
    const { unmount } = render(<PersonalDataSection actor={loading} states={sampleStates} />)
    expect(screen.getByRole('status').textContent).toContain(ptBR.common.loading)
    unmount()
    await renderSection()
    expect(screen.getByRole('heading', { level: 2, name: 'Dados Pessoais' })).toBeTruthy()
  })

  it('lists every line of the box in the spec’s order, names for ids and the date as DD/MM/YYYY', async () => {
    await renderSection()
    expect(boxLines()).toEqual([
      ['Pronome', 'Ela/dela'],
      ['Nome', 'Ana Souza Lima'],
      ['Nome social', 'Não informado'],
      ['E-mail', 'ana.souza@example.com'],
      ['Telefone', '(11) 98765-4321'],
      ['Raça/Etnia', 'Parda'],
      ['Identidade de gênero', 'Mulher cisgênero'],
      ['Orientação sexual', 'Heterossexual'],
      ['Data de nascimento', '14/05/1995'],
      ['Nacionalidade', 'Brasil'],
      ['CPF', '529.982.247-25'],
      ['Renda mensal pessoal', 'De 1 a 3 salários mínimos'],
      ['Renda familiar', 'De 2 a 5 salários mínimos'],
      ['Estado civil', 'Solteiro(a)'],
      ['Deficiência', 'Auditiva'],
      ['Endereço', 'Avenida Paulista, 1578, Apto 42, Bela Vista, São Paulo - SP'],
    ])
    // The selection-process help: a button named for it, described by the candidate's words.
    const help = screen.getByRole('button', { name: t.box.needHelpLabel })
    const describedBy = (help.getAttribute('aria-describedby') ?? '').split(' ')
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Intérprete de Libras nas entrevistas',
    )
  })

  it('the photo’s button adds a photo (none yet) or changes the one there', async () => {
    const { unmount } = render(
      <PersonalDataSection actor={await startPersonalData({ until: isViewing })} states={sampleStates} />,
    )
    expect(screen.getByRole('button', { name: ptBR.profile.avatar.add })).toBeTruthy()
    unmount()
    await renderSection({ profile: { ...sampleProfile, avatar: 'https://arquivos.example.com/ana.png' } })
    expect(screen.getByRole('button', { name: ptBR.profile.avatar.change })).toBeTruthy()
    expect(screen.queryByRole('button', { name: ptBR.profile.avatar.add })).toBeNull()
  })

  it('Editar opens the modal; a required field left empty blocks with "Campo obrigatório" and gets the focus', async () => {
    const actor = await renderSection()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Editar/ }))
    const dialog = await screen.findByRole('dialog', { name: t.modalTitle })
    const lastname = within(dialog).getByRole('textbox', { name: new RegExp(fields.lastname) })
    await user.clear(lastname)
    await user.click(within(dialog).getByRole('button', { name: ptBR.common.save }))
    expect(lastname.getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog).getByText(ptBR.validation.required)).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(lastname), {
      timeout: INVALID_FIELD_FOCUS_DELAY_MS + 1000,
    })
    // Nothing was sent: still editing, what was typed kept.
    expect(isEditing(actor.getSnapshot())).toBe(true)
    expect((lastname as HTMLInputElement).value).toBe('')
  })

  it('a valid save closes the modal, says "Pronto!" over the box and gives the focus back to Editar', async () => {
    await renderSection()
    const user = userEvent.setup()
    const edit = screen.getByRole('button', { name: /Editar/ })
    await user.click(edit)
    const dialog = await screen.findByRole('dialog', { name: t.modalTitle })
    const social = within(dialog).getByRole('textbox', { name: new RegExp(fields.social_name) })
    await user.type(social, 'Aninha')
    await user.click(within(dialog).getByRole('button', { name: ptBR.common.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const status = await screen.findByText(t.saved)
    expect(status.closest('[role="status"]')?.textContent).toContain(ptBR.common.done)
    expect(boxLines()).toContainEqual(['Nome social', 'Aninha'])
    await waitFor(() => expect(document.activeElement).toBe(edit))
  })

  it('a failed save says "Uoops" in the modal and keeps what was typed', async () => {
    await renderSection({ fakes: { save: { code: 'INTERNAL' } } })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Editar/ }))
    const dialog = await screen.findByRole('dialog', { name: t.modalTitle })
    const social = within(dialog).getByRole('textbox', { name: new RegExp(fields.social_name) })
    await user.type(social, 'Aninha')
    await user.click(within(dialog).getByRole('button', { name: ptBR.common.save }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain(ptBR.common.uoops)
    expect(alert.textContent).toContain(t.saveFailed)
    expect((social as HTMLInputElement).value).toBe('Aninha')
  })

  it('the backdrop does not close the modal; Escape does, and drops what was typed', async () => {
    const actor = await renderSection()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Editar/ }))
    const dialog = await screen.findByRole('dialog', { name: t.modalTitle })
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(fields.social_name) }), 'X')
    const overlay = document.querySelector('[data-slot="dialog-overlay"]')!
    fireEvent.pointerDown(overlay)
    fireEvent.click(overlay)
    expect(screen.getByRole('dialog', { name: t.modalTitle })).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(isViewing(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().context.values.social_name).toBe('')
  })

  it('the diversity explanation closes with Ok back to the form it was opened from', async () => {
    await renderSection({ events: [{ type: 'edit.open' }] })
    const user = userEvent.setup()
    const dialog = await screen.findByRole('dialog', { name: t.modalTitle })
    const help = within(dialog).getAllByRole('button', {
      name: ptBR.application.personalData.diversityHelp,
    })[0]!
    await user.click(help)
    const explanation = await screen.findByRole('dialog', { name: ptBR.ui.overlays.diversity.title })
    await user.click(within(explanation).getByRole('button', { name: ptBR.common.ok }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: ptBR.ui.overlays.diversity.title })).toBeNull(),
    )
    expect(screen.getByRole('dialog', { name: t.modalTitle })).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(help))
  })

  it('removing a medical report asks "Atenção" first, then removes it', async () => {
    const actor = await renderSection({ events: [{ type: 'edit.open' }] })
    const user = userEvent.setup()
    const dialog = await screen.findByRole('dialog', { name: t.modalTitle })
    await user.click(within(dialog).getByRole('button', { name: /Remover arquivo laudo-medico-2025\.pdf/ }))
    const confirm = await screen.findByRole('alertdialog', { name: ptBR.common.attention })
    expect(confirm.textContent).toContain(ptBR.application.personalData.laudoRemoveMessage)
    await user.click(within(confirm).getByRole('button', { name: ptBR.common.confirmRemove }))
    await waitFor(() => expect(actor.getSnapshot().context.laudos).toHaveLength(0))
    expect(within(dialog).queryByText('laudo-medico-2025.pdf')).toBeNull()
  })

  it('a medical report opens in the document modal over the form; Esc closes only that modal', async () => {
    await renderSection({ events: [{ type: 'edit.open' }] })
    const user = userEvent.setup()
    const form = await screen.findByRole('dialog', { name: t.modalTitle })
    const name = within(form).getByRole('button', {
      name: ptBR.ui.forms.fileUpload.view('laudo-medico-2025.pdf'),
    })
    await user.click(name)
    const viewer = await screen.findByRole('dialog', { name: 'laudo-medico-2025.pdf' })
    expect(within(viewer).getByTitle('laudo-medico-2025.pdf').getAttribute('src')).toBe(
      '/arquivos/laudo-medico-2025.pdf#toolbar=0',
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'laudo-medico-2025.pdf' })).toBeNull())
    expect(screen.getByRole('dialog', { name: t.modalTitle })).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(name))
  })

  it('a profile that cannot be read offers "Tentar novamente"', async () => {
    const actor = await renderSection({ fakes: { load: { code: 'NETWORK' } } })
    const retry = screen.getByRole('button', { name: ptBR.application.tryAgain })
    expect(screen.getByText(t.loadFailed)).toBeTruthy()
    await act(async () => retry.click())
    await waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true))
  })

  it('a new account shows "Não informado" where nothing is held', async () => {
    await renderSection({ profile: emptyProfile })
    expect(boxLines()).toContainEqual(['Telefone', 'Não informado'])
    expect(boxLines()).toContainEqual(['Endereço', 'Não informado'])
  })
})
