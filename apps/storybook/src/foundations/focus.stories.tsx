import { Button } from '@carreiras/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { useTokenValues } from './token-values'

// The keyboard focus indicator (`focus-ring` utility): a solid outline of --focus-ring-width in
// --focus-ring-color (= ring), offset by --focus-ring-offset so it reads on any fill (WCAG 2.4.7, 2.4.13).
const RING =
  'outline-[length:var(--focus-ring-width)] outline-offset-[var(--focus-ring-offset)] outline-ring outline-solid'

function FocusRing() {
  const [ref, values] = useTokenValues<HTMLDivElement>([
    'focus-ring-width',
    'focus-ring-offset',
    'focus-ring-color',
  ])
  return (
    <div ref={ref} className="space-y-6">
      <p className="font-mono text-xs text-muted-foreground">
        width {values['focus-ring-width']} · offset {values['focus-ring-offset']} · color{' '}
        {values['focus-ring-color']}
      </p>
      <ul className="flex flex-wrap items-center gap-6" aria-label="Exemplos estáticos do foco">
        <li
          className={`${RING} rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground`}
        >
          Botão primário
        </li>
        <li className={`${RING} rounded-md border border-input bg-background px-3 py-2 text-sm`}>
          Campo de texto
        </li>
        <li className={`${RING} rounded-sm text-sm text-primary underline underline-offset-4`}>Link</li>
        <li className="rounded-lg bg-surface p-4">
          <span className={`${RING} rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground`}>
            Sobre superfície
          </span>
        </li>
      </ul>
    </div>
  )
}

const meta = {
  title: 'Fundamentos/Foco',
  component: FocusRing,
} satisfies Meta<typeof FocusRing>

export default meta
type Story = StoryObj<typeof meta>

export const Anel: Story = {}

/** The real utility: Tab moves focus to the button and the ring appears (focus-visible). */
export const Teclado: Story = {
  render: () => (
    <div className="flex gap-4">
      <Button>Cadastre seu Currículo</Button>
      <Button variant="outline">Faça seu login</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab()
    const first = canvas.getByRole('button', { name: 'Cadastre seu Currículo' })
    await expect(first).toHaveFocus()
    await expect(getComputedStyle(first).outlineStyle).toBe('solid')
  },
}
