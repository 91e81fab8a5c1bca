import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApplicationLayout } from './application-layout'

afterEach(cleanup)

type Props = ComponentProps<typeof ApplicationLayout>

const base: Props = {
  title: 'Inscrição: Analista de Crédito Pleno',
  tab: 'basic',
  onTabChange: () => {},
  basic: <p>Dados pessoais e perguntas</p>,
  complementary: <p>Formação e experiência</p>,
  submitLabel: 'Próxima Etapa',
  onSubmit: () => {},
}

/** A container that goes busy on submit, as the flow's machine does. */
function Container({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false)
  return (
    <ApplicationLayout
      {...base}
      busy={busy}
      onSubmit={() => {
        onSubmit()
        setBusy(true)
      }}
    />
  )
}

describe('ApplicationLayout', () => {
  it('shows the heading, the note and the two tabs named in full, labelled by the heading', () => {
    render(<ApplicationLayout {...base} />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Inscrição: Analista de Crédito Pleno' }),
    ).toBeTruthy()
    expect(screen.getByText('Campos com * são obrigatórios.')).toBeTruthy()
    expect(screen.getByRole('tablist', { name: 'Inscrição: Analista de Crédito Pleno' })).toBeTruthy()
    const basic = screen.getByRole('tab', { name: 'Informações Básicas' })
    expect(basic.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tab', { name: 'Informações Complementares' })).toBeTruthy()
    expect(screen.getByRole('tabpanel', { name: 'Informações Básicas' }).textContent).toBe(
      'Dados pessoais e perguntas',
    )
    expect(screen.queryByRole('list', { name: 'Etapas da inscrição' })).toBeNull()
  })

  it('shows the steps bar on step 1 when the opportunity has tests', () => {
    render(<ApplicationLayout {...base} hasTests />)
    const steps = screen.getByRole('list', { name: 'Etapas da inscrição' })
    const current = within(steps)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step')
    expect(current?.textContent).toBe('1: Preencha o perfil')
  })

  it('reports the chosen tab and shows its panel', async () => {
    const onTabChange = vi.fn()
    const { rerender } = render(<ApplicationLayout {...base} onTabChange={onTabChange} />)
    await userEvent.click(screen.getByRole('tab', { name: 'Informações Complementares' }))
    expect(onTabChange).toHaveBeenCalledWith('complementary')
    rerender(<ApplicationLayout {...base} tab="complementary" submitLabel="Finalizar Inscrição" />)
    expect(screen.getByRole('tabpanel').textContent).toBe('Formação e experiência')
    expect(screen.getByRole('button', { name: 'Finalizar Inscrição' })).toBeTruthy()
  })

  it('submits once on a double click: the busy button keeps its focus and ignores clicks', async () => {
    const onSubmit = vi.fn()
    render(<Container onSubmit={onSubmit} />)
    const button = screen.getByRole('button', { name: 'Próxima Etapa' })
    await userEvent.dblClick(button)
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(document.activeElement).toBe(button)
    await userEvent.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('shows an error alert (role=alert) and an information (role=status) above the button', () => {
    const { rerender } = render(
      <ApplicationLayout
        {...base}
        alert={{ tone: 'error', title: 'Uoops', message: 'Revise os campos destacados.' }}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('UoopsRevise os campos destacados.')
    rerender(<ApplicationLayout {...base} alert={{ tone: 'info', message: 'Seus dados foram salvos.' }} />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(
      screen.getAllByRole('status').some((status) => status.textContent === 'Seus dados foram salvos.'),
    ).toBe(true)
  })

  it('dismisses the alert when asked', async () => {
    const onDismissAlert = vi.fn()
    render(
      <ApplicationLayout
        {...base}
        alert={{ tone: 'error', message: 'Falhou' }}
        onDismissAlert={onDismissAlert}
      />,
    )
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Fechar' }))
    expect(onDismissAlert).toHaveBeenCalled()
  })

  it('announces the status politely from a region that is always there', () => {
    const { rerender } = render(<ApplicationLayout {...base} />)
    const status = document.querySelector('[data-slot="application-layout-status"]')
    expect(status?.getAttribute('role')).toBe('status')
    expect(status?.textContent).toBe('')
    rerender(<ApplicationLayout {...base} status="Respostas salvas" />)
    expect(status?.textContent).toBe('Respostas salvas')
  })
})
