import { act, cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoPart, useStableCallback, useStableValue } from './memo-part'

afterEach(cleanup)

describe('MemoPart', () => {
  it('draws again only when one of its deps changed', () => {
    const draw = vi.fn((text: string) => <p>{text}</p>)
    const { rerender } = render(<MemoPart deps={['a', 1]}>{() => draw('first')}</MemoPart>)
    rerender(<MemoPart deps={['a', 1]}>{() => draw('second')}</MemoPart>)
    expect(draw).toHaveBeenCalledTimes(1)
    expect(screen.getByText('first')).toBeTruthy()
    rerender(<MemoPart deps={['a', 2]}>{() => draw('third')}</MemoPart>)
    expect(draw).toHaveBeenCalledTimes(2)
    expect(screen.getByText('third')).toBeTruthy()
    rerender(<MemoPart deps={['a', 2, 'more']}>{() => draw('fourth')}</MemoPart>)
    expect(screen.getByText('fourth')).toBeTruthy()
  })

  it('compares deps by identity: an equal new object draws again', () => {
    const draw = vi.fn(() => <p>x</p>)
    const { rerender } = render(<MemoPart deps={[{ a: 1 }]}>{draw}</MemoPart>)
    rerender(<MemoPart deps={[{ a: 1 }]}>{draw}</MemoPart>)
    expect(draw).toHaveBeenCalledTimes(2)
  })
})

describe('useStableValue', () => {
  function Probe({ value, seen }: { value: unknown; seen: unknown[] }) {
    seen.push(useStableValue(value))
    return null
  }

  it('keeps the earlier value while a new one is deeply equal, and takes a changed one', () => {
    const seen: unknown[] = []
    const first = { errors: { cpf: 'CPF inválido' }, files: [{ id: '1', name: 'a.pdf' }] }
    const { rerender } = render(<Probe value={first} seen={seen} />)
    rerender(
      <Probe value={{ errors: { cpf: 'CPF inválido' }, files: [{ id: '1', name: 'a.pdf' }] }} seen={seen} />,
    )
    expect(seen.at(-1)).toBe(first)
    const changed = { errors: {}, files: [{ id: '1', name: 'a.pdf' }] }
    rerender(<Probe value={changed} seen={seen} />)
    expect(seen.at(-1)).toBe(changed)
    rerender(<Probe value={{ errors: {}, files: [{ id: '1', name: 'a.pdf' }] }} seen={seen} />)
    expect(seen.at(-1)).toBe(changed)
  })
})

describe('useStableCallback', () => {
  it('gives one function that calls the newest handler', () => {
    const functions: unknown[] = []
    const calls: string[] = []
    function Counter() {
      const [label, setLabel] = useState('first')
      const onPress = useStableCallback(() => calls.push(label))
      functions.push(onPress)
      return (
        <>
          <button type="button" onClick={onPress}>
            press
          </button>
          <button type="button" onClick={() => setLabel('second')}>
            change
          </button>
        </>
      )
    }
    render(<Counter />)
    act(() => screen.getByRole('button', { name: 'press' }).click())
    act(() => screen.getByRole('button', { name: 'change' }).click())
    act(() => screen.getByRole('button', { name: 'press' }).click())
    expect(calls).toEqual(['first', 'second'])
    expect(new Set(functions).size).toBe(1)
  })
})
