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

  // docs/performance.md, "Responsiveness (INP)": opening must not restyle the whole page.
  describe('as a modal that restyles only itself and the root element', () => {
    /** Waits for the frame after the opening and the task after it (when the scroll lock is applied). */
    const afterPaint = () =>
      act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))

    function Page(props: { dismissible?: boolean }) {
      return (
        <>
          <main data-testid="page">
            <a href="/vagas">Vagas</a>
          </main>
          <EditDialog {...props} />
        </>
      )
    }

    it('leaves <body> alone: no pointer-events, no style, no stylesheet added', async () => {
      render(<Page />)
      const sheets = document.querySelectorAll('style').length
      // The tests share one document (vitest isolate: false): an earlier Radix modal may have left an
      // empty `style` attribute, so the body's inline style is compared with what it was.
      const bodyStyle = document.body.style.cssText
      await userEvent.click(screen.getByRole('button', { name: 'Editar dados pessoais' }))
      await afterPaint()
      expect(screen.getByRole('dialog', { name: 'Dados pessoais' })).toBeTruthy()
      expect(document.body.style.cssText).toBe(bodyStyle)
      expect(document.body.style.pointerEvents).toBe('')
      expect(document.body.hasAttribute('data-scroll-locked')).toBe(false)
      expect(document.querySelectorAll('style').length).toBe(sheets)
    })

    it('locks the page scroll on <html> after the opening is painted, and unlocks it after closing', async () => {
      render(<Page />)
      await userEvent.click(screen.getByRole('button', { name: 'Editar dados pessoais' }))
      await afterPaint()
      expect(document.documentElement.style.overflow).toBe('hidden')
      await userEvent.keyboard('{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
      await afterPaint()
      expect(document.documentElement.style.overflow).toBe('')
    })

    it('is aria-modal, hides the page from assistive technology while open, and the backdrop takes the pointer', async () => {
      render(<Page />)
      await userEvent.click(screen.getByRole('button', { name: 'Editar dados pessoais' }))
      const dialog = screen.getByRole('dialog', { name: 'Dados pessoais' })
      expect(dialog.getAttribute('aria-modal')).toBe('true')
      const pageRoot = screen.getByTestId('page').closest('body > *')!
      expect(pageRoot.getAttribute('aria-hidden')).toBe('true')
      expect(screen.queryByRole('link', { name: 'Vagas' })).toBeNull()
      const backdrop = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!
      expect(backdrop.className).toContain('fixed inset-0')
      await userEvent.keyboard('{Escape}')
      expect(pageRoot.hasAttribute('aria-hidden')).toBe(false)
      expect(screen.getByRole('link', { name: 'Vagas' })).toBeTruthy()
    })

    it('shows the backdrop at once, without a fade, while the dialog box fades and grows in', async () => {
      // The backdrop's fade held the dialog's first paint back (docs/performance.md, "The backdrop without a
      // fade"): the backdrop has no transition; the box keeps its entrance.
      render(<Page />)
      await userEvent.click(screen.getByRole('button', { name: 'Editar dados pessoais' }))
      const backdrop = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!
      expect(backdrop.className).not.toMatch(/transition|starting:|animate-/)
      const box = screen.getByRole('dialog', { name: 'Dados pessoais' })
      expect(box.className).toContain('starting:opacity-0')
      expect(box.className).toContain('motion-reduce:transition-none')
    })

    it('brings focus that reaches the hidden page back into the dialog', async () => {
      render(<Page />)
      await userEvent.click(screen.getByRole('button', { name: 'Editar dados pessoais' }))
      const dialog = screen.getByRole('dialog', { name: 'Dados pessoais' })
      // The page's link is before the dialog: focus coming from there lands on the dialog's last tabbable.
      act(() => document.querySelector<HTMLElement>('a[href="/vagas"]')!.focus())
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar' }))
      expect(dialog.contains(document.activeElement)).toBe(true)
    })

    it('stays open when focus leaves it, and a right click on the backdrop does not close it', async () => {
      render(<Page />)
      await userEvent.click(screen.getByRole('button', { name: 'Editar dados pessoais' }))
      await nextTick()
      act(() => (document.activeElement as HTMLElement).blur())
      const backdrop = document.querySelector('[data-slot="dialog-overlay"]')!
      fireEvent.pointerDown(backdrop, { button: 2 })
      fireEvent.contextMenu(backdrop, { button: 2 })
      expect(screen.getByRole('dialog', { name: 'Dados pessoais' })).toBeTruthy()
    })
  })
})
