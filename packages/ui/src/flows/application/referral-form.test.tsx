import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleDomains } from '../../domain/applications/application-form.fixtures'
import { ReferralForm } from './referral-form'

afterEach(cleanup)

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')

const empty = { name: '', email: '' }

describe('ReferralForm', () => {
  it("is a region named 'Indicação', described by its hint, with the two optional fields", async () => {
    const onChange = vi.fn()
    render(<ReferralForm values={empty} onChange={onChange} />)
    const region = screen.getByRole('region', { name: 'Indicação' })
    expect(describedBy(region)).toEqual([
      'Foi indicado por alguém? Informe o nome e o e-mail de quem indicou (opcional).',
    ])
    const name = screen.getByRole('textbox', { name: 'Nome de quem indicou' })
    expect(name.id).toBe('referral.name')
    expect(name.getAttribute('aria-required')).toBeNull()
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail de quem indicou' }), 'a')
    expect(onChange).toHaveBeenLastCalledWith('email', 'a')
  })

  it('wires each error to its field', () => {
    render(
      <ReferralForm
        values={{ name: '', email: 'joao' }}
        errors={{ name: 'Informe o nome de quem indicou', email: 'E-mail inválido' }}
        domains={sampleDomains}
        onChange={vi.fn()}
      />,
    )
    const name = screen.getByRole('textbox', { name: 'Nome de quem indicou' })
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(name)).toEqual(['Informe o nome de quem indicou'])
    const email = screen.getByRole('textbox', { name: 'E-mail de quem indicou' })
    expect(describedBy(email)).toEqual(['E-mail inválido'])
    // The domains show only with the domain error.
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('lists the allowed domains under the domain error, describing the field with both', () => {
    render(
      <ReferralForm
        values={{ name: 'João Lima', email: 'joao@gmail.com' }}
        errors={{ email: 'Somente os domínios abaixo são válidos' }}
        domains={sampleDomains}
        onChange={vi.fn()}
      />,
    )
    const list = screen.getByRole('list', { name: 'Domínios válidos' })
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(sampleDomains)
    const email = screen.getByRole('textbox', { name: 'E-mail de quem indicou' })
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(email)).toEqual(['Somente os domínios abaixo são válidos', sampleDomains.join('')])
  })
})
