import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTokenValues } from './token-values'

// The radius scale derives from one token per brand, `--radius` (= rounded-lg).
const RADII = [
  { className: 'rounded-sm', use: 'Badges, checkboxes' },
  { className: 'rounded-md', use: 'Botões, campos' },
  { className: 'rounded-lg', use: 'Cards (--radius)' },
  { className: 'rounded-xl', use: 'Modais' },
  { className: 'rounded-full', use: 'Avatares, pílulas' },
] as const

function RadiusScale() {
  const [ref, values] = useTokenValues<HTMLUListElement>(['radius'])
  return (
    <ul ref={ref} className="flex flex-wrap gap-4">
      {RADII.map(({ className, use }) => (
        <li key={className} className="space-y-2 text-center">
          <div aria-hidden="true" className={`${className} size-24 border-2 border-input bg-surface`} />
          <p className="font-mono text-xs">{className}</p>
          <p className="text-xs text-muted-foreground">{use}</p>
        </li>
      ))}
      <li className="w-full font-mono text-xs text-muted-foreground">--radius: {values.radius}</li>
    </ul>
  )
}

const meta = {
  title: 'Fundamentos/Raios',
  component: RadiusScale,
} satisfies Meta<typeof RadiusScale>

export default meta
type Story = StoryObj<typeof meta>

export const Escala: Story = {}
