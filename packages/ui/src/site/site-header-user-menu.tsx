// The signed-in avatar menu of the site header, in its own module so SiteHeader can load it lazily.
import { greetingName } from '@carreiras/core'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { ChevronDown } from 'lucide-react'
import { cn } from '../lib/cn'
import { Avatar } from '../primitives/avatar'
import type { SiteHeaderTexts, SiteHeaderUser } from './site-header-shared'

interface UserMenuProps {
  user: SiteHeaderUser
  t: SiteHeaderTexts
  onProfileClick?: () => void
  onChangePasswordClick?: () => void
  onApplicationsClick?: () => void
  onSignOut?: () => void
}

export function UserMenu({
  user,
  t,
  onProfileClick,
  onChangePasswordClick,
  onApplicationsClick,
  onSignOut,
}: UserMenuProps) {
  const itemClass = cn(
    'flex min-h-10 cursor-pointer select-none items-center rounded-sm px-3 text-sm outline-none',
    'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
  )
  const entries = [
    ['profile', onProfileClick],
    ['changePassword', onChangePasswordClick],
    ['applications', onApplicationsClick],
    ['signOut', onSignOut],
  ] as const
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-slot="site-header-user-menu-trigger"
        className="inline-flex min-h-10 items-center gap-2 rounded-full py-1 ps-1 pe-2 text-sm font-medium focus-ring"
      >
        <Avatar name={user.name} src={user.avatar} size="sm" decorative />
        <span className="max-sm:sr-only">{t.greeting(greetingName(user))}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot="site-header-user-menu"
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-md border border-border bg-background p-1 text-foreground shadow-md"
        >
          {entries.map(([key, handler]) => (
            <DropdownMenu.Item
              key={key}
              data-slot="site-header-user-menu-item"
              className={itemClass}
              onSelect={() => handler?.()}
            >
              {t.menu[key]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
