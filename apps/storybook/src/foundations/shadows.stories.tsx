import type { Meta, StoryObj } from '@storybook/react-vite'

// Elevation: shadow-sm (cards), shadow-md (menus, popovers), shadow-lg (dialogs), tinted per brand.
const SHADOWS = [
  { className: 'shadow-sm', token: '--elevation-sm', use: 'Cards de vaga' },
  { className: 'shadow-md', token: '--elevation-md', use: 'Menus e popovers' },
  { className: 'shadow-lg', token: '--elevation-lg', use: 'Modais' },
] as const

function Elevation() {
  return (
    <ul className="grid gap-8 bg-surface p-8 sm:grid-cols-3">
      {SHADOWS.map(({ className, token, use }) => (
        <li key={className} className={`${className} rounded-lg bg-card p-6 text-card-foreground`}>
          <p className="font-semibold">{use}</p>
          <p className="font-mono text-xs text-muted-foreground">
            {className} · {token}
          </p>
        </li>
      ))}
    </ul>
  )
}

const meta = {
  title: 'Fundamentos/Sombras',
  component: Elevation,
} satisfies Meta<typeof Elevation>

export default meta
type Story = StoryObj<typeof meta>

export const Elevacao: Story = { name: 'Elevação' }
