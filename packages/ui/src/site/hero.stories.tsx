import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Hero } from './hero'

const titles = [
  'Analista de Crédito Pleno',
  'Analista de Dados Sênior',
  'Analista de Riscos Júnior',
  'Analista de Sistemas',
  'Analista Financeiro',
  'Gerente de Relacionamento PJ',
  'Caixa',
  'Assistente de Atendimento',
]

// A tiny inline image, so the story needs no network and the dimensions are known.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#445"/><circle cx="1200" cy="300" r="220" fill="#778"/></svg>',
  )

const meta = {
  title: 'Domínio/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Venha construir o futuro das finanças com a gente',
    subtitle: 'Mais de 28 lojas e 30 anos de experiência. A inscrição é gratuita.',
    titles,
    onSearch: fn(),
  },
  argTypes: { image: { control: false }, video: { control: false } },
} satisfies Meta<typeof Hero>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const WithSearch: Story = {}

export const WithoutSearch: Story = { args: { onSearch: undefined, subtitle: undefined, title: 'Cultura' } }

export const WithImage: Story = { args: { image: { src: photo, width: 1600, height: 900 } } }

export const WithVideo: Story = {
  args: { video: { src: 'video-institucional.mp4', poster: photo } },
  // axe preloads media for its autoplay-audio rule and waits 10 s for a video that never loads here;
  // the video is muted, so that rule has nothing to find.
  parameters: { a11y: { options: { preload: false } } },
}

export const LongTitle: Story = {
  args: {
    title:
      'Programa de Estágio 2027: desenvolva sua carreira no mercado financeiro com mentoria, formação e projetos reais',
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }

export const SearchBySuggestion: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Pesquisar Oportunidades' })
    await userEvent.click(input)
    await userEvent.keyboard('anal')
    const list = await within(canvasElement).findByRole('listbox')
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(4))
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith('Analista de Dados Sênior')
    await expect(input).toHaveValue('Analista de Dados Sênior')
  },
}

export const SearchTypedTerm: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Pesquisar Oportunidades' }), 'caixa')
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }))
    await expect(args.onSearch).toHaveBeenCalledWith('caixa')
  },
}
