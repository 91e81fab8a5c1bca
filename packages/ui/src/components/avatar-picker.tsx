// The ficha's photo (doc 02 §2 "Avatar", §5 "Avatar file"): a button picks a photo (png, jpg, jpeg or
// heic, up to 2MB), the crop modal (200x200, 'Girar Foto', 'Cancelar' / 'Salvar') crops it and the
// cropped PNG goes to the caller (the application machine sends it). Refused files get 'Falha no
// carregamento da foto' and the reason, announced. `prepareImage` turns a photo the browser cannot show
// (heic) into one it can; the app passes the converter so this package does not carry it.
import { ptBR, validateUploadFile } from '@carreiras/core'
import { useId, useRef, useState, type ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { Avatar } from './avatar'
import { AvatarCropModal } from './avatar-crop-modal'
import { Button } from './button'

type AvatarPickerError = { title: string; message: string }

type AvatarPickerProps = Omit<ComponentProps<'div'>, 'children' | 'onError'> & {
  /** The candidate's name (the initials while there is no photo). */
  name: string
  /** The photo's address, or null. */
  src: string | null
  /** The cropped photo (a PNG data URL) is being sent. */
  saving?: boolean
  /** The cropped photo, as a PNG data URL. */
  onSave: (image: string) => void
  /** Makes a chosen photo showable (heic → jpeg); the file itself by default. */
  prepareImage?: (file: File) => Promise<Blob>
  /** The button's text ('Foto'). */
  label?: string
  texts?: Pick<(typeof ptBR)['profile']['avatar'], 'uploadFailedTitle' | 'wrongFormat'>
}

function AvatarPicker({
  name,
  src,
  saving = false,
  onSave,
  prepareImage = async (file) => file,
  label = ptBR.application.personalData.fields.avatar,
  texts = ptBR.profile.avatar,
  className,
  ...props
}: AvatarPickerProps) {
  const [image, setImage] = useState<string | null>(null)
  const [error, setError] = useState<AvatarPickerError | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const errorId = useId()

  async function pick(file: File | undefined) {
    if (!file) return
    setError(null)
    const problem = validateUploadFile(file, 'avatar')
    if (problem) {
      setError({ title: problem.title, message: problem.message })
      return
    }
    try {
      setImage(URL.createObjectURL(await prepareImage(file)))
    } catch {
      setError({ title: texts.uploadFailedTitle, message: texts.wrongFormat })
    }
  }

  return (
    <div data-slot="avatar-picker" className={cn('flex items-center gap-4', className)} {...props}>
      <Avatar name={name} src={src} size="lg" />
      <div className="flex flex-col gap-1">
        <input
          ref={input}
          data-slot="avatar-picker-input"
          type="file"
          accept=".png,.jpg,.jpeg,.heic,image/png,image/jpeg,image/heic"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            void pick(event.target.files?.[0])
            event.target.value = ''
          }}
        />
        <Button
          type="button"
          variant="outline"
          aria-describedby={error ? errorId : undefined}
          aria-busy={saving || undefined}
          onClick={() => input.current?.click()}
        >
          {label}
        </Button>
        {error ? (
          <p id={errorId} role="alert" data-slot="avatar-picker-error" className="text-sm text-destructive">
            <strong>{error.title}</strong> {error.message}
          </p>
        ) : null}
      </div>
      {image ? (
        <AvatarCropModal
          key={image}
          image={image}
          open
          onOpenChange={(open) => {
            if (!open) setImage(null)
          }}
          onCancel={() => setImage(null)}
          onSave={(dataUrl) => {
            onSave(dataUrl)
            setImage(null)
          }}
        />
      ) : null}
    </div>
  )
}

export { AvatarPicker }
export type { AvatarPickerProps }
