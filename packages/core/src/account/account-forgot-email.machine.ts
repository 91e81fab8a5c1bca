// The account dialog's forgotten e-mail (docs/identity.md, "The account dialog's machines"): the CPF
// lookup, the account chosen, the SMS code (resend after a countdown) and the new e-mail, steps 0 to 3.
// A child of the router: it ends with an output (the login form, or the register offer).
import { assign, sendParent, setup } from 'xstate'
import { RESEND_CODE_COUNTDOWN_S } from '../constants'
import { errorGuard } from '../lib/error-guards'
import { isSmsCodeSubmittable, isValidSmsCode } from '../validation/sms-code'
import { failureCode, isLookupRefusal, lookupFailure } from './account.schema'
import { accountCalls, captchaOf, flowBase, type FlowBase } from './account-flow.shared'
import type {
  AccountDialogContext,
  AccountDialogEvent,
  AccountEventOf,
  FlowInput,
  FlowOutput,
  RecoveryUser,
} from './account-dialog.types'

export type ForgotEmailContext = FlowBase &
  Pick<
    AccountDialogContext,
    'email' | 'document' | 'recoveryUsers' | 'selectedUserId' | 'smsCode' | 'codeSentAt'
  > & { exit: FlowOutput | null }

/** The events the router hands this child. */
export const FORGOT_EMAIL_EVENTS = [
  'forgotUser.submitCpf',
  'forgotUser.selectUser',
  'code.submit',
  'code.resend',
  'forgotUser.submitEmail',
  'offer.accept',
] as const

const errorOf = (event: unknown) => (event as { error?: unknown }).error
const outputOf = <T>(event: unknown) => (event as { output: T }).output

export const forgotEmailMachine = setup({
  types: {
    context: {} as ForgotEmailContext,
    events: {} as AccountDialogEvent,
    input: {} as FlowInput,
    output: {} as FlowOutput,
  },
  actors: {
    lookupUsers: accountCalls.lookupUsers,
    generateTokenChangeEmail: accountCalls.generateTokenChangeEmail,
    validTokenEmail: accountCalls.validTokenEmail,
    changeEmail: accountCalls.changeEmail,
  },
  actions: {
    clearMessages: assign({ error: null, notice: null }),
    /** The CPF typed: kept for the lookup, and by the router for the register form. */
    keepCpf: assign({
      document: ({ event }) => ({
        document: (event as AccountEventOf<'forgotUser.submitCpf'>).cpf,
        foreigner: false,
      }),
    }),
    shareCpf: sendParent(({ event }) => ({
      type: 'flow.remember',
      document: { document: (event as AccountEventOf<'forgotUser.submitCpf'>).cpf, foreigner: false },
    })),
    keepUsers: assign({ recoveryUsers: ({ event }) => outputOf<RecoveryUser[]>(event) }),
    cpfNotFound: assign({ error: 'forgotEmail.cpfNotFound' }),
    failLookup: assign({
      error: ({ event }) => lookupFailure(errorOf(event), 'forgotEmail.cpfNotFound'),
    }),
    selectUser: assign({
      selectedUserId: ({ event }) => (event as AccountEventOf<'forgotUser.selectUser'>).userId,
    }),
    noteCodeSent: assign({ codeSentAt: () => Date.now() }),
    failSms: assign({ error: ({ event }) => failureCode(errorOf(event), 'forgotEmail.smsFailed') }),
    keepCode: assign({ smsCode: ({ event }) => (event as AccountEventOf<'code.submit'>).code.trim() }),
    badCode: assign({ error: 'forgotEmail.badCode' }),
    forgetBadCode: assign({ error: 'forgotEmail.badCode', smsCode: null }),
    failCode: assign({
      error: ({ event }) => failureCode(errorOf(event), 'forgotEmail.badCode'),
      smsCode: null,
    }),
    /** The new e-mail: kept for the call, and by the router for the login form. */
    keepEmail: assign({ email: ({ event }) => (event as AccountEventOf<'forgotUser.submitEmail'>).email }),
    shareEmail: sendParent(({ event }) => ({
      type: 'flow.remember',
      email: (event as AccountEventOf<'forgotUser.submitEmail'>).email,
    })),
    failChange: assign({
      error: ({ event }) => failureCode(errorOf(event), 'forgotEmail.changeFailed'),
    }),
    exitChanged: assign({
      exit: { kind: 'show', entry: 'login', notice: 'forgotEmail.changed' },
      smsCode: null,
      codeSentAt: null,
    }),
    exitToRegister: assign({ exit: { kind: 'show', entry: 'register' } }),
  },
  guards: {
    foundUsers: ({ event }) => outputOf<RecoveryUser[]>(event).length > 0,
    /** A lookup refused before the CPF was looked at (captcha, rate limit, no answer): not 'not found'. */
    isLookupRefused: errorGuard(isLookupRefusal),
    isValidCode: ({ event }) => isValidSmsCode((event as AccountEventOf<'code.submit'>).code),
    isSubmittableCode: ({ event }) => isSmsCodeSubmittable((event as AccountEventOf<'code.submit'>).code),
    isCodeAccepted: ({ event }) => outputOf<boolean>(event),
  },
  delays: { resendCountdown: RESEND_CODE_COUNTDOWN_S * 1000 },
}).createMachine({
  id: 'forgotEmail',
  context: ({ input }) => ({
    ...flowBase(input),
    email: input.email,
    document: input.document,
    recoveryUsers: [],
    selectedUserId: null,
    smsCode: null,
    codeSentAt: null,
    exit: null,
  }),
  initial: 'forgotUser',
  output: ({ context }) => context.exit!,
  states: {
    /** Forgot e-mail, steps 0 to 3. */
    forgotUser: {
      initial: 'step0',
      states: {
        step0: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'forgotUser.submitCpf': {
                  target: 'searching',
                  actions: ['clearMessages', 'keepCpf', 'shareCpf'],
                },
              },
            },
            searching: {
              tags: 'loading',
              invoke: {
                id: 'lookupRecoveryUsers',
                src: 'lookupUsers',
                input: ({ context, event }) => ({ cpf: context.document!.document, ...captchaOf(event) }),
                onDone: [
                  { guard: 'foundUsers', target: '#forgotEmail.forgotUser.step1', actions: 'keepUsers' },
                  { target: 'notFound', actions: 'cpfNotFound' },
                ],
                onError: [
                  // A refused captcha or a rate limit says nothing about the CPF: no register offer.
                  { guard: 'isLookupRefused', target: 'idle', actions: 'failLookup' },
                  { target: 'notFound', actions: 'cpfNotFound' },
                ],
              },
            },
            /** 'Este CPF não está cadastrado', with an offer to register. */
            notFound: {
              on: {
                'offer.accept': { target: '#forgotEmail.done', actions: ['clearMessages', 'exitToRegister'] },
                'forgotUser.submitCpf': {
                  target: 'searching',
                  actions: ['clearMessages', 'keepCpf', 'shareCpf'],
                },
              },
            },
          },
        },
        step1: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'forgotUser.selectUser': { target: 'sending', actions: ['clearMessages', 'selectUser'] },
              },
            },
            sending: {
              tags: 'loading',
              invoke: {
                id: 'sendCode',
                src: 'generateTokenChangeEmail',
                input: ({ context }) => ({ id: context.selectedUserId! }),
                onDone: { target: '#forgotEmail.forgotUser.step2', actions: 'noteCodeSent' },
                onError: { target: 'idle', actions: 'failSms' },
              },
            },
          },
        },
        step2: {
          type: 'parallel',
          states: {
            resend: {
              initial: 'waiting',
              states: {
                /** The resend link stays disabled for RESEND_CODE_COUNTDOWN_S. */
                waiting: { after: { resendCountdown: 'ready' } },
                ready: { on: { 'code.resend': { target: 'sending', actions: 'clearMessages' } } },
                sending: {
                  tags: 'loading',
                  invoke: {
                    id: 'resendCode',
                    src: 'generateTokenChangeEmail',
                    input: ({ context }) => ({ id: context.selectedUserId! }),
                    onDone: { target: 'waiting', actions: 'noteCodeSent' },
                    onError: { target: 'ready', actions: 'failSms' },
                  },
                },
              },
            },
            code: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'code.submit': [
                      { guard: 'isValidCode', target: 'validating', actions: ['clearMessages', 'keepCode'] },
                      // Enabled at 5 characters, but only the 6-digit code sent is accepted.
                      { guard: 'isSubmittableCode', actions: 'badCode' },
                    ],
                  },
                },
                validating: {
                  tags: 'loading',
                  invoke: {
                    id: 'validTokenEmail',
                    src: 'validTokenEmail',
                    input: ({ context }) => ({ id: context.selectedUserId!, token: context.smsCode! }),
                    onDone: [
                      { guard: 'isCodeAccepted', target: '#forgotEmail.forgotUser.step3' },
                      { target: 'idle', actions: 'forgetBadCode' },
                    ],
                    onError: { target: 'idle', actions: 'failCode' },
                  },
                },
              },
            },
          },
        },
        step3: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'forgotUser.submitEmail': {
                  target: 'saving',
                  actions: ['clearMessages', 'keepEmail', 'shareEmail'],
                },
              },
            },
            saving: {
              tags: 'loading',
              invoke: {
                id: 'changeEmail',
                src: 'changeEmail',
                input: ({ context }) => ({
                  id: context.selectedUserId!,
                  token: context.smsCode!,
                  email: context.email,
                }),
                onDone: { target: '#forgotEmail.done', actions: 'exitChanged' },
                onError: { target: 'idle', actions: 'failChange' },
              },
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
})
