import { closedOpportunityView, ptBR } from '@carreiras/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ClosedOpportunityDialog } from './closed-opportunity-dialog'

const view = (onDismiss: () => void) =>
  closedOpportunityView({ closedDialog: ptBR.application.closedDialog, ok: ptBR.common.ok }, onDismiss)

describe('ClosedOpportunityDialog', () => {
  it("is an alert dialog 'Uoops' saying 'Inscrições Encerradas', its 'Ok' focused", () => {
    render(<ClosedOpportunityDialog closed={view(() => {})} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Uoops' })
    expect(dialog.textContent).toContain('Inscrições Encerradas')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ok' }))
  })

  it("'Ok' and Esc both leave (the callback that goes to /vagas/)", () => {
    const onDismiss = vi.fn()
    render(<ClosedOpportunityDialog closed={view(onDismiss)} />)
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }))
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' })
    expect(onDismiss).toHaveBeenCalledTimes(2)
  })
})
