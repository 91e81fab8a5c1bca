// One list of a profile section (the education, experience and languages boxes): the list loads; add
// opens the form, edit opens it after about 100 ms with the record read for editing; save → on success
// 'Pronto!', the form reset and the list queried again, on failure 'Uoops' and the form kept; delete asks
// 'Atenção' first and removes the entry locally only when the platform reports success. Effects are named
// placeholders the app supplies with `.provide()`: `list` (the user's records), `load` (one record for
// editing; by default the listed one), `save` (…CreateUpdate) and `remove` (…Delete).
import { assign, fromPromise, setup } from 'xstate'
import { EDIT_MODAL_DELAY_MS } from '../constants'

/** The sections kept as lists on the profile. */
export const RESUME_SECTIONS = [
  'education',
  'experience',
  'language',
  'cause',
  'acknowledgement',
  'certification',
] as const
export type ResumeSection = (typeof RESUME_SECTIONS)[number]

/** What the list says after a save or a removal, as a code (`selectSectionAlert` gives its texts). */
export type SectionAlertCode = 'saved' | 'saveFailed' | 'removeFailed'

/** What the list needs of a record; the app's records carry their section's fields. */
export interface SectionItem {
  id: number
}

/** The form on screen: adding, or editing one record (as read for editing). */
export type SectionForm = { mode: 'add' } | { mode: 'edit'; id: number; record: SectionItem }

export interface SectionListInput {
  section: ResumeSection
}

export interface SectionListContext {
  section: ResumeSection
  items: SectionItem[]
  form: SectionForm | null
  /** Changes after each successful save, so the screen mounts a fresh, empty form. */
  formKey: number
  /** The record asked to be edited (while the modal opens) or removed (while confirming). */
  targetId: number | null
  alert: SectionAlertCode | null
}

export type SectionListEvent =
  | { type: 'list.retry' }
  | { type: 'item.add' }
  | { type: 'item.edit'; id: number }
  | { type: 'item.remove'; id: number }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  /** `values` is the section's payload, already checked by its schema. */
  | { type: 'form.submit'; values: unknown }
  | { type: 'form.cancel' }
  | { type: 'alert.dismiss' }

export interface LoadInput {
  section: ResumeSection
  /** The record as listed. */
  item: SectionItem
}

export interface SaveInput {
  section: ResumeSection
  /** The record being edited, null when adding. */
  id: number | null
  values: unknown
}

export interface RemoveInput {
  section: ResumeSection
  id: number
}

/** `…Delete` answers `{ success }`; anything but `success: true` keeps the entry. */
export interface RemoveResult {
  success?: boolean | null
}

const notProvided = async (): Promise<never> => {
  throw new Error('not provided')
}

export const sectionListMachine = setup({
  types: {
    context: {} as SectionListContext,
    events: {} as SectionListEvent,
    input: {} as SectionListInput,
  },
  actors: {
    list: fromPromise<readonly SectionItem[], { section: ResumeSection }>(notProvided),
    load: fromPromise<SectionItem, LoadInput>(async ({ input }) => input.item),
    save: fromPromise<unknown, SaveInput>(notProvided),
    remove: fromPromise<RemoveResult, RemoveInput>(notProvided),
  },
  actions: {
    dismissAlert: assign({ alert: null }),
    closeForm: assign({ form: null, targetId: null }),
  },
  guards: {
    isListed: ({ context, event }) =>
      (event.type === 'item.edit' || event.type === 'item.remove') &&
      context.items.some((item) => item.id === event.id),
    isRemoved: ({ event }) => (event as { output?: RemoveResult }).output?.success === true,
  },
  delays: { editModal: EDIT_MODAL_DELAY_MS },
}).createMachine({
  id: 'sectionList',
  context: ({ input }) => ({
    section: input.section,
    items: [],
    form: null,
    formKey: 0,
    targetId: null,
    alert: null,
  }),
  initial: 'loading',
  on: { 'alert.dismiss': { actions: 'dismissAlert' } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'list',
        src: 'list',
        input: ({ context }) => ({ section: context.section }),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => [...event.output] }) },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'item.add': { target: 'form', actions: assign({ form: { mode: 'add' }, alert: null }) },
            'item.edit': {
              guard: 'isListed',
              target: 'opening',
              actions: assign({ targetId: ({ event }) => event.id, alert: null }),
            },
            'item.remove': {
              guard: 'isListed',
              target: 'confirming',
              actions: assign({ targetId: ({ event }) => event.id, alert: null }),
            },
          },
        },
        /** The edit modal opens after EDIT_MODAL_DELAY_MS, with the record read for editing. */
        opening: {
          tags: ['opening'],
          after: { editModal: 'fetching' },
          on: { 'form.cancel': { target: 'idle', actions: 'closeForm' } },
        },
        fetching: {
          tags: ['opening'],
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({
              section: context.section,
              item: context.items.find((item) => item.id === context.targetId)!,
            }),
            onDone: {
              target: 'form',
              actions: assign({
                form: ({ context, event }) => ({ mode: 'edit', id: context.targetId!, record: event.output }),
              }),
            },
            // The record could not be read again: edit what the list shows.
            onError: {
              target: 'form',
              actions: assign({
                form: ({ context }) => ({
                  mode: 'edit',
                  id: context.targetId!,
                  record: context.items.find((item) => item.id === context.targetId)!,
                }),
              }),
            },
          },
          on: { 'form.cancel': { target: 'idle', actions: 'closeForm' } },
        },
        form: {
          on: {
            'form.submit': { target: 'saving', actions: 'dismissAlert' },
            'form.cancel': { target: 'idle', actions: 'closeForm' },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context, event }) => ({
              section: context.section,
              id: context.form?.mode === 'edit' ? context.form.id : null,
              values: (event as Extract<SectionListEvent, { type: 'form.submit' }>).values,
            }),
            onDone: {
              target: 'refreshing',
              actions: assign({
                form: null,
                targetId: null,
                formKey: ({ context }) => context.formKey + 1,
                alert: 'saved',
              }),
            },
            onError: {
              target: 'form',
              actions: assign({ alert: 'saveFailed' }),
            },
          },
        },
        /** After a save the user's data is queried again. */
        refreshing: {
          tags: ['loading'],
          invoke: {
            id: 'list',
            src: 'list',
            input: ({ context }) => ({ section: context.section }),
            onDone: { target: 'idle', actions: assign({ items: ({ event }) => [...event.output] }) },
            // The save went through; the list shown stays until the next query.
            onError: 'idle',
          },
        },
        /** 'Atenção' with 'Sim, desejo remover' / 'Não'. */
        confirming: {
          on: {
            'removal.confirm': 'removing',
            'removal.cancel': { target: 'idle', actions: assign({ targetId: null }) },
          },
        },
        removing: {
          tags: ['removing'],
          invoke: {
            id: 'remove',
            src: 'remove',
            input: ({ context }) => ({ section: context.section, id: context.targetId! }),
            onDone: [
              {
                guard: 'isRemoved',
                target: 'idle',
                actions: assign({
                  items: ({ context }) => context.items.filter((item) => item.id !== context.targetId),
                  targetId: null,
                }),
              },
              { target: 'idle', actions: assign({ targetId: null, alert: 'removeFailed' }) },
            ],
            onError: { target: 'idle', actions: assign({ targetId: null, alert: 'removeFailed' }) },
          },
        },
      },
    },
  },
})
