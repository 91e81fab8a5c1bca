// Uploaded files: question attachments, medical reports (PDF) and avatars (PNG or JPEG), kept in the database
// (`stored_files`, bytea) and served by the platform:
//   GET /files/{id}/{token}   anyone holding the URL (the token is 32 random bytes: the URL is the
//                             capability, as for an <img src> or a PDF opened in a new tab)
//   GET /files/{id}           the owner's session only (Authorization header of docs/wire-format.md)
// Anything else answers 404, the same for a missing file and a wrong token. Uploads arrive base64-encoded
// inside the sealed GraphQL transport; the platform checks the bytes (PDF signature, PNG/JPEG signature)
// and the size (MAX_UPLOAD_BYTES), never trusting the name.
// Served so that a file can never run as a page (OWASP ASVS V5): the stored type only when it is one we
// accept (PDF, PNG, JPEG; anything else is application/octet-stream and downloaded), nosniff, a
// Content-Disposition with a cleaned name, and a Content-Security-Policy that forbids everything but being
// framed by the site (its document modal: docs/security.md, "Headers").
import { parseAuthorizationHeader } from '@carreiras/api/server'
import { MAX_UPLOAD_BYTES, hasPdfSignature, imageTypeFromBytes, ptBR } from '@carreiras/core'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { newToken, safeEqual } from '../accounts/secrets.js'
import { parseId, resolveSession } from '../accounts/sessions.js'
import type { Db } from '../db/client.js'
import { storedFiles } from '../db/schema.js'
import type { RequestContext } from '../request-context.js'
import { domainError } from '../errors.js'
import { PLATFORM_MESSAGES } from '../messages.js'

export const FILES_PATH = '/files'

export type StoredFileKind = (typeof storedFiles.$inferSelect)['kind']

/** The URL of a stored file under the platform's public URL (`requestOrigin`). */
export function fileUrl(origin: string, file: { id: number; token: string }): string {
  return `${origin}${FILES_PATH}/${file.id}/${file.token}`
}

/**
 * The base of every absolute URL the platform answers or stores (files, avatars, the removal link, partner
 * tests): the configured `PUBLIC_URL` (config.ts), never the request's `Host` header, which the caller
 * chooses (`Host: evil.example` must not put `http://evil.example/files/…` in a profile).
 */
export function requestOrigin(ctx: Pick<RequestContext, 'config'>): string {
  return ctx.config.publicUrl
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
  if (decodedLength(base64) > MAX_UPLOAD_BYTES + 64) throw domainError('VALIDATION', texts.tooLarge)
  const bytes = decodeBase64(base64)
  if (bytes === null) throw domainError('VALIDATION', texts.wrongFormat)
  let checked: CheckedUpload
  if (kind === 'pdf') {
    if (!hasPdfSignature(bytes)) throw domainError('VALIDATION', texts.wrongFormat)
    checked = { bytes, contentType: 'application/pdf', extension: '.pdf' }
  } else {
    const type = imageTypeFromBytes(bytes)
    if (type === null) throw domainError('VALIDATION', texts.wrongFormat)
    checked = { bytes, contentType: `image/${type}`, extension: type === 'png' ? '.png' : '.jpg' }
  }
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw domainError('VALIDATION', texts.tooLarge)
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
  if (!row) throw domainError('INTERNAL')
  return row
}

/** Deletes a stored file of the user (its question_files / medical_reports row goes with it). */
export async function deleteStoredFile(db: Db, userId: number, id: number): Promise<void> {
  await db.delete(storedFiles).where(and(eq(storedFiles.id, id), eq(storedFiles.userId, userId)))
}

function notFound(c: { json: (body: unknown, status: 404) => Response }) {
  return c.json({ errors: [{ message: PLATFORM_MESSAGES.fileNotFound }] }, 404)
}

/** The types a stored file is served as; anything else (never stored by checkUpload) is downloaded. */
export const SERVED_FILE_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg'])

/**
 * Who may frame a file shown inline: the site only, whose document modal shows a candidate's medical
 * reports and attachments (docs/security.md, "Headers"). 'self' is the origin that answers: the site's, when
 * the file comes through its same-origin proxy (as every stored URL does); then the site's configured
 * origins (WEB_ORIGIN, as http(s) origins), for a page opened at one of its other names. Never '*' (a
 * WEB_ORIGIN of '*' adds nothing), never another site.
 */
export function fileFrameAncestors(webOrigins: readonly string[]): string {
  const origins = new Set<string>()
  for (const value of webOrigins) {
    if (!URL.canParse(value)) continue
    const url = new URL(value)
    // Only a plain http(s) origin: nothing that could end the directive (';', ',', a quote, a space).
    if (/^https?:\/\/[^\s;,']+$/.test(url.origin)) origins.add(url.origin)
  }
  return ["frame-ancestors 'self'", ...origins].join(' ')
}

/**
 * The policy of a stored file's answer. An image is shown in a sandboxed document that may load nothing. A
 * PDF cannot be sandboxed: Chromium refuses to open its PDF viewer in a sandboxed document ('This page has
 * been blocked'), so it gets the rest of the policy; its type is fixed to application/pdf (the bytes'
 * signature was checked on upload) and nosniff keeps the browser from reading it as anything else. Both may
 * be framed by the site (fileFrameAncestors); anything else is downloaded, sandboxed, and framed by nobody.
 */
export function fileCsp(type: string, webOrigins: readonly string[]): string {
  if (type === 'application/pdf') return `default-src 'none'; ${fileFrameAncestors(webOrigins)}`
  if (SERVED_FILE_TYPES.has(type)) return `sandbox; default-src 'none'; ${fileFrameAncestors(webOrigins)}`
  return DOWNLOAD_CSP
}

/** A file of a type we do not serve inline: downloaded, never run, never framed. */
export const DOWNLOAD_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'"

/**
 * `Content-Disposition` with the name in RFC 5987 form (and an ASCII fallback): `inline` for the types
 * we serve, `attachment` for anything else.
 */
export function disposition(name: string, inline: boolean): string {
  const clean = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F]/g, '')
    .split(/[\\/]/)
    .pop()!
  const ascii =
    clean
      .normalize('NFD')
      .replace(/[^\x20-\x7E]/g, '')
      .replace(/["\\;]/g, '') || 'arquivo'
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeRFC5987(clean || 'arquivo')}`
}

/** encodeURIComponent plus the characters RFC 5987's attr-char excludes. */
const encodeRFC5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * The headers of a stored file's answer (without Cache-Control). No X-Frame-Options: the policy's
 * frame-ancestors says who may frame the file (security/headers.ts leaves X-Frame-Options out then).
 */
export function fileHeaders(
  file: { contentType: string; name: string; size: number },
  webOrigins: readonly string[],
): Record<string, string> {
  const type = file.contentType.split(';')[0]!.trim().toLowerCase()
  const served = SERVED_FILE_TYPES.has(type)
  return {
    'Content-Type': served ? type : 'application/octet-stream',
    'Content-Length': String(file.size),
    'Content-Disposition': disposition(file.name, served),
    'Content-Security-Policy': fileCsp(served ? type : 'application/octet-stream', webOrigins),
    'X-Content-Type-Options': 'nosniff',
    // The site shows avatars with <img> from its own origin.
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Referrer-Policy': 'no-referrer',
  }
}

/** The files' routes; `webOrigins` (WEB_ORIGIN) are the site's origins that may frame them. */
export function fileRoutes(db: Db, webOrigins: readonly string[]) {
  const app = new Hono()

  const serve = (file: typeof storedFiles.$inferSelect, cache: string) => {
    const body = new Uint8Array(file.content)
    return new Response(body, {
      status: 200,
      headers: {
        ...fileHeaders({ contentType: file.contentType, name: file.name, size: body.byteLength }, webOrigins),
        'Cache-Control': cache,
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
