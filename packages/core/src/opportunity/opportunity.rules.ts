// Pure rules about an opportunity: route id, days left, progress, status, slug and path.
import { OPEN_STATUS_ID } from '../constants'
import { saoPauloDayNumber } from '../time/sao-paulo-day'

const LEADING_DIGITS = /^\d+/

/**
 * The opportunity id of a `/vagas/{id}-{slug}` (or `/vagas/{id}`) route parameter: its leading run
 * of digits (docs/decisions.md, "Opportunity id in a route"). Ids are positive safe integers; anything else gives null.
 */
export function opportunityIdFromParam(param: string | undefined | null): number | null {
  if (param == null) return null
  const digits = LEADING_DIGITS.exec(param)?.[0]
  if (digits === undefined) return null
  const id = Number(digits)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * Calendar days in São Paulo from today until the expiry date: 0 on the expiry day and after it,
 * and 0 when the date cannot be read.
 */
export function daysLeft(expiredAt: string | Date, now: Date = new Date()): number {
  const days = saoPauloDayNumber(expiredAt) - saoPauloDayNumber(now)
  return Number.isNaN(days) ? 0 : Math.max(0, days)
}

/**
 * Percentage (integer 0..100, rounded down) of the São Paulo calendar days elapsed from publication
 * to expiry: 0 up to the publication day, 100 from the expiry day on. Unreadable dates give 0.
 */
export function progressPercent(
  publishedAt: string | Date,
  expiredAt: string | Date,
  now: Date = new Date(),
): number {
  const published = saoPauloDayNumber(publishedAt)
  const expired = saoPauloDayNumber(expiredAt)
  const today = saoPauloDayNumber(now)
  if (Number.isNaN(published) || Number.isNaN(expired) || Number.isNaN(today)) return 0
  if (today >= expired) return 100
  if (today <= published) return 0
  // Here published < today < expired, so the span is at least 2 days: no division by zero.
  return Math.min(100, Math.floor(((today - published) / (expired - published)) * 100))
}

/** status_id 1 (or '1') is open; anything else is closed ('Inscrições Encerradas'). */
export function isOpportunityOpen(statusId: number | string | null | undefined): boolean {
  if (typeof statusId === 'number') return statusId === OPEN_STATUS_ID
  if (typeof statusId === 'string') return statusId.trim() === String(OPEN_STATUS_ID)
  return false
}

/** URL slug of a title: lower case, accents stripped, other characters to '-', no edge dashes. */
export function opportunitySlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * `/vagas/{id}-{slug}`, or `/vagas/{id}` when there is no usable slug. A slug that already starts
 * with the id (the platform's slugs do: `/vagas/{slug}`) is not prefixed twice.
 */
export function opportunityPath(id: number, slug?: string | null): string {
  const safeSlug = slug ? opportunitySlug(slug) : ''
  if (!safeSlug || safeSlug === String(id)) return `/vagas/${id}`
  return safeSlug.startsWith(`${id}-`) ? `/vagas/${safeSlug}` : `/vagas/${id}-${safeSlug}`
}

/** The list item's slug is the last part of its `links.subscription` URL. */
export function slugFromSubscriptionLink(link: string): string {
  const path = link.split(/[?#]/, 1)[0] ?? ''
  const parts = path.split('/').filter((part) => part !== '')
  return parts.at(-1) ?? ''
}
