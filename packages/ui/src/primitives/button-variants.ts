// The button's look as class names, in a module of its own without `cn` (tailwind-merge): the site
// header and plain links (e.g. `<Link className={buttonVariants()}>`) on every page's first load use
// it without paying for the merge (the public routes' JS budget). Callers that add classes which may
// conflict with these should use <Button className>, which merges.
import { cva } from 'class-variance-authority'

const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2',
    // Long labels wrap instead of overflowing a 360 px screen; heights below are minimums.
    'text-center font-sans font-medium',
    'rounded-md transition-colors focus-ring',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline:
          'border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline underline-offset-4 hover:decoration-2',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
      },
      // Every size keeps a target of at least 24 x 24 px (WCAG 2.5.8); md and lg are 40 and 48 px.
      size: {
        sm: 'min-h-8 min-w-8 px-3 py-1.5 text-sm',
        md: 'min-h-10 min-w-10 px-4 py-2 text-sm',
        lg: 'min-h-12 min-w-12 px-6 py-3 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export { buttonVariants }
