import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from './button'
import { IframeModal } from './iframe-modal'

// A local sample document (no network in tests); in the product this is the PDF's URL.
const sampleDocument = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="pt-BR"><head><title>Termos de Uso</title></head>' +
    '<body style="font-family:sans-serif;padding:1rem"><h1>Termos de Uso</h1>' +
    '<p>Ao usar o portal de carreiras, você concorda em fornecer informações verdadeiras.</p></body></html>',
)}`

const meta = {
  title: 'Componentes/Sobreposições/IframeModal',
  component: IframeModal,
  args: { defaultOpen: true, src: sampleDocument, title: 'Termos de Uso' },
  // The sample frame is an opaque data: document that axe cannot enter; the frame itself is checked.
  parameters: { a11y: { options: { iframes: false } } },
} satisfies Meta<typeof IframeModal>

export default meta
type Story = StoryObj<typeof meta>

const body = (element: HTMLElement) => within(element.ownerDocument.body)

export const Playground: Story = {}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Termos de Uso' })
    const frame = dialog.querySelector('iframe')!
    await expect(frame).toHaveAttribute('title', 'Termos de Uso')
    await expect(frame.getAttribute('src')?.endsWith('#toolbar=0')).toBe(true)
    const link = within(dialog).getByRole('link', { name: 'Abrir documento em nova aba' })
    await expect(link).toHaveAttribute('target', '_blank')
  },
}

export const LongTitle: Story = {
  args: { title: 'Regulamento do Programa de Estágio 2026 — Edital completo com cronograma e requisitos' },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }

export const FromTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button variant="link">Leia os Termos de Uso</Button> },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Leia os Termos de Uso' })
    await userEvent.click(trigger)
    await body(canvasElement).findByRole('dialog', { name: 'Termos de Uso' })
    await userEvent.keyboard('{Escape}')
    await expect(trigger).toHaveFocus()
  },
}
