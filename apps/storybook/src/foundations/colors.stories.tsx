import type { Meta, StoryObj } from '@storybook/react-vite'

// Each semantic colour with its text pair, as components use them. Switch the `Marca` toolbar (or
// see the test run: every story runs in both brands) to compare palettes; axe checks the contrast.
const PAIRS = [
  { token: 'background / foreground', className: 'bg-background text-foreground border border-border' },
  { token: 'surface / surface-foreground', className: 'bg-surface text-surface-foreground' },
  { token: 'primary / primary-foreground', className: 'bg-primary text-primary-foreground' },
  { token: 'secondary / secondary-foreground', className: 'bg-secondary text-secondary-foreground' },
  { token: 'accent / accent-foreground', className: 'bg-accent text-accent-foreground' },
  { token: 'muted / muted-foreground', className: 'bg-muted text-muted-foreground' },
  { token: 'destructive / destructive-foreground', className: 'bg-destructive text-destructive-foreground' },
  { token: 'success / success-foreground', className: 'bg-success text-success-foreground' },
] as const

function ColorPairs() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {PAIRS.map(({ token, className }) => (
        <li key={token} className={`${className} rounded-lg p-4`}>
          <p className="font-heading text-lg font-semibold">Vagas abertas em todo o Brasil</p>
          <p className="font-mono text-sm">{token}</p>
        </li>
      ))}
    </ul>
  )
}

function RadiusScale() {
  return (
    <ul className="flex flex-wrap gap-4">
      {(['rounded-sm', 'rounded-md', 'rounded-lg', 'rounded-xl'] as const).map((radius) => (
        <li key={radius} className={`${radius} border-2 border-input bg-surface p-6 font-mono text-sm`}>
          {radius}
        </li>
      ))}
    </ul>
  )
}

const meta = {
  component: ColorPairs,
} satisfies Meta<typeof ColorPairs>

export default meta
type Story = StoryObj<typeof meta>

export const Pairs: Story = {}
export const Radii: Story = { render: () => <RadiusScale /> }
