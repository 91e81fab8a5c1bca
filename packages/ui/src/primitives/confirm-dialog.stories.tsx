import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'

const meta = {
  title: 'Componentes/Sobreposições/ConfirmDialog',
  component: ConfirmDialog,
  args: { defaultOpen: true, onConfirm: fn(), onCancel: fn() },
  argTypes: { preset: { control: 'inline-radio', options: ['remove', 'removeAccount', 'partnerTest'] } },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

const body = (element: HTMLElement) => within(element.ownerDocument.body)

export const Playground: Story = {}

export const RemoveItem: Story = {
  args: { message: 'Tem certeza que deseja remover a formação “Administração de Empresas”?' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await expect(within(dialog).getByRole('button', { name: 'Sim, desejo remover' })).toBeInTheDocument()
    await expect(within(dialog).getByRole('button', { name: 'Não' })).toHaveFocus()
  },
}

export const RemoveAccount: Story = { args: { preset: 'removeAccount', confirmVariant: 'destructive' } }

export const PartnerTest: Story = { args: { preset: 'partnerTest' } }

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await expect(dialog).toHaveAttribute('aria-busy', 'true')
    await expect(within(dialog).getByRole('button', { name: 'Sim, desejo remover' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Não' })).toBeDisabled()
  },
}

export const LongText: Story = {
  args: {
    message:
      'Tem certeza que deseja remover o laudo médico enviado para a vaga de Analista de Atendimento ao Cliente Pessoa com Deficiência em São Paulo?',
    details:
      'Depois de removido, você precisará enviar um novo documento para concluir sua inscrição nesta oportunidade.',
  },
}

export const Mobile: Story = {
  args: { preset: 'removeAccount' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const ConfirmCallsOnConfirm: Story = {
  args: { defaultOpen: false, trigger: <Button variant="outline">Remover idioma</Button> },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Remover idioma' })
    await userEvent.click(trigger)
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, desejo remover' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onCancel).not.toHaveBeenCalled()
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
    await expect(trigger).toHaveFocus()
  },
}

export const CancelCallsOnCancel: Story = {
  args: { defaultOpen: false, trigger: <Button variant="outline">Remover idioma</Button> },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover idioma' }))
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    // Cancel has focus first; Enter answers 'Não'.
    await userEvent.keyboard('{Enter}')
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  },
}

export const EscCancels: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
  },
}

export const AsyncConfirm: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    const confirm = within(dialog).getByRole('button', { name: 'Sim, desejo remover' })
    await userEvent.click(confirm)
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(confirm).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
  },
}
