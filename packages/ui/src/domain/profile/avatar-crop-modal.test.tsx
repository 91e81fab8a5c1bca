import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AvatarCropModal } from './avatar-crop-modal'

afterEach(cleanup)

const photo = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='

describe('AvatarCropModal', () => {
  it("has the spec's buttons and a labelled zoom slider", () => {
    render(<AvatarCropModal defaultOpen image={photo} onSave={() => {}} />)
    expect(screen.getByRole('dialog', { name: 'Ajustar foto' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Girar Foto' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy()
    const zoom = screen.getByRole('slider', { name: 'Zoom' })
    expect(zoom.getAttribute('min')).toBe('1')
    expect(zoom.getAttribute('aria-valuetext')).toBe('100%')
  })

  it('zooms with the slider', () => {
    render(<AvatarCropModal defaultOpen image={photo} onSave={() => {}} />)
    const zoom = screen.getByRole('slider', { name: 'Zoom' })
    fireEvent.change(zoom, { target: { value: '2' } })
    expect(zoom.getAttribute('aria-valuetext')).toBe('200%')
    expect(document.querySelector('img')?.style.transform).toContain('scale(2)')
  })

  it('rotates the photo 90 degrees at a time', async () => {
    render(<AvatarCropModal defaultOpen image={photo} onSave={() => {}} />)
    const rotate = screen.getByRole('button', { name: 'Girar Foto' })
    await userEvent.click(rotate)
    expect(document.querySelector('img')?.style.transform).toContain('rotate(90deg)')
    await userEvent.click(rotate)
    await userEvent.click(rotate)
    await userEvent.click(rotate)
    expect(document.querySelector('img')?.style.transform).toContain('rotate(0deg)')
  })

  it('calls onCancel and closes on Cancelar', async () => {
    const onCancel = vi.fn()
    const onSave = vi.fn()
    render(<AvatarCropModal defaultOpen image={photo} onSave={onSave} onCancel={onCancel} />)
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onSave).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps Salvar disabled until the crop area is known', () => {
    // jsdom never loads the image, so react-easy-crop never measures a crop.
    render(<AvatarCropModal defaultOpen image={photo} onSave={() => {}} />)
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveProperty('disabled', true)
  })
})
