// 'Adicionar à agenda' (beyond the spec): the .ics file of a confirmed selection event, as RFC 5545 writes
// it: a VCALENDAR with one VEVENT (UID, DTSTAMP, DTSTART and DTEND in UTC from the schedule's São Paulo date
// and time and the event's duration, SUMMARY, LOCATION, DESCRIPTION with the meeting link), TEXT values
// escaped (\\ ; , and newlines), lines folded at 75 octets, CRLF line ends.
import { saoPauloWallClock } from '../time/sao-paulo-clock'

/** Length of a session when the platform does not say (minutes). */
export const EVENT_DEFAULT_DURATION_MINUTES = 60
/** Lines of a content line are folded after this many octets (RFC 5545 §3.1). */
export const ICS_LINE_OCTETS = 75

const CRLF = '\r\n'

/**
 * A meeting link that may be shown and written: http(s), no whitespace (a line break would add lines
 * to the file; `javascript:` would run in the page). Null otherwise.
 */
export function safeMeetingUrl(url: string | null | undefined): string | null {
  const value = url?.trim()
  // A host after the scheme, then anything but whitespace or a quote/angle bracket.
  return value && /^https?:\/\/[^\s/?#"'<>\\]+[^\s"'<>\\]*$/i.test(value) ? value : null
}

const MS_PER_MINUTE = 60_000

/**
 * The instant of a São Paulo date (YYYY-MM-DD) and time (HH:MM), whatever the zone's offset was on that
 * day (it had summer time until 2019). Null when either is not valid.
 */
export function saoPauloToUtc(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim())
  const t = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time.trim())
  if (!d || !t) return null
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  if (hour > 23 || minute > 59) return null
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const check = new Date(wall)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null
  // Start from São Paulo's usual offset (UTC−3) and correct by what the zone says that instant is.
  let guess = wall + 3 * 60 * MS_PER_MINUTE
  for (let i = 0; i < 3; i += 1) {
    const diff = wall - saoPauloWallClock(guess)
    if (diff === 0) break
    guess += diff
  }
  return new Date(guess)
}

const two = (n: number) => String(n).padStart(2, '0')

/** An instant as an iCalendar UTC DATE-TIME: 20261124T130000Z. */
export function icsDateTime(date: Date): string {
  return (
    `${date.getUTCFullYear()}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}` +
    `T${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}Z`
  )
}

/** A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** UTF-8 octets of one code point. */
const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with one space, which
 * counts in its line; a multi-octet character is never split.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const n = octets(char.codePointAt(0)!)
    if (size + n > ICS_LINE_OCTETS) {
      lines.push(current)
      current = ' '
      size = 1
    }
    current += char
    size += n
  }
  lines.push(current)
  return lines.join(CRLF)
}

export interface EventCalendarInput {
  /** Unique and stable for the event, e.g. `evento-12@carreiras` (a new version replaces the old). */
  uid: string
  title: string
  /** YYYY-MM-DD and HH:MM in São Paulo. */
  date: string
  time: string
  durationMinutes: number | null
  location: string | null
  description: string | null
  meetingUrl: string | null
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date
}

/** The .ics file's text; null when the date or time is not valid. */
export function eventCalendarFile(input: EventCalendarInput): string | null {
  const start = saoPauloToUtc(input.date, input.time)
  if (!start || Number.isNaN(input.stamp.getTime())) return null
  const minutes =
    input.durationMinutes && input.durationMinutes > 0
      ? Math.round(input.durationMinutes)
      : EVENT_DEFAULT_DURATION_MINUTES
  const end = new Date(start.getTime() + minutes * MS_PER_MINUTE)
  const meetingUrl = safeMeetingUrl(input.meetingUrl)
  const description = [input.description?.trim(), meetingUrl].filter(Boolean).join('\n\n')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//carreiras//Minhas Inscricoes//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(input.uid)}`,
    `DTSTAMP:${icsDateTime(input.stamp)}`,
    `DTSTART:${icsDateTime(start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${escapeIcsText(input.title)}`,
    input.location?.trim() ? `LOCATION:${escapeIcsText(input.location.trim())}` : null,
    description ? `DESCRIPTION:${escapeIcsText(description)}` : null,
    meetingUrl ? `URL:${meetingUrl}` : null,
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter((line): line is string => line !== null)
  return lines.map(foldIcsLine).join(CRLF) + CRLF
}

/** The file as a link's address (`data:`), so a plain `<a download>` saves it. */
export const calendarDataUrl = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`
