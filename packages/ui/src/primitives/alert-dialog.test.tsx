import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog'

afterEach(cleanup)

/** A full mouse click on the backdrop (Radix acts on the click that follows an outside pointerdown). */
function clickBackdrop(slot: string) {
  const backdrop = document.querySelector(`[data-slot="${slot}"]`)!
  fireEvent.pointerDown(backdrop, { button: 0 })
  fireEvent.mouseDown(backdrop, { button: 0 })
  fireEvent.pointerUp(backdrop, { button: 0 })
  fireEvent.mouseUp(backdrop, { button: 0 })
  fireEvent.click(backdrop, { button: 0 })
}

function TermsDialog({ onAccept = () => {} }: { onAccept?: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger>Ver termos</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Termos de Uso</AlertDialogTitle>
          <AlertDialogDescription>Leia e aceite os termos para continuar.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Recusar</AlertDialogCancel>
          <AlertDialogAction onClick={onAccept}>Aceitar</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}

describe('AlertDialog', () => {
  it('opens as an alertdialog named by its title', async () => {
    render(<TermsDialog />)
    await userEvent.click(screen.getByRole('button', { name: 'Ver termos' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Termos de Uso' })
    expect(dialog.dataset.slot).toBe('alert-dialog-content')
  })

  it('ignores Esc and a backdrop click', async () => {
    render(<TermsDialog />)
    await userEvent.click(screen.getByRole('button', { name: 'Ver termos' }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    await userEvent.keyboard('{Escape}')
    clickBackdrop('alert-dialog-overlay')
    expect(screen.getByRole('alertdialog', { name: 'Termos de Uso' })).toBeTruthy()
  })

  it('focuses the cancel button first and closes with an answer, returning focus', async () => {
    const onAccept = vi.fn()
    render(<TermsDialog onAccept={onAccept} />)
    const trigger = screen.getByRole('button', { name: 'Ver termos' })
    await userEvent.click(trigger)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Recusar' }))
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }))
    expect(onAccept).toHaveBeenCalledOnce()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })
})
