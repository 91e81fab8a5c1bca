import {
  UPLOAD_RULES,
  ptBR,
  uploadAccept,
  validateUploadFile,
  type UploadFileError,
  type UploadKind,
} from '@carreiras/core'
import { CircleAlert, CircleCheck, FileText, Upload, X } from 'lucide-react'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type ReactNode,
} from 'react'
import { cn } from '../lib/cn'
import { Button, buttonVariants } from './button'
import { Progress } from './progress'

type FileUploadStatus = 'idle' | 'selected' | 'uploading' | 'done' | 'error'
type FileUploadError = { title: string; message: string }

type UploadOptions = {
  /** Report the percentage sent (0–100). */
  onProgress: (percent: number) => void
  /** Aborted when the person cancels, removes the file, picks another or leaves. */
  signal: AbortSignal
}

type FileUploadProps<T = unknown> = Omit<ComponentProps<'div'>, 'children' | 'onChange' | 'onError'> & {
  label: ReactNode
  /** 'document' (PDF, the default) or 'avatar' (png, jpg, jpeg, heic); both up to 2MB. */
  kind?: UploadKind
  required?: boolean
  disabled?: boolean
  /** Replaces the default 'Formatos aceitos: .pdf — até 2MB' shown before choosing. */
  hint?: ReactNode
  chooseLabel?: ReactNode
  /** The file's id; generated when not given. */
  id?: string
  /** A valid file was chosen. */
  onFileSelect?: (file: File) => void
  /** A chosen file was refused (wrong format or too large) or its upload failed. */
  onError?: (error: FileUploadError) => void
  onRemove?: () => void
  /** Checks a chosen file; defaults to core's validateUploadFile for `kind`. */
  validate?: (file: File, kind: UploadKind) => UploadFileError | FileUploadError | null
  /** Sends the file (e.g. with XMLHttpRequest, which can report upload progress); the component shows it. */
  upload?: (file: File, options: UploadOptions) => Promise<T>
  onUploaded?: (result: T, file: File) => void
  /** Texts of a failed `upload`; default 'Erro ao anexar arquivo.' / 'Por favor, tente novamente mais tarde.' */
  uploadFailedError?: FileUploadError
  /** Controlled state, for a caller that uploads by itself or restores a sent file. */
  status?: FileUploadStatus
  fileName?: string
  /** Percentage sent; a number shows the uploading state. */
  progress?: number | null
  error?: FileUploadError | null
}

type InternalState = {
  status: FileUploadStatus
  fileName?: string
  progress: number
  error: FileUploadError | null
}

const IDLE: InternalState = { status: 'idle', progress: 0, error: null }

function defaultHint(kind: UploadKind) {
  return ptBR.ui.forms.fileUpload.hint(UPLOAD_RULES[kind].extensions)
}

/**
 * A single-file picker. Before choosing it shows the accepted formats and the 2MB limit; a chosen file
 * is checked at once (the spec's error title and text, in an alert); with `upload` the file is sent and
 * real progress is shown. The native input stays in the page (transparent, over the visible button) so
 * it is focusable, keyboard-operable and named by the field's label.
 */
function FileUpload<T = unknown>({
  className,
  label,
  kind = 'document',
  required = false,
  disabled = false,
  hint,
  chooseLabel = ptBR.ui.forms.fileUpload.choose,
  id,
  onFileSelect,
  onError,
  onRemove,
  validate = validateUploadFile,
  upload,
  onUploaded,
  uploadFailedError,
  status: statusProp,
  fileName: fileNameProp,
  progress: progressProp,
  error: errorProp,
  'aria-describedby': describedBy,
  ...props
}: FileUploadProps<T>) {
  const baseId = useId()
  const inputId = id ?? `${baseId}-input`
  const labelId = `${baseId}-label`
  const chooseId = `${baseId}-choose`
  const hintId = `${baseId}-hint`
  const errorId = `${baseId}-error`
  const texts = ptBR.ui.forms.fileUpload
  const [state, setState] = useState<InternalState>(IDLE)
  const inputRef = useRef<HTMLInputElement>(null)
  const abortRef = useRef<AbortController | null>(null)

  useEffect(() => () => abortRef.current?.abort(), [])

  const error = errorProp !== undefined ? errorProp : state.error
  const fileName = fileNameProp ?? state.fileName
  const progress = typeof progressProp === 'number' ? progressProp : state.progress
  const status: FileUploadStatus =
    statusProp ?? (typeof progressProp === 'number' ? 'uploading' : error ? 'error' : state.status)

  const fail = (failure: FileUploadError) => {
    setState({ ...IDLE, status: 'error', error: failure })
    onError?.(failure)
  }

  const startUpload = (file: File, send: NonNullable<typeof upload>) => {
    const controller = new AbortController()
    abortRef.current = controller
    setState({ status: 'uploading', fileName: file.name, progress: 0, error: null })
    send(file, {
      signal: controller.signal,
      onProgress: (percent) => {
        if (controller.signal.aborted) return
        setState((previous) => ({ ...previous, progress: Math.min(Math.max(percent, 0), 100) }))
      },
    }).then(
      (result) => {
        if (controller.signal.aborted) return
        setState({ status: 'done', fileName: file.name, progress: 100, error: null })
        onUploaded?.(result, file)
      },
      () => {
        if (controller.signal.aborted) return
        fail(
          uploadFailedError ?? {
            title: ptBR.profile.file.attachFailed,
            message: ptBR.profile.file.tryAgainLater,
          },
        )
      },
    )
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Let the same file be chosen again after a refusal or a removal.
    event.target.value = ''
    if (!file) return
    abortRef.current?.abort()
    const problem = validate(file, kind)
    if (problem) {
      fail({ title: problem.title, message: problem.message })
      return
    }
    onFileSelect?.(file)
    if (upload) startUpload(file, upload)
    else setState({ status: 'selected', fileName: file.name, progress: 0, error: null })
  }

  const remove = () => {
    abortRef.current?.abort()
    setState(IDLE)
    onRemove?.()
    inputRef.current?.focus()
  }

  const showFile = (status === 'selected' || status === 'uploading' || status === 'done') && fileName
  const describedByIds = [hintId, status === 'error' && error ? errorId : null, describedBy]
    .filter(Boolean)
    .join(' ')

  return (
    <div
      data-slot="file-upload"
      data-status={status}
      data-disabled={disabled || undefined}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <span data-slot="file-upload-label" id={labelId} className="text-sm font-medium text-foreground">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {` ${ptBR.ui.forms.field.requiredMarker}`}
          </span>
        ) : null}
      </span>
      <p data-slot="file-upload-hint" id={hintId} className="text-sm text-muted-foreground">
        {hint ?? defaultHint(kind)}
      </p>

      <div data-slot="file-upload-trigger" className="relative inline-flex w-fit">
        <input
          ref={inputRef}
          data-slot="file-upload-input"
          id={inputId}
          type="file"
          accept={uploadAccept(kind)}
          disabled={disabled}
          aria-labelledby={`${labelId} ${chooseId}`}
          aria-describedby={describedByIds}
          aria-invalid={status === 'error' || undefined}
          aria-required={required || undefined}
          onChange={handleChange}
          className={cn(
            'peer absolute inset-0 size-full cursor-pointer opacity-0',
            'disabled:cursor-not-allowed',
          )}
        />
        <span
          id={chooseId}
          aria-hidden="true"
          data-slot="file-upload-button"
          className={cn(
            buttonVariants({ variant: 'outline', size: 'md' }),
            'pointer-events-none',
            'peer-focus-visible:[outline:var(--focus-ring-width)_solid_var(--focus-ring-color)]',
            'peer-focus-visible:[outline-offset:var(--focus-ring-offset)]',
            'peer-hover:bg-accent peer-hover:text-accent-foreground',
            'peer-disabled:opacity-50',
          )}
        >
          <Upload aria-hidden="true" />
          {chooseLabel}
        </span>
      </div>

      {status === 'error' && error ? (
        <div
          data-slot="file-upload-error"
          id={errorId}
          role="alert"
          className="flex items-start gap-2 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p data-slot="file-upload-error-title" className="font-semibold">
              {error.title}
            </p>
            <p data-slot="file-upload-error-message">{error.message}</p>
          </div>
        </div>
      ) : null}

      {showFile ? (
        <div
          data-slot="file-upload-file"
          className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3 text-surface-foreground"
        >
          <div className="flex items-center gap-2">
            <FileText aria-hidden="true" className="size-5 shrink-0" />
            <span data-slot="file-upload-file-name" className="min-w-0 flex-1 text-sm font-medium break-all">
              {fileName}
            </span>
            {status === 'done' ? (
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
            ) : null}
            {status === 'uploading' && !upload ? null : (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={disabled}
                aria-label={status === 'uploading' ? texts.cancel : texts.remove(fileName)}
                onClick={remove}
                data-slot="file-upload-remove"
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </div>
          {status === 'uploading' ? (
            <Progress label={texts.uploading(fileName)} value={progress} showValue />
          ) : null}
        </div>
      ) : null}

      <p data-slot="file-upload-status" role="status" aria-live="polite" className="sr-only">
        {status === 'done' ? texts.done : status === 'selected' ? texts.selected : ''}
      </p>
    </div>
  )
}

export { FileUpload }
export type { FileUploadError, FileUploadProps, FileUploadStatus, UploadOptions }
