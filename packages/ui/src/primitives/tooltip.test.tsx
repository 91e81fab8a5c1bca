import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip'

afterEach(cleanup)

// jsdom has no ResizeObserver; Radix's popper only needs it to exist.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

function CopyLink() {
  return (
    <Tooltip>
      <TooltipTrigger>Copiar</TooltipTrigger>
      <TooltipContent>Copiar Link</TooltipContent>
    </Tooltip>
  )
}

describe('Tooltip', () => {
  it('opens on keyboard focus and describes its trigger', async () => {
    render(<CopyLink />)
    await userEvent.tab()
    const trigger = screen.getByRole('button', { name: 'Copiar' })
    expect(document.activeElement).toBe(trigger)
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip.textContent).toBe('Copiar Link')
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id)
  })

  it('closes on Esc', async () => {
    render(<CopyLink />)
    await userEvent.tab()
    await screen.findByRole('tooltip')
    await userEvent.keyboard('{Escape}')
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('can start open', () => {
    render(
      <Tooltip defaultOpen>
        <TooltipTrigger>Ajuda</TooltipTrigger>
        <TooltipContent>Texto de ajuda</TooltipContent>
      </Tooltip>,
    )
    expect(screen.getByRole('tooltip').textContent).toBe('Texto de ajuda')
    expect(document.querySelector('[data-slot="tooltip-content"]')?.className).toContain('bg-foreground')
  })
})
