import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent as baseUserEvent } from 'storybook/test'
import { FileUpload, type UploadOptions } from './file-upload'

const pdf = (bytes: number, name = 'laudo-medico.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' })

/** A fake upload that reports progress in steps, as an XMLHttpRequest upload would. */
function fakeUpload(_file: File, { onProgress, signal }: UploadOptions) {
  return new Promise<string>((resolve, reject) => {
    let percent = 0
    const timer = setInterval(() => {
      percent += 25
      onProgress(percent)
      if (percent >= 100) {
        clearInterval(timer)
        resolve('documento-123')
      }
    }, 60)
    signal.addEventListener('abort', () => {
      clearInterval(timer)
      reject(new DOMException('aborted', 'AbortError'))
    })
  })
}

// The OS picker may let a person choose any file; the component itself must refuse the wrong ones.
const user = () => baseUserEvent.setup({ applyAccept: false })

const meta = {
  title: 'Componentes/Formulários/FileUpload',
  component: FileUpload,
  args: { label: 'Laudo médico', kind: 'document', onFileSelect: fn(), onError: fn(), onRemove: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['document', 'avatar'] } },
} satisfies Meta<typeof FileUpload>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Idle: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Formatos aceitos: .pdf — até 2MB')).toBeVisible()
    await expect(canvas.getByLabelText(/^Laudo médico/)).toHaveAccessibleDescription(
      'Formatos aceitos: .pdf — até 2MB',
    )
  },
}

export const Avatar: Story = { args: { kind: 'avatar', label: 'Foto de perfil' } }

export const Selected: Story = { args: { status: 'selected', fileName: 'laudo-medico.pdf' } }
export const Uploading: Story = { args: { fileName: 'laudo-medico.pdf', progress: 45 } }
export const Done: Story = { args: { status: 'done', fileName: 'laudo-medico.pdf' } }
export const Disabled: Story = { args: { disabled: true } }

export const UploadError: Story = {
  args: { error: { title: 'Erro ao anexar arquivo.', message: 'Por favor, tente novamente mais tarde.' } },
}

export const LongFileName: Story = {
  args: {
    status: 'done',
    fileName: 'laudo-medico-atualizado-com-cid-e-assinatura-digital-do-medico-responsavel-2026.pdf',
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const WrongFormat: Story = {
  play: async ({ args, canvas }) => {
    const png = new File([new Uint8Array(100)], 'foto.png', { type: 'image/png' })
    await user().upload(canvas.getByLabelText('Laudo médico Escolher arquivo'), png)
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Falha no carregamento do arquivo')
    await expect(alert).toHaveTextContent('Seu arquivo deve estar no formato .pdf')
    await expect(args.onFileSelect).not.toHaveBeenCalled()
  },
}

export const TooLarge: Story = {
  play: async ({ args, canvas }) => {
    await user().upload(canvas.getByLabelText('Laudo médico Escolher arquivo'), pdf(3_000_000))
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Falha no carregamento do arquivo')
    await expect(alert).toHaveTextContent('Seu arquivo não pode ter mais que 2MB')
    await expect(args.onError).toHaveBeenCalledWith({
      title: 'Falha no carregamento do arquivo',
      message: 'Seu arquivo não pode ter mais que 2MB',
    })
  },
}

export const AvatarWrongFormat: Story = {
  args: { kind: 'avatar', label: 'Foto de perfil' },
  play: async ({ canvas }) => {
    const gif = new File([new Uint8Array(100)], 'foto.gif', { type: 'image/gif' })
    await user().upload(canvas.getByLabelText('Foto de perfil Escolher arquivo'), gif)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Falha no carregamento da fotoSua foto deve estar no formato .png, .jpg ou .jpeg',
    )
  },
}

export const ChooseAndRemove: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Laudo médico Escolher arquivo')
    await user().upload(input, pdf(1_000_000))
    await expect(args.onFileSelect).toHaveBeenCalledOnce()
    await expect(canvas.getByText('laudo-medico.pdf')).toBeVisible()
    await user().click(canvas.getByRole('button', { name: 'Remover arquivo laudo-medico.pdf' }))
    await expect(args.onRemove).toHaveBeenCalledOnce()
    await expect(input).toHaveFocus()
  },
}

export const UploadWithProgress: Story = {
  args: { upload: fakeUpload, onUploaded: fn() },
  play: async ({ args, canvas }) => {
    await user().upload(canvas.getByLabelText('Laudo médico Escolher arquivo'), pdf(1_000_000))
    await expect(canvas.getByRole('progressbar', { name: 'Enviando laudo-medico.pdf' })).toBeVisible()
    await expect(await canvas.findByText('Arquivo enviado')).toBeInTheDocument()
    await expect(args.onUploaded).toHaveBeenCalledWith('documento-123', expect.any(File))
  },
}

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByLabelText('Laudo médico Escolher arquivo')).toHaveFocus()
  },
}
