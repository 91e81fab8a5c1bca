// The actor implementations a machine's `.provide({ actors })` takes, every one of them required: what
// the api's `create…Actors` functions return, typed from the machine itself so their inputs and outputs
// cannot drift from the placeholders the machine declares.
import type { AnyStateMachine } from 'xstate'

type ProvidedActors<M extends AnyStateMachine> = Parameters<M['provide']>[0] extends { actors?: infer A }
  ? NonNullable<A>
  : never

/** Exactly a machine's actors, with their input and output types. */
export type ActorsOf<M extends AnyStateMachine> = Required<ProvidedActors<M>>
