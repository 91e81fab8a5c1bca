import { CAROUSEL_SETUP_DELAY_MS } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Award } from 'lucide-react'
import { expect, waitFor } from 'storybook/test'
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from './carousel'

const CULTURE = [
  { title: 'Propósito', text: 'Transformar a vida financeira das pessoas com simplicidade e respeito.' },
  { title: 'Missão', text: 'Oferecer crédito responsável e atendimento próximo em todo o Brasil.' },
  { title: 'Visão', text: 'Ser a empresa financeira mais admirada pelos clientes e colaboradores.' },
  { title: 'Pessoas', text: 'Valorizamos a diversidade e o desenvolvimento de cada colaborador.' },
  { title: 'Inovação', text: 'Buscamos novas formas de resolver problemas antigos.' },
  { title: 'Ética', text: 'Agimos com transparência em todas as relações.' },
]

const AWARDS = [
  'Great Place to Work 2025',
  'Melhores Empresas para Começar a Carreira',
  'Empresa Pró-Ética',
  'Top Employers Brasil',
  'Prêmio Reclame Aqui',
  'Selo Empresa Amiga da Criança',
]

function CultureSlides() {
  return (
    <CarouselContent>
      {CULTURE.map((slide) => (
        <CarouselItem key={slide.title}>
          <div className="flex min-h-48 flex-col justify-center gap-2 rounded-lg bg-surface px-16 py-8 text-surface-foreground">
            <h3 className="font-heading text-xl font-semibold">{slide.title}</h3>
            <p className="text-sm">{slide.text}</p>
          </div>
        </CarouselItem>
      ))}
    </CarouselContent>
  )
}

const meta = {
  title: 'Componentes/Exibição/Carousel',
  component: Carousel,
  args: { label: 'Nossa cultura', layout: 'single', className: 'max-w-2xl' },
  argTypes: { layout: { control: 'select', options: ['single', 'awards'] } },
  render: (args) => (
    <Carousel {...args}>
      <CultureSlides />
      <CarouselPrevious />
      <CarouselNext />
    </Carousel>
  ),
} satisfies Meta<typeof Carousel>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const SingleSlide: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Nossa cultura' })
    await expect(region).toHaveAttribute('aria-roledescription', 'carrossel')
    const slides = canvas.getAllByRole('group')
    await expect(slides[0]).toHaveAccessibleName('1 de 6')
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide')
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Próximo' })).toBeEnabled())
  },
}

/** Próximo / Anterior by keyboard, arrow keys inside the region, disabled buttons at the ends. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const previous = canvas.getByRole('button', { name: 'Anterior' })
    const next = canvas.getByRole('button', { name: 'Próximo' })
    await waitFor(() => expect(next).toBeEnabled())
    await userEvent.tab()
    await expect(next).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(previous).toBeEnabled())
    await expect(canvas.getByText('2 de 6')).toBeInTheDocument()
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(previous).toBeDisabled())
    await expect(canvas.getByText('1 de 6')).toBeInTheDocument()
    for (let step = 0; step < 5; step += 1) await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(next).toBeDisabled())
    // The disabled button hands focus to the other one instead of dropping it.
    await expect(previous).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(next).toBeEnabled())
  },
}

export const SetupDelay: Story = {
  args: { setupDelayMs: CAROUSEL_SETUP_DELAY_MS },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Nossa cultura' })
    await expect(region).not.toHaveAttribute('data-ready')
    await expect(canvas.getByRole('button', { name: 'Próximo' })).toBeDisabled()
    await waitFor(() => expect(region).toHaveAttribute('data-ready', 'true'))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Próximo' })).toBeEnabled())
  },
}

export const Loop: Story = {
  args: { opts: { loop: true } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Anterior' })).toBeEnabled())
  },
}

function AwardsSlides() {
  return (
    <CarouselContent>
      {AWARDS.map((award) => (
        <CarouselItem key={award}>
          <figure className="flex h-full flex-col items-center gap-2 rounded-lg border border-border bg-background p-4 text-center">
            <Award aria-hidden="true" className="size-10 text-primary" />
            <figcaption className="text-sm font-medium">{award}</figcaption>
          </figure>
        </CarouselItem>
      ))}
    </CarouselContent>
  )
}

const awardsRender: Story['render'] = (args) => (
  <Carousel {...args}>
    <AwardsSlides />
    <div className="mt-4 flex justify-center gap-2">
      <CarouselPrevious className="static translate-y-0" />
      <CarouselNext className="static translate-y-0" />
    </div>
  </Carousel>
)

/** Awards: three per view from 522 px. */
export const Awards: Story = {
  args: {
    label: 'Prêmios e selos',
    layout: 'awards',
    setupDelayMs: CAROUSEL_SETUP_DELAY_MS,
    className: 'max-w-3xl',
  },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  render: awardsRender,
  play: async ({ canvas }) => {
    const viewport = canvas
      .getByRole('region')
      .querySelector('[data-slot="carousel-viewport"]') as HTMLElement
    const slide = canvas.getAllByRole('group')[0] as HTMLElement
    await expect(
      Math.round(viewport.getBoundingClientRect().width / slide.getBoundingClientRect().width),
    ).toBe(3)
  },
}

/** Awards: two per view under 522 px. */
export const AwardsMobile: Story = {
  ...Awards,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const viewport = canvas
      .getByRole('region')
      .querySelector('[data-slot="carousel-viewport"]') as HTMLElement
    const slide = canvas.getAllByRole('group')[0] as HTMLElement
    await expect(
      Math.round(viewport.getBoundingClientRect().width / slide.getBoundingClientRect().width),
    ).toBe(2)
    const next = canvas.getByRole('button', { name: 'Próximo' })
    await waitFor(() => expect(next).toBeEnabled())
    next.focus()
    await expect(next).toHaveFocus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Anterior' })).toBeEnabled())
    await expect(canvas.getByText('2 de 5')).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const LongText: Story = {
  render: (args) => (
    <Carousel {...args}>
      <CarouselContent>
        {CULTURE.map((slide) => (
          <CarouselItem key={slide.title}>
            <div className="flex flex-col gap-2 rounded-lg bg-surface px-16 py-8 text-surface-foreground">
              <h3 className="font-heading text-xl font-semibold">
                {slide.title} que orienta cada decisão do dia a dia
              </h3>
              <p className="text-sm">
                {slide.text} Acreditamos que o crescimento sustentável vem de relações de longo prazo com
                clientes, parceiros e colaboradores, construídas com escuta, transparência e responsabilidade.
              </p>
            </div>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious />
      <CarouselNext />
    </Carousel>
  ),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
