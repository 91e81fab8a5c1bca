// The offer to turn on push notifications after applying (docs/push.md). Never on page load of a public page:
// the site starts it on /inscricao-confirmada, once the person has applied.
//
//   checking     `detectPush()` → the browser's support and permission, and whether it is subscribed already
//                  unsupported, denied, or already subscribed → hidden (nothing is shown)
//                  otherwise `loadPublicKey()` → idle · failure (push is off on the platform) → hidden
//   idle         the offer: 'enable' → asking · 'dismiss' → hidden
//   asking       `requestPermission()` (the browser's prompt): 'granted' → subscribing · 'denied' → denied ·
//                'default' (the prompt was closed) → idle
//   subscribing  `subscribePush({ publicKey, userId })` (service worker, pushManager.subscribe, POST
//                /push/register) → on · failure → error
//   on           turned on: 'disable' → unsubscribing · 'dismiss' → hidden
//   unsubscribing `unsubscribePush({ userId })` → off · failure → on (still on)
//   off          turned off: 'enable' → asking · 'dismiss' → hidden
//   denied       blocked in the browser: how to allow it again; 'dismiss' → hidden
//   error        a clear message: 'enable' (retry) → asking · 'dismiss' → hidden
import { assign, fromPromise, setup } from 'xstate'
import { errorCodeOf } from '../lib/error-guards'
import type { PushSupport } from './push'

export interface PushDetection {
  support: PushSupport
  /** The browser already has a push subscription for this site. */
  subscribed: boolean
}

export type PermissionAnswer = 'granted' | 'denied' | 'default'

export interface PushOfferInput {
  userId: number
}

export interface PushOfferContext {
  userId: number
  publicKey: string | null
  /** The last failure: the session ended (UNAUTHORIZED) or anything else. */
  failure: 'session' | 'other' | null
}

export type PushOfferEvent =
  { type: 'enable' } | { type: 'dismiss' } | { type: 'disable' } | { type: 'user.changed'; userId: number }

export interface SubscribePushInput {
  publicKey: string
  userId: number
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

export const pushOfferMachine = setup({
  types: {
    context: {} as PushOfferContext,
    events: {} as PushOfferEvent,
    input: {} as PushOfferInput,
  },
  actors: {
    /** The browser's support, the permission so far and an existing subscription (never prompts). */
    detectPush: fromPromise<PushDetection>(notProvided('detectPush')),
    /** `GET {api}/push/public_key`: the platform's VAPID public key (fails when push is off). */
    loadPublicKey: fromPromise<string>(notProvided('loadPublicKey')),
    /** `Notification.requestPermission()`. */
    requestPermission: fromPromise<PermissionAnswer>(notProvided('requestPermission')),
    /** Registers the service worker, subscribes and posts the subscription to `{api}/push/register`. */
    subscribePush: fromPromise<void, SubscribePushInput>(notProvided('subscribePush')),
    /** Unsubscribes the browser and tells the platform (`{api}/push/unregister`). */
    unsubscribePush: fromPromise<void, { userId: number }>(notProvided('unsubscribePush')),
  },
  guards: {
    canOffer: ({ event }) => {
      const detection = (event as { output?: PushDetection }).output
      return (
        detection !== undefined &&
        !detection.subscribed &&
        (detection.support === 'default' || detection.support === 'granted')
      )
    },
    isGranted: ({ event }) => (event as { output?: PermissionAnswer }).output === 'granted',
    isDenied: ({ event }) => (event as { output?: PermissionAnswer }).output === 'denied',
  },
}).createMachine({
  id: 'pushOffer',
  context: ({ input }) => ({ userId: input.userId, publicKey: null, failure: null }),
  initial: 'checking',
  on: {
    'user.changed': { actions: assign({ userId: ({ event }) => event.userId }) },
  },
  states: {
    checking: {
      initial: 'detecting',
      states: {
        detecting: {
          invoke: {
            src: 'detectPush',
            onDone: [{ guard: 'canOffer', target: 'loadingKey' }, { target: '#pushOffer.hidden' }],
            onError: { target: '#pushOffer.hidden' },
          },
        },
        loadingKey: {
          invoke: {
            src: 'loadPublicKey',
            onDone: {
              target: '#pushOffer.idle',
              actions: assign({ publicKey: ({ event }) => event.output }),
            },
            onError: { target: '#pushOffer.hidden' },
          },
        },
      },
    },
    idle: {
      on: { enable: 'asking', dismiss: 'hidden' },
    },
    asking: {
      invoke: {
        src: 'requestPermission',
        onDone: [
          { guard: 'isGranted', target: 'subscribing' },
          { guard: 'isDenied', target: 'denied' },
          { target: 'idle' },
        ],
        onError: { target: 'error', actions: assign({ failure: 'other' }) },
      },
    },
    subscribing: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'subscribePush',
        input: ({ context }) => ({ publicKey: context.publicKey!, userId: context.userId }),
        onDone: 'on',
        onError: {
          target: 'error',
          actions: assign({
            failure: ({ event }) => (errorCodeOf(event.error) === 'UNAUTHORIZED' ? 'session' : 'other'),
          }),
        },
      },
    },
    on: {
      on: { disable: 'unsubscribing', dismiss: 'hidden' },
    },
    unsubscribing: {
      invoke: {
        src: 'unsubscribePush',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: 'off',
        onError: 'on',
      },
    },
    off: {
      on: { enable: 'asking', dismiss: 'hidden' },
    },
    denied: {
      on: { dismiss: 'hidden' },
    },
    error: {
      on: { enable: 'asking', dismiss: 'hidden' },
    },
    hidden: { type: 'final' },
  },
})
