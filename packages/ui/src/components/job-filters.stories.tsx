import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn, within } from 'storybook/test'
import { JobFilters, type JobFiltersValue } from './job-filters'

const states = [
  { value: 'SP', label: 'São Paulo' },
  { value: 'RJ', label: 'Rio de Janeiro' },
  { value: 'MG', label: 'Minas Gerais' },
  { value: 'PR', label: 'Paraná' },
  { value: 'PE', label: 'Pernambuco' },
]
const citiesByState: Record<string, string[]> = {
  SP: ['São Paulo', 'Campinas', 'Santos', 'Ribeirão Preto'],
  RJ: ['Rio de Janeiro', 'Niterói'],
  MG: ['Belo Horizonte', 'Uberlândia'],
  PR: ['Curitiba', 'Londrina'],
  PE: ['Recife', 'Olinda'],
}
const areas = [
  { value: 'tecnologia', label: 'Tecnologia' },
  { value: 'comercial', label: 'Comercial' },
  { value: 'atendimento', label: 'Atendimento' },
  { value: 'riscos', label: 'Riscos e Compliance' },
]
const empty: JobFiltersValue = { term: '', state: '', city: '', area: '', pcd: false }

/** Keeps the value in state, as the page's machine would, and reports each change. */
function Controlled(props: ComponentProps<typeof JobFilters>) {
  const [value, setValue] = useState(props.value)
  return (
    <JobFilters
      {...props}
      value={value}
      cities={citiesByState[value.state] ?? []}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Domínio/JobFilters',
  component: JobFilters,
  render: (args) => <Controlled {...args} />,
  args: { value: empty, onChange: fn(), onSearch: fn(), states, cities: [], areas },
} satisfies Meta<typeof JobFilters>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Cidade' })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull()
  },
}

export const WithActiveFilters: Story = {
  args: { value: { term: 'analista', state: 'SP', city: 'Campinas', area: 'tecnologia', pcd: true } },
}

export const RemoveBadgeByKeyboard: Story = {
  args: { value: { term: '', state: 'SP', city: 'Campinas', area: 'tecnologia', pcd: true } },
  play: async ({ args, canvas, userEvent }) => {
    const removeCity = canvas.getByRole('button', { name: 'Remover filtro Campinas' })
    removeCity.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ term: '', state: 'SP', city: '', area: 'tecnologia', pcd: true })
    await expect(canvas.queryByRole('button', { name: 'Remover filtro Campinas' })).toBeNull()
    // Focus moves to the badge that took its place, so the keyboard user can keep removing.
    const removeArea = canvas.getByRole('button', { name: 'Remover filtro Tecnologia' })
    await expect(removeArea).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(canvas.getByRole('button', { name: 'Remover filtro Pessoa com Deficiência' })).toHaveFocus()
  },
}

export const ClearAll: Story = {
  args: { value: { term: 'caixa', state: 'PE', city: 'Recife', area: '', pcd: true } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ term: 'caixa', state: '', city: '', area: '', pcd: false })
    await expect(canvas.getByRole('searchbox', { name: 'Busque pelo nome da vaga' })).toHaveFocus()
  },
}

export const LongAreaName: Story = {
  args: {
    areas: [...areas, { value: 'pld', label: 'Prevenção à Lavagem de Dinheiro e Financiamento ao Terrorismo' }],
    value: { ...empty, area: 'pld' },
  },
}

export const Mobile: Story = {
  args: { value: { ...empty, state: 'RJ', city: 'Niterói' } },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Filtros' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('combobox', { name: 'Estado' })).toBeNull()
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toBeVisible()
    await expect(within(canvas.getByRole('list', { name: 'Filtros ativos' })).getAllByRole('listitem')).toHaveLength(2)
  },
}
