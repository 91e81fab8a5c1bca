import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTokenValues } from './token-values'

// Every colour role with its text pair, as components use them, with the active brand's values.
// Switch the `Marca` toolbar to compare palettes (the test run renders every story in both brands);
// tokens.test.ts proves the contrast of each pair, axe re-checks it here.
const ROLES = [
  { role: 'background', fg: 'foreground', className: 'bg-background text-foreground border border-border' },
  { role: 'surface', fg: 'surface-foreground', className: 'bg-surface text-surface-foreground' },
  { role: 'card', fg: 'card-foreground', className: 'bg-card text-card-foreground border border-border' },
  { role: 'popover', fg: 'popover-foreground', className: 'bg-popover text-popover-foreground shadow-md' },
  { role: 'primary', fg: 'primary-foreground', className: 'bg-primary text-primary-foreground' },
  { role: 'secondary', fg: 'secondary-foreground', className: 'bg-secondary text-secondary-foreground' },
  { role: 'accent', fg: 'accent-foreground', className: 'bg-accent text-accent-foreground' },
  { role: 'muted', fg: 'muted-foreground', className: 'bg-muted text-muted-foreground' },
  {
    role: 'destructive',
    fg: 'destructive-foreground',
    className: 'bg-destructive text-destructive-foreground',
  },
  { role: 'success', fg: 'success-foreground', className: 'bg-success text-success-foreground' },
  { role: 'warning', fg: 'warning-foreground', className: 'bg-warning text-warning-foreground' },
  { role: 'info', fg: 'info-foreground', className: 'bg-info text-info-foreground' },
] as const

const TEXT_ON_PAGE = [
  { token: 'foreground', className: 'text-foreground', sample: 'Texto principal da página' },
  { token: 'muted-foreground', className: 'text-muted-foreground', sample: 'Dica: use apenas números' },
  { token: 'primary', className: 'text-primary', sample: 'Ver todas as oportunidades' },
  { token: 'destructive', className: 'text-destructive', sample: 'Informe um CPF válido' },
  { token: 'success', className: 'text-success', sample: 'Currículo salvo com sucesso' },
  { token: 'warning', className: 'text-warning', sample: 'Inscrições encerram em 2 dias' },
  { token: 'info', className: 'text-info', sample: 'Você pode editar depois' },
] as const

const BOUNDARIES = [
  { token: 'border', swatch: 'border-2 border-border bg-background', use: 'Divisórias decorativas' },
  { token: 'input', swatch: 'border-2 border-input bg-background', use: 'Borda de campos (≥ 3:1)' },
  {
    token: 'ring',
    swatch: 'outline-2 outline-offset-2 outline-ring bg-background',
    use: 'Foco do teclado (≥ 3:1)',
  },
  { token: 'overlay', swatch: 'bg-overlay', use: 'Fundo atrás de modais' },
] as const

function ColorPairs() {
  const [ref, values] = useTokenValues<HTMLUListElement>(ROLES.flatMap(({ role, fg }) => [role, fg]))
  return (
    <ul ref={ref} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {ROLES.map(({ role, fg, className }) => (
        <li key={role} className={`${className} rounded-lg p-4`}>
          <p className="font-heading text-lg font-semibold">Vagas abertas em todo o Brasil</p>
          <p className="font-mono text-xs">
            {role} {values[role]} / {fg} {values[fg]}
          </p>
        </li>
      ))}
    </ul>
  )
}

function TextOnPage() {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {(['bg-background border border-border', 'bg-surface', 'bg-card shadow-sm'] as const).map((fill, i) => (
        <ul key={fill} className={`${fill} space-y-1 rounded-lg p-4`}>
          <li className="font-mono text-xs text-muted-foreground">{['background', 'surface', 'card'][i]}</li>
          {TEXT_ON_PAGE.map(({ token, className, sample }) => (
            <li key={token} className={`${className} text-sm`}>
              {sample} <span className="font-mono text-xs">({token})</span>
            </li>
          ))}
        </ul>
      ))}
    </div>
  )
}

function Boundaries() {
  const [ref, values] = useTokenValues<HTMLUListElement>(BOUNDARIES.map(({ token }) => token))
  return (
    <ul ref={ref} className="grid gap-4 sm:grid-cols-4">
      {BOUNDARIES.map(({ token, swatch, use }) => (
        <li key={token} className="space-y-2">
          <div aria-hidden="true" className={`${swatch} h-16 rounded-md`} />
          <p className="text-sm font-semibold">{use}</p>
          <p className="font-mono text-xs text-muted-foreground">
            {token} {values[token]}
          </p>
        </li>
      ))}
    </ul>
  )
}

function BothBrands() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(['aurora', 'demo'] as const).map((brand) => (
        <section
          key={brand}
          data-brand={brand}
          aria-label={`Marca ${brand}`}
          className="space-y-2 rounded-lg border border-border bg-background p-4 font-sans text-foreground"
        >
          <p className="font-heading text-lg font-bold">{brand}</p>
          <ul className="grid grid-cols-3 gap-2">
            {ROLES.map(({ role, className }) => (
              <li key={role} className={`${className} rounded-md px-2 py-3 text-xs font-semibold`}>
                {role}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

const meta = {
  title: 'Fundamentos/Cores',
  component: ColorPairs,
} satisfies Meta<typeof ColorPairs>

export default meta
type Story = StoryObj<typeof meta>

export const Pares: Story = {}
export const TextoNaPagina: Story = { name: 'Texto na página', render: () => <TextOnPage /> }
export const Limites: Story = { name: 'Bordas, foco e sobreposição', render: () => <Boundaries /> }
export const MarcasLadoALado: Story = { name: 'Marcas lado a lado', render: () => <BothBrands /> }
