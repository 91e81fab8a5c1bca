import { cleanup, render } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useDrawnParts } from './drawn-in-parts'

afterEach(cleanup)

/** Records the count each commit drew. */
function Probe({
  total,
  progressive,
  ready,
  seen,
}: {
  total: number
  progressive: boolean
  ready?: boolean
  seen: number[]
}) {
  const drawn = useDrawnParts(total, progressive, ready)
  useEffect(() => {
    if (seen.at(-1) !== drawn) seen.push(drawn)
  })
  return null
}

describe('useDrawnParts', () => {
  it('draws every part at once when not progressive', () => {
    const seen: number[] = []
    render(<Probe total={4} progressive={false} seen={seen} />)
    expect(seen).toEqual([4])
  })

  it('draws one part more per commit when progressive, up to the total', () => {
    const seen: number[] = []
    render(<Probe total={4} progressive seen={seen} />)
    expect(seen).toEqual([1, 2, 3, 4])
  })

  it('waits with the first part until ready, and draws parts added later the same way', () => {
    const seen: number[] = []
    const { rerender } = render(<Probe total={3} progressive ready={false} seen={seen} />)
    expect(seen).toEqual([1])
    rerender(<Probe total={3} progressive ready seen={seen} />)
    expect(seen).toEqual([1, 2, 3])
    rerender(<Probe total={5} progressive ready seen={seen} />)
    expect(seen).toEqual([1, 2, 3, 4, 5])
  })

  it('never draws more parts than there are', () => {
    const seen: number[] = []
    const { rerender } = render(<Probe total={3} progressive seen={seen} />)
    rerender(<Probe total={2} progressive seen={seen} />)
    expect(seen).toEqual([1, 2, 3, 2])
  })
})
