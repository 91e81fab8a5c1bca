import { defaultFilterFoldTexts, ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FilterFold } from './filter-fold'
import { jobSearchStoryTexts as texts } from './job-search.fixtures'

// A phone first (docs/phone.md): the list's filters folded behind 'Filtros' on a phone, with the count of
// active filters; from the `sm` breakpoint up they simply show. The children stand for the list's filter
// controls (JobFilters puts its own inside; the JobFilters and JobSearch stories show them in place).

const PHONE = { viewport: { value: 'mobile360', isRotated: false } }
const toggleName = (label: string) => `${defaultFilterFoldTexts.toggle} (${label})`

function Controls({ pcd = false }: { pcd?: boolean }) {
  return (
    <div className="grid gap-4">
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {texts.state}
        <select defaultValue="SP" className="border-input bg-background min-h-10 rounded-md border px-3">
          <option value="">{texts.allStates}</option>
          <option value="SP">São Paulo</option>
        </select>
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {texts.area}
        <select className="border-input bg-background min-h-10 rounded-md border px-3">
          <option value="">{texts.allAreas}</option>
          <option value="2">Tecnologia</option>
        </select>
      </label>
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
        <input type="checkbox" defaultChecked={pcd} className="accent-primary size-5" />
        {texts.pcd}
      </label>
    </div>
  )
}

const meta = {
  title: 'Domínio/FilterFold',
  component: FilterFold,
  args: { count: 0, children: <Controls /> },
  globals: PHONE,
} satisfies Meta<typeof FilterFold>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** Folded, nothing chosen: the control alone, results right below it. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByText(defaultFilterFoldTexts.toggle).closest('summary')!
    await expect(toggle).toHaveAccessibleName(toggleName(ptBR.filterFold.noneActive))
    await expect(canvas.getByRole('combobox', { name: texts.area, hidden: true })).not.toBeVisible()
  },
}

/** Two filters active: the count shows on the control and is read in its name. */
export const WithActiveFilters: Story = {
  args: { count: 2, children: <Controls pcd /> },
  play: async ({ canvas }) => {
    const toggle = canvas.getByText(defaultFilterFoldTexts.toggle).closest('summary')!
    await expect(toggle).toHaveAccessibleName(toggleName(ptBR.filterFold.manyActive(2)))
    await expect(canvas.getByRole('combobox', { name: texts.area, hidden: true })).not.toBeVisible()
  },
}

/** Opened: the filters show below the control, then 'Ver vagas'; Escape folds them again. */
export const Open: Story = {
  args: { count: 1, children: <Controls /> },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByText(defaultFilterFoldTexts.toggle).closest('summary')!
    await userEvent.click(toggle)
    const area = canvas.getByRole('combobox', { name: texts.area })
    await expect(area).toBeVisible()
    await expect(canvas.getByRole('button', { name: defaultFilterFoldTexts.showResults })).toBeVisible()
    area.focus()
    await userEvent.keyboard('{Escape}')
    await expect(area).not.toBeVisible()
    await expect(toggle).toHaveFocus()
    // Left open for the designers' review.
    await userEvent.click(toggle)
    await expect(area).toBeVisible()
  },
}

/** Wider screens: no control, the filters as they always were. */
export const Wide: Story = {
  args: { count: 2, children: <Controls pcd /> },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: texts.area })).toBeVisible()
    await expect(canvas.getByText(defaultFilterFoldTexts.toggle).closest('summary')).not.toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="filter-fold-done"]')).not.toBeVisible()
  },
}
