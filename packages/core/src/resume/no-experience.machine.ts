// 'Não possuo experiência profissional' on the profile: the flag is read from the platform
// (Profile.noProfessionalExperience) and each change saved at once (noProfessionalExperienceUpdate). The box
// shows the new value while it saves; a failed save puts back the saved value with the 'Uoops' alert. The
// application's ficha keeps its own draft of the flag and does not use this machine.
//
//   loading   read: the saved flag
//   failed    the flag could not be read: 'flag.retry' (the box shows the checkbox disabled)
//   idle      'flag.change' → saving → idle
//
// Effects are named placeholders the app supplies with `.provide()`: `read` and `save`.
import { assign, fromPromise, setup } from 'xstate'

/** What the flag's box says after a failed save, as a code. */
export type NoExperienceAlertCode = 'saveFailed'

export interface NoExperienceContext {
  /** The value the platform keeps. */
  saved: boolean
  /** The value shown (the new one while it saves). */
  value: boolean
  alert: NoExperienceAlertCode | null
}

export type NoExperienceEvent =
  { type: 'flag.change'; value: boolean } | { type: 'flag.retry' } | { type: 'alert.dismiss' }

const notProvided = async (): Promise<never> => {
  throw new Error('not provided')
}

export const noExperienceMachine = setup({
  types: {
    context: {} as NoExperienceContext,
    events: {} as NoExperienceEvent,
  },
  actors: {
    /** The saved flag (false when never set). */
    read: fromPromise<boolean, void>(notProvided),
    /** Records the flag. */
    save: fromPromise<void, { value: boolean }>(notProvided),
  },
  guards: {
    isChange: ({ context, event }) => event.type === 'flag.change' && event.value !== context.value,
  },
}).createMachine({
  id: 'noExperience',
  context: { saved: false, value: false, alert: null },
  initial: 'loading',
  on: { 'alert.dismiss': { actions: assign({ alert: null }) } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'read',
        src: 'read',
        onDone: {
          target: 'idle',
          actions: assign(({ event }) => ({ saved: event.output, value: event.output })),
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'flag.retry': 'loading' },
    },
    idle: {
      on: {
        'flag.change': {
          guard: 'isChange',
          target: 'saving',
          actions: assign({ value: ({ event }) => event.value, alert: null }),
        },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ value: context.value }),
        onDone: { target: 'idle', actions: assign({ saved: ({ context }) => context.value }) },
        onError: {
          target: 'idle',
          actions: assign({ value: ({ context }) => context.saved, alert: 'saveFailed' }),
        },
      },
    },
  },
})
