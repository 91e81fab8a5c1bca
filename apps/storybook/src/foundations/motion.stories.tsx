import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTokenValues } from './token-values'

// Motion tokens: short durations and three easings. Under prefers-reduced-motion every duration is
// 0 ms (tokens.css), so `transition duration-base` components stop animating without extra code.
const DURATIONS = [
  { token: 'motion-duration-fast', className: 'duration-fast', use: 'Hover, foco, cores' },
  {
    token: 'motion-duration-base',
    className: 'duration-base',
    use: 'Padrão de `transition`; menus, tooltips',
  },
  { token: 'motion-duration-slow', className: 'duration-slow', use: 'Modais, painéis, acordeões' },
] as const

const EASINGS = [
  { token: 'motion-easing-standard', className: 'ease-standard', use: 'Mudanças na tela' },
  { token: 'motion-easing-enter', className: 'ease-enter', use: 'Elementos que entram' },
  { token: 'motion-easing-exit', className: 'ease-exit', use: 'Elementos que saem' },
] as const

/** Plots a `cubic-bezier(x1, y1, x2, y2)` so the curve can be reviewed without playing it. */
function Curve({ value }: { value: string }) {
  const [x1 = 0, y1 = 0, x2 = 1, y2 = 1] = (/cubic-bezier\(([^)]*)\)/.exec(value)?.[1] ?? '')
    .split(',')
    .map(Number)
  const p = (x: number, y: number) => `${4 + x * 72} ${76 - y * 72}`
  return (
    <svg aria-hidden="true" viewBox="0 0 80 80" className="size-20 rounded-md bg-surface">
      <path
        d={`M${p(0, 0)} C${p(x1, y1)} ${p(x2, y2)} ${p(1, 1)}`}
        className="stroke-primary"
        strokeWidth="3"
        fill="none"
      />
    </svg>
  )
}

function MotionTokens() {
  const [ref, values] = useTokenValues<HTMLDivElement>([
    ...DURATIONS.map((d) => d.token),
    ...EASINGS.map((e) => e.token),
  ])
  return (
    <div ref={ref} className="space-y-6">
      <table className="w-full max-w-2xl text-left text-sm">
        <caption className="pb-2 text-left font-semibold">Durações</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col">Classe</th>
            <th scope="col">Valor</th>
            <th scope="col">Uso</th>
          </tr>
        </thead>
        <tbody>
          {DURATIONS.map(({ token, className, use }) => (
            <tr key={token} className="border-t border-border">
              <td className="py-2 font-mono">{className}</td>
              <td className="font-mono">{values[token]}</td>
              <td>{use}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-wrap gap-6">
        {EASINGS.map(({ token, className, use }) => (
          <li key={token} className="space-y-1">
            <Curve value={values[token] ?? ''} />
            <p className="font-mono text-xs">{className}</p>
            <p className="text-xs text-muted-foreground">{use}</p>
          </li>
        ))}
      </ul>
      <p className="max-w-prose text-sm text-muted-foreground">
        Com “reduzir movimento” ativado no sistema, todas as durações valem 0 ms.
      </p>
    </div>
  )
}

function HoverDemo() {
  return (
    <button
      type="button"
      className="focus-ring rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground transition-colors duration-base ease-standard hover:bg-primary/90"
    >
      Passe o mouse (duration-base, ease-standard)
    </button>
  )
}

const meta = {
  title: 'Fundamentos/Movimento',
  component: MotionTokens,
} satisfies Meta<typeof MotionTokens>

export default meta
type Story = StoryObj<typeof meta>

export const Tokens: Story = {}
export const Transicao: Story = { name: 'Transição', render: () => <HoverDemo /> }
