import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cn } from '../lib/cn'
import { Button, buttonVariants } from './button'

afterEach(cleanup)

describe('Button', () => {
  it('renders a button named by its text', () => {
    render(<Button>Próxima Etapa</Button>)
    const button = screen.getByRole('button', { name: 'Próxima Etapa' })
    expect(button.tagName).toBe('BUTTON')
    expect(button.dataset.slot).toBe('button')
  })

  it('calls onClick when clicked', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Candidatar-se</Button>)
    await userEvent.click(screen.getByRole('button', { name: 'Candidatar-se' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('keeps the caller className last so it wins a conflict', () => {
    render(<Button className="px-10">Salvar</Button>)
    const { className } = screen.getByRole('button', { name: 'Salvar' })
    expect(className).toContain('px-10')
    expect(className).not.toContain('px-4')
  })

  it('renders its child with the button classes when asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/vagas">Ver vagas</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Ver vagas' })
    expect(link.tagName).toBe('A')
    expect(link.getAttribute('href')).toBe('/vagas')
    expect(link.dataset.slot).toBe('button')
    expect(link.className).toBe(cn(buttonVariants({ variant: 'outline' })))
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('blocks clicks when disabled', async () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Enviar
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Enviar' })
    expect(button).toHaveProperty('disabled', true)
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('marks itself busy and blocks clicks while loading', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Enviando
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Enviando' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button).toHaveProperty('disabled', true)
    expect(button.querySelector('[data-slot="button-spinner"]')?.getAttribute('aria-hidden')).toBe('true')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('is not busy by default', () => {
    render(<Button>Entrar</Button>)
    expect(screen.getByRole('button', { name: 'Entrar' }).hasAttribute('aria-busy')).toBe(false)
  })

  it('announces a disabled link when asChild', () => {
    render(
      <Button asChild disabled>
        <a href="/perfil">Meu perfil</a>
      </Button>,
    )
    expect(screen.getByRole('link', { name: 'Meu perfil' }).getAttribute('aria-disabled')).toBe('true')
  })

  it('gives each variant and each size its own classes', () => {
    const variants = ['primary', 'secondary', 'outline', 'ghost', 'link', 'destructive'] as const
    const sizes = ['sm', 'md', 'lg', 'icon'] as const
    expect(new Set(variants.map((variant) => buttonVariants({ variant }))).size).toBe(variants.length)
    expect(new Set(sizes.map((size) => buttonVariants({ size }))).size).toBe(sizes.length)
    expect(buttonVariants()).toBe(buttonVariants({ variant: 'primary', size: 'md' }))
  })

  it('has no class that tailwind-merge would silently drop', () => {
    for (const variant of ['primary', 'secondary', 'outline', 'ghost', 'link', 'destructive'] as const) {
      for (const size of ['sm', 'md', 'lg', 'icon'] as const) {
        const classes = buttonVariants({ variant, size })
        expect(cn(classes), `${variant} ${size}`).toBe(classes)
      }
    }
  })

  it('uses semantic token classes only', () => {
    expect(buttonVariants({ variant: 'primary' })).toContain('bg-primary text-primary-foreground')
    expect(buttonVariants({ variant: 'destructive' })).toContain('bg-destructive text-destructive-foreground')
    expect(buttonVariants({ variant: 'outline' })).not.toMatch(
      /#|\b(?:bg|text)-(?:blue|red|gray|white|black)/,
    )
  })
})
