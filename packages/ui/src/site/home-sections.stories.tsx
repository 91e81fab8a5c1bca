import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import {
  Awards,
  Benefits,
  CareerAreas,
  JoinUs,
  RegisterCall,
  Stores,
  Testimonials,
  Values,
} from './home-sections'
import * as content from './home-sections.fixtures'

// The home page's sections as the site draws them, one story each, and the whole page in order.

const meta = {
  title: 'Site/HomeSections',
  // The table lists the first section's props, with a tab for each other section; each story draws its own.
  component: JoinUs,
  subcomponents: { Stores, CareerAreas, Testimonials, Values, Benefits, Awards, RegisterCall },
  args: content.joinUs,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="mx-auto max-w-5xl">{Story()}</div>],
} satisfies Meta<typeof JoinUs>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  render: () => (
    <>
      <JoinUs {...content.joinUs} />
      <Stores {...content.stores} />
      <CareerAreas title="Áreas de interesse" items={content.areas} />
    </>
  ),
}

export const JoinUsSection: Story = {
  render: () => <JoinUs {...content.joinUs} />,
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Junte-se a nós' })
    await expect(section).toHaveAttribute('id', 'junte-se')
    await expect(section).toHaveStyle({ scrollMarginTop: '120px' })
  },
}

export const StoresSection: Story = {
  render: () => <Stores {...content.stores} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mais de 28 lojas')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Encontre uma loja/ })).toHaveAttribute('target', '_blank')
  },
}

export const CareerAreasSection: Story = {
  render: () => <CareerAreas title="Áreas de interesse" items={content.areas} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /^Dados$/ })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('link', { name: 'Ver vagas de Dados' })).toHaveAttribute(
      'href',
      '/vagas?field_area=12',
    )
  },
}

export const TestimonialsSection: Story = {
  render: () => <Testimonials title="Quem trabalha aqui" items={content.testimonials} />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Depoimentos de colaboradores' })
    await expect(within(region).getAllByRole('group')).toHaveLength(9)
  },
}

export const ValuesSection: Story = {
  render: () => <Values {...content.values} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-theme-card]')).toHaveLength(6)
  },
}

export const BenefitsSection: Story = {
  render: () => <Benefits {...content.benefits} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Benefícios' })).toHaveAttribute('id', 'beneficios')
  },
}

export const AwardsSection: Story = {
  render: () => <Awards {...content.awards} />,
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('region', { name: 'Prêmios e selos' })).getAllByRole('group'),
    ).toHaveLength(4)
  },
}

export const RegisterCallSection: Story = {
  render: () => <RegisterCall {...content.register} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Encontre sua vaga' })).toHaveAttribute('href', '/vagas')
    await expect(canvas.getByRole('link', { name: 'Cadastre seu currículo' })).toHaveAttribute(
      'href',
      '/deixe-seu-perfil',
    )
  },
}

export const Mobile: Story = {
  ...Playground,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
