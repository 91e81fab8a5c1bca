// The account dialog's router (docs/identity.md, "The account dialog's machines"; docs/decisions.md,
// "Errors carry a code", "Navigation closes open account forms"). It opens, closes and switches forms, and
// runs one child machine per region (sign-in, sign-up, recovery, forgotten e-mail, internal access, other
// sign-ins): it hands a child the events of its forms, mirrors its state for the connect layer
// (account-dialog.connect.ts), and acts on how it ends (the welcome, another form, a closed dialog).
// Every call, navigation and storage write is a named placeholder the app supplies with `.provide()`; the
// calls and delays given to the router reach its children.
import { assign, forwardTo, setup, type AnyActorLogic, type SnapshotFrom } from 'xstate'
import { RESEND_CODE_COUNTDOWN_S, WELCOME_MS } from '../constants'
import type { StoredSession } from '../session/session.schema'
import type { AccountMessageCode } from './account.schema'
import { accountCalls, emptyInternal, welcomeNameOf } from './account-flow.shared'
import { SIGN_IN_EVENTS } from './account-sign-in.machine'
import { SIGN_UP_EVENTS } from './account-sign-up.machine'
import { RECOVERY_EVENTS } from './account-recovery.machine'
import { FORGOT_EMAIL_EVENTS } from './account-forgot-email.machine'
import { INTERNAL_EVENTS } from './account-internal.machine'
import { PROVIDER_EVENTS } from './account-provider-sign-in.machine'
import {
  FLOWS,
  type Flows,
  FLOW_OF,
  closeDialog,
  flowState,
  outputOf,
  withFlows,
  type RouterEvent,
} from './account-dialog.flows'
import type {
  AccountDialogContext,
  AccountEventOf,
  AccountRouterContext,
  FlowEntry,
  FlowOutput,
  FlowToRouterEvent,
  FlowView,
  OpenableForm,
  SwitchableForm,
} from './account-dialog.types'

export type * from './account-dialog.types'

type OpenEvent = Partial<Omit<AccountEventOf<'dialog.open'>, 'type'>>

const initialContext = (): Omit<AccountRouterContext, 'internalRecruitment'> => ({
  nextRoute: null,
  openedOnPath: null,
  error: null,
  notice: null,
  email: '',
  document: null,
  social: null,
  hunting: null,
  recovery: null,
  welcomeName: null,
  welcomeTarget: null,
  socialAction: null,
  internal: emptyInternal(),
  entry: null,
  flow: null,
})

/** The router around its children (built again by `.provide()`, account-dialog.flows.ts). */
const buildRouter = (flows: Flows) =>
  setup({
    types: {
      context: {} as AccountRouterContext,
      events: {} as RouterEvent,
    },
    actors: accountCalls,
    actions: {
      /** Hands the new session to the session machine (`session.signedIn`). */
      signedIn: (_, _params: { record: StoredSession }) => {},
      navigate: (_, _params: { to: string }) => {},
      /** Reloads the app at a route (password change with user_id). */
      reload: (_, _params: { to: string }) => {},
      clearUrlParams: (_, _params: { names: readonly string[] }) => {},
      /** A success alert outside the dialog (plain password change). */
      alert: (_, _params: { code: AccountMessageCode }) => {},
      /**
       * A sign-up was sent (the register form, whose terms box is the consent, or a network's sign-up): its first
       * name is kept so that a protected route opens the register form (docs/decisions.md, "The first name of an
       * earlier sign-up"). Only the first name: never the e-mail, the document or the password.
       */
      storeAttemptFirstName: (_, _params: { firstName: string }) => {},
      /** A sign-up ended in a session: the first name of the attempt is forgotten. */
      forgetAttemptFirstName: () => {},
      resetDialog: assign(() => initialContext()),
      openDialog: assign(({ event }) => {
        const open = event as OpenEvent
        return {
          ...initialContext(),
          nextRoute: open.nextRoute ?? null,
          openedOnPath: open.path ?? null,
          recovery: open.recovery ?? null,
          notice: open.notice ?? null,
          internal: emptyInternal(open.userId ?? null),
        }
      }),
      openForHunting: assign(({ event }) => {
        const { name, code, path } = event as AccountEventOf<'insertCpf.open'>
        return { ...initialContext(), hunting: { name, code }, openedOnPath: path ?? null }
      }),
      openForSocialReturn: assign(({ event }) => {
        const { path, action } = event as AccountEventOf<'social.returned'>
        return { ...initialContext(), openedOnPath: path ?? null, socialAction: action }
      }),
      openWithSocial: assign(({ event }) => ({
        ...initialContext(),
        social: (event as AccountEventOf<'social.succeeded'>).profile,
      })),
      keepSocial: assign({ social: ({ event }) => (event as AccountEventOf<'social.succeeded'>).profile }),
      ssoFailed: assign({ error: 'providers.ssoFailed' }),
      // A pop-up closed, refused or blocked: said on the login form (docs/identity.md).
      microsoftFailed: assign({ error: 'providers.microsoftFailed', notice: null }),
      clearMessages: assign({ error: null, notice: null }),
      /** Where the next child starts. */
      enter: assign({ entry: (_, params: { entry: FlowEntry | null }) => params.entry }),
      setInternalRecruitment: assign({
        internalRecruitment: ({ event }) => (event as AccountEventOf<'internal.configured'>).recruitment,
      }),
      forwardToFlow: forwardTo('flow'),
      /** The child's state, mirrored for the connect layer (each of its changes is one of the router's). */
      mirrorFlow: assign({
        flow: ({ event }): FlowView => {
          const snapshot = (event as unknown as { snapshot: SnapshotFrom<AnyActorLogic> }).snapshot
          return {
            value: snapshot.value,
            tags: [...snapshot.tags],
            context: snapshot.context as Partial<AccountDialogContext>,
          }
        },
      }),
      forgetFlow: assign({ flow: null }),
      /** A pre-fill a child learned (e-mail, document, the network's profile) for the next forms. */
      remember: assign(({ event }) => {
        const { type: _, ...values } = event as Extract<FlowToRouterEvent, { type: 'flow.remember' }>
        return values
      }),
      /** A child's session: the welcome names the person, then goes to the child's target. */
      welcomeFromFlow: assign(({ event }) => {
        const output = outputOf(event) as Extract<FlowOutput, { kind: 'welcome' }>
        return { welcomeName: welcomeNameOf(output.record), welcomeTarget: output.target }
      }),
      /** A child handed over to another form: its messages and pre-fills go with it. */
      enterFromFlow: assign(({ context, event }) => {
        const output = outputOf(event) as Extract<FlowOutput, { kind: 'show' }>
        return {
          entry: output.entry,
          error: output.error ?? null,
          notice: output.notice ?? null,
          internal: output.internal ?? context.internal,
        }
      }),
    },
    guards: {
      opensForm: ({ event }, params: { form: OpenableForm }) =>
        (event as AccountEventOf<'dialog.open'>).form === params.form,
      showsForm: ({ event }, params: { form: SwitchableForm }) =>
        (event as AccountEventOf<'form.show'>).form === params.form,
      isSocialRegister: ({ event }) => (event as AccountEventOf<'social.succeeded'>).action === 'register',
      /** Navigation closes the dialog, unless it is back to the path whose route opened it. */
      leftOpeningPath: ({ context, event }) =>
        (event as AccountEventOf<'navigation.changed'>).path !== context.openedOnPath,
      endsInWelcome: ({ event }) => outputOf(event).kind === 'welcome',
      /** A sign-up's session: the first name kept for it is forgotten. */
      endsInSignUpWelcome: ({ event }) => {
        const output = outputOf(event)
        return output.kind === 'welcome' && output.forgetFirstName === true
      },
      endsClosed: ({ event }) => outputOf(event).kind === 'close',
      endsClosedWith: ({ event }, params: { effect: 'alert' | 'home' | 'reload' }) => {
        const output = outputOf(event)
        return output.kind === 'close' && output.effect === params.effect
      },
      hasWelcomeTarget: ({ context }) => context.welcomeTarget !== null,
      handsOverTo: ({ event }, params: { flow: string }) => {
        const output = outputOf(event)
        return output.kind === 'show' && FLOW_OF[output.entry] === params.flow
      },
    },
    delays: {
      welcome: WELCOME_MS,
      // The children's, given here so that `.provide()` reaches them.
      resendCountdown: RESEND_CODE_COUNTDOWN_S * 1000,
      busyTick: 1000,
    },
  }).createMachine({
    id: 'accountDialog',
    context: initialContext,
    initial: 'closed',
    on: { 'internal.configured': { actions: 'setInternalRecruitment' } },
    states: {
      closed: {
        on: {
          'dialog.open': [
            {
              guard: { type: 'opensForm', params: { form: 'define' } },
              target: '#accountDialog.open.define',
            },
            ...(
              [
                ['login', 'signIn'],
                ['preRegister', 'signUp'],
                ['register', 'signUp'],
                ['password', 'recovery'],
                ['changePassword', 'recovery'],
                ['forgotUser', 'forgotEmail'],
                ['internal', 'internal'],
              ] as const
            ).map(([form, flow]) => ({
              guard: { type: 'opensForm' as const, params: { form } },
              target: `#accountDialog.open.${flow}`,
              actions: ['openDialog' as const, { type: 'enter' as const, params: { entry: form } }],
            })),
          ],
          'insertCpf.open': {
            target: '#accountDialog.open.signUp',
            actions: ['openForHunting', { type: 'enter', params: { entry: 'insertCpf' } }],
          },
          'sso.returned': {
            target: '#accountDialog.open.providers',
            actions: ['openDialog', { type: 'enter', params: { entry: 'sso' } }],
          },
          'sso.failed': {
            target: '#accountDialog.open.signIn',
            actions: ['openDialog', 'ssoFailed', { type: 'enter', params: { entry: 'login' } }],
          },
          'social.returned': {
            target: '#accountDialog.open.signIn',
            actions: ['openForSocialReturn', { type: 'enter', params: { entry: 'searching' } }],
          },
          'social.succeeded': [
            {
              guard: 'isSocialRegister',
              target: '#accountDialog.open.signUp',
              actions: ['openWithSocial', { type: 'enter', params: { entry: 'document' } }],
            },
            {
              target: '#accountDialog.open.signIn',
              actions: ['openWithSocial', { type: 'enter', params: { entry: 'socialSignIn' } }],
            },
          ],
        },
      },
      open: {
        on: {
          'dialog.close': { target: 'closed', actions: closeDialog },
          'navigation.changed': { guard: 'leftOpeningPath', target: 'closed', actions: closeDialog },
          // A social-network error closes the dialog; its message is not shown.
          'social.failed': { target: 'closed', actions: closeDialog },
          'microsoft.succeeded': {
            target: '.providers',
            actions: ['clearMessages', { type: 'enter', params: { entry: 'microsoft' } }],
          },
          'microsoft.failed': {
            target: '.signIn',
            actions: ['microsoftFailed', { type: 'enter', params: { entry: 'login' } }],
          },
          'providerForm.show': {
            target: '.providers',
            actions: ['clearMessages', { type: 'enter', params: { entry: 'retailLogin' } }],
          },
          'social.succeeded': [
            {
              guard: 'isSocialRegister',
              target: '.signUp',
              actions: ['keepSocial', 'clearMessages', { type: 'enter', params: { entry: 'document' } }],
            },
            {
              target: '.signIn',
              actions: ['keepSocial', 'clearMessages', { type: 'enter', params: { entry: 'socialSignIn' } }],
            },
          ],
          'form.show': [
            {
              guard: { type: 'showsForm', params: { form: 'define' } },
              target: '.define',
              actions: 'clearMessages',
            },
            ...(
              [
                ['login', 'signIn'],
                ['preRegister', 'signUp'],
                ['register', 'signUp'],
                ['password', 'recovery'],
                ['forgotUser', 'forgotEmail'],
                ['internal', 'internal'],
              ] as const
            ).map(([form, flow]) => ({
              guard: { type: 'showsForm' as const, params: { form } },
              target: `.${flow}`,
              actions: ['clearMessages' as const, { type: 'enter' as const, params: { entry: form } }],
            })),
          ],
          'flow.remember': { actions: 'remember' },
          'flow.storeAttemptFirstName': {
            actions: {
              type: 'storeAttemptFirstName',
              params: ({ event }) => ({ firstName: event.firstName }),
            },
          },
        },
        initial: 'define',
        states: {
          define: {},
          // One shape for the six regions (flowState): xstate's config types do not follow a config built
          // outside createMachine, so these are left to the tests, which run every region.
          signIn: flowState(flows.signInFlow, SIGN_IN_EVENTS) as object,
          signUp: flowState(flows.signUpFlow, SIGN_UP_EVENTS) as object,
          recovery: flowState(flows.recoveryFlow, RECOVERY_EVENTS) as object,
          forgotEmail: flowState(flows.forgotEmailFlow, FORGOT_EMAIL_EVENTS) as object,
          internal: flowState(flows.internalFlow, INTERNAL_EVENTS) as object,
          providers: flowState(flows.providerFlow, PROVIDER_EVENTS) as object,
          /** The 3000 ms welcome, then close and go to the next route. */
          welcome: {
            on: {
              // The welcome belongs to the sign-in it greets: when that session ends first (the terms declined
              // within the 3 s), it closes and its navigation is dropped, which would otherwise undo the
              // sign-out's own (home), or interrupt it while home's data was still loading.
              'session.ended': { target: '#accountDialog.closed', actions: closeDialog },
            },
            after: {
              welcome: [
                {
                  guard: 'hasWelcomeTarget',
                  target: '#accountDialog.closed',
                  actions: [
                    { type: 'navigate', params: ({ context }) => ({ to: context.welcomeTarget ?? '' }) },
                    ...closeDialog,
                  ],
                },
                { target: '#accountDialog.closed', actions: closeDialog },
              ],
            },
          },
        },
      },
    },
  })

export const accountDialogMachine = withFlows(buildRouter(FLOWS), buildRouter)
