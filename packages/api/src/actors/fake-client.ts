// Test doubles for the actors' suites (not exported by the package): a PlatformClient that records every
// request and answers from a table, and a real sealed client whose fetch is the platform's transport half,
// to see what actually travels (base64 passwords, the session in the Authorization header).
import type {
  PlatformClient,
  PlatformDocument,
  PlatformRequestInit,
  PlatformSession,
} from '../transport/client.js'
import { createActor, toPromise, type AnyActorLogic, type InputFrom, type OutputFrom } from 'xstate'
import { createPlatformClient } from '../transport/client.js'
import { DEV_CLIENT_TOKENS } from '../transport/authorization.js'
import { deriveTransportKeys, open } from '../transport/codec.js'
import { handleSealedGraphQL, type SealedOperation } from '../transport/server.js'

export interface FakeCall {
  /** The operation's name, from its document (`SignIn`, `Logout`…). */
  operation: string
  query: string
  variables: Record<string, unknown> | undefined
  init: PlatformRequestInit | undefined
}

/** Answers a call with the operation's `data`, or throws (a PlatformError, as the real client does). */
export type FakeResponder = (call: FakeCall) => unknown

export function operationName(query: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? ''
}

export function fakeClient(responder: FakeResponder | Record<string, unknown>): {
  client: PlatformClient
  calls: FakeCall[]
} {
  const calls: FakeCall[] = []
  const respond: FakeResponder =
    typeof responder === 'function'
      ? responder
      : (call) => {
          if (!(call.operation in responder)) throw new Error(`unexpected operation ${call.operation}`)
          const answer = responder[call.operation]
          return typeof answer === 'function' ? (answer as FakeResponder)(call) : answer
        }
  const client: PlatformClient = {
    async request<TResult, TVariables>(
      document: PlatformDocument<TResult, TVariables>,
      variables?: TVariables,
      init?: PlatformRequestInit,
    ): Promise<TResult> {
      const query = document.toString()
      const call: FakeCall = {
        operation: operationName(query),
        query,
        variables: variables as Record<string, unknown> | undefined,
        init,
      }
      calls.push(call)
      return (await respond(call)) as TResult
    },
  }
  return { client, calls }
}

export interface WireCall {
  operation: string
  authorization: string
  /** The variables as sealed on the wire (passwords still base64). */
  wireVariables: Record<string, unknown> | undefined
  /** What the platform's operation sees (passwords decoded). */
  sealed: SealedOperation
}

/** createPlatformClient over the real sealed transport, the platform half answering from `answer`. */
export function wireClient(
  answer: (operation: string, variables: Record<string, unknown>) => unknown,
  getSession: () => PlatformSession | null = () => null,
): { client: PlatformClient; calls: WireCall[] } {
  const calls: WireCall[] = []
  const pending: Omit<WireCall, 'sealed'>[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const authorization = request.headers.get('authorization') ?? ''
    const form = new URLSearchParams(await request.clone().text())
    const keys = await deriveTransportKeys(authorization)
    const query = await open(keys.request, form.get('query') ?? '')
    const variables = form.get('variables')
    pending.push({
      operation: operationName(query),
      authorization,
      wireVariables:
        variables === null
          ? undefined
          : (JSON.parse(await open(keys.request, variables)) as Record<string, unknown>),
    })
    return handleSealedGraphQL(request, {
      clientTokens: DEV_CLIENT_TOKENS,
      execute: async (sealed) => {
        const call = { ...pending.shift()!, sealed }
        calls.push(call)
        return { data: answer(call.operation, sealed.variables) }
      },
    })
  }
  const client = createPlatformClient({
    apiUrl: 'http://platform.test',
    clientTokens: DEV_CLIENT_TOKENS,
    fetch,
    getSession,
  })
  return { client, calls }
}

/** Runs one actor logic (an actor of the api) with its input, to its output or its error. */
export function run<L extends AnyActorLogic>(logic: L, input: InputFrom<L>): Promise<OutputFrom<L>> {
  return toPromise(createActor(logic, { input }).start()) as Promise<OutputFrom<L>>
}
