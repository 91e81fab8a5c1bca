import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar } from './avatar'

afterEach(cleanup)

describe('Avatar', () => {
  it('shows the initials, named by the full name, without a photo', () => {
    render(<Avatar name="Maria da Silva" />)
    const avatar = screen.getByRole('img', { name: 'Maria da Silva' })
    expect(avatar.textContent).toBe('MS')
    expect(avatar.dataset.slot).toBe('avatar-fallback')
  })

  it('shows the initials while the photo has not loaded (jsdom never loads it)', () => {
    render(<Avatar name="João Pereira" src="/foto.jpg" size="lg" />)
    expect(screen.getByRole('img', { name: 'João Pereira' }).textContent).toBe('JP')
    const root = document.querySelector('[data-slot="avatar"]') as HTMLElement
    expect(root.dataset.size).toBe('lg')
    expect(root.className).toContain('size-16')
  })

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar name="Ana Souza" decorative />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(document.querySelector('[data-slot="avatar-fallback"]')?.getAttribute('aria-hidden')).toBe('true')
  })
})
