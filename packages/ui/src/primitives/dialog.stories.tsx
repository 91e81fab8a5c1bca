import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Button } from './button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'

type DialogStoryArgs = {
  size?: 'sm' | 'md' | 'lg'
  dismissible?: boolean
  showCloseButton?: boolean
  /** Open on first render (no trigger, so the a11y check sees only the dialog). */
  defaultOpen?: boolean
  longText?: boolean
}

const paragraphs = [
  'Mantenha seus dados pessoais atualizados para que os recrutadores possam entrar em contato com você durante o processo seletivo.',
  'Seu nome social será usado em todas as comunicações. O CPF não pode ser alterado depois do cadastro; se precisar corrigi-lo, fale com o suporte.',
  'As informações de diversidade são opcionais e ficam protegidas pela LGPD. Você pode revisá-las a qualquer momento nesta página.',
  'Depois de salvar, as alterações aparecem imediatamente no seu perfil e nas candidaturas em andamento.',
]

function PersonalDataDialog({ size, dismissible, showCloseButton, defaultOpen, longText }: DialogStoryArgs) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      {defaultOpen ? null : (
        <DialogTrigger asChild>
          <Button variant="outline">Editar dados pessoais</Button>
        </DialogTrigger>
      )}
      <DialogContent size={size} dismissible={dismissible} showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle>Dados pessoais</DialogTitle>
          <DialogDescription>Atualize seu nome social e seu telefone celular.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <label className="grid gap-1 text-sm font-medium">
            Nome social
            <input
              className="min-h-10 rounded-md border border-input bg-background px-3 focus-ring"
              defaultValue="Mariana"
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Celular
            <input
              className="min-h-10 rounded-md border border-input bg-background px-3 focus-ring"
              defaultValue="(11) 98765-4321"
            />
          </label>
          {longText
            ? paragraphs.concat(paragraphs).map((text, i) => (
                <p key={i} className="text-sm">
                  {text}
                </p>
              ))
            : null}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Salvar</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

const meta = {
  title: 'Componentes/Sobreposições/Dialog',
  component: PersonalDataDialog,
  args: { size: 'md', dismissible: true, showCloseButton: true, defaultOpen: true, longText: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof PersonalDataDialog>

export default meta
type Story = StoryObj<typeof meta>

const body = (element: HTMLElement) => within(element.ownerDocument.body)

/** A mouse click on the backdrop (dispatched: the page behind a modal ignores the pointer). */
async function clickBackdrop(canvasElement: HTMLElement) {
  const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!
  // Radix arms its outside-click listener a tick after opening.
  await new Promise((resolve) => setTimeout(resolve, 50))
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    const init = { bubbles: true, cancelable: true, button: 0, clientX: 5, clientY: 5 }
    overlay.dispatchEvent(
      type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init),
    )
  }
}

export const Playground: Story = {}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Dados pessoais' })
    // Visible once the short fade-in ends.
    await waitFor(() => expect(dialog).toBeVisible())
    await expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeVisible()
  },
}

export const Small: Story = { args: { size: 'sm' } }
export const Large: Story = { args: { size: 'lg' } }
export const WithoutCloseButton: Story = { args: { showCloseButton: false } }

export const LongText: Story = { args: { longText: true } }

export const Mobile: Story = {
  args: { longText: true },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The dialog fits the small screen and scrolls inside it.
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Dados pessoais' })
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight)
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight)
  },
}

export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Dados pessoais' })
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeInTheDocument()
    await clickBackdrop(canvasElement)
    await expect(body(canvasElement).getByRole('dialog', { name: 'Dados pessoais' })).toBeInTheDocument()
  },
}

export const FocusTrapAndRestore: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Editar dados pessoais' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Dados pessoais' })
    // Focus starts inside and Tab cycles through the dialog only: 2 fields, 2 buttons, close (X).
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement)
    const seen = new Set<Element | null>()
    for (let i = 0; i < 8; i++) {
      await userEvent.tab()
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement)
      seen.add(canvasElement.ownerDocument.activeElement)
    }
    await expect(seen.size).toBe(5)
    await userEvent.tab({ shift: true })
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement)
    await userEvent.keyboard('{Escape}')
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull()
    await expect(trigger).toHaveFocus()
  },
}

export const BackdropClickCloses: Story = {
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Dados pessoais' })
    await clickBackdrop(canvasElement)
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull())
  },
}

export const CloseButtonRestoresFocus: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Editar dados pessoais' })
    await userEvent.click(trigger)
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Dados pessoais' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }))
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull()
    await expect(trigger).toHaveFocus()
  },
}
