import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Logo } from '../brand/logo'
import { SiteHeader } from './site-header'

/**
 * A hero-coloured band under the transparent header. `transform-gpu` makes this wrapper the fixed
 * header's containing block, so the header sits over the band wherever the test runner places the story.
 */
const overHero: Decorator = (Story) => (
  <div className="min-h-[600px] transform-gpu bg-primary">
    <Story />
    <div className="bg-primary px-4 pt-24 pb-16 text-primary-foreground">
      <h1 className="font-heading text-3xl font-bold">Venha construir o futuro com a gente</h1>
    </div>
    <main id="conteudo" className="bg-background px-4 py-8 text-foreground">
      <p>Conteúdo da página.</p>
    </main>
  </div>
)

const meta = {
  title: 'Site/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  decorators: [overHero],
  args: {
    logo: 'Grupo Aurora',
    currentPath: '/vagas',
    onLoginClick: fn(),
    onProfileClick: fn(),
    onChangePasswordClick: fn(),
    onApplicationsClick: fn(),
    onSignOut: fn(),
  },
  argTypes: { renderLink: { control: false }, logo: { control: 'text' } },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

const mobile = { viewport: { value: 'mobile360', isRotated: false } }
const desktop = { viewport: { value: 'desktop1280', isRotated: false } }
const maria = { name: 'Maria Aparecida da Silva' }

export const Playground: Story = {}

export const Anonymous: Story = {
  globals: desktop,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastre seu Currículo' }))
    await expect(args.onLoginClick).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('link', { name: 'Oportunidades' })).toHaveAttribute('aria-current', 'page')
  },
}

export const Opaque: Story = {
  args: { opaque: true },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="site-header"]')).toHaveAttribute(
      'data-state',
      'opaque',
    )
  },
}

/** The lazy avatar menu's chunk can take seconds to arrive on a loaded machine (npm test runs beside the journeys). */
const LAZY_MENU_TIMEOUT_MS = 10_000

export const SignedIn: Story = {
  args: { user: maria, opaque: true },
  globals: desktop,
  // The avatar menu loads lazily: the placeholder holds its place, then the menu button appears.
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Olá, Maria' }, { timeout: LAZY_MENU_TIMEOUT_MS }),
    ).toBeVisible()
  },
}

/** With the brand's logo (it follows the brand toolbar) on the opaque header. */
export const WithBrandLogo: Story = {
  args: { opaque: true },
  globals: desktop,
  render: (args, { globals }) => (
    <SiteHeader
      {...args}
      logo={<Logo brand={globals.brand === 'demo' ? 'demo' : 'aurora'} className="h-9" />}
    />
  ),
  play: async ({ canvas, globals }) => {
    const name = globals.brand === 'demo' ? 'Demo Carreiras' : 'Aurora Carreiras'
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', '/')
  },
}

export const SignedInWithSocialName: Story = {
  args: { user: { name: 'João Carlos Pereira', socialName: 'Joana Pereira' }, opaque: true },
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Olá, Joana Pereira' }, { timeout: LAZY_MENU_TIMEOUT_MS }),
    ).toBeVisible()
  },
}

export const AvatarMenuByKeyboard: Story = {
  args: { user: maria, opaque: true },
  globals: desktop,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const trigger = await canvas.findByRole(
      'button',
      { name: 'Olá, Maria' },
      { timeout: LAZY_MENU_TIMEOUT_MS },
    )
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const body = within(canvasElement.ownerDocument.body)
    const menu = await body.findByRole('menu')
    const items = within(menu).getAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      'Meu Perfil',
      'Alterar Senha',
      'Candidaturas',
      'Sair',
    ])
    await waitFor(() => expect(items[0]).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onApplicationsClick).toHaveBeenCalledOnce()
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull())
  },
}

export const Mobile: Story = { globals: mobile }

export const MobileSignedIn: Story = {
  args: { user: { ...maria, socialName: 'Mari' }, opaque: true },
  globals: mobile,
  play: async ({ canvas }) => {
    // On small screens the greeting is visually hidden but still names the button.
    await expect(
      await canvas.findByRole('button', { name: 'Olá, Mari' }, { timeout: LAZY_MENU_TIMEOUT_MS }),
    ).toBeVisible()
  },
}

export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Faça seu login' })).toBeVisible()
    const toggle = canvas.getByRole('button', { name: 'Abrir menu' })
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveAccessibleName('Fechar menu')
    const nav = canvas.getByRole('navigation', { name: 'Menu' })
    await expect(within(nav).getAllByRole('link')).toHaveLength(6)
  },
}

export const MobileMenuByKeyboard: Story = {
  globals: mobile,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menu' })
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Quem somos' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveFocus()
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).toBeNull()
  },
}
