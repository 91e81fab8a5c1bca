import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Logo } from './logo'

afterEach(cleanup)

describe('Logo', () => {
  it('is an image named after the default brand', () => {
    render(<Logo />)
    const logo = screen.getByRole('img', { name: 'Aurora Carreiras' })
    expect(logo.getAttribute('data-brand-mark')).toBe('aurora')
  })

  it('draws the demo mark with its own name', () => {
    render(<Logo brand="demo" />)
    expect(screen.getByRole('img', { name: 'Demo Carreiras' }).getAttribute('data-brand-mark')).toBe('demo')
  })

  it('takes a white-label name and the caller class last', () => {
    render(<Logo label="Minha Marca" className="h-6" />)
    const logo = screen.getByRole('img', { name: 'Minha Marca' })
    expect(logo.getAttribute('class')).toContain('h-6')
    expect(logo.getAttribute('class')).not.toContain('h-10')
  })

  it('paints with tokens only (no raw colour)', () => {
    const { container } = render(<Logo brand="demo" />)
    expect(container.innerHTML).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(/i)
  })

  it("draws any other brand's logo file with its intrinsic size and alt", () => {
    render(<Logo image={{ src: '/brands/acme/logo.svg', width: 180, height: 40, alt: 'Acme Carreiras' }} />)
    const logo = screen.getByRole('img', { name: 'Acme Carreiras' })
    expect(logo.tagName).toBe('IMG')
    expect(logo.getAttribute('src')).toBe('/brands/acme/logo.svg')
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['180', '40'])
  })
})
