// The ficha's photo: a button picks a photo (png, jpg, jpeg or heic, up to 2MB), the crop modal (200x200,
// 'Girar Foto', 'Cancelar' / 'Salvar') crops it and the cropped PNG goes to the caller (the application
// machine sends it). Refused files get 'Falha no carregamento da foto' and the reason, announced.
// `prepareImage` turns a photo the browser cannot show (heic) into one it can; the app passes the converter
// so this package does not carry it. `variant="icon"` is the profile page's: the photo with a camera button
// over it (a plus while there is no photo), named by `label` ('Alterar foto' / 'Adicionar foto').
import { ptBR, validateUploadFile } from '@carreiras/core'
import { Camera, Plus } from 'lucide-react'
import { useId, useRef, useState, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { Avatar } from '../../primitives/avatar'
import { AvatarCropModal } from './avatar-crop-modal'
import { Button } from '../../primitives/button'
import { IconButton } from '../../primitives/icon-button'

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
  /** The button's text ('Foto'), or the icon button's name. */
  label?: string
  texts?: Pick<(typeof ptBR)['profile']['avatar'], 'uploadFailedTitle' | 'wrongFormat'>
  /** 'button' (the ficha: a text button beside the photo) or 'icon' (the profile: a camera or plus on it). */
  variant?: 'button' | 'icon'
  /** A line under the photo (e.g. the photo could not be saved), announced. */
  status?: string | null
}

function AvatarPicker({
  name,
  src,
  saving = false,
  onSave,
  prepareImage = async (file) => file,
  label = ptBR.application.personalData.fields.avatar,
  texts = ptBR.profile.avatar,
  variant = 'button',
  status = null,
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

  const picker = (
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
  )
  const messages = (
    <>
      {error ? (
        <p id={errorId} role="alert" data-slot="avatar-picker-error" className="text-sm text-destructive">
          <strong>{error.title}</strong> {error.message}
        </p>
      ) : null}
      {status ? (
        <p role="status" data-slot="avatar-picker-status" className="text-sm text-destructive">
          {status}
        </p>
      ) : null}
    </>
  )

  return (
    <div
      data-slot="avatar-picker"
      data-variant={variant}
      className={cn(
        variant === 'icon' ? 'flex flex-col items-center gap-2' : 'flex items-center gap-4',
        className,
      )}
      {...props}
    >
      {variant === 'icon' ? (
        <>
          <div className="relative">
            <Avatar name={name} src={src} size="xl" className="size-32 text-4xl" />
            {picker}
            <IconButton
              type="button"
              variant="primary"
              size="md"
              label={label}
              showTitle
              data-slot="avatar-picker-button"
              aria-describedby={error ? errorId : undefined}
              aria-busy={saving || undefined}
              className="absolute end-0 bottom-0 rounded-full shadow-md"
              onClick={() => input.current?.click()}
            >
              {src ? <Camera aria-hidden="true" /> : <Plus aria-hidden="true" />}
            </IconButton>
          </div>
          {messages}
        </>
      ) : (
        <>
          <Avatar name={name} src={src} size="lg" />
          <div className="flex flex-col gap-1">
            {picker}
            <Button
              type="button"
              variant="outline"
              aria-describedby={error ? errorId : undefined}
              aria-busy={saving || undefined}
              onClick={() => input.current?.click()}
            >
              {label}
            </Button>
            {messages}
          </div>
        </>
      )}
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
