import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SAVED_JOBS } from '../limits'
import { mergeMessages } from '../messages/overrides'
import { ptBR } from '../messages/pt-BR'
import { JOB_SAVED_EVENT } from './event'
import {
  mergeSavedJobIds,
  parseStoredSavedJobIds,
  serializeSavedJobIds,
  toggleSavedJobId,
} from './saved-jobs'
import { fillSavedJobsText } from './fill'
import { savedJobsBrowserTexts } from './saved-jobs.texts'

const id = fc.integer({ min: 1, max: 500 })
const ids = fc.array(id, { maxLength: 150 })
// Lists as they are kept: no repeats, within the cap.
const list = ids.map((values) => mergeSavedJobIds([], values))
const cap = fc.integer({ min: 0, max: 120 })

describe('mergeSavedJobIds', () => {
  it('keeps the account list first and appends the new anonymous ids in their order', () => {
    expect(mergeSavedJobIds([3, 1], [2, 1, 4])).toEqual([3, 1, 2, 4])
  })

  it('drops invalid ids (strings, zero, negatives, fractions)', () => {
    expect(mergeSavedJobIds([], ['7', 0, -2, 1.5, Number.NaN, 9, null])).toEqual([9])
  })

  it('stops at the cap, keeping the account list whole', () => {
    const account = Array.from({ length: MAX_SAVED_JOBS - 1 }, (_, index) => index + 1)
    expect(mergeSavedJobIds(account, [500, 501])).toEqual([...account, 500])
  })

  it('is idempotent: merging the same ids again changes nothing', () => {
    fc.assert(
      fc.property(list, ids, cap, (account, incoming, limit) => {
        const once = mergeSavedJobIds(account, incoming, limit)
        expect(mergeSavedJobIds(once, incoming, limit)).toEqual(once)
      }),
    )
  })

  it('never repeats an id and never passes the cap', () => {
    fc.assert(
      fc.property(ids, ids, cap, (account, incoming, limit) => {
        const merged = mergeSavedJobIds(account, incoming, limit)
        expect(new Set(merged).size).toBe(merged.length)
        expect(merged.length).toBeLessThanOrEqual(limit)
      }),
    )
  })

  it('loses nothing while there is room: every id of either list is kept', () => {
    fc.assert(
      fc.property(list, list, (account, incoming) => {
        const merged = mergeSavedJobIds(account, incoming)
        const union = new Set([...account, ...incoming])
        if (union.size <= MAX_SAVED_JOBS) expect(new Set(merged)).toEqual(union)
        // The account's own list always comes first, untouched (a list within the cap).
        expect(merged.slice(0, account.length)).toEqual(account)
      }),
    )
  })

  it('adds nothing that was in neither list', () => {
    fc.assert(
      fc.property(ids, ids, (account, incoming) => {
        const union = new Set([...account, ...incoming])
        for (const value of mergeSavedJobIds(account, incoming)) expect(union.has(value)).toBe(true)
      }),
    )
  })
})

describe('browser storage of the anonymous list', () => {
  it('round-trips a list', () => {
    fc.assert(
      fc.property(list, (values) => {
        expect(parseStoredSavedJobIds(serializeSavedJobIds(values))).toEqual(values)
      }),
    )
  })

  it('reads anything that is not a list of ids as empty, never throwing', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(Array.isArray(parseStoredSavedJobIds(raw))).toBe(true)
      }),
    )
    expect(parseStoredSavedJobIds('{"a":1}')).toEqual([])
    expect(parseStoredSavedJobIds('not json')).toEqual([])
    expect(parseStoredSavedJobIds(null)).toEqual([])
    expect(parseStoredSavedJobIds('[5,5,"x",6]')).toEqual([5, 6])
  })
})

describe('toggleSavedJobId', () => {
  it('adds, then removes', () => {
    expect(toggleSavedJobId([1], 2)).toEqual({ ids: [1, 2], saved: true, full: false })
    expect(toggleSavedJobId([1, 2], 1)).toEqual({ ids: [2], saved: false, full: false })
  })

  it('refuses a new id at the cap but still removes one', () => {
    const full = Array.from({ length: MAX_SAVED_JOBS }, (_, index) => index + 1)
    expect(toggleSavedJobId(full, 1000)).toEqual({ ids: full, saved: false, full: true })
    expect(toggleSavedJobId(full, 1).ids).toHaveLength(MAX_SAVED_JOBS - 1)
  })

  it('toggling twice gives the list back (within the cap)', () => {
    fc.assert(
      fc.property(list, id, (values, value) => {
        fc.pre(values.length < MAX_SAVED_JOBS || values.includes(value))
        const twice = toggleSavedJobId(toggleSavedJobId(values, value).ids, value).ids
        expect(new Set(twice)).toEqual(new Set(values))
      }),
    )
  })
})

describe('texts', () => {
  it('are in the catalogue and a brand may reword them', () => {
    expect(ptBR.savedJobs.toggle.label('Analista')).toBe('Salvar vaga Analista')
    const branded = mergeMessages(ptBR, {
      savedJobs: { box: { title: 'Favoritas' }, header: { label: '{1} favoritas' } },
    })
    expect(branded.savedJobs.box.title).toBe('Favoritas')
    expect(branded.savedJobs.header.label(3)).toBe('3 favoritas')
  })

  it('the engagement event has the name other features listen to', () => {
    expect(JOB_SAVED_EVENT).toBe('carreiras:job-saved')
  })
})

describe('browser texts', () => {
  it('turn the texts with values into templates, and a brand template still fills', () => {
    const plain = savedJobsBrowserTexts(ptBR.savedJobs)
    expect(fillSavedJobsText(plain.label, { title: 'Analista' })).toBe('Salvar vaga Analista')
    expect(plain.headerLabelOne).toBe('Vagas salvas: 1 vaga')
    expect(fillSavedJobsText(plain.headerLabelMany, { count: 3 })).toBe('Vagas salvas: 3 vagas')
    const branded = mergeMessages(ptBR, { savedJobs: { header: { label: '{1} favoritas' } } })
    const texts = savedJobsBrowserTexts(branded.savedJobs)
    expect(fillSavedJobsText(texts.headerLabelMany, { count: 7 })).toBe('7 favoritas')
    expect(JSON.parse(JSON.stringify(texts))).toEqual(texts)
  })
})
