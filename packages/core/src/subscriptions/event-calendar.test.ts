import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ICS_LINE_OCTETS,
  calendarDataUrl,
  escapeIcsText,
  eventCalendarFile,
  foldIcsLine,
  icsDateTime,
  safeMeetingUrl,
  saoPauloToUtc,
  type EventCalendarInput,
} from './event-calendar'

const octets = (text: string) => new TextEncoder().encode(text).length

const unfold = (ics: string) => ics.replace(/\r\n /g, '')

const input: EventCalendarInput = {
  uid: 'evento-5-inscricao-9@carreiras',
  title: 'Entrevista com a gestora',
  date: '2026-12-01',
  time: '10:00',
  durationMinutes: 45,
  location: 'Avenida Paulista, 1000 - Bela Vista, São Paulo/SP · Sala 3',
  description: 'Traga um documento com foto; chegue 10 minutos antes.\nBoa sorte!',
  meetingUrl: null,
  stamp: new Date('2026-11-20T13:00:00Z'),
}

describe('saoPauloToUtc', () => {
  it('São Paulo is UTC−3 today, and was UTC−2 in summer time before 2019', () => {
    expect(saoPauloToUtc('2026-12-01', '10:00')?.toISOString()).toBe('2026-12-01T13:00:00.000Z')
    expect(saoPauloToUtc('2026-06-01', '23:30')?.toISOString()).toBe('2026-06-02T02:30:00.000Z')
    expect(saoPauloToUtc('2017-01-10', '10:00')?.toISOString()).toBe('2017-01-10T12:00:00.000Z')
  })

  it('rejects what is not a date and a time', () => {
    expect(saoPauloToUtc('2026-02-30', '10:00')).toBeNull()
    expect(saoPauloToUtc('01/12/2026', '10:00')).toBeNull()
    expect(saoPauloToUtc('2026-12-01', '25:00')).toBeNull()
    expect(saoPauloToUtc('2026-12-01', '10h')).toBeNull()
  })

  it('property: the instant reads back as the same São Paulo wall clock', () => {
    const format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2040-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const d = date.toISOString()
          const [day, time] = [d.slice(0, 10), d.slice(11, 16)]
          const utc = saoPauloToUtc(day, time)!
          expect(format.format(utc)).toBe(`${day} ${time}`)
        },
      ),
    )
  })
})

describe('text values and lines', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds at 75 octets without splitting a character; unfolding gives the line back', () => {
    const line = `DESCRIPTION:${'ação '.repeat(40)}🎉 fim`
    const folded = foldIcsLine(line)
    for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(ICS_LINE_OCTETS)
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((part) => part.startsWith(' ')),
    ).toBe(true)
    expect(unfold(folded)).toBe(line)
    expect(foldIcsLine('SUMMARY:curto')).toBe('SUMMARY:curto')
  })

  it('property: any text folds into lines of at most 75 octets and unfolds back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const line = `SUMMARY:${escapeIcsText(text)}`
        const folded = foldIcsLine(line)
        for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(ICS_LINE_OCTETS)
        expect(unfold(folded)).toBe(line)
        expect(escapeIcsText(text)).not.toMatch(/[\r\n]/)
      }),
    )
  })

  it('UTC date-times', () => {
    expect(icsDateTime(new Date('2026-12-01T13:05:09Z'))).toBe('20261201T130509Z')
  })
})

describe('eventCalendarFile (RFC 5545)', () => {
  it('one VEVENT with UTC start and end, escaped texts, CRLF lines', () => {
    const ics = eventCalendarFile(input)!
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = unfold(ics).split('\r\n').filter(Boolean)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true)
    expect(lines).toContain('BEGIN:VEVENT')
    expect(lines).toContain('UID:evento-5-inscricao-9@carreiras')
    expect(lines).toContain('DTSTAMP:20261120T130000Z')
    expect(lines).toContain('DTSTART:20261201T130000Z')
    expect(lines).toContain('DTEND:20261201T134500Z')
    expect(lines).toContain('SUMMARY:Entrevista com a gestora')
    expect(lines).toContain('LOCATION:Avenida Paulista\\, 1000 - Bela Vista\\, São Paulo/SP · Sala 3')
    expect(lines).toContain(
      'DESCRIPTION:Traga um documento com foto\\; chegue 10 minutos antes.\\nBoa sorte!',
    )
    expect(lines.at(-1)).toBe('END:VCALENDAR')
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(ICS_LINE_OCTETS)
  })

  it('an online event: the meeting link in the description and as URL; an hour by default', () => {
    const ics = unfold(
      eventCalendarFile({
        ...input,
        location: 'Online',
        description: null,
        durationMinutes: null,
        meetingUrl: 'https://meet.example.com/abc-def?x=1,2',
      })!,
    )
    expect(ics).toContain('DESCRIPTION:https://meet.example.com/abc-def?x=1\\,2\r\n')
    expect(ics).toContain('URL:https://meet.example.com/abc-def?x=1,2\r\n')
    expect(ics).toContain('DTEND:20261201T140000Z')
  })

  it('a link that is not http(s), or would add lines, is left out', () => {
    expect(safeMeetingUrl('javascript:alert(1)')).toBeNull()
    expect(safeMeetingUrl('https://x.example/\r\nATTENDEE:evil')).toBeNull()
    expect(safeMeetingUrl('https://')).toBeNull()
    expect(safeMeetingUrl(' https://meet.example.com/a ')).toBe('https://meet.example.com/a')
    const ics = eventCalendarFile({ ...input, meetingUrl: 'https://x.example/\nATTENDEE:evil' })!
    expect(ics).not.toContain('ATTENDEE')
  })

  it('no file for an invalid date', () => {
    expect(eventCalendarFile({ ...input, date: '2026-13-01' })).toBeNull()
  })

  it('a data: address that decodes to the file', () => {
    const ics = eventCalendarFile(input)!
    const url = calendarDataUrl(ics)
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true)
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(ics)
  })
})
