import { cva, type VariantProps } from 'class-variance-authority'
import { Button, type ButtonProps } from './button'
import { cn } from '../lib/cn'

// Square sizes on top of buttonVariants' look; the smallest is 32 px, above WCAG 2.5.8's 24 px.
const iconButtonVariants = cva('p-0', {
  variants: {
    size: {
      sm: 'size-8 min-h-8 min-w-8',
      md: 'size-10 min-h-10 min-w-10',
      lg: 'size-12 min-h-12 min-w-12',
    },
  },
  defaultVariants: { size: 'md' },
})

type IconButtonProps = Omit<ButtonProps, 'size' | 'aria-label' | 'asChild'> &
  VariantProps<typeof iconButtonVariants> & {
    /** Accessible name (aria-label); an icon alone names nothing. */
    label: string
    /** Also shows the label as the native tooltip (`title`) on pointer hover. */
    showTitle?: boolean
  }

/** An icon-only button: the icon is decorative, `label` is what assistive technology announces. */
function IconButton({
  label,
  showTitle = false,
  variant = 'ghost',
  size,
  className,
  children,
  ...props
}: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      variant={variant}
      size="icon"
      aria-label={label}
      title={showTitle ? label : undefined}
      className={cn(iconButtonVariants({ size }), className)}
      {...props}
    >
      {children}
    </Button>
  )
}

export { IconButton, iconButtonVariants }
export type { IconButtonProps }
