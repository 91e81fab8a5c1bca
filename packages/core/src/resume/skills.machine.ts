// The profile's skills box (skillsCreateUpdate): the saved list as removable tags and a text to add.
// Adding (Enter or 'Adicionar') refuses a blank text and a skill already listed (ignoring case,
// skills.rules.ts), then saves the whole list; removing asks 'Atenção' first, like the other boxes, then
// saves the list without it. The platform answers with the list it kept, which becomes the list shown; a
// failed save keeps the saved list and the typed text.
//
//   loading   list: the user's skills (Profile.skills)
//   failed    the list could not be read: 'list.retry'
//   ready     idle → adding (save) → idle; idle → confirming → removing (save) → idle
//
// Effects are named placeholders the app supplies with `.provide()`: `list` and `save`.
import { assign, fromPromise, setup } from 'xstate'
import type { SectionAlertCode } from './section-list.machine'
import { normalizeSkill, skillIssue, withoutSkill, type SkillIssue } from './skills.rules'

export interface SkillsContext {
  /** The list as the platform keeps it. */
  skills: string[]
  /** The text being typed; kept when it is refused or its save fails. */
  draft: string
  draftIssue: SkillIssue | null
  /** The list being saved (adding or removing). */
  pending: string[] | null
  /** The skill asked to be removed (while confirming and removing). */
  target: string | null
  alert: SectionAlertCode | null
}

export type SkillsEvent =
  | { type: 'list.retry' }
  | { type: 'draft.change'; text: string }
  /** Adds the draft. */
  | { type: 'skill.add' }
  | { type: 'skill.remove'; skill: string }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'alert.dismiss' }

/** skillsCreateUpdate's input: the whole list. */
export interface SkillsSaveInput {
  skills: string[]
}

const notProvided = async (): Promise<never> => {
  throw new Error('not provided')
}

export const skillsMachine = setup({
  types: {
    context: {} as SkillsContext,
    events: {} as SkillsEvent,
  },
  actors: {
    /** The user's skills, as saved. */
    list: fromPromise<string[], void>(notProvided),
    /** Replaces the user's skills; answers the list the platform kept. */
    save: fromPromise<string[], SkillsSaveInput>(notProvided),
  },
  actions: {
    dismissAlert: assign({ alert: null }),
  },
  guards: {
    isDraftBlank: ({ context }) => skillIssue(context.draft, context.skills) === 'required',
    isDraftListed: ({ context }) => skillIssue(context.draft, context.skills) === 'duplicate',
    isListFull: ({ context }) => skillIssue(context.draft, context.skills) === 'tooMany',
    isListedSkill: ({ context, event }) =>
      event.type === 'skill.remove' &&
      withoutSkill(context.skills, event.skill).length < context.skills.length,
  },
}).createMachine({
  id: 'skills',
  context: {
    skills: [],
    draft: '',
    draftIssue: null,
    pending: null,
    target: null,
    alert: null,
  },
  initial: 'loading',
  on: { 'alert.dismiss': { actions: 'dismissAlert' } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'list',
        src: 'list',
        onDone: { target: 'ready', actions: assign({ skills: ({ event }) => [...event.output] }) },
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
            'draft.change': { actions: assign({ draft: ({ event }) => event.text, draftIssue: null }) },
            'skill.add': [
              { guard: 'isDraftBlank', actions: assign({ draftIssue: 'required', alert: null }) },
              { guard: 'isDraftListed', actions: assign({ draftIssue: 'duplicate', alert: null }) },
              { guard: 'isListFull', actions: assign({ draftIssue: 'tooMany', alert: null }) },
              {
                target: 'adding',
                actions: assign({
                  pending: ({ context }) => [...context.skills, normalizeSkill(context.draft)],
                  draftIssue: null,
                  alert: null,
                }),
              },
            ],
            'skill.remove': {
              guard: 'isListedSkill',
              target: 'confirming',
              actions: assign({ target: ({ event }) => event.skill, alert: null }),
            },
          },
        },
        adding: {
          tags: ['saving'],
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({ skills: context.pending ?? context.skills }),
            onDone: {
              target: 'idle',
              actions: assign({
                skills: ({ event }) => [...event.output],
                pending: null,
                draft: '',
                alert: 'saved',
              }),
            },
            // The typed text stays, to try again.
            onError: { target: 'idle', actions: assign({ pending: null, alert: 'saveFailed' }) },
          },
        },
        /** 'Atenção' with 'Sim, desejo remover' / 'Não'. */
        confirming: {
          on: {
            'removal.confirm': {
              target: 'removing',
              actions: assign({
                pending: ({ context }) => withoutSkill(context.skills, context.target ?? ''),
              }),
            },
            'removal.cancel': { target: 'idle', actions: assign({ target: null }) },
          },
        },
        removing: {
          tags: ['removing'],
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({ skills: context.pending ?? context.skills }),
            onDone: {
              target: 'idle',
              actions: assign({ skills: ({ event }) => [...event.output], pending: null, target: null }),
            },
            onError: {
              target: 'idle',
              actions: assign({ pending: null, target: null, alert: 'removeFailed' }),
            },
          },
        },
      },
    },
  },
})
