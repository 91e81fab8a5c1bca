// The parts a site draws on the server for a signed-in page (the ficha's heading, the tests pages' steps bar,
// the loading spinner) merge classes only when a caller passed some: the first `cn` in the browser builds
// tailwind-merge's class table, and these are hydrated before the idle moment that builds it
// (docs/architecture.md, "What a module does when it loads").
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApplicationHeading } from '../flows/application/application-layout'
import { Spinner } from '../primitives/spinner'
import { StepsBar } from '../primitives/steps-bar'
import { cn } from './cn'

vi.mock('./cn', async (original) => {
  const actual = await original<{ cn: typeof cn }>()
  return { cn: vi.fn(actual.cn) }
})

afterEach(cleanup)
beforeEach(() => vi.mocked(cn).mockClear())

describe('parts drawn on the server merge no classes of their own', () => {
  it('the ficha heading: no merge alone; a caller’s size replaces its own', () => {
    const { rerender } = render(<ApplicationHeading>Inscrição: Analista</ApplicationHeading>)
    const heading = screen.getByRole('heading', { level: 1, name: 'Inscrição: Analista' })
    expect(cn).not.toHaveBeenCalled()
    expect(heading.className).toContain('text-2xl')
    rerender(<ApplicationHeading className="text-xl">Inscrição: Analista</ApplicationHeading>)
    expect(cn).toHaveBeenCalled()
    expect(heading.className).toContain('text-xl')
    expect(heading.className).not.toContain('text-2xl')
  })

  it('the steps bar: no merge alone, for the bar or its steps; a caller’s gap replaces its own', () => {
    const { rerender } = render(<StepsBar current={1} />)
    const bar = screen.getByRole('list')
    expect(cn).not.toHaveBeenCalled()
    expect(bar.className).toBe('flex w-full flex-col gap-3 sm:flex-row sm:gap-2')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    rerender(<StepsBar current={1} className="gap-1" />)
    expect(cn).toHaveBeenCalled()
    expect(bar.className).toContain('gap-1')
    expect(bar.className).not.toContain('gap-3')
  })

  it('the spinner: no merge alone', () => {
    render(<Spinner />)
    expect(screen.getByRole('status')).toBeTruthy()
    expect(cn).not.toHaveBeenCalled()
  })
})
