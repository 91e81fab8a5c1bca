import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTokenValues } from './token-values'

// The type scale (text-xs … text-4xl, each with its line height) and the brand's font stacks.
const SCALE = [
  { step: 'xs', className: 'text-xs' },
  { step: 'sm', className: 'text-sm' },
  { step: 'base', className: 'text-base' },
  { step: 'lg', className: 'text-lg' },
  { step: 'xl', className: 'text-xl' },
  { step: '2xl', className: 'text-2xl' },
  { step: '3xl', className: 'text-3xl' },
  { step: '4xl', className: 'text-4xl' },
] as const

function TypeScale() {
  const [ref, values] = useTokenValues<HTMLUListElement>(
    SCALE.flatMap(({ step }) => [`font-size-${step}`, `line-height-${step}`]),
  )
  return (
    <ul ref={ref} className="space-y-4">
      {SCALE.map(({ step, className }) => (
        <li
          key={step}
          className="grid gap-1 border-b border-border pb-3 sm:grid-cols-[10rem_1fr] sm:items-baseline"
        >
          <p className="font-mono text-xs text-muted-foreground">
            text-{step} · {values[`font-size-${step}`]} / {values[`line-height-${step}`]}
          </p>
          <p className={`${className} font-heading font-semibold`}>
            Oportunidades para transformar carreiras
          </p>
        </li>
      ))}
    </ul>
  )
}

function Weights() {
  return (
    <ul className="space-y-2 text-2xl">
      <li className="font-normal">Regular 400 — Cadastre seu currículo</li>
      <li className="font-semibold">Semibold 600 — Programa de estágio</li>
      <li className="font-bold">Bold 700 — QUERO ME INSCREVER!</li>
    </ul>
  )
}

function Families() {
  const [ref, values] = useTokenValues<HTMLDListElement>([
    'font-stack-sans',
    'font-stack-heading',
    'font-stack-mono',
  ])
  return (
    <dl ref={ref} className="space-y-4">
      {(
        [
          ['font-sans', 'font-stack-sans', 'Texto corrido: descrição da vaga, formulários e mensagens.'],
          ['font-heading', 'font-stack-heading', 'Títulos: Faça parte do nosso time'],
          ['font-mono', 'font-stack-mono', 'Código: 123.456.789-09'],
        ] as const
      ).map(([className, token, sample]) => (
        <div key={token}>
          <dt className="font-mono text-xs text-muted-foreground">
            {className} · {values[token]}
          </dt>
          <dd className={`${className} text-lg`}>{sample}</dd>
        </div>
      ))}
    </dl>
  )
}

function LongText() {
  return (
    <article className="max-w-prose space-y-3">
      <p className="font-heading text-3xl font-bold">
        Analista de Desenvolvimento de Sistemas Sênior — Crédito Imobiliário
      </p>
      <p className="text-base">
        Buscamos pessoas apaixonadas por tecnologia e por transformar a experiência financeira de milhões de
        brasileiros. Você vai atuar em squads multidisciplinares, com autonomia, aprendizado contínuo e
        acessibilidade como parte do trabalho desde o primeiro dia: ação, coração, atenção, informação.
      </p>
      <p className="text-sm text-muted-foreground">Publicada em 12/03/2025 · São Paulo - SP · Híbrido</p>
    </article>
  )
}

const meta = {
  title: 'Fundamentos/Tipografia',
  component: TypeScale,
} satisfies Meta<typeof TypeScale>

export default meta
type Story = StoryObj<typeof meta>

export const Escala: Story = {}
export const Pesos: Story = { render: () => <Weights /> }
export const Familias: Story = { name: 'Famílias', render: () => <Families /> }
export const TextoLongo: Story = { name: 'Texto longo', render: () => <LongText /> }
