import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
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
import { Button } from './button'

type TermsArgs = {
  defaultOpen?: boolean
  longText?: boolean
  onAccept?: () => void
  onDecline?: () => void
}

const terms = [
  'Ao usar o portal de carreiras, você concorda em fornecer informações verdadeiras e mantê-las atualizadas.',
  'Seus dados serão usados para os processos seletivos do grupo e de empresas parceiras, conforme a Política de Privacidade.',
  'Você pode solicitar a remoção da sua conta a qualquer momento pela página do seu perfil.',
]

/** The terms-of-use modal: only an answer closes it (no backdrop, no Esc). */
function TermsOfUseDialog({ defaultOpen, longText, onAccept, onDecline }: TermsArgs) {
  return (
    <AlertDialog defaultOpen={defaultOpen}>
      {defaultOpen ? null : (
        <AlertDialogTrigger asChild>
          <Button variant="outline">Ver Termos de Uso</Button>
        </AlertDialogTrigger>
      )}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Termos de Uso</AlertDialogTitle>
          <AlertDialogDescription>
            Para continuar, leia e aceite os Termos de Uso do portal.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {longText ? (
          <div className="grid gap-2 text-sm">
            {terms.concat(terms, terms).map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </div>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onDecline}>Recusar</AlertDialogCancel>
          <AlertDialogAction onClick={onAccept}>Aceitar</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}

const meta = {
  title: 'Componentes/Sobreposições/AlertDialog',
  component: TermsOfUseDialog,
  args: { defaultOpen: true, longText: false, onAccept: fn(), onDecline: fn() },
} satisfies Meta<typeof TermsOfUseDialog>

export default meta
type Story = StoryObj<typeof meta>

const body = (element: HTMLElement) => within(element.ownerDocument.body)

export const Playground: Story = {}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Termos de Uso' })
    await waitFor(() => expect(dialog).toBeVisible())
    // The safe answer has focus first.
    await expect(within(dialog).getByRole('button', { name: 'Recusar' })).toHaveFocus()
  },
}

export const LongText: Story = { args: { longText: true } }

export const Mobile: Story = {
  args: { longText: true },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const IgnoresEscAndBackdrop: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Termos de Uso' })
    await userEvent.keyboard('{Escape}')
    const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>(
      '[data-slot="alert-dialog-overlay"]',
    )!
    await new Promise((resolve) => setTimeout(resolve, 50))
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
      const init = { bubbles: true, cancelable: true, button: 0, clientX: 5, clientY: 5 }
      overlay.dispatchEvent(
        type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init),
      )
    }
    await expect(dialog).toBeInTheDocument()
    await expect(args.onDecline).not.toHaveBeenCalled()
  },
}

export const AnswerClosesAndRestoresFocus: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver Termos de Uso' })
    await userEvent.click(trigger)
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Termos de Uso' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceitar' }))
    await expect(args.onAccept).toHaveBeenCalledOnce()
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
    await expect(trigger).toHaveFocus()
  },
}
