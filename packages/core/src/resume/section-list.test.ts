import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { EDIT_MODAL_DELAY_MS } from '../constants'
import {
  sectionListMachine,
  type LoadInput,
  type RemoveInput,
  type RemoveResult,
  type ResumeSection,
  type SaveInput,
  type SectionItem,
  type SectionListEvent,
} from './section-list.machine'
import {
  selectCanChangeItems,
  selectEditingRecord,
  selectFormKey,
  selectFormMode,
  selectHasListFailed,
  selectIsConfirmingRemoval,
  selectIsFormOpen,
  selectIsListLoading,
  selectIsOpeningEdit,
  selectIsRemoving,
  selectIsSaving,
  selectIsSectionEmpty,
  selectRemovalTargetId,
  sectionAlertOf,
  selectSectionAlert,
  selectSectionItems,
} from './section-list.selectors'
import { ptBR } from '../messages/pt-BR'

interface Education extends SectionItem {
  institutionName: string
}

const USP: Education = { id: 1, institutionName: 'Universidade de São Paulo' }
const ETEC: Education = { id: 2, institutionName: 'Etec Jorge Street' }

interface Fakes {
  list?: () => Promise<readonly SectionItem[]>
  load?: (item: SectionItem) => Promise<SectionItem>
  save?: (input: SaveInput) => Promise<unknown>
  remove?: (input: RemoveInput) => Promise<RemoveResult>
}

/** A fake platform: a list kept in memory, saves that add or replace, deletes that succeed. */
function start(section: ResumeSection = 'education', fakes: Fakes = {}) {
  let records: SectionItem[] = [USP, ETEC]
  const calls = { list: 0, load: [] as number[], save: [] as SaveInput[], remove: [] as RemoveInput[] }
  const machine = sectionListMachine.provide({
    actors: {
      list: fromPromise(async () => {
        calls.list += 1
        return fakes.list ? fakes.list() : records
      }),
      load: fromPromise<SectionItem, LoadInput>(async ({ input }) => {
        calls.load.push(input.item.id)
        return fakes.load
          ? fakes.load(input.item)
          : { ...input.item, institutionName: `${(input.item as Education).institutionName} (lido)` }
      }),
      save: fromPromise<unknown, SaveInput>(async ({ input }) => {
        calls.save.push(input)
        if (fakes.save) return fakes.save(input)
        const saved = { id: input.id ?? 99, ...(input.values as object) }
        records = [...records.filter((r) => r.id !== saved.id), saved]
        return saved
      }),
      remove: fromPromise<RemoveResult, RemoveInput>(async ({ input }) => {
        calls.remove.push(input)
        return fakes.remove ? fakes.remove(input) : { success: true }
      }),
    },
  })
  const actor = createActor(machine, { input: { section } }).start()
  return { actor, calls, snap: () => actor.getSnapshot(), setRecords: (r: SectionItem[]) => (records = r) }
}

const flush = () => vi.advanceTimersByTimeAsync(0)
const ids = (items: readonly SectionItem[]) => items.map((i) => i.id)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('section list: loading', () => {
  it('shows a spinner, then the records', async () => {
    const { snap, calls } = start()
    expect(selectIsListLoading(snap())).toBe(true)
    await flush()
    expect(selectIsListLoading(snap())).toBe(false)
    expect(ids(selectSectionItems(snap()))).toEqual([1, 2])
    expect(selectIsSectionEmpty(snap())).toBe(false)
    expect(selectCanChangeItems(snap())).toBe(true)
    expect(calls.list).toBe(1)
  })

  it('an empty list is the empty state', async () => {
    const { snap } = start('experience', { list: async () => [] })
    await flush()
    expect(selectIsSectionEmpty(snap())).toBe(true)
  })

  it('a failed load can be retried', async () => {
    let fail = true
    const { actor, snap, calls } = start('language', {
      list: async () => {
        if (fail) throw new Error('offline')
        return [USP]
      },
    })
    await flush()
    expect(selectHasListFailed(snap())).toBe(true)
    expect(selectIsSectionEmpty(snap())).toBe(false)
    fail = false
    actor.send({ type: 'list.retry' })
    await flush()
    expect(ids(selectSectionItems(snap()))).toEqual([1])
    expect(calls.list).toBe(2)
  })
})

describe('section list: add and save', () => {
  it('saves, says "Pronto!" "Formação salva com sucesso", resets the form and queries the list again', async () => {
    const { actor, snap, calls } = start()
    await flush()
    actor.send({ type: 'item.add' })
    expect(selectIsFormOpen(snap())).toBe(true)
    expect(selectFormMode(snap())).toBe('add')
    expect(selectEditingRecord(snap())).toBeNull()
    const key = selectFormKey(snap())
    actor.send({ type: 'form.submit', values: { institutionName: 'Fatec Sorocaba' } })
    expect(selectIsSaving(snap())).toBe(true)
    await flush()
    expect(calls.save).toEqual([
      { section: 'education', id: null, values: { institutionName: 'Fatec Sorocaba' } },
    ])
    expect(calls.list).toBe(2)
    expect(selectIsFormOpen(snap())).toBe(false)
    expect(selectFormKey(snap())).not.toBe(key)
    expect(selectSectionAlert(snap())).toEqual({
      tone: 'success',
      title: 'Pronto!',
      message: 'Formação salva com sucesso',
    })
    expect(ids(selectSectionItems(snap()))).toEqual([1, 2, 99])
    expect(selectCanChangeItems(snap())).toBe(true)
    actor.send({ type: 'alert.dismiss' })
    expect(selectSectionAlert(snap())).toBeNull()
  })

  it('a failed save keeps the form open and says "Uoops" "Ocorreu um erro ao salvar sua formação"', async () => {
    const { actor, snap, calls } = start('education', {
      save: async () => {
        throw new Error('VALIDATION')
      },
    })
    await flush()
    actor.send({ type: 'item.add' })
    const key = selectFormKey(snap())
    actor.send({ type: 'form.submit', values: {} })
    await flush()
    expect(selectIsFormOpen(snap())).toBe(true)
    expect(selectFormMode(snap())).toBe('add')
    expect(selectFormKey(snap())).toBe(key)
    expect(selectSectionAlert(snap())).toEqual({
      tone: 'error',
      title: 'Uoops',
      message: 'Ocorreu um erro ao salvar sua formação',
    })
    expect(calls.list).toBe(1)
    // Submitting again clears the old alert while saving.
    actor.send({ type: 'form.submit', values: {} })
    expect(selectSectionAlert(snap())).toBeNull()
  })

  it.each([
    [
      'experience',
      'Experiência Profissional salva com sucesso',
      'Ocorreu um erro ao salvar sua experiência profissional',
    ],
    ['language', 'Idioma salvo com sucesso', 'Ocorreu um erro ao salvar seu idioma'],
    ['cause', 'Causa salva com sucesso', 'Ocorreu um erro ao salvar sua causa'],
    ['acknowledgement', 'Reconhecimento salvo com sucesso', 'Ocorreu um erro ao salvar seu reconhecimento'],
    ['certification', 'Certificação salva com sucesso', 'Ocorreu um erro ao salvar sua certificação'],
  ] as const)('%s: the spec’s texts', async (section, saved, failed) => {
    let fail = false
    const { actor, snap } = start(section, {
      save: async () => {
        if (fail) throw new Error('x')
      },
    })
    await flush()
    actor.send({ type: 'item.add' })
    actor.send({ type: 'form.submit', values: {} })
    await flush()
    expect(selectSectionAlert(snap())).toEqual({ tone: 'success', title: 'Pronto!', message: saved })
    // The context keeps a code; the texts come from the messages.
    expect(snap().context.alert).toBe('saved')
    fail = true
    actor.send({ type: 'item.add' })
    actor.send({ type: 'form.submit', values: {} })
    await flush()
    expect(selectSectionAlert(snap())).toEqual({ tone: 'error', title: 'Uoops', message: failed })
  })

  it('a catalogue without texts for a section falls back to a bare Pronto! and the general failure', () => {
    const { cause: _cause, ...profile } = ptBR.profile
    const messages = { ...ptBR, profile }
    expect(sectionAlertOf('saved', 'cause', messages)).toEqual({
      tone: 'success',
      title: 'Pronto!',
      message: null,
    })
    expect(sectionAlertOf('saveFailed', 'cause', messages).message).toBe(
      'Ocorreu um erro ao salvar suas informações',
    )
    expect(sectionAlertOf('removeFailed', 'certification').message).toBe(
      'Algo errado aconteceu. Tente novamente.',
    )
  })

  it('cancel closes the form without saving', async () => {
    const { actor, snap, calls } = start()
    await flush()
    actor.send({ type: 'item.add' })
    actor.send({ type: 'form.cancel' })
    expect(selectIsFormOpen(snap())).toBe(false)
    expect(calls.save).toEqual([])
  })
})

describe('section list: edit', () => {
  it('opens the edit form after 100 ms with the record read for editing, and saves it under its id', async () => {
    const { actor, snap, calls } = start()
    await flush()
    actor.send({ type: 'item.edit', id: 2 })
    expect(selectIsOpeningEdit(snap())).toBe(true)
    await vi.advanceTimersByTimeAsync(EDIT_MODAL_DELAY_MS - 1)
    expect(selectIsFormOpen(snap())).toBe(false)
    expect(calls.load).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.load).toEqual([2])
    expect(selectIsFormOpen(snap())).toBe(true)
    expect(selectFormMode(snap())).toBe('edit')
    expect(selectEditingRecord<Education>(snap())).toEqual({
      id: 2,
      institutionName: 'Etec Jorge Street (lido)',
    })
    actor.send({ type: 'form.submit', values: { institutionName: 'Etec Paulistano' } })
    await flush()
    expect(calls.save.at(-1)).toMatchObject({ id: 2 })
    expect(selectSectionItems<Education>(snap()).find((i) => i.id === 2)?.institutionName).toBe(
      'Etec Paulistano',
    )
  })

  it('edits the listed record when it cannot be read again', async () => {
    const { actor, snap } = start('education', {
      load: async () => {
        throw new Error('offline')
      },
    })
    await flush()
    actor.send({ type: 'item.edit', id: 1 })
    await vi.advanceTimersByTimeAsync(EDIT_MODAL_DELAY_MS)
    expect(selectEditingRecord(snap())).toEqual(USP)
  })

  it('ignores an id that is not listed, and a cancel while opening closes it', async () => {
    const { actor, snap, calls } = start()
    await flush()
    actor.send({ type: 'item.edit', id: 404 })
    expect(selectIsOpeningEdit(snap())).toBe(false)
    actor.send({ type: 'item.edit', id: 1 })
    actor.send({ type: 'form.cancel' })
    await vi.advanceTimersByTimeAsync(EDIT_MODAL_DELAY_MS * 2)
    expect(selectIsFormOpen(snap())).toBe(false)
    expect(calls.load).toEqual([])
  })
})

describe('section list: delete', () => {
  it('asks first; "Não" keeps everything', async () => {
    const { actor, snap, calls } = start()
    await flush()
    actor.send({ type: 'item.remove', id: 1 })
    expect(selectIsConfirmingRemoval(snap())).toBe(true)
    expect(selectRemovalTargetId(snap())).toBe(1)
    actor.send({ type: 'removal.cancel' })
    await flush()
    expect(calls.remove).toEqual([])
    expect(ids(selectSectionItems(snap()))).toEqual([1, 2])
    expect(selectRemovalTargetId(snap())).toBeNull()
  })

  it('removes the entry locally once the platform reports success', async () => {
    let resolve: (r: RemoveResult) => void = () => {}
    const { actor, snap, calls } = start('experience', {
      remove: () => new Promise<RemoveResult>((r) => (resolve = r)),
    })
    await flush()
    actor.send({ type: 'item.remove', id: 1 })
    actor.send({ type: 'removal.confirm' })
    await flush()
    expect(selectIsRemoving(snap())).toBe(true)
    expect(ids(selectSectionItems(snap()))).toEqual([1, 2])
    resolve({ success: true })
    await flush()
    expect(calls.remove).toEqual([{ section: 'experience', id: 1 }])
    expect(ids(selectSectionItems(snap()))).toEqual([2])
    expect(selectSectionAlert(snap())).toBeNull()
    expect(calls.list).toBe(1)
  })

  it.each([
    ['success: false', async () => ({ success: false })],
    ['no success field', async () => ({})],
    [
      'a rejection',
      async () => {
        throw new Error('INTERNAL')
      },
    ],
  ])('keeps the entry and says "Uoops" on %s', async (_name, remove) => {
    const { actor, snap } = start('language', { remove })
    await flush()
    actor.send({ type: 'item.remove', id: 2 })
    actor.send({ type: 'removal.confirm' })
    await flush()
    expect(ids(selectSectionItems(snap()))).toEqual([1, 2])
    expect(selectSectionAlert(snap())).toEqual({
      tone: 'error',
      title: 'Uoops',
      message: 'Algo errado aconteceu. Tente novamente.',
    })
    expect(selectCanChangeItems(snap())).toBe(true)
  })
})

describe('section list graph', () => {
  const items = [{ id: 1 }, { id: 2 }]
  const done = (id: string, output: unknown) =>
    ({ type: `xstate.done.actor.${id}`, output }) as unknown as SectionListEvent
  const error = (id: string) =>
    ({ type: `xstate.error.actor.${id}`, error: new Error('x') }) as unknown as SectionListEvent
  const events: SectionListEvent[] = [
    done('list', items),
    done('list', []),
    error('list'),
    { type: 'list.retry' },
    { type: 'item.add' },
    { type: 'item.edit', id: 1 },
    { type: 'item.remove', id: 1 },
    { type: `xstate.after.editModal.sectionList.ready.opening` } as unknown as SectionListEvent,
    done('load', { id: 1 }),
    error('load'),
    { type: 'form.submit', values: {} },
    { type: 'form.cancel' },
    done('save', {}),
    error('save'),
    { type: 'removal.confirm' },
    { type: 'removal.cancel' },
    done('remove', { success: true }),
    done('remove', { success: false }),
    error('remove'),
    { type: 'alert.dismiss' },
  ]
  const serializeState = (s: {
    value: unknown
    context: { items: SectionItem[]; form: unknown; alert: unknown }
  }) => JSON.stringify([s.value, s.context.items.length, s.context.form !== null, s.context.alert !== null])

  it('reaches every state, and from every reachable state a path ends in the ready list', () => {
    const paths = getShortestPaths(sectionListMachine, {
      events,
      serializeState,
      input: { section: 'education' },
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    const expected = [
      '"loading"',
      '"failed"',
      ...['idle', 'opening', 'fetching', 'form', 'saving', 'refreshing', 'confirming', 'removing'].map((s) =>
        JSON.stringify({ ready: s }),
      ),
    ]
    for (const state of expected) expect(reached, state).toContain(state)
    expect(reached.size).toBe(expected.length)

    for (const path of paths) {
      const onward = getShortestPaths(sectionListMachine, { events, serializeState, fromState: path.state })
      expect(
        onward.some((p) => p.state.matches({ ready: 'idle' })),
        JSON.stringify(path.state.value),
      ).toBe(true)
    }
  })

  it('the entry leaves the list only through a successful removal', () => {
    const paths = getShortestPaths(sectionListMachine, {
      events,
      serializeState,
      input: { section: 'education' },
    })
    let shrunk = 0
    for (const path of paths) {
      const steps = path.steps.map((s) => s.event.type)
      const shrank = path.state.context.items.length === 1
      if (shrank) {
        shrunk += 1
        const last = path.steps.findLast((s) => (s.event.type as string) === 'xstate.done.actor.remove')
        expect(steps).toContain('removal.confirm')
        expect((last?.event as { output?: RemoveResult }).output).toEqual({ success: true })
      }
    }
    expect(shrunk).toBeGreaterThan(0)
  })
})
