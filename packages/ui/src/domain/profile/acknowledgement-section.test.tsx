import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AcknowledgementForm } from './acknowledgement-form'
import { AcknowledgementBox, AcknowledgementSection } from './acknowledgement-section'
import { sampleAcknowledgements } from './profile-sections.fixtures'
import { startSectionList } from './resume-section.fixtures'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

const errorSummary = () => document.querySelector('[data-slot="form-error-summary"]')?.textContent

describe('AcknowledgementBox', () => {
  it('lists title, date and description; edit and remove are described by the title', async () => {
    const onEdit = vi.fn()
    render(<AcknowledgementBox items={sampleAcknowledgements} onEdit={onEdit} onRemove={vi.fn()} />)
    const [first] = screen.getAllByRole('listitem')
    expect(within(first!).getByRole('heading', { name: 'Colaboradora Destaque do Ano' })).toBeTruthy()
    expect(within(first!).getByText('12/2023')).toBeTruthy()
    const edit = within(first!).getByRole('button', { name: 'Editar' })
    expect(document.getElementById(edit.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Colaboradora Destaque do Ano',
    )
    await userEvent.click(edit)
    expect(onEdit).toHaveBeenCalledWith(1)
  })

  it('shows its empty state', () => {
    render(<AcknowledgementBox items={[]} />)
    expect(screen.getByRole('heading', { name: 'Nenhum reconhecimento cadastrado' })).toBeTruthy()
  })
})

describe('AcknowledgementForm', () => {
  it('requires the title and checks the date as MM/YYYY', async () => {
    const onSubmit = vi.fn()
    render(<AcknowledgementForm onSubmit={onSubmit} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Data' }), '132020')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(errorSummary()).toBe('2 campos precisam de correção.')
    expect(screen.getByRole('textbox', { name: /Título/ }).getAttribute('aria-invalid')).toBe('true')
  })
})

describe('AcknowledgementSection (machine-driven)', () => {
  it('edits an entry in the RECONHECIMENTO modal with its record, and says it was saved', async () => {
    const onSave = vi.fn()
    const actor = await startSectionList({
      section: 'acknowledgement',
      items: sampleAcknowledgements,
      onSave,
    })
    render(<AcknowledgementSection actor={actor} />)
    await userEvent.click(screen.getAllByRole('button', { name: 'Editar' })[1]!)
    const dialog = await screen.findByRole('dialog', { name: 'RECONHECIMENTO' })
    const title = within(dialog).getByRole('textbox', { name: /Título/ }) as HTMLInputElement
    expect(title.value).toBe('Menção honrosa na Olimpíada de Matemática')
    await userEvent.clear(title)
    await userEvent.type(title, 'Medalha de bronze na OBMEP')
    await act(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    })
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        section: 'acknowledgement',
        id: 2,
        values: { id: 2, title: 'Medalha de bronze na OBMEP', date: '10/2012', description: '' },
      }),
    )
    await waitFor(() => expect(screen.getByText('Reconhecimento salvo com sucesso')).toBeTruthy())
  })
})
