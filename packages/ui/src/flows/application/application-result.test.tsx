import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApplicationConfirmed, ApplicationError, ApplicationRefused } from './application-result'

afterEach(cleanup)

const statusText = () => document.querySelector('[data-slot="application-refused-status"]')?.textContent

describe('ApplicationConfirmed', () => {
  it("says 'Inscrição Confirmada!' with the job and links to the applications box and the openings", () => {
    render(<ApplicationConfirmed jobTitle="Analista de Crédito Pleno" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Inscrição Confirmada!' })).toBeTruthy()
    expect(
      screen.getByText('Sua inscrição na vaga Analista de Crédito Pleno foi enviada. Boa sorte!'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Acompanhe suas inscrições' }).getAttribute('href')).toBe(
      '/meu-perfil#box-subscription',
    )
    expect(screen.getByRole('link', { name: 'Ver mais oportunidades' }).getAttribute('href')).toBe('/vagas')
  })

  it("renders the links through the caller's renderLink", () => {
    render(
      <ApplicationConfirmed
        renderLink={({ href, children, className }) => (
          <a href={`#router${href}`} className={className} data-router="">
            {children}
          </a>
        )}
      />,
    )
    expect(screen.getByText('Sua inscrição foi enviada. Boa sorte!')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ver mais oportunidades' }).getAttribute('href')).toBe(
      '#router/vagas',
    )
  })
})

describe('ApplicationRefused', () => {
  it('renders the sanitized template, the explanation and the review offer', () => {
    render(
      <ApplicationRefused
        templateHtml="<p>Obrigado pelo interesse, <strong>Ana</strong>.</p>"
        onRequestReview={vi.fn()}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Inscrição não concluída' })).toBeTruthy()
    expect(screen.getByText('Ana').tagName).toBe('STRONG')
    expect(screen.getByText(/decisão foi tomada automaticamente/)).toBeTruthy()
    expect(screen.getByText(/artigo 20 da Lei Geral de Proteção de Dados/)).toBeTruthy()
  })

  it('says when there is no template', () => {
    render(<ApplicationRefused onRequestReview={vi.fn()} />)
    expect(screen.getByText('Não encontramos a mensagem desta inscrição.')).toBeTruthy()
  })

  it('requests a review; sending and sent ignore clicks, sent is announced politely', async () => {
    const onRequestReview = vi.fn()
    const { rerender } = render(<ApplicationRefused onRequestReview={onRequestReview} />)
    const button = screen.getByRole('button', { name: 'Solicitar revisão' })
    expect(statusText()).toBe('')
    await userEvent.click(button)
    expect(onRequestReview).toHaveBeenCalledTimes(1)
    rerender(<ApplicationRefused onRequestReview={onRequestReview} reviewState="sending" />)
    expect(button.getAttribute('aria-busy')).toBe('true')
    await userEvent.click(button)
    expect(onRequestReview).toHaveBeenCalledTimes(1)
    rerender(<ApplicationRefused onRequestReview={onRequestReview} reviewState="sent" />)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(statusText()).toBe(
      'Pedido de revisão registrado. A empresa analisará suas respostas e poderá entrar em contato.',
    )
    await userEvent.click(button)
    expect(onRequestReview).toHaveBeenCalledTimes(1)
  })

  it('shows the failure as an alert and lets the person try again', async () => {
    const onRequestReview = vi.fn()
    render(<ApplicationRefused onRequestReview={onRequestReview} reviewState="failed" />)
    expect(screen.getByRole('alert').textContent).toContain(
      'Não foi possível registrar o pedido de revisão. Tente novamente.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar revisão' }))
    expect(onRequestReview).toHaveBeenCalledTimes(1)
  })
})

describe('ApplicationError', () => {
  it('greets the person by first name and links back to the application', () => {
    render(<ApplicationError firstName="Ana" applicationHref="/vagas/123/inscricao" />)
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Ana, ocorreu um problema na sua candidatura. Tente novamente!',
      }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tentar novamente' }).getAttribute('href')).toBe(
      '/vagas/123/inscricao',
    )
  })

  it("says the spec's message without a name", () => {
    render(<ApplicationError firstName=" " applicationHref="/vagas/123/inscricao" />)
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Ocorreu um problema na sua candidatura. Tente novamente!',
      }),
    ).toBeTruthy()
  })
})
