// Fake actors for the account dialog's and the session's stories and tests: the real machines, with
// every platform call replaced by a promise that resolves, rejects with a platform error code, or never
// settles ('pending', for loading states). Not part of the package's build (stories and tests only).
import {
  accountDialogMachine,
  DEFAULT_COMPANY_ID,
  sessionMachine,
  type AccountDialogEvent,
  type RecoveryUser,
  type SessionProfile,
  type SocialProfile,
  type StoredSession,
} from '@carreiras/core'
import { createActor, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate'

/** What a fake call does: resolve with its value, reject with an error, or never settle. */
type Outcome = 'ok' | 'pending' | { error: unknown }

/** A platform failure as the api layer hands it over: its code (and message). */
const platformError = (code: string, message?: string) => ({ error: { code, message } })

const never = () => new Promise<never>(() => {})

/** The platform busy with other sign-ins (HTTP 429), as the api client rejects: BUSY with its Retry-After. */
const platformBusy = (retryAfterSeconds: number) => ({
  error: { code: 'BUSY', message: 'busy', retryAfterSeconds },
})

/** A fake call's outcomes in order: the n-th call gets the n-th outcome, the last one repeats. */
function inTurn(outcome: Outcome | Outcome[] | undefined): () => Outcome | undefined {
  if (!Array.isArray(outcome)) return () => outcome
  let calls = 0
  return () => outcome[Math.min(calls++, outcome.length - 1)]
}

function settle<T>(outcome: Outcome | undefined, value: T): Promise<T> {
  if (outcome === 'pending') return never()
  if (outcome && outcome !== 'ok') return Promise.reject(outcome.error)
  return Promise.resolve(value)
}

const sampleRecord: StoredSession = {
  token: 'token-de-demonstracao',
  userId: 42,
  name: 'Mariana Souza Lima',
  socialName: null,
  avatar: null,
  email: 'mariana.souza@example.com',
  termsAccepted: [],
  keepLogged: false,
  expiresAt: null,
}

const sampleRecoveryUsers: RecoveryUser[] = [
  { id: 7, name: 'Mariana Souza Lima', email: 'ma*****@gmail.com', phone: '(11) *****-4321' },
  { id: 8, name: 'Mariana S. Lima', email: 'm***@empresa.com.br', phone: '(21) *****-9876' },
]

const sampleSocialProfile: SocialProfile = {
  provider: 'linkedin',
  providerId: 'li-123',
  email: 'mariana.souza@example.com',
  name: 'Mariana Souza Lima',
  ticket: 'ticket-de-exemplo',
}

interface AccountFakes {
  /** One outcome for every call, or one per call in order (the last one repeats). */
  signIn?: Outcome | Outcome[]
  signUp?: Outcome | Outcome[]
  /** A second of the busy countdown (default: the real 1000 ms; FOREVER_MS keeps a story on its first second). */
  busyTickMs?: number
  /** Users found by CPF or passport ('none': an empty list). */
  lookupUsers?: Outcome | 'none'
  updateHunting?: Outcome | 'newUser'
  passwordRecovery?: Outcome
  generateTokenChangeEmail?: Outcome
  /** 'invalid': the platform answers that the code is wrong. */
  validTokenEmail?: Outcome | 'invalid'
  changeEmail?: Outcome
  /** 'noEmail': changed, but no e-mail to sign in with. */
  changePassword?: Outcome | 'noEmail'
  /** Whether the signed-in account has a password ('none': it has not; default: it has). */
  passwordStatus?: Outcome | 'none'
  fetchSocialProfile?: Outcome
  /** The welcome's length; by default it never ends, so a story stays on it. */
  welcomeMs?: number
  /** The resend countdown's length (default: the real 120 s). */
  resendCountdownMs?: number
  record?: StoredSession
  recoveryUsers?: RecoveryUser[]
}

/** Longest delay a browser timer accepts (about 24 days): "never" for a story. */
const FOREVER_MS = 2 ** 31 - 1

/** The account-dialog machine with fake actors (not started). */
function fakeAccountDialogMachine(fakes: AccountFakes = {}) {
  const record = fakes.record ?? sampleRecord
  const users = fakes.recoveryUsers ?? sampleRecoveryUsers
  const signIn = inTurn(fakes.signIn)
  const signUp = inTurn(fakes.signUp)
  return accountDialogMachine.provide({
    actors: {
      signIn: fromPromise(() => settle(signIn(), record)),
      signUp: fromPromise(() => settle(signUp(), record)),
      lookupUsers: fromPromise<RecoveryUser[], { cpf?: string; passport?: string; captcha?: string }>(() =>
        fakes.lookupUsers === 'none' ? Promise.resolve([]) : settle(fakes.lookupUsers, users),
      ),
      updateHunting: fromPromise<
        { hasUser: boolean; hasMoreRegister: boolean },
        { token: string; document: string; foreigner: boolean }
      >(() =>
        fakes.updateHunting === 'newUser'
          ? Promise.resolve({ hasUser: false, hasMoreRegister: false })
          : settle(fakes.updateHunting, { hasUser: true, hasMoreRegister: false }),
      ),
      passwordRecovery: fromPromise<void, { email: string }>(() =>
        settle<void>(fakes.passwordRecovery, undefined),
      ),
      generateTokenChangeEmail: fromPromise<void, { id: number }>(() =>
        settle<void>(fakes.generateTokenChangeEmail, undefined),
      ),
      validTokenEmail: fromPromise<boolean, { id: number; token: string }>(() =>
        fakes.validTokenEmail === 'invalid' ? Promise.resolve(false) : settle(fakes.validTokenEmail, true),
      ),
      changeEmail: fromPromise<void, { id: number; token: string; email: string }>(() =>
        settle<void>(fakes.changeEmail, undefined),
      ),
      changePassword: fromPromise<
        { email: string | null },
        { password: string; token?: string; userId?: number; currentPassword?: string }
      >(() =>
        fakes.changePassword === 'noEmail'
          ? Promise.resolve({ email: null })
          : settle(fakes.changePassword, { email: record.email }),
      ),
      passwordStatus: fromPromise<{ hasPassword: boolean }, void>(() =>
        fakes.passwordStatus === 'none'
          ? Promise.resolve({ hasPassword: false })
          : settle(fakes.passwordStatus, { hasPassword: true }),
      ),
      fetchSocialProfile: fromPromise(() => settle(fakes.fetchSocialProfile, sampleSocialProfile)),
    },
    delays: {
      welcome: fakes.welcomeMs ?? FOREVER_MS,
      ...(fakes.resendCountdownMs === undefined ? {} : { resendCountdown: fakes.resendCountdownMs }),
      ...(fakes.busyTickMs === undefined ? {} : { busyTick: fakes.busyTickMs }),
    },
  })
}

type AccountDialogActorRef = ActorRefFrom<typeof accountDialogMachine>
type AccountSnapshot = SnapshotFrom<typeof accountDialogMachine>

/** A step of a scenario: an event to send, or a condition to wait for. */
type AccountStep = AccountDialogEvent | ((snapshot: AccountSnapshot) => boolean)

interface AccountScenario {
  fakes?: AccountFakes
  steps?: AccountStep[]
}

/** Starts the fake machine and plays the steps (each wait gives up after 2 s). */
async function startAccountDialog({
  fakes,
  steps = [],
}: AccountScenario = {}): Promise<AccountDialogActorRef> {
  const actor = createActor(fakeAccountDialogMachine(fakes))
  actor.start()
  for (const step of steps) {
    if (typeof step === 'function') await waitFor(actor, step, { timeout: 2000 })
    else actor.send(step)
  }
  return actor
}

/* ------------------------------------------------------------------------------------------------ */

interface SessionFakes {
  acceptTerms?: Outcome
  removeUser?: Outcome
  endSession?: Outcome
  /** Whether the profile lists the terms as accepted (default: no, so the terms modal shows). */
  termsAccepted?: boolean
  removalLink?: string | null
}

function fakeSessionMachine(fakes: SessionFakes = {}) {
  const profile: SessionProfile = {
    id: sampleRecord.userId,
    name: sampleRecord.name,
    email: sampleRecord.email,
    termsOfUserAccepted: fakes.termsAccepted ? [{ companyId: DEFAULT_COMPANY_ID }] : [],
    removalLink: fakes.removalLink === undefined ? 'https://exemplo.com.br/remover-conta' : fakes.removalLink,
  }
  return sessionMachine.provide({
    actors: {
      loadStoredSession: fromPromise<StoredSession | null>(() => Promise.resolve(sampleRecord)),
      validateSession: fromPromise<boolean, { record: StoredSession }>(() => Promise.resolve(true)),
      fetchProfile: fromPromise<SessionProfile, { record: StoredSession }>(() => Promise.resolve(profile)),
      checkFollow: fromPromise<boolean, { userId: number; companyId: number }>(() => Promise.resolve(false)),
      followCompany: fromPromise<void, { userId: number; companyId: number }>(() => Promise.resolve()),
      renewSession: fromPromise<void, { record: StoredSession }>(() => Promise.resolve()),
      endSession: fromPromise<void, { record: StoredSession | null }>(() =>
        settle<void>(fakes.endSession, undefined),
      ),
      acceptTerms: fromPromise<void, { userId: number; companyId: number }>(() =>
        settle<void>(fakes.acceptTerms, undefined),
      ),
      removeUser: fromPromise<void, { userId: number }>(() => settle<void>(fakes.removeUser, undefined)),
    },
  })
}

type SessionActorRef = ActorRefFrom<typeof sessionMachine>
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>
type SessionStep = Parameters<SessionActorRef['send']>[0] | ((snapshot: SessionSnapshot) => boolean)

interface SessionScenario {
  fakes?: SessionFakes
  steps?: SessionStep[]
}

/** Starts a signed-in session (terms settled) and plays the steps. */
async function startSession({ fakes, steps = [] }: SessionScenario = {}): Promise<SessionActorRef> {
  const actor = createActor(fakeSessionMachine(fakes), {
    input: { companyId: DEFAULT_COMPANY_ID, path: '/meu-perfil' },
  })
  actor.start()
  await waitFor(
    actor,
    (s) => s.matches({ signedIn: { terms: 'pending' } }) || s.matches({ signedIn: { terms: 'accepted' } }),
    { timeout: 2000 },
  )
  for (const step of steps) {
    if (typeof step === 'function') await waitFor(actor, step, { timeout: 2000 })
    else actor.send(step)
  }
  return actor
}

export {
  fakeAccountDialogMachine,
  fakeSessionMachine,
  FOREVER_MS,
  platformBusy,
  platformError,
  sampleRecord,
  sampleRecoveryUsers,
  sampleSocialProfile,
  startAccountDialog,
  startSession,
}
export type {
  AccountFakes,
  AccountScenario,
  AccountStep,
  Outcome,
  SessionFakes,
  SessionScenario,
  SessionStep,
}
