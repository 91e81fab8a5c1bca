// 'Baixar meus dados' (LGPD art. 18: access and portability; docs/privacy.md): the constants and rules the
// platform and the site share. A person asks for a copy of everything the platform holds about them; the
// platform builds one zip (its worker, through the message road) and e-mails a link to the site's page
// /meus-dados/{id}, which downloads it with the person's own session. One request per
// DATA_EXPORT_INTERVAL_HOURS; an archive is kept DATA_EXPORT_TTL_DAYS after it is ready, then deleted.
import { z } from 'zod'

/** Days a built archive stays downloadable (and stored) after it is ready. */
export const DATA_EXPORT_TTL_DAYS = 7
/** Hours between two requests of one person. */
export const DATA_EXPORT_INTERVAL_HOURS = 24

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** The platform's REST paths (plain JSON outside the sealed transport, like push; docs/privacy.md). */
export const DATA_EXPORT_PATH = '/data-exports'
/** The archive of one request: `GET /data-exports/{id}/archive` with the owner's session. */
export const dataExportArchivePath = (id: string) => `${DATA_EXPORT_PATH}/${id}/archive`

/** The site's page the e-mail links to; it downloads the archive with the signed-in session. */
export const DATA_EXPORT_ROUTE = '/meus-dados'
export const dataExportPagePath = (id: string) => `${DATA_EXPORT_ROUTE}/${id}`

/** A request's public id: a random UUID (not a capability: the archive needs the owner's session). */
export const dataExportIdSchema = z.lazy(() => z.uuid())
export const isDataExportId = (value: string | null | undefined): value is string =>
  dataExportIdSchema.safeParse(value).success

/** The archive's file name, with the day it was built (YYYY-MM-DD). */
export const dataExportFileName = (isoDay: string) => `meus-dados-${isoDay}.zip`

export type DataExportStatus = 'pending' | 'ready' | 'failed' | 'expired'

/** When a person who last asked at `lastRequestedAt` may ask again; null = now (never asked). */
export function nextDataExportAt(lastRequestedAt: Date | string | null | undefined): Date | null {
  if (lastRequestedAt === null || lastRequestedAt === undefined) return null
  const last = new Date(lastRequestedAt).getTime()
  if (Number.isNaN(last)) return null
  return new Date(last + DATA_EXPORT_INTERVAL_HOURS * HOUR_MS)
}

/** Whether a new request is allowed at `now`: never asked, or the interval since the last has passed. */
export function canRequestDataExport(lastRequestedAt: Date | string | null | undefined, now: Date): boolean {
  const next = nextDataExportAt(lastRequestedAt)
  return next === null || now.getTime() >= next.getTime()
}

/** Until when an archive ready at `readyAt` is kept and downloadable. */
export const dataExportExpiresAt = (readyAt: Date): Date =>
  new Date(readyAt.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS)

/** The status a request shows at `now` (a ready archive past its expiry is 'expired'). */
export function dataExportStatusAt(
  request: { status: DataExportStatus; expiresAt: Date | string | null },
  now: Date,
): DataExportStatus {
  if (request.status !== 'ready') return request.status
  const expires = request.expiresAt === null ? NaN : new Date(request.expiresAt).getTime()
  return Number.isNaN(expires) || now.getTime() >= expires ? 'expired' : 'ready'
}

/** `GET /data-exports`: the person's latest request and when they may ask again. */
export const dataExportStateSchema = z.lazy(() =>
  z.object({
    latest: z
      .object({
        id: z.string(),
        status: z.enum(['pending', 'ready', 'failed', 'expired']),
        requestedAt: z.string(),
        readyAt: z.string().nullable(),
        expiresAt: z.string().nullable(),
      })
      .nullable(),
    /** ISO instant from which a new request is accepted; null = now. */
    nextRequestAt: z.string().nullable(),
  }),
)
export type DataExportState = z.infer<typeof dataExportStateSchema>
