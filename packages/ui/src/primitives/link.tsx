import { ptBR } from '@carreiras/core'
import { Slot, Slottable } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { buttonVariants } from './button'

const linkVariants = cva('focus-ring rounded-sm', {
  variants: {
    variant: {
      default: 'font-medium text-primary underline underline-offset-4 hover:decoration-2',
      muted: 'text-muted-foreground underline underline-offset-4 hover:text-foreground',
      button: buttonVariants({ variant: 'primary' }),
      'button-outline': buttonVariants({ variant: 'outline' }),
    },
  },
  defaultVariants: { variant: 'default' },
})

type LinkProps = ComponentProps<'a'> &
  VariantProps<typeof linkVariants> & {
    /** Renders the single child (e.g. a router `<Link>`) with the link's look and behaviour. */
    asChild?: boolean
    /** Visually hidden note read after the name of a link that opens a new tab. */
    newTabText?: string
  }

/** Splits a `rel` into its tokens and adds the ones a new-tab link needs (no window.opener leak). */
function newTabRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean))
  tokens.add('noopener')
  tokens.add('noreferrer')
  return [...tokens].join(' ')
}

function Link({
  className,
  variant,
  asChild = false,
  newTabText = ptBR.ui.display.link.newTab,
  target,
  rel,
  children,
  ...props
}: LinkProps) {
  const Comp = asChild ? Slot : 'a'
  const opensNewTab = target === '_blank'
  return (
    <Comp
      data-slot="link"
      data-variant={variant ?? 'default'}
      className={cn(linkVariants({ variant }), className)}
      target={target}
      rel={opensNewTab ? newTabRel(rel) : rel}
      {...props}
    >
      <Slottable>{children}</Slottable>
      {opensNewTab ? (
        // The space sits outside the hidden span so every name computation keeps it; at the end of
        // the line it is not rendered.
        <>
          {' '}
          <span data-slot="link-new-tab" className="sr-only">
            {newTabText}
          </span>
        </>
      ) : null}
    </Comp>
  )
}

export { Link, linkVariants }
export type { LinkProps }
