import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { JobCard } from './job-card'
import { JobSearch, type JobSearchProps } from './job-search'
import {
  jobSearchStoryTexts,
  startJobSearch,
  type JobSearchScenario,
  type JobSearchStoryActor,
  type StoryJob,
} from './job-search.fixtures'

// The job list page as candidates get it: the real job-search machine with fake platform calls (45
// openings, cities of SP, MG and PE), drawn by JobSearch with the design system's JobCard.

let running: JobSearchStoryActor | undefined

const meta = {
  title: 'Domínio/Vagas/JobSearch',
  component: JobSearch<StoryJob>,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false }, renderItem: { control: false } },
  args: {
    texts: jobSearchStoryTexts,
    renderItem: (job) => (
      <JobCard
        headingLevel="h2"
        title={job.title}
        href={`/vagas/${job.id}`}
        city={job.city}
        stateAbbr={job.stateAbbr}
        daysLeft={job.daysLeft}
        progress={job.progress}
        step="none"
        open
      />
    ),
  },
  loaders: [
    ({ parameters }) => {
      running?.stop()
      running = startJobSearch((parameters.jobSearch ?? {}) as JobSearchScenario)
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => (
    <JobSearch<StoryJob> {...args} actor={(loaded as { actor: JobSearchStoryActor }).actor} />
  ),
} satisfies Meta<typeof JobSearch<StoryJob>>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<Omit<JobSearchProps<StoryJob>, 'actor'>>

const scenario = (jobSearch: JobSearchScenario) => ({ parameters: { jobSearch } })
const mobile = { viewport: { value: 'mobile360', isRotated: false } }

/** The first page from the server: 20 cards, the filters and 'VER MAIS OPORTUNIDADES'. */
export const Listed: Story = {
  ...scenario({}),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(20)
    await expect(canvas.getByRole('button', { name: 'VER MAIS OPORTUNIDADES' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Cidade' })).toBeDisabled()
  },
}

export const ListedMobile: Story = { ...scenario({}), globals: mobile }

/** 'VER MAIS OPORTUNIDADES' appends the next page; the last, short, page ends the list. */
export const LoadMoreToTheEnd: Story = {
  ...scenario({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'VER MAIS OPORTUNIDADES' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(40))
    await userEvent.click(canvas.getByRole('button', { name: 'VER MAIS OPORTUNIDADES' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(45))
    await expect(canvas.queryByRole('button', { name: 'VER MAIS OPORTUNIDADES' })).toBeNull()
  },
}

/** A page on its way: the list stays, the button says so and is not pressed twice. */
export const LoadingMore: Story = {
  ...scenario({ pages: 'hang' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'VER MAIS OPORTUNIDADES' }))
    const busy = await canvas.findByRole('button', { name: jobSearchStoryTexts.loadingMore })
    await expect(busy).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('list', { busy: true })).toBeVisible()
  },
}

/** Filters chosen: the city list of the state, the badges and 'Limpar filtros'. */
export const Filtered: Story = {
  ...scenario({ filters: { term: 'analista', state: 'SP', city: 'Campinas', jobArea: 2, pcd: true } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Campinas')
    const badges = within(canvas.getByRole('list', { name: jobSearchStoryTexts.active }))
    await expect(badges.getAllByRole('listitem')).toHaveLength(4)
    await expect(canvas.getByRole('link', { name: jobSearchStoryTexts.clear })).toBeVisible()
  },
}

/** Removing badges by keyboard: focus moves to the badge that took the removed one's place. */
export const RemoveBadgesByKeyboard: Story = {
  ...scenario({ filters: { state: 'SP', city: 'Campinas', pcd: true } }),
  play: async ({ canvas, userEvent }) => {
    const removeCity = canvas.getByRole('link', { name: 'Remover filtro Campinas' })
    removeCity.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Remover filtro Campinas' })).toBeNull())
    await expect(canvas.getByRole('link', { name: 'Remover filtro Pessoa com Deficiência' })).toHaveFocus()
    await expect(canvas.getByRole('combobox', { name: 'Cidade' })).toHaveValue('')
  },
}

/** Choosing a state loads its cities; the list reloads with the filter. */
export const ChooseStateThenCity: Story = {
  ...scenario({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Estado' }), 'MG')
    const city = canvas.getByRole('combobox', { name: 'Cidade' })
    await waitFor(() => expect(city).toBeEnabled())
    await userEvent.selectOptions(city, 'Uberlândia')
    await expect(canvas.getByRole('link', { name: 'Remover filtro Uberlândia' })).toBeVisible()
  },
}

/** Nothing matches. */
export const Empty: Story = {
  ...scenario({ total: 0, filters: { term: 'astronauta' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(jobSearchStoryTexts.empty)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'VER MAIS OPORTUNIDADES' })).toBeNull()
  },
}

/** The server could not list: the alert and its retry (which fetches page 1). */
export const Unavailable: Story = {
  ...scenario({ unavailable: true }),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(jobSearchStoryTexts.unavailable)
    await userEvent.click(canvas.getByRole('button', { name: jobSearchStoryTexts.retry }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20))
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** A later page failed: the list stays, with the alert and its retry. */
export const PageFailed: Story = {
  ...scenario({ pages: 'fail' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'VER MAIS OPORTUNIDADES' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(jobSearchStoryTexts.unavailable)
    await expect(canvas.getAllByRole('article')).toHaveLength(20)
  },
}
