import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import Cores from './cores.mdx'
import Espacamento from './espacamento.mdx'
import Fluxos from './fluxos.mdx'
import Marcas from './marcas.mdx'
import NovaMarca from './nova-marca.mdx'
import Raios from './raios.mdx'
import Tipografia from './tipografia.mdx'

// The Guia pages (the MDX files beside this one; pages/ holds their Storybook entries, which only add a title), each rendered as a story so the story tests check them
// like any other: render, the assertions below, and axe (the project's `a11y.test: 'error'`). Storybook's
// docs view draws the same content inside its own frame. Hidden from the sidebar (`!dev`), left out of
// autodocs and of the screenshot check: the pages are text that changes with the tokens and the machines,
// which the assertions follow instead.
const meta = {
  title: 'Guia/Páginas',
  tags: ['!dev', '!autodocs', '!visual'],
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

function tableCaptioned(root: HTMLElement, caption: string): HTMLTableElement {
  const table = [...root.querySelectorAll('table')].find((t) => t.caption?.textContent === caption)
  if (!table) throw new Error(`no table captioned "${caption}"`)
  return table
}

export const CoresEContraste: Story = {
  render: () => <Cores />,
  play: async ({ canvasElement }) => {
    // DOM queries rather than getByRole: role queries walk the whole accessibility tree of these long
    // pages for each call, which took seconds.
    await expect(canvasElement.querySelector('h1')?.textContent).toBe('Cores e contraste')
    const primaryRow = (brand: string) =>
      [...tableCaptioned(canvasElement, `Contraste dos pares de cores — ${brand}`).rows].find(
        (row) =>
          /^primary #\w+$/.test(row.cells[0]?.textContent ?? '') &&
          row.cells[1]?.textContent?.startsWith('primary-foreground'),
      )
    // primary #0b4a8b / #6b21a8 behind white: 8.87:1 and 8.72:1 (WCAG relative luminance).
    await expect(primaryRow('aurora')?.textContent).toContain('8,87:1')
    await expect(primaryRow('demo')?.textContent).toContain('8,72:1')
    const verdicts = [...canvasElement.querySelectorAll('td:last-child')].map((td) => td.textContent)
    await expect(verdicts.length).toBeGreaterThan(80)
    await expect(verdicts.filter((v) => v !== 'Passa')).toEqual([])
  },
}

export const EscalaTipografica: Story = {
  render: () => <Tipografia />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: /^Escala tipográfica — demo \('Nunito'\)$/,
    })
    await expect(within(table).getByRole('row', { name: /text-4xl 2\.25rem \/ 2\.5rem/ })).toBeVisible()
  },
}

export const Espacamentos: Story = {
  name: 'Espaçamento',
  render: () => <Espacamento />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Espaçamento e largura' })
    await expect(within(table).getByRole('row', { name: /--layout-max-width/ }).textContent).toContain(
      '75rem',
    )
  },
}

export const RaiosDeCanto: Story = {
  render: () => <Raios />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Raios de canto' })
    // aurora --radius 0.5rem, demo 1rem; rounded-sm = radius - 4px.
    await expect(within(table).getByRole('row', { name: /rounded-sm/ }).textContent).toMatch(/4px.*12px/)
    await expect(within(table).getByRole('row', { name: /rounded-lg/ }).textContent).toMatch(/8px.*16px/)
  },
}

export const MarcasLadoALado: Story = {
  name: 'Marcas',
  render: () => <Marcas />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const demo = within(canvas.getByRole('region', { name: 'Cooperativa Demo (demo)' }))
    await expect(demo.getByRole('img', { name: 'Demo Carreiras' })).toBeVisible()
    await expect(demo.getByText('Carreiras Cooperativa Demo')).toBeVisible()
    await expect(demo.getByText('Procurar vagas', { exact: false })).toBeVisible()
    await expect(demo.getByRole('list', { name: 'Paleta da marca demo' }).textContent).toContain('#6b21a8')
    await expect(canvas.getByRole('region', { name: /\(aurora\)$/ })).toBeVisible()
  },
}

export const ComoAdicionarUmaMarca: Story = {
  render: () => <NovaMarca />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Como adicionar uma marca' }),
    ).toBeVisible()
  },
}

export const FluxosGerados: Story = {
  name: 'Fluxos',
  render: () => <Fluxos />,
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector<HTMLElement>('#maquina-jobSearch')?.closest('section')
    await expect(section?.querySelector('h2')?.textContent).toBe('jobSearchMachine')
    const states = section?.querySelector('ul[aria-label="Estados de jobSearch"]')
    await expect(
      [...(states?.querySelectorAll(':scope > li > strong') ?? [])].map((s) => s.textContent),
    ).toEqual(['starting', 'loading', 'listed', 'failed'])
    await expect(section?.querySelector('ul[aria-label="Transições de loading"]')?.textContent).toMatch(
      /quando «fetchPage» falha → failed/,
    )
    await expect(canvasElement.querySelector('#maquina-session h2, h2#maquina-session')?.textContent).toBe(
      'sessionMachine',
    )
  },
}
