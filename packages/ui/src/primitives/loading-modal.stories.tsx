import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LoadingModal } from './loading-modal'

const meta = {
  title: 'Componentes/Sobreposições/LoadingModal',
  component: LoadingModal,
  args: { open: true },
} satisfies Meta<typeof LoadingModal>

export default meta
type Story = StoryObj<typeof meta>

const body = (element: HTMLElement) => within(element.ownerDocument.body)

export const Playground: Story = {}

export const Default: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Carregando...' })
    await expect(dialog).toHaveAttribute('aria-busy', 'true')
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando...')
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeInTheDocument()
  },
}

export const CustomLabel: Story = { args: { label: 'Enviando seu currículo, aguarde...' } }

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
