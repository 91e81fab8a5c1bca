// Uploaded files (issue 7): question attachments, medical reports (PDF) and avatars (PNG or JPEG), kept in
// the database (`stored_files`, bytea) and served by the platform:
//   GET /files/{id}/{token}   anyone holding the URL (the token is 32 random bytes: the URL is the
//                             capability, as for an <img src> or a PDF opened in a new tab)
//   GET /files/{id}           the owner's session only (Authorization header of docs/wire-format.md)
// Anything else answers 404, the same for a missing file and a wrong token. Uploads arrive base64-encoded
// inside the sealed GraphQL transport; the platform checks the bytes (PDF signature, PNG/JPEG signature)
// and the size (MAX_UPLOAD_BYTES), never trusting the name.
import { parseAuthorizationHeader } from '@carreiras/api/server'
import { MAX_UPLOAD_BYTES, hasPdfSignature, imageTypeFromBytes, ptBR } from '@carreiras/core'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { newToken, safeEqual } from '../accounts/secrets.js'
import { parseId, resolveSession } from '../accounts/sessions.js'
import type { Db } from '../db/client.js'
import { storedFiles } from '../db/schema.js'
import type { PlatformContext } from '../graphql/context.js'
import { platformError } from '../graphql/errors.js'
import { PLATFORM_MESSAGES } from '../messages.js'

export const FILES_PATH = '/files'

export type StoredFileKind = (typeof storedFiles.$inferSelect)['kind']

/** The URL of a stored file, on the platform's origin as the caller reached it. */
export function fileUrl(origin: string, file: { id: number; token: string }): string {
  return `${origin}${FILES_PATH}/${file.id}/${file.token}`
}

/** The origin of the GraphQL request (the platform as the browser reaches it). */
export function requestOrigin(ctx: Pick<PlatformContext, 'request'>): string {
  return new URL(ctx.request.url).origin
}

/** Base64 (standard or URL-safe, with or without a `data:…;base64,` prefix) → bytes; null when malformed. */
export function decodeBase64(value: string): Uint8Array | null {
  const body = value.replace(/^data:[\w.+/-]*(;[\w=.+-]*)*;base64,/i, '').replace(/\s+/g, '')
  if (body === '' || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(body) || body.length % 4 === 1) return null
  return new Uint8Array(Buffer.from(body, 'base64'))
}

/** The decoded length of a base64 text, without decoding it (to refuse a huge upload early). */
function decodedLength(value: string): number {
  const body = value.replace(/^data:[^,]*,/i, '').replace(/\s+/g, '')
  return Math.floor((body.replace(/=+$/, '').length * 3) / 4)
}

export interface CheckedUpload {
  bytes: Uint8Array
  contentType: string
  extension: string
}

/**
 * A PDF (attachments, medical reports) or an image (avatar) as uploaded: the format by the bytes' signature,
 * then the size (at most MAX_UPLOAD_BYTES), as the site checks them (core's validateUploadFile). Failures
 * are VALIDATION with the catalogue's texts ('Seu arquivo deve estar no formato .pdf', 'Sua foto não pode ter
 * mais que 2MB'…).
 */
export function checkUpload(base64: string, kind: 'pdf' | 'image'): CheckedUpload {
  const texts = kind === 'pdf' ? ptBR.profile.file : ptBR.profile.avatar
  // Well over the limit: refused as too large without decoding it.
  if (decodedLength(base64) > MAX_UPLOAD_BYTES + 64) throw platformError('VALIDATION', texts.tooLarge)
  const bytes = decodeBase64(base64)
  if (bytes === null) throw platformError('VALIDATION', texts.wrongFormat)
  let checked: CheckedUpload
  if (kind === 'pdf') {
    if (!hasPdfSignature(bytes)) throw platformError('VALIDATION', texts.wrongFormat)
    checked = { bytes, contentType: 'application/pdf', extension: '.pdf' }
  } else {
    const type = imageTypeFromBytes(bytes)
    if (type === null) throw platformError('VALIDATION', texts.wrongFormat)
    checked = { bytes, contentType: `image/${type}`, extension: type === 'png' ? '.png' : '.jpg' }
  }
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw platformError('VALIDATION', texts.tooLarge)
  return checked
}

/**
 * A file name as shown back: no path, no control characters, quotes or backslashes, at most 120
 * characters, with the extension of its real format.
 */
export function cleanFileName(name: string | null | undefined, extension: string, fallback: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F"<>|*?:]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 120 - extension.length) || fallback
  return `${stem}${extension}`
}

export async function storeFile(
  db: Db,
  file: { userId: number; kind: StoredFileKind; name: string; upload: CheckedUpload },
): Promise<{ id: number; token: string }> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      userId: file.userId,
      kind: file.kind,
      name: file.name,
      contentType: file.upload.contentType,
      size: file.upload.bytes.byteLength,
      content: file.upload.bytes,
      token: newToken(),
    })
    .returning({ id: storedFiles.id, token: storedFiles.token })
  if (!row) throw platformError('INTERNAL')
  return row
}

/** Deletes a stored file of the user (its question_files / medical_reports row goes with it). */
export async function deleteStoredFile(db: Db, userId: number, id: number): Promise<void> {
  await db.delete(storedFiles).where(and(eq(storedFiles.id, id), eq(storedFiles.userId, userId)))
}

function notFound(c: { json: (body: unknown, status: 404) => Response }) {
  return c.json({ errors: [{ message: PLATFORM_MESSAGES.fileNotFound }] }, 404)
}

/** `Content-Disposition` with the name in RFC 5987 form (and an ASCII fallback). */
function disposition(name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7E]/g, '')
      .replace(/["\\]/g, '') || 'arquivo'
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

export function fileRoutes(db: Db) {
  const app = new Hono()

  const serve = (file: typeof storedFiles.$inferSelect, cache: string) => {
    const body = new Uint8Array(file.content)
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(body.byteLength),
        'Content-Disposition': disposition(file.name),
        'Cache-Control': cache,
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'Referrer-Policy': 'no-referrer',
      },
    })
  }

  const find = async (idText: string) => {
    const id = parseId(idText)
    if (id === null) return undefined
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1)
    return file
  }

  app.get('/:id/:token', async (c) => {
    const file = await find(c.req.param('id'))
    if (!file || !safeEqual(file.token, c.req.param('token'))) return notFound(c)
    return serve(file, 'private, max-age=3600')
  })

  app.get('/:id', async (c) => {
    const credentials = parseAuthorizationHeader(c.req.header('Authorization'))
    const session = await resolveSession(db, credentials?.sessionToken)
    const file = session ? await find(c.req.param('id')) : undefined
    if (!file || file.userId !== session?.userId) return notFound(c)
    return serve(file, 'private, no-store')
  })

  return app
}
