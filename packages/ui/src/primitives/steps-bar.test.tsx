import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StepsBar } from './steps-bar'

afterEach(cleanup)

describe('StepsBar', () => {
  it("lists the application's steps and marks the current one", () => {
    render(<StepsBar current={0} />)
    const list = screen.getByRole('list', { name: 'Etapas da inscrição' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['1: Preencha o perfil', '2: Faça os Testes'])
    expect(items[0]?.getAttribute('aria-current')).toBe('step')
    expect(items[1]?.hasAttribute('aria-current')).toBe(false)
  })

  it('marks earlier steps as done', () => {
    render(<StepsBar current={1} />)
    const items = screen.getAllByRole('listitem')
    expect(items[0]?.dataset.state).toBe('complete')
    expect(items[0]?.textContent).toBe('1: Preencha o perfil (concluída)')
    expect(items[1]?.getAttribute('aria-current')).toBe('step')
  })

  it('takes its own steps', () => {
    render(<StepsBar steps={['Dados', 'Formação', 'Experiência']} current={2} label="Atualizar perfil" />)
    const items = within(screen.getByRole('list', { name: 'Atualizar perfil' })).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[2]?.getAttribute('aria-current')).toBe('step')
  })
})
