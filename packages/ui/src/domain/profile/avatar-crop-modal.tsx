import { AVATAR_CROP_PX, nextQuarterTurn, ptBR } from '@carreiras/core'
import { RotateCw } from 'lucide-react'
import { useId, useState, type ComponentProps, type ReactNode } from 'react'
import Cropper, { type Area } from 'react-easy-crop'
import { cn } from '../../lib/cn'
import { cropImageToDataUrl } from '../../lib/crop-image'
import { Button } from '../../primitives/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/dialog'

const { avatarCrop: texts } = ptBR.ui.overlays
const MIN_ZOOM = 1
const MAX_ZOOM = 3

type AvatarCropModalProps = Omit<ComponentProps<typeof DialogContent>, 'title' | 'children'> & {
  /** The picked photo (object URL or data URL). Give the modal a new `key` for a new photo. */
  image: string
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /**
   * Receives the cropped photo as an AVATAR_CROP_PX x AVATAR_CROP_PX PNG data URL. A returned promise
   * keeps 'Salvar' busy; the modal closes when it resolves and shows an error when it rejects.
   */
  onSave: (dataUrl: string) => void | Promise<unknown>
  onCancel?: () => void
  /** Side of the square (and round) crop viewport and of the saved image, in px. */
  cropSize?: number
  title?: ReactNode
  description?: ReactNode
  errorText?: ReactNode
}

/** Crop a new profile photo: drag or arrow keys to move, a zoom slider, 'Girar Foto', 'Cancelar' / 'Salvar'. */
function AvatarCropModal({
  image,
  open,
  defaultOpen = false,
  onOpenChange,
  onSave,
  onCancel,
  cropSize = AVATAR_CROP_PX,
  title = texts.title,
  description = texts.description,
  errorText = texts.error,
  className,
  ...props
}: AvatarCropModalProps) {
  const zoomId = useId()
  const descriptionId = useId()
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(MIN_ZOOM)
  const [rotation, setRotation] = useState(0)
  const [area, setArea] = useState<Area | null>(null)
  const [saving, setSaving] = useState(false)
  const [failed, setFailed] = useState(false)
  const isOpen = open ?? uncontrolledOpen

  const setOpen = (next: boolean) => {
    if (saving) return
    if (open === undefined) setUncontrolledOpen(next)
    onOpenChange?.(next)
  }

  const cancel = () => {
    onCancel?.()
    setOpen(false)
  }

  const save = async () => {
    if (!area || saving) return
    setSaving(true)
    setFailed(false)
    try {
      const dataUrl = await cropImageToDataUrl(image, area, rotation, cropSize)
      await onSave(dataUrl)
      setSaving(false)
      if (open === undefined) setUncontrolledOpen(false)
      onOpenChange?.(false)
    } catch {
      setSaving(false)
      setFailed(true)
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={(next) => (next ? setOpen(true) : cancel())}>
      <DialogContent
        data-slot="avatar-crop-modal"
        size="sm"
        aria-busy={saving || undefined}
        className={cn(className)}
        {...props}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription id={descriptionId}>{description}</DialogDescription>
        </DialogHeader>

        <div
          data-slot="avatar-crop-modal-viewport"
          className="relative h-72 w-full overflow-hidden rounded-md bg-muted"
        >
          <Cropper
            image={image}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            aspect={1}
            cropShape="round"
            cropSize={{ width: cropSize, height: cropSize }}
            showGrid={false}
            keyboardStep={5}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={(_, pixels) => setArea(pixels)}
            classes={{ cropAreaClassName: 'focus-ring' }}
            cropperProps={{
              role: 'group',
              'aria-label': texts.cropArea,
              'aria-describedby': descriptionId,
            }}
          />
        </div>

        <div data-slot="avatar-crop-modal-controls" className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex min-w-40 flex-1 items-center gap-3">
            <label htmlFor={zoomId} className="text-sm font-medium">
              {texts.zoom}
            </label>
            <input
              id={zoomId}
              data-slot="avatar-crop-modal-zoom"
              type="range"
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.1}
              value={zoom}
              aria-valuetext={`${Math.round(zoom * 100)}%`}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="h-6 min-w-0 flex-1 cursor-pointer accent-primary focus-ring"
            />
          </div>
          <Button
            data-slot="avatar-crop-modal-rotate"
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setRotation(nextQuarterTurn)}
          >
            <RotateCw aria-hidden="true" />
            {texts.rotate}
          </Button>
        </div>

        {failed ? (
          <p
            data-slot="avatar-crop-modal-error"
            role="alert"
            className="text-sm font-medium text-destructive"
          >
            {errorText}
          </p>
        ) : null}

        <DialogFooter>
          <Button
            data-slot="avatar-crop-modal-cancel"
            type="button"
            variant="outline"
            disabled={saving}
            onClick={cancel}
          >
            {ptBR.common.cancel}
          </Button>
          <Button
            data-slot="avatar-crop-modal-save"
            type="button"
            loading={saving}
            disabled={!area}
            onClick={() => void save()}
          >
            {ptBR.common.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

export { AvatarCropModal }
export type { AvatarCropModalProps }
