import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CauseForm } from './cause-form'
import { CauseBox, CauseSection } from './cause-section'
import { causeOptions, longCause, sampleCauses } from './profile-sections.fixtures'
import { startSectionList } from './resume-section.fixtures'

// jsdom has no ResizeObserver (the textarea measures itself).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

describe('CauseBox', () => {
  it('lists organization, area · country, dates and the responsibilities cut at 120 characters', () => {
    render(<CauseBox items={[...sampleCauses, longCause]} names={causeOptions} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Causas' })).toBeTruthy()
    const [first, second, long] = screen.getAllByRole('listitem')
    expect(within(first!).getByRole('heading', { name: 'Instituto Aprender Junto' })).toBeTruthy()
    expect(within(first!).getByText('Educação · Brasil')).toBeTruthy()
    expect(within(first!).getByText('03/2019 - 12/2021')).toBeTruthy()
    expect(within(second!).getByText('05/2023')).toBeTruthy()
    const preview = long!.querySelector('[data-slot="cause-item-responsibilities"]')!.textContent!
    expect(preview).toHaveLength(123)
    expect(preview.endsWith('...')).toBe(true)
  })

  it('shows its empty state', () => {
    render(<CauseBox items={[]} names={causeOptions} />)
    expect(screen.getByRole('heading', { name: 'Nenhuma causa cadastrada' })).toBeTruthy()
  })
})

describe('CauseForm', () => {
  it('requires the organization, says why under it and ties the error to it', async () => {
    const onSubmit = vi.fn()
    render(<CauseForm options={causeOptions} onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).not.toHaveBeenCalled()
    const organization = screen.getByRole('textbox', { name: /Organização/ })
    expect(organization.getAttribute('aria-invalid')).toBe('true')
    expect(organization.getAttribute('aria-required')).toBe('true')
    expect(describedBy(organization)).toBe('Campo obrigatório')
    expect(screen.getByRole('combobox', { name: 'Área de atuação' }).getAttribute('aria-required')).toBeNull()
  })

  it('refuses an end before the start with the platform’s message', async () => {
    render(<CauseForm record={sampleCauses[0]!} options={causeOptions} onSubmit={vi.fn()} />)
    const end = screen.getByRole('textbox', { name: 'Data de término' })
    await userEvent.clear(end)
    await userEvent.type(end, '012018')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(describedBy(end)).toBe('Deve ser posterior a data inicial')
  })

  it('edits a record and submits the checked values', async () => {
    const onSubmit = vi.fn()
    render(<CauseForm record={sampleCauses[0]!} options={causeOptions} onSubmit={onSubmit} />)
    // The countries are a long list: the platform's own select (Select's `native`).
    const country = screen.getByRole('combobox', { name: 'País' }) as HTMLSelectElement
    expect(country.tagName).toBe('SELECT')
    expect(country.selectedOptions[0]?.textContent).toBe('Brasil')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).toHaveBeenCalledWith({
      id: 1,
      organization: 'Instituto Aprender Junto',
      area: 9,
      country: 'Brasil',
      startDate: '03/2019',
      endDate: '12/2021',
      responsibilities: sampleCauses[0]!.responsabilities,
    })
  })
})

describe('CauseSection (machine-driven)', () => {
  it("saves from the 'CAUSA' modal and says 'Causa salva com sucesso'", async () => {
    const onSave = vi.fn()
    const actor = await startSectionList({ section: 'cause', items: sampleCauses, onSave })
    render(<CauseSection actor={actor} options={causeOptions} />)
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }))
    const dialog = await screen.findByRole('dialog', { name: 'CAUSA' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Organização/ }), 'Casa do Zezinho')
    await act(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    })
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          section: 'cause',
          id: null,
          values: expect.objectContaining({ organization: 'Casa do Zezinho' }),
        }),
      ),
    )
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Causa salva com sucesso'))
  })

  it("removes only after 'Atenção' and says 'Uoops' when the platform refuses", async () => {
    const actor = await startSectionList({
      section: 'cause',
      items: sampleCauses,
      fakes: { remove: 'refused' },
    })
    render(<CauseSection actor={actor} options={causeOptions} />)
    await userEvent.click(screen.getAllByRole('button', { name: 'Remover' })[1]!)
    const confirm = await screen.findByRole('alertdialog', { name: 'Atenção' })
    expect(within(confirm).getByText('Tem certeza que deseja remover este item?')).toBeTruthy()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim, desejo remover' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Uoops'))
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })
})
