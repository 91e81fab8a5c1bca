import type { Meta, StoryObj } from '@storybook/react-vite'
import { Logo } from './logo'

const meta = {
  title: 'Fundamentos/Logo',
  component: Logo,
  args: { brand: 'aurora' },
  argTypes: { brand: { control: 'inline-radio', options: ['aurora', 'demo'] } },
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Aurora: Story = { args: { brand: 'aurora' } }
export const Demo: Story = { args: { brand: 'demo' } }

/** The mark of the brand picked in the toolbar, as a site header would render it. */
export const MarcaAtual: Story = {
  name: 'Marca atual',
  render: (args, { globals }) => <Logo {...args} brand={globals.brand === 'demo' ? 'demo' : 'aurora'} />,
}

export const Tamanhos: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-end gap-6">
      <Logo {...args} className="h-6" />
      <Logo {...args} />
      <Logo {...args} className="h-16" />
    </div>
  ),
}

/** Each mark inside its own brand, on the page and on a surface. */
export const AmbasAsMarcas: Story = {
  name: 'Ambas as marcas',
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2">
      {(['aurora', 'demo'] as const).map((brand) => (
        <div key={brand} data-brand={brand} className="space-y-3 bg-background p-4 font-sans text-foreground">
          <Logo brand={brand} />
          <div className="rounded-lg bg-surface p-4">
            <Logo brand={brand} className="h-8" />
          </div>
        </div>
      ))}
    </div>
  ),
}

/** A white-label site names its own mark. */
export const NomePersonalizado: Story = {
  name: 'Nome personalizado',
  args: { label: 'Minha Marca Carreiras' },
}
