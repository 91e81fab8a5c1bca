import { nearSearchTexts, ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { NearSearch } from './near-search'

const texts = nearSearchTexts(ptBR)

const meta = {
  title: 'Domínio/NearSearch',
  component: NearSearch,
  args: {
    texts,
    radius: 25,
    hiddenFields: [{ name: 'state', value: 'SP' }],
    onSubmit: fn(),
    onLocate: fn(async (_radius: number): Promise<string | null> => null),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NearSearch>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** A CEP and 'até 25 km': the list goes near it. */
export const SearchByCep: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'CEP' }), '01310-100')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Distância' }), 'até 50 km')
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar perto' }))
    await expect(args.onSubmit).toHaveBeenCalledWith('01310100', 50)
  },
}

/** A CEP with too few digits: said next to the field, what was typed stays, nothing is sent. */
export const InvalidCep: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'CEP' })
    await userEvent.type(field, '0131')
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar perto' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.errors.cepInvalid)
    await expect(field).toHaveValue('0131')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The server did not find the CEP: its message, and the CEP as typed. */
export const CepNotFound: Story = {
  args: { cep: '99999-999', error: texts.errors.cepNotFound },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.errors.cepNotFound)
    await expect(canvas.getByRole('textbox', { name: 'CEP' })).toHaveValue('99999-999')
  },
}

/** The browser's location, asked only on the button; a refusal is explained. */
export const LocationDenied: Story = {
  args: { onLocate: fn(async (_radius: number): Promise<string | null> => texts.errors.locationDenied) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(args.onLocate).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Usar minha localização' }))
    await expect(args.onLocate).toHaveBeenCalledWith(25)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.errors.locationDenied)
  },
}

/** Near the browser's position: the form keeps it when sent without a CEP. */
export const NearMyLocation: Story = {
  args: { coords: '-23.56,-46.66', radius: 10 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar perto' }))
    await expect(args.onSubmit).toHaveBeenCalledWith('', 10)
  },
}

/** The second brand. */
export const DemoBrand: Story = {
  globals: { brand: 'demo' },
  args: { cep: '01310-100', radius: 100 },
}
