import { ptBR } from '@carreiras/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Alert } from './alert'

afterEach(cleanup)

describe('Alert', () => {
  it("interrupts with 'Uoops' for an error", () => {
    render(<Alert variant="error">Algo errado aconteceu. Tente novamente.</Alert>)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('UoopsAlgo errado aconteceu. Tente novamente.')
    expect(alert.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it("announces 'Pronto!' politely for a success", () => {
    render(<Alert variant="success">Você completou o seu perfil!</Alert>)
    const status = screen.getByRole('status')
    expect(status.querySelector('[data-slot="alert-title"]')?.textContent).toBe(ptBR.common.done)
    expect(ptBR.common.done).toBe('Pronto!')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("gives a warning 'Atenção' and no default title to information", () => {
    render(
      <>
        <Alert variant="warning">Você será direcionado para o site parceiro.</Alert>
        <Alert variant="info">Campos com * são obrigatórios.</Alert>
      </>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Atenção')
    expect(screen.getByRole('status').querySelector('[data-slot="alert-title"]')).toBeNull()
  })

  it('lets the caller replace or hide the title', () => {
    render(
      <>
        <Alert variant="error" title="Falha no envio">
          Tente novamente.
        </Alert>
        <Alert variant="success" title={null}>
          Salvo.
        </Alert>
      </>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Falha no envioTente novamente.')
    expect(screen.getByRole('status').textContent).toBe('Salvo.')
  })

  it('renders a named close button only when onClose is given', async () => {
    const onClose = vi.fn()
    const { rerender } = render(<Alert variant="error">Erro</Alert>)
    expect(screen.queryByRole('button')).toBeNull()
    rerender(
      <Alert variant="error" onClose={onClose}>
        Erro
      </Alert>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
