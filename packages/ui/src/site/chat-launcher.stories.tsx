import { chatMessages } from '@carreiras/core/messages/chat'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { ChatLauncher, type ChatLauncherStatus } from './chat-launcher'

/** Stands for the third-party widget's own panel (the site never draws it; the chat service does). */
function FakeWidget({ name }: { name: string }) {
  return (
    <section
      aria-labelledby="fake-chat-title"
      className="bg-background text-foreground border-border fixed right-4 bottom-24 w-80 rounded-xl border p-4 shadow-lg"
    >
      <h2 id="fake-chat-title" className="font-heading text-lg font-semibold">{`Olá, ${name}!`}</h2>
      <p className="text-muted-foreground mt-2 text-sm">Como podemos ajudar?</p>
    </section>
  )
}

const meta = {
  title: 'Domínio/Integrações/ChatLauncher',
  component: ChatLauncher,
  args: { status: 'closed', onOpen: fn() },
  argTypes: {
    status: { control: 'select', options: ['closed', 'loading', 'open', 'error'] },
    notAllowed: { control: 'boolean' },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-[480px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatLauncher>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: chatMessages.open })
    await userEvent.click(button)
    await expect(args.onOpen).toHaveBeenCalledTimes(1)
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: chatMessages.open })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText(chatMessages.loading)).toBeInTheDocument()
    await userEvent.click(button)
    await expect(args.onOpen).not.toHaveBeenCalled()
  },
}

export const OpenAnonymous: Story = {
  name: 'Open (anonymous visitor)',
  args: { status: 'open' },
  render: (args) => (
    <>
      <FakeWidget name="Candidate" />
      <ChatLauncher {...args} />
    </>
  ),
}

export const OpenIdentified: Story = {
  name: 'Open (identified)',
  args: { status: 'open' },
  render: (args) => (
    <>
      <FakeWidget name="Ana Souza" />
      <ChatLauncher {...args} />
    </>
  ),
}

export const OpenNotAllowed: Story = {
  name: 'Open (signed in, chat not allowed)',
  args: { status: 'open', notAllowed: true },
  render: (args) => (
    <>
      <FakeWidget name="Candidate" />
      <ChatLauncher {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: chatMessages.privacyLink })).toHaveAttribute(
      'href',
      '/meu-perfil#box-privacy',
    )
    await userEvent.click(canvas.getByRole('button', { name: chatMessages.dismiss }))
    await expect(canvas.queryByText(chatMessages.anonymousHint, { exact: false })).toBeNull()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(chatMessages.error)
    await expect(canvas.getByRole('button', { name: chatMessages.retry })).toBeInTheDocument()
  },
}

/** Press: loading, then open, as the site does while the widget downloads. */
export const Interactive: Story = {
  render: function Render() {
    const [status, setStatus] = useState<ChatLauncherStatus>('closed')
    return (
      <>
        {status === 'open' ? <FakeWidget name="Candidate" /> : null}
        <ChatLauncher
          status={status}
          onOpen={() => {
            setStatus('loading')
            setTimeout(() => setStatus('open'), 300)
          }}
        />
      </>
    )
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: chatMessages.open }))
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Olá, Candidate!' })).toBeInTheDocument())
  },
}
