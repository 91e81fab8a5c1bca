import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ReturnTest } from './return-test'

describe('ReturnTest', () => {
  it("is 'Validando Teste...' with the message as a polite status", () => {
    render(<ReturnTest message="Ana, estamos validando o seu teste. Aguarde um instante." />)
    expect(screen.getByRole('heading', { level: 1, name: 'Validando Teste...' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(
      'Ana, estamos validando o seu teste. Aguarde um instante.',
    )
  })

  it('defaults to the message without a name', () => {
    render(<ReturnTest />)
    expect(screen.getByRole('status').textContent).toBe('Estamos validando o seu teste. Aguarde um instante.')
  })
})
