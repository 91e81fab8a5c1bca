import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FileUpload, type UploadOptions } from './file-upload'

afterEach(cleanup)

const user = () => userEvent.setup({ applyAccept: false })
const pdf = (bytes = 1000, name = 'laudo.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' })
const png = () => new File([new Uint8Array(10)], 'foto.png', { type: 'image/png' })
const picker = () => screen.getByLabelText(/Laudo médico/) as HTMLInputElement

describe('FileUpload', () => {
  it('shows the accepted formats and the limit before choosing, tied to the input', () => {
    render(<FileUpload label="Laudo médico" required />)
    const input = picker()
    expect(input.type).toBe('file')
    expect(input.accept).toBe('.pdf,application/pdf')
    expect(input.getAttribute('aria-required')).toBe('true')
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('Formatos aceitos: .pdf — até 2MB')
    expect(screen.getByLabelText(/^Laudo médico.*Escolher arquivo$/)).toBe(input)
  })

  it('lists the photo formats for an avatar', () => {
    render(<FileUpload label="Foto de perfil" kind="avatar" />)
    expect(screen.getByText('Formatos aceitos: .png, .jpg, .jpeg, .heic — até 2MB')).toBeTruthy()
  })

  it("refuses a PNG where a PDF is required with the spec's title and text", async () => {
    const onFileSelect = vi.fn()
    const onError = vi.fn()
    render(<FileUpload label="Laudo médico" onFileSelect={onFileSelect} onError={onError} />)
    await user().upload(picker(), png())
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Falha no carregamento do arquivoSeu arquivo deve estar no formato .pdf')
    expect(onFileSelect).not.toHaveBeenCalled()
    expect(onError).toHaveBeenCalledWith({
      title: 'Falha no carregamento do arquivo',
      message: 'Seu arquivo deve estar no formato .pdf',
    })
    expect(picker().getAttribute('aria-invalid')).toBe('true')
    expect(picker().getAttribute('aria-describedby')).toContain(alert.id)
  })

  it('refuses a 3 MB PDF', async () => {
    render(<FileUpload label="Laudo médico" />)
    await user().upload(picker(), pdf(3_000_000))
    expect(screen.getByRole('alert').textContent).toContain('Seu arquivo não pode ter mais que 2MB')
  })

  it('shows a chosen file with a named remove button that returns focus to the picker', async () => {
    const onFileSelect = vi.fn()
    const onRemove = vi.fn()
    render(<FileUpload label="Laudo médico" onFileSelect={onFileSelect} onRemove={onRemove} />)
    const file = pdf()
    await user().upload(picker(), file)
    expect(onFileSelect).toHaveBeenCalledWith(file)
    expect(screen.getByText('laudo.pdf')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Arquivo selecionado')
    await user().click(screen.getByRole('button', { name: 'Remover arquivo laudo.pdf' }))
    expect(onRemove).toHaveBeenCalledOnce()
    expect(screen.queryByText('laudo.pdf')).toBeNull()
    expect(document.activeElement).toBe(picker())
  })

  it('calls upload and shows its real progress, then the done state', async () => {
    let report: UploadOptions['onProgress'] = () => {}
    let finish: (value: string) => void = () => {}
    const upload = vi.fn(
      (_file: File, options: UploadOptions) =>
        new Promise<string>((resolve) => {
          report = options.onProgress
          finish = resolve
        }),
    )
    const onUploaded = vi.fn()
    render(<FileUpload label="Laudo médico" upload={upload} onUploaded={onUploaded} />)
    const file = pdf()
    await user().upload(picker(), file)
    expect(upload).toHaveBeenCalledWith(file, expect.objectContaining({ signal: expect.any(AbortSignal) }))
    const bar = screen.getByRole('progressbar', { name: 'Enviando laudo.pdf' })
    expect(bar.getAttribute('aria-valuenow')).toBe('0')
    act(() => report(45))
    expect(bar.getAttribute('aria-valuenow')).toBe('45')
    await act(async () => finish('id-1'))
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(onUploaded).toHaveBeenCalledWith('id-1', file)
    expect(screen.getByRole('status').textContent).toBe('Arquivo enviado')
    expect(screen.getByRole('button', { name: 'Remover arquivo laudo.pdf' })).toBeTruthy()
  })

  it('cancels an upload by aborting its signal', async () => {
    let signal: AbortSignal | undefined
    const upload = (_file: File, options: UploadOptions) => {
      signal = options.signal
      return new Promise<void>(() => {})
    }
    render(<FileUpload label="Laudo médico" upload={upload} />)
    await user().upload(picker(), pdf())
    await user().click(screen.getByRole('button', { name: 'Cancelar envio' }))
    expect(signal?.aborted).toBe(true)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('shows the attach error when the upload fails', async () => {
    render(<FileUpload label="Laudo médico" upload={() => Promise.reject(new Error('500'))} />)
    await user().upload(picker(), pdf())
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erro ao anexar arquivo.Por favor, tente novamente mais tarde.',
    )
  })

  it('renders the controlled uploading and done states', () => {
    const { rerender } = render(<FileUpload label="Laudo médico" fileName="exame.pdf" progress={70} />)
    expect(
      screen.getByRole('progressbar', { name: 'Enviando exame.pdf' }).getAttribute('aria-valuenow'),
    ).toBe('70')
    rerender(<FileUpload label="Laudo médico" fileName="exame.pdf" status="done" />)
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByRole('button', { name: 'Remover arquivo exame.pdf' })).toBeTruthy()
  })

  it('is disabled', async () => {
    const onFileSelect = vi.fn()
    render(<FileUpload label="Laudo médico" disabled onFileSelect={onFileSelect} />)
    expect(picker()).toHaveProperty('disabled', true)
    await user().upload(picker(), pdf())
    expect(onFileSelect).not.toHaveBeenCalled()
  })
})
