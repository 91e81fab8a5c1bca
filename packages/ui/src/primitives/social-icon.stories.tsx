import { ptBR } from '@carreiras/core'
import { linkMessages } from '@carreiras/core/messages/link'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from './button'
import { SocialIcon, type SocialNetwork } from './social-icon'

// The networks' glyphs, drawn in currentColor and hidden from assistive technology: the link or button
// around them carries the name (the footer's social links, the share widget, the account dialog's
// LinkedIn and Facebook buttons).

const NETWORKS = ['linkedin', 'facebook', 'instagram', 'twitter', 'youtube', 'whatsapp'] as const

/** Each network's name as the catalogue writes it (the footer's, and the share widget's WhatsApp). */
const names: Record<SocialNetwork, string> = { ...ptBR.footer.social, whatsapp: ptBR.job.share.whatsapp }

const meta = {
  title: 'Componentes/Exibição/SocialIcon',
  component: SocialIcon,
  args: { network: 'linkedin' },
  argTypes: { network: { control: 'select', options: NETWORKS } },
} satisfies Meta<typeof SocialIcon>

export default meta
type Story = StoryObj<typeof meta>

/** One glyph: 20 px by default, hidden from assistive technology. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!
    await expect(svg).toHaveAttribute('aria-hidden', 'true')
    await expect(svg).toHaveClass('size-5')
    await expect(svg).toHaveAttribute('stroke', 'currentColor')
  },
}

/** Every network, with its name beside it. */
export const AllNetworks: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-6 text-foreground">
      {NETWORKS.map((network) => (
        <li key={network} data-network={network} className="flex flex-col items-center gap-2 text-sm">
          <SocialIcon network={network} className="size-8" />
          {names[network]}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      'LinkedIn',
      'Facebook',
      'Instagram',
      'Twitter',
      'YouTube',
      'WhatsApp',
    ])
    for (const item of items) {
      const svg = item.querySelector('svg')!
      await expect(svg).toHaveAttribute('aria-hidden', 'true')
      await expect(svg).toHaveClass('size-8')
      // A glyph of its own: not empty.
      await expect(svg.children.length).toBeGreaterThan(0)
    }
  },
}

/** In a link (the footer's): the link's hidden text names it, the glyph adds nothing to the name. */
export const InLink: Story = {
  args: { network: 'instagram' },
  render: (args) => (
    <a
      href="https://www.instagram.com/grupoaurora"
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex size-10 items-center justify-center rounded-full bg-background text-foreground hover:bg-accent hover:text-accent-foreground focus-ring"
    >
      <SocialIcon {...args} />
      <span className="sr-only">{`${names[args.network]} ${linkMessages.newTab}`}</span>
    </a>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `Instagram ${linkMessages.newTab}` })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(within(link).queryByRole('img')).toBeNull()
    await userEvent.tab()
    await expect(link).toHaveFocus()
  },
}

/** In a button with its text (the account dialog's 'Entrar com LinkedIn'). */
export const InButton: Story = {
  render: (args) => (
    <Button type="button" variant="outline" size="lg">
      <SocialIcon {...args} />
      {ptBR.account.login.withLinkedin}
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: ptBR.account.login.withLinkedin })
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}
