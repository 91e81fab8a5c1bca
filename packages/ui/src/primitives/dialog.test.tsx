import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cn } from '../lib/cn'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
} from './dialog'

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

// Radix arms its outside-pointer listener on the next tick after opening.
const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

function EditDialog(props: { dismissible?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog onOpenChange={props.onOpenChange}>
      <DialogTrigger>Editar dados pessoais</DialogTrigger>
      <DialogContent dismissible={props.dismissible}>
        <DialogHeader>
          <DialogTitle>Dados pessoais</DialogTitle>
          <DialogDescription>Atualize seu nome e telefone.</DialogDescription>
        </DialogHeader>
        <label>
          Nome
          <input />
        </label>
        <DialogFooter>
          <DialogClose>Cancelar</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog named by its title and described by its description', async () => {
    render(<EditDialog />)
    await userEvent.click(screen.getByRole('button', { name: 'Editar dados pessoais' }))
    const dialog = screen.getByRole('dialog', { name: 'Dados pessoais' })
    expect(dialog.dataset.slot).toBe('dialog-content')
    const describedBy = dialog.getAttribute('aria-describedby')
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'Atualize seu nome e telefone.',
    )
  })

  it('has a close button named Fechar that closes it and returns focus to the trigger', async () => {
    render(<EditDialog />)
    const trigger = screen.getByRole('button', { name: 'Editar dados pessoais' })
    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('closes on Esc and returns focus to the trigger', async () => {
    render(<EditDialog />)
    const trigger = screen.getByRole('button', { name: 'Editar dados pessoais' })
    await userEvent.click(trigger)
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('closes on a backdrop click when dismissible', async () => {
    const onOpenChange = vi.fn()
    render(<EditDialog onOpenChange={onOpenChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Editar dados pessoais' }))
    await nextTick()
    clickBackdrop('dialog-overlay')
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('stays open on backdrop click and Esc when dismissible is false', async () => {
    render(<EditDialog dismissible={false} />)
    await userEvent.click(screen.getByRole('button', { name: 'Editar dados pessoais' }))
    await nextTick()
    clickBackdrop('dialog-overlay')
    await userEvent.keyboard('{Escape}')
    const dialog = screen.getByRole('dialog', { name: 'Dados pessoais' })
    expect(dialog.dataset.dismissible).toBe('false')
    // Its own buttons still close it.
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps Tab inside the dialog', async () => {
    render(<EditDialog />)
    await userEvent.click(screen.getByRole('button', { name: 'Editar dados pessoais' }))
    const dialog = screen.getByRole('dialog')
    for (let i = 0; i < 5; i++) {
      await userEvent.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })

  it('takes a close label and can hide the close button', () => {
    const { rerender } = render(
      <Dialog open>
        <DialogContent closeLabel="Fechar janela">
          <DialogTitle>Aviso</DialogTitle>
        </DialogContent>
      </Dialog>,
    )
    expect(screen.getByRole('button', { name: 'Fechar janela' })).toBeTruthy()
    rerender(
      <Dialog open>
        <DialogContent showCloseButton={false}>
          <DialogTitle>Aviso</DialogTitle>
        </DialogContent>
      </Dialog>,
    )
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('gives each size its own width, md by default, and keeps the caller className last', () => {
    const sizes = ['sm', 'md', 'lg'] as const
    expect(new Set(sizes.map((size) => dialogContentVariants({ size }))).size).toBe(3)
    expect(dialogContentVariants()).toBe(dialogContentVariants({ size: 'md' }))
    for (const size of sizes)
      expect(cn(dialogContentVariants({ size }))).toBe(dialogContentVariants({ size }))
    render(
      <Dialog open>
        <DialogContent size="lg" className="max-w-5xl">
          <DialogTitle>Regulamento</DialogTitle>
        </DialogContent>
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Regulamento' })
    expect(dialog.dataset.size).toBe('lg')
    expect(dialog.className).toContain('max-w-5xl')
    expect(dialog.className).not.toContain('max-w-3xl')
    expect(dialog.className).toContain('overflow-y-auto')
  })
})
