import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { ShareWidget } from './share-widget'

const meta = {
  title: 'Domínio/ShareWidget',
  component: ShareWidget,
  args: {
    url: 'https://carreiras.grupoaurora.com.br/vagas/4521-analista-de-credito-pleno',
    title: 'Analista de Crédito Pleno',
    onShare: fn(),
    onCopy: fn(),
  },
} satisfies Meta<typeof ShareWidget>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Networks: Story = {
  play: async ({ canvas }) => {
    const facebook = canvas.getByRole('link', { name: 'Compartilhar no Facebook' })
    await expect(facebook.getAttribute('href')).toContain('facebook.com/sharer')
    for (const name of ['LinkedIn', 'Twitter', 'WhatsApp']) {
      await expect(canvas.getByRole('link', { name: `Compartilhar no ${name}` })).toHaveAttribute(
        'target',
        '_blank',
      )
    }
  },
}

export const Copied: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    // The test browser may refuse clipboard access: stand in for it so the story is deterministic.
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: fn(async () => undefined) },
    })
    const button = canvas.getByRole('button', { name: 'Copiar Link' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAccessibleName('Copiado!'))
    // The CSS tooltip repeats the button's name (hidden from assistive technology, which reads the name).
    const tooltip = canvasElement.querySelector('[data-slot="share-widget-tooltip"]')
    await expect(tooltip).toHaveTextContent('Copiado!')
    await waitFor(() => expect(tooltip).toBeVisible())
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copiado para a área de transferência')
    await expect(args.onCopy).toHaveBeenCalledWith(true)
  },
}

export const CopyFailed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: fn(async () => Promise.reject(new Error('negado'))) },
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar Link' }))
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Não foi possível copiar o link'),
    )
    await expect(args.onCopy).toHaveBeenCalledWith(false)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
