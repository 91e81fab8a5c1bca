import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { JobFilters } from './job-filters'
import { jobSearchStoryTexts as texts } from './job-search.fixtures'

// The filters alone, with plain props (the JobSearch stories drive them with the real machine).

const states = [
  { value: '', label: texts.allStates },
  { value: 'SP', label: 'São Paulo' },
  { value: 'MG', label: 'Minas Gerais' },
]
const areas = [
  { value: '', label: texts.allAreas },
  { value: '2', label: 'Tecnologia' },
  { value: '9', label: 'Prevenção à Lavagem de Dinheiro e Financiamento ao Terrorismo' },
]
const noCity = {
  value: '',
  options: [{ value: '', label: texts.allCities }],
  disabled: true,
  hint: texts.cityNeedsState,
}
const campinas = {
  value: 'Campinas',
  options: [
    { value: '', label: texts.allCities },
    { value: 'Campinas', label: 'Campinas' },
    { value: 'Santos', label: 'Santos' },
  ],
}
const badge = (key: 'state' | 'city' | 'pcd', label: string) => ({
  key,
  label,
  removeLabel: ptBR.jobs.filters.remove(label),
  href: '/vagas',
  onRemove: fn(),
})

const meta = {
  title: 'Domínio/JobFilters',
  component: JobFilters,
  args: {
    texts,
    term: '',
    state: { value: '', options: states },
    city: noCity,
    area: { value: '', options: areas },
    pcd: false,
    onSearch: fn(),
    onStateChange: fn(),
    onCityChange: fn(),
    onAreaChange: fn(),
    onPcdChange: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof JobFilters>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    const city = canvas.getByRole('combobox', { name: 'Cidade' })
    await expect(city).toBeDisabled()
    await expect(city).toHaveAccessibleDescription(texts.cityNeedsState)
    await expect(canvas.queryByRole('link', { name: texts.clear })).toBeNull()
  },
}

export const WithActiveFilters: Story = {
  args: {
    term: 'analista',
    state: { value: 'SP', options: states },
    city: campinas,
    pcd: true,
    badges: [badge('state', 'São Paulo'), badge('city', 'Campinas'), badge('pcd', texts.pcd)],
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Remover filtro Campinas' }))
    await expect(args.badges![1]!.onRemove).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('link', { name: texts.clear }))
    await expect(args.onClear).toHaveBeenCalled()
    await expect(canvas.getByRole('searchbox', { name: texts.searchLabel })).toHaveFocus()
  },
}

export const SearchSubmits: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: texts.searchLabel }), 'caixa{Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith('caixa')
  },
}

export const LongAreaName: Story = { args: { area: { value: '9', options: areas } } }

export const Mobile: Story = {
  args: { state: { value: 'SP', options: states }, city: campinas, badges: [badge('city', 'Campinas')] },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
