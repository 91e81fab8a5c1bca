import { MAX_UPLOAD_BYTES } from '../constants'
import { ptBR } from '../messages/pt-BR'

/** What is uploaded: a profile photo, or a document (attachments and medical reports). */
export type UploadKind = 'document' | 'avatar'

/** Accepted extensions and MIME types per kind; heic photos are converted to jpeg later. */
export const UPLOAD_RULES = {
  avatar: {
    extensions: ['.png', '.jpg', '.jpeg', '.heic'],
    mimeTypes: ['image/png', 'image/jpeg', 'image/heic'],
  },
  document: {
    extensions: ['.pdf'],
    mimeTypes: ['application/pdf'],
  },
} as const satisfies Record<UploadKind, { extensions: readonly string[]; mimeTypes: readonly string[] }>

export type UploadFileErrorCode = 'format' | 'size'
export type UploadFileError = { code: UploadFileErrorCode; title: string; message: string }

/** The value of an `<input type="file" accept>` for a kind: '.pdf,application/pdf'. */
export function uploadAccept(kind: UploadKind): string {
  const { extensions, mimeTypes } = UPLOAD_RULES[kind]
  return [...extensions, ...mimeTypes].join(',')
}

function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.')
  return dot > 0 || (dot === 0 && name.length > 1) ? name.slice(dot).toLowerCase() : null
}

/**
 * Checks a chosen file before it is sent: its format by extension (by MIME type when the name has none), then
 * its size (at most MAX_UPLOAD_BYTES). Returns null when the file may be sent, or the spec's title and text
 * for the first problem.
 */
export function validateUploadFile(
  file: { name: string; size: number; type: string },
  kind: UploadKind,
): UploadFileError | null {
  const rules = UPLOAD_RULES[kind]
  const texts = kind === 'avatar' ? ptBR.profile.avatar : ptBR.profile.file
  const extension = extensionOf(file.name)
  const formatOk =
    extension === null
      ? (rules.mimeTypes as readonly string[]).includes(file.type.toLowerCase())
      : (rules.extensions as readonly string[]).includes(extension)
  if (!formatOk) return { code: 'format', title: texts.uploadFailedTitle, message: texts.wrongFormat }
  if (!(file.size <= MAX_UPLOAD_BYTES)) {
    return { code: 'size', title: texts.uploadFailedTitle, message: texts.tooLarge }
  }
  return null
}
