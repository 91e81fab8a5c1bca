import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CertificationForm } from './certification-form'
import { CertificationBox, CertificationSection } from './certification-section'
import { sampleCertifications } from './profile-sections.fixtures'
import { startSectionList } from './resume-section.fixtures'

describe('CertificationBox', () => {
  it("lists the name, 'Código: …' and 'Válida até …' when given", () => {
    render(<CertificationBox items={sampleCertifications} />)
    const [first, second] = screen.getAllByRole('listitem')
    expect(within(first!).getByRole('heading', { name: 'Microsoft Azure Fundamentals' })).toBeTruthy()
    expect(within(first!).getByText('Código: AZ-900')).toBeTruthy()
    expect(within(first!).getByText('Válida até 12/2027')).toBeTruthy()
    expect(within(second!).queryByText(/Código|Válida/)).toBeNull()
  })

  it('shows its empty state', () => {
    render(<CertificationBox items={[]} />)
    expect(screen.getByRole('heading', { name: 'Nenhuma certificação cadastrada' })).toBeTruthy()
  })
})

describe('CertificationForm', () => {
  it('requires the certification’s name; code and expiry are optional', async () => {
    const onSubmit = vi.fn()
    render(<CertificationForm onSubmit={onSubmit} />)
    expect(screen.getByRole('textbox', { name: /Certificação/ }).getAttribute('aria-required')).toBe('true')
    expect(
      screen.getByRole('textbox', { name: 'Código da credencial' }).getAttribute('aria-required'),
    ).toBeNull()
    await userEvent.type(screen.getByRole('textbox', { name: /Certificação/ }), 'CPA-20')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).toHaveBeenCalledWith({ id: null, description: 'CPA-20', code: '', expiresAt: '' })
  })
})

describe('CertificationSection (machine-driven)', () => {
  it("a failed save keeps the modal open with 'Uoops' and the certification's own text", async () => {
    const actor = await startSectionList({
      section: 'certification',
      items: sampleCertifications,
      fakes: { save: 'error' },
    })
    render(<CertificationSection actor={actor} />)
    await userEvent.click(screen.getAllByRole('button', { name: 'Editar' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'CERTIFICAÇÃO' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain(
        'Ocorreu um erro ao salvar sua certificação',
      ),
    )
    expect((within(dialog).getByRole('textbox', { name: /Certificação/ }) as HTMLInputElement).value).toBe(
      'Microsoft Azure Fundamentals',
    )
  })

  it('removes an entry after confirming', async () => {
    const actor = await startSectionList({ section: 'certification', items: sampleCertifications })
    render(<CertificationSection actor={actor} />)
    await userEvent.click(screen.getAllByRole('button', { name: 'Remover' })[0]!)
    const confirm = await screen.findByRole('alertdialog', { name: 'Atenção' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim, desejo remover' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
    expect(screen.queryByText('Microsoft Azure Fundamentals')).toBeNull()
  })
})
