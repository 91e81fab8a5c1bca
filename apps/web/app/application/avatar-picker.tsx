// The ficha's avatar (doc 02 §2 "Avatar", §5 "Avatar file"): a camera button picks a photo (png, jpg,
// jpeg or heic, up to 2MB; heic is converted to jpeg in the browser with heic2any, loaded only for heic
// files), the crop modal (200x200, 'Girar Foto', 'Cancelar' / 'Salvar') crops it and the cropped PNG is
// sent with uploadUserAvatar. Refused files get 'Falha no carregamento da foto' and the reason.
import { createApplicationServices } from '@carreiras/api'
import { ptBR, validateUploadFile } from '@carreiras/core'
import { Avatar } from '@carreiras/ui/avatar'
import { AvatarCropModal } from '@carreiras/ui/avatar-crop-modal'
import { Button } from '@carreiras/ui/button'
import { useSelector } from '@xstate/react'
import { useId, useMemo, useRef, useState } from 'react'
import { useAccount } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'

async function toJpegIfHeic(file: File): Promise<Blob> {
  const heic = /\.heic$/i.test(file.name) || file.type === 'image/heic'
  if (!heic) return file
  const { default: heic2any } = await import('heic2any')
  const converted = await heic2any({ blob: file, toType: 'image/jpeg', quality: 0.9 })
  return Array.isArray(converted) ? converted[0]! : converted
}

export function AvatarPicker({ client, userId }: { client: AccountHandles['client']; userId: number }) {
  const { handles } = useAccount()
  const services = useMemo(() => createApplicationServices(client, { userId }), [client, userId])
  const name = useSelector(handles!.session, (s) => s.context.record?.name ?? '')
  const storedAvatar = useSelector(handles!.session, (s) => s.context.record?.avatar ?? null)
  const [avatar, setAvatar] = useState<string | null>(storedAvatar)
  const [image, setImage] = useState<string | null>(null)
  const [error, setError] = useState<{ title: string; message: string } | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const errorId = useId()
  const texts = ptBR.application.personalData.fields

  async function pick(file: File | undefined) {
    if (!file) return
    setError(null)
    const problem = validateUploadFile(file, 'avatar')
    if (problem) {
      setError({ title: problem.title, message: problem.message })
      return
    }
    try {
      const blob = await toJpegIfHeic(file)
      setImage(URL.createObjectURL(blob))
    } catch {
      setError({ title: ptBR.profile.avatar.uploadFailedTitle, message: ptBR.profile.avatar.wrongFormat })
    }
  }

  return (
    <div className="flex items-center gap-4" data-slot="avatar-picker">
      <Avatar name={name} src={avatar} size="lg" />
      <div className="flex flex-col gap-1">
        <input
          ref={input}
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
          onClick={() => input.current?.click()}
        >
          {texts.avatar}
        </Button>
        {error ? (
          <p id={errorId} role="alert" className="text-destructive text-sm">
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
          onSave={async (dataUrl) => {
            const url = await services.uploadAvatar(dataUrl)
            setAvatar(url)
            setImage(null)
          }}
        />
      ) : null}
    </div>
  )
}
