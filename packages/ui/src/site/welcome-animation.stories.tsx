import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { WelcomeAnimation } from './welcome-animation'

const meta = {
  title: 'Componentes/Sobreposições/WelcomeAnimation',
  component: WelcomeAnimation,
  args: { name: 'Mariana', onDone: fn() },
} satisfies Meta<typeof WelcomeAnimation>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Greeting: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('Olá, Mariana!'))
  },
}

export const WithoutName: Story = { args: { name: undefined } }

export const LongName: Story = {
  args: { name: 'Maria Aparecida dos Santos Albuquerque' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const CallsOnDoneAfter3Seconds: Story = {
  play: async ({ args }) => {
    await expect(args.onDone).not.toHaveBeenCalled()
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 4500 })
  },
}
