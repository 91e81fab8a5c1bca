import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { siteHeaderTexts } from './site-header-shared'
import { UserMenu } from './site-header-user-menu'

// The signed-in avatar menu of the site header on its own (the header loads it lazily: Site/SiteHeader).
// The trigger greets the person by the name they use; the menu is Radix's: Enter, Space or the arrows
// open it on its first entry, the arrows move, Esc closes it and gives the focus back to the trigger.

// A self-contained photo (no network): a flat SVG portrait.
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#c7d2e0"/><circle cx="40" cy="32" r="14" fill="#5b6b80"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#5b6b80"/></svg>',
  )

const meta = {
  title: 'Site/SiteHeaderUserMenu',
  component: UserMenu,
  // At the end of a bar, as in the header (the menu opens aligned to the trigger's end).
  decorators: [
    (Story) => (
      <div className="flex min-h-72 items-start justify-end p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    user: { name: 'Maria Aparecida da Silva' },
    t: siteHeaderTexts,
    onProfileClick: fn(),
    onChangePasswordClick: fn(),
    onApplicationsClick: fn(),
    onSignOut: fn(),
  },
  argTypes: { t: { control: false } },
} satisfies Meta<typeof UserMenu>

export default meta
type Story = StoryObj<typeof meta>

const desktop = { viewport: { value: 'desktop1280', isRotated: false } }
const menu = siteHeaderTexts.menu
const ENTRIES = [menu.profile, menu.changePassword, menu.applications, menu.signOut]

/** Closed: the avatar and 'Olá, Maria' name a button that opens a menu. */
export const Playground: Story = {
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Olá, Maria' })
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByText('Olá, Maria')).toBeVisible()
    await expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull()
  },
}

/** Opened by keyboard: Enter opens it on 'Meu Perfil', the arrows move (End, Home too), Esc closes it. */
export const OpenByKeyboard: Story = {
  globals: desktop,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Olá, Maria' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const body = within(canvasElement.ownerDocument.body)
    const list = await body.findByRole('menu')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const items = within(list).getAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual(ENTRIES)
    await waitFor(() => expect(items[0]).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    await expect(items[1]).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(items[3]).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect(items[0]).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull())
    await expect(trigger).toHaveFocus()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Open, as a designer reviews it: the four entries under the trigger, the first one highlighted. */
export const Open: Story = {
  globals: desktop,
  play: async ({ canvas, canvasElement, userEvent }) => {
    canvas.getByRole('button', { name: 'Olá, Maria' }).focus()
    await userEvent.keyboard('{Enter}')
    const list = await within(canvasElement.ownerDocument.body).findByRole('menu')
    await expect(list).toHaveAttribute('data-state', 'open')
    await waitFor(() => expect(within(list).getByRole('menuitem', { name: menu.profile })).toHaveFocus())
  },
}

/** 'Sair' by keyboard: only its handler runs, the menu closes and the focus is back on the trigger. */
export const SignOutByKeyboard: Story = {
  globals: desktop,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Olá, Maria' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const body = within(canvasElement.ownerDocument.body)
    const list = await body.findByRole('menu')
    await waitFor(() => expect(within(list).getByRole('menuitem', { name: menu.profile })).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    await expect(within(list).getByRole('menuitem', { name: menu.signOut })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSignOut).toHaveBeenCalledOnce()
    await expect(args.onProfileClick).not.toHaveBeenCalled()
    await expect(args.onChangePasswordClick).not.toHaveBeenCalled()
    await expect(args.onApplicationsClick).not.toHaveBeenCalled()
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

/** By pointer: a click opens it, 'Alterar Senha' runs its handler. */
export const ChooseByPointer: Story = {
  globals: desktop,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Olá, Maria' }))
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('menuitem', { name: menu.changePassword }))
    await expect(args.onChangePasswordClick).toHaveBeenCalledOnce()
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull())
  },
}

/** The social name greets the person (whole), not the civil one. */
export const WithSocialName: Story = {
  args: { user: { name: 'João Carlos Pereira', socialName: 'Joana Pereira' } },
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Olá, Joana Pereira' })).toBeVisible()
    await expect(canvas.queryByText(/João/)).toBeNull()
  },
}

/** With a photo: decorative (the greeting names the button). */
export const WithPhoto: Story = {
  args: { user: { name: 'Maria Aparecida da Silva', avatar: PHOTO } },
  globals: desktop,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Olá, Maria' })
    await waitFor(() => expect(trigger.querySelector('img')).not.toBeNull())
    await expect(within(trigger).queryByRole('img')).toBeNull()
  },
}

/** On a phone the greeting is visually hidden but still names the button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Olá, Maria' })
    await expect(trigger).toBeVisible()
    await expect(canvas.getByText('Olá, Maria')).toHaveClass('max-sm:sr-only')
  },
}
