import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Button } from '../../primitives/button'
import { DiversityModal } from './diversity-modal'

const meta = {
  title: 'Componentes/Sobreposições/DiversityModal',
  component: DiversityModal,
  args: { defaultOpen: true, onClose: fn() },
} satisfies Meta<typeof DiversityModal>

export default meta
type Story = StoryObj<typeof meta>

const body = (element: HTMLElement) => within(element.ownerDocument.body)

export const Playground: Story = {}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Por que perguntamos sobre diversidade?',
    })
    await expect(dialog).toHaveTextContent('LGPD')
    await expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeInTheDocument()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }

/** From a form: 'Ok' closes, calls onClose and puts the user back in the form's field. */
export const ReturnsToForm: Story = {
  args: { defaultOpen: false },
  render: function Render(args) {
    const field = useRef<HTMLSelectElement>(null)
    return (
      <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => event.preventDefault()}>
        <label className="grid gap-1 text-sm font-medium">
          Raça/etnia
          <select
            ref={field}
            className="min-h-10 rounded-md border border-input bg-background px-3 focus-ring"
          >
            <option>Parda</option>
            <option>Preta</option>
            <option>Branca</option>
          </select>
        </label>
        <DiversityModal
          {...args}
          returnFocusTo={field}
          trigger={
            <Button type="button" variant="link">
              Por que perguntamos?
            </Button>
          }
        />
      </form>
    )
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Por que perguntamos?' }))
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Por que perguntamos sobre diversidade?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull())
    await expect(canvas.getByRole('combobox', { name: 'Raça/etnia' })).toHaveFocus()
  },
}
