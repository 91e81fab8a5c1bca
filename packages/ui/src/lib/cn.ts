import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names and lets the last conflicting Tailwind utility win (so a caller's className overrides). */
function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

export { cn }
