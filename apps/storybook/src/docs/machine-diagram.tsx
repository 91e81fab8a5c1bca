// The Fluxos page's diagrams: each machine of @carreiras/core as nested lists of its states and
// transitions, generated from the machine's definition (./machine-graph.ts). Text only, so a screen
// reader walks it as a tree and nothing is fetched at runtime. An arrow reads "seta para a direita":
// "evento → destino".
import * as core from '@carreiras/core'
import type { AnyStateMachine } from 'xstate'
import { describeMachine, isMachine, statePaths, type StateView, type TransitionView } from './machine-graph'

const TYPE_LABEL: Record<StateView['type'], string> = {
  atomic: 'estado',
  compound: 'estado composto',
  parallel: 'estados paralelos',
  final: 'estado final',
  history: 'histórico',
}

/** Every machine @carreiras/core exports, by export name: a new machine shows up on the page by itself. */
export const CORE_MACHINES: ReadonlyArray<readonly [name: string, machine: AnyStateMachine]> = Object.entries(
  core,
)
  .filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]))
  .sort(([a], [b]) => a.localeCompare(b))

/** A transition as one line of text (one element each: the page lists about 700 of them, and axe reads every one). */
function transitionText(t: TransitionView): string {
  const guard = t.guard ? ` (se ${t.guard})` : ''
  return t.targets.length
    ? `${t.trigger}${guard} → ${t.targets.join(', ')}`
    : `${t.trigger}${guard}: permanece (só ações)`
}

function StateItem({ view }: { view: StateView }) {
  const label = view.path || view.key
  return (
    <li className="mt-1">
      <strong className="font-mono">{view.key}</strong> ({TYPE_LABEL[view.type]}
      {view.initial ? `; começa em ${view.initial}` : ''})
      {view.description ? <p className="text-sm">{view.description}</p> : null}
      {view.invokes.length ? <p className="text-sm">Executa: {view.invokes.join(', ')}</p> : null}
      {view.transitions.length ? (
        <ul aria-label={`Transições de ${label}`} className="ml-4 list-[circle] pl-4 text-sm">
          {view.transitions.map((t, i) => (
            <li key={i}>{transitionText(t)}</li>
          ))}
        </ul>
      ) : null}
      {view.children.length ? <StateList view={view} /> : null}
    </li>
  )
}

function StateList({ view }: { view: StateView }) {
  return (
    <ul aria-label={`Estados de ${view.path || view.key}`} className="ml-4 list-disc pl-4">
      {view.children.map((child) => (
        <StateItem key={child.key} view={child} />
      ))}
    </ul>
  )
}

/** One machine: its id, how many states, and the tree of states with their transitions. */
export function MachineDiagram({ name, machine }: { name: string; machine: AnyStateMachine }) {
  const view = describeMachine(machine)
  const headingId = `maquina-${machine.id}`
  const rootTransitions = view.transitions
  return (
    <section aria-labelledby={headingId} className="sb-unstyled mb-8 text-foreground">
      <h2 id={headingId} className="font-heading text-xl font-semibold">
        {name}
      </h2>
      <p className="text-sm">
        Máquina <code>{machine.id}</code>: {statePaths(view).length} estados
        {view.initial ? `; começa em ${view.initial}` : ''}.
      </p>
      {rootTransitions.length ? (
        <>
          <p className="text-sm">Em qualquer estado:</p>
          <ul
            aria-label={`Transições de ${machine.id} em qualquer estado`}
            className="ml-4 list-[circle] pl-4 text-sm"
          >
            {rootTransitions.map((t, i) => (
              <li key={i}>{transitionText(t)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <StateList view={view} />
    </section>
  )
}

/** Every machine of @carreiras/core, in export-name order. */
export function AllMachines() {
  return (
    <>
      <p>
        {CORE_MACHINES.length} máquinas: {CORE_MACHINES.map(([name]) => name).join(', ')}.
      </p>
      {CORE_MACHINES.map(([name, machine]) => (
        <MachineDiagram key={name} name={name} machine={machine} />
      ))}
    </>
  )
}
