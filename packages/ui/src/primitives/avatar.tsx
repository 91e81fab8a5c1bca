import { initialsOf } from '@carreiras/core'
import * as AvatarPrimitive from '@radix-ui/react-avatar'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-16 text-xl',
        xl: 'size-[200px] text-6xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The person's name: the photo's alt text and the source of the initials. */
    name: string
    /** Photo URL; the initials show while it loads or when it fails. */
    src?: string | null
    /** Ms to wait before showing the initials, so a fast photo does not flash them. */
    fallbackDelayMs?: number
    /** Hides the avatar from assistive technology when the name is already beside it. */
    decorative?: boolean
  }

function Avatar({ className, size, name, src, fallbackDelayMs, decorative = false, ...props }: AvatarProps) {
  const alt = decorative ? '' : name
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? 'md'}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={alt}
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        delayMs={src ? fallbackDelayMs : undefined}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
        className="flex size-full items-center justify-center font-semibold text-secondary-foreground"
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}

export { Avatar, avatarVariants }
export type { AvatarProps }
