import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { Carousel } from './carousel'

const CULTURE = [
  { title: 'Propósito', text: 'Transformar a vida financeira das pessoas com simplicidade e respeito.' },
  { title: 'Missão', text: 'Oferecer crédito responsável e atendimento próximo em todo o Brasil.' },
  { title: 'Visão', text: 'Ser a empresa financeira mais admirada pelos clientes e colaboradores.' },
  { title: 'Pessoas', text: 'Valorizamos a diversidade e o desenvolvimento de cada colaborador.' },
  { title: 'Inovação', text: 'Buscamos novas formas de resolver problemas antigos.' },
  { title: 'Ética', text: 'Agimos com transparência em todas as relações.' },
]

const AWARDS = [
  'GPTW 2025',
  'Empresa Pró-Ética',
  'Selo Diversidade',
  'Top Employer',
  'Melhores para Trabalhar',
]

const slide = (item: { title: string; text: string }, long = false) => (
  <div
    key={item.title}
    className="flex flex-col gap-2 rounded-lg bg-surface px-8 py-8 text-surface-foreground"
  >
    <h3 className="font-heading text-xl font-semibold">
      {item.title}
      {long ? ' que orienta cada decisão do dia a dia' : ''}
    </h3>
    <p className="text-sm">
      {item.text}
      {long
        ? ' Acreditamos que o crescimento sustentável vem de relações de longo prazo com clientes, parceiros e colaboradores, construídas com escuta, transparência e responsabilidade.'
        : ''}
    </p>
  </div>
)

const meta = {
  title: 'Componentes/Exibição/Carousel',
  component: Carousel,
  args: {
    label: 'Nossa cultura',
    layout: 'single',
    className: 'max-w-2xl',
    children: CULTURE.map((item) => slide(item)),
  },
  argTypes: { layout: { control: 'select', options: ['single', 'awards'] }, children: { control: false } },
} satisfies Meta<typeof Carousel>

export default meta
type Story = StoryObj<typeof meta>

const ready = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('[data-slot="carousel"]')).toHaveAttribute('data-ready', 'true'))

export const Playground: Story = {}

/** Before the buttons are set up (CAROUSEL_SETUP_DELAY_MS): a scrollable strip, the buttons aria-disabled. */
export const SingleSlide: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Nossa cultura' })
    await expect(region).toHaveAttribute('aria-roledescription', 'carrossel')
    await expect(canvas.getAllByRole('group')).toHaveLength(6)
    await ready(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('button', { name: 'Próximo' })).toHaveAttribute('aria-disabled', 'false')
  },
}

/** Próximo by keyboard: the next slide shows, its name is announced, Anterior turns on. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await ready(canvasElement)
    const next = canvas.getByRole('button', { name: 'Próximo' })
    next.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="carousel"]')).toHaveAttribute('data-current', '1'),
    )
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toHaveAttribute('aria-disabled', 'false')
    await expect(canvasElement.querySelector('[data-slot="carousel-status"]')).toHaveTextContent('2 de 6')
    await expect(next).toHaveFocus()
  },
}

/** The last slide: Próximo is aria-disabled but keeps focus. */
export const AtTheEnd: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await ready(canvasElement)
    const strip = canvasElement.querySelector<HTMLElement>('[data-carousel="viewport"]')!
    strip.focus()
    await userEvent.keyboard('{End}')
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Próximo' })).toHaveAttribute('aria-disabled', 'true'),
    )
    await waitFor(() => expect(strip.scrollLeft).toBeGreaterThan(0))
  },
}

/** Awards: three per view from 522 px. */
export const Awards: Story = {
  args: {
    label: 'Prêmios e selos',
    layout: 'awards',
    className: 'max-w-3xl',
    children: AWARDS.map((title) => (
      <div
        key={title}
        className="flex h-full flex-col items-center gap-2 rounded-lg border border-border p-4 text-center"
      >
        <h3 className="font-heading font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">2025</p>
      </div>
    )),
  },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const viewport = canvasElement.querySelector('[data-slot="carousel-viewport"]') as HTMLElement
    const first = canvas.getAllByRole('group')[0] as HTMLElement
    await expect(
      Math.round(viewport.getBoundingClientRect().width / first.getBoundingClientRect().width),
    ).toBe(3)
  },
}

/** Awards: two per view under 522 px. */
export const AwardsMobile: Story = {
  ...Awards,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const viewport = canvasElement.querySelector('[data-slot="carousel-viewport"]') as HTMLElement
    const first = canvas.getAllByRole('group')[0] as HTMLElement
    await expect(
      Math.round(viewport.getBoundingClientRect().width / first.getBoundingClientRect().width),
    ).toBe(2)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }

export const LongText: Story = { args: { children: CULTURE.map((item) => slide(item, true)) } }
