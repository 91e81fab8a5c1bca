import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import {
  ApplicationConfirmed,
  ApplicationError,
  ApplicationRefused,
  type ReviewState,
} from './application-result'

// The pages an application ends on. Links are plain anchors here (an app passes its router's renderLink).

const TEMPLATE = `<p>Olá, Ana!</p>
<p>Agradecemos seu interesse na vaga <strong>Analista de Crédito Pleno</strong>. Neste momento, seu perfil não atende aos
requisitos obrigatórios desta oportunidade:</p>
<ul><li>Disponibilidade para viagens frequentes</li><li>CNH categoria B</li></ul>
<p>Continue acompanhando nossas <a href="#vagas">oportunidades</a>.</p>`

const meta = {
  title: 'Domínio/Inscrição/ApplicationResult',
  component: ApplicationConfirmed,
  args: { jobTitle: 'Analista de Crédito Pleno' },
} satisfies Meta<typeof ApplicationConfirmed>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inscrição Confirmada!' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Acompanhe suas inscrições' })).toHaveAttribute(
      'href',
      '/meu-perfil#box-subscription',
    )
    await expect(canvas.getByRole('link', { name: 'Ver mais oportunidades' })).toHaveAttribute(
      'href',
      '/vagas',
    )
  },
}

export const ConfirmedWithoutJob: Story = { args: { jobTitle: null } }

const refused = (reviewState: ReviewState, templateHtml: string | null = TEMPLATE): Story => ({
  render: () => (
    <ApplicationRefused templateHtml={templateHtml} reviewState={reviewState} onRequestReview={fn()} />
  ),
})

export const RefusedIdle: Story = refused('idle')
export const RefusedSending: Story = refused('sending')

/** The request is registered: announced politely; the button stays focusable and ignores clicks. */
export const RefusedSent: Story = {
  ...refused('sent'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Pedido de revisão registrado.')
    await expect(canvas.getByRole('button', { name: 'Solicitar revisão' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const RefusedFailed: Story = {
  ...refused('failed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível registrar o pedido de revisão.',
    )
  },
}

export const RefusedWithoutTemplate: Story = refused('idle', null)

/** 'Solicitar revisão' → sending → sent, as the flow container drives it. */
export const RequestReview: Story = {
  render: function Render() {
    const [state, setState] = useState<ReviewState>('idle')
    return (
      <ApplicationRefused
        templateHtml={TEMPLATE}
        reviewState={state}
        onRequestReview={() => {
          setState('sending')
          setTimeout(() => setState('sent'), 300)
        }}
      />
    )
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Solicitar revisão' })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Pedido de revisão registrado.'))
    await expect(button).toHaveFocus()
  },
}

export const ErrorPage: Story = {
  render: () => <ApplicationError firstName="Ana" applicationHref="/vagas/123/inscricao" />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Ana, ocorreu um problema na sua candidatura. Tente novamente!',
      }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute(
      'href',
      '/vagas/123/inscricao',
    )
  },
}

export const ErrorWithReason: Story = {
  render: () => (
    <ApplicationError
      firstName="Ana"
      applicationHref="/vagas/123/inscricao"
      reason="A idade mínima para se candidatar é 16 anos."
    />
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', {
      name: 'Ana, ocorreu um problema na sua candidatura. Tente novamente!',
    })
    await expect(region).toHaveTextContent('A idade mínima para se candidatar é 16 anos.')
  },
}

export const ErrorWithoutName: Story = {
  render: () => <ApplicationError applicationHref="/vagas/123/inscricao" />,
}

export const Mobile: Story = {
  ...refused('idle'),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
