import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { AvatarCropModal } from './avatar-crop-modal'

// A local sample photo (no network in tests): a 480 x 360 drawing, wider than tall, so rotation shows.
const samplePhoto = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">' +
    '<rect width="480" height="360" fill="#9ec5e8"/><rect y="250" width="480" height="110" fill="#6a9f58"/>' +
    '<circle cx="240" cy="150" r="70" fill="#f1c7a1"/><circle cx="215" cy="140" r="8" fill="#2b2b2b"/>' +
    '<circle cx="265" cy="140" r="8" fill="#2b2b2b"/><path d="M210 180q30 25 60 0" stroke="#2b2b2b" stroke-width="6" fill="none"/>' +
    '<rect x="170" y="220" width="140" height="140" rx="40" fill="#0b4a8b"/></svg>',
)}`

const meta = {
  title: 'Componentes/Sobreposições/AvatarCropModal',
  component: AvatarCropModal,
  args: { defaultOpen: true, image: samplePhoto, onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof AvatarCropModal>

export default meta
type Story = StoryObj<typeof meta>

const body = (element: HTMLElement) => within(element.ownerDocument.body)

export const Playground: Story = {}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ajustar foto' })
    await expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toBeInTheDocument()
    await expect(within(dialog).getByRole('button', { name: 'Girar Foto' })).toBeInTheDocument()
    // The round 200 x 200 viewport appears once the photo is measured.
    const area = await within(dialog).findByRole('group', { name: 'Área de recorte da foto' })
    // Layout size (offsetWidth/Height), not the bounding box: the dialog's zoom-in animation scales it.
    await expect(area.offsetWidth).toBe(200)
    await expect(area.offsetHeight).toBe(200)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }

export const SaveFailed: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('upload falhou'))) },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ajustar foto' })
    const save = within(dialog).getByRole('button', { name: 'Salvar' })
    await waitFor(() => expect(save).toBeEnabled())
    await userEvent.click(save)
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível recortar a foto.',
    )
  },
}

export const KeyboardCropAndSave: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ajustar foto' })
    const area = await within(dialog).findByRole('group', { name: 'Área de recorte da foto' })
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' })
    // Everything is reachable with Tab: the crop area (arrow keys move the photo), then the slider.
    await userEvent.tab()
    while (canvasElement.ownerDocument.activeElement !== area) await userEvent.tab()
    await userEvent.tab()
    await expect(zoom).toHaveFocus()
    // A native range input: the browser turns its arrow keys into a value change, simulated here.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(zoom, '1.5')
    zoom.dispatchEvent(new Event('input', { bubbles: true }))
    await expect(zoom).toHaveAttribute('aria-valuetext', '150%')
    area.focus()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Girar Foto' }))
    await expect(dialog.querySelector('img')?.style.transform).toContain('rotate(90deg)')
    const save = within(dialog).getByRole('button', { name: 'Salvar' })
    await waitFor(() => expect(save).toBeEnabled())
    await userEvent.click(save)
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce())
    const dataUrl = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0] as string
    await expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true)
    // The saved image is exactly 200 x 200.
    const image = new Image()
    image.src = dataUrl
    await image.decode()
    await expect([image.naturalWidth, image.naturalHeight]).toEqual([200, 200])
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull())
  },
}

export const CancelCallsOnCancel: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ajustar foto' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}
