export { Button, buttonVariants } from './components/button'
export type { ButtonProps } from './components/button'
export { cn } from './lib/cn'
