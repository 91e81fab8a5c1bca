// The page the e-mail links to (/meus-dados/{id}; docs/privacy.md): with the signed-in session it downloads
// the archive and hands it to the browser. No text, no DOM: the site provides `download` (the api's client
// and the browser's save), which rejects with a `problem` the page explains.
//
//   downloading  `download({ id })` → done · a problem (another person's link or none, expired, still being
//                prepared) → problem · anything else → failed
//   done         'again' downloads again
//   problem      'retry' (a link still being prepared may be ready now)
//   failed       'retry'
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'

export type DataExportProblem = 'notYours' | 'expired' | 'notReady'

export interface DataExportDownloadContext {
  id: string
  problem: DataExportProblem | null
}

export type DataExportDownloadEvent = { type: 'retry' } | { type: 'again' }

/** The problem a rejected download carries (`{ problem }`), or null. */
export function downloadProblemOf(error: unknown): DataExportProblem | null {
  const problem = (error as { problem?: unknown } | null)?.problem
  return problem === 'notYours' || problem === 'expired' || problem === 'notReady' ? problem : null
}

export const dataExportDownloadMachine = setup({
  types: {
    context: {} as DataExportDownloadContext,
    events: {} as DataExportDownloadEvent,
    input: {} as { id: string },
  },
  actors: {
    download: fromPromise<void, { id: string }>(async () => {
      throw new Error('download not provided')
    }),
  },
  guards: {
    isProblem: ({ event }) => downloadProblemOf((event as { error?: unknown }).error) !== null,
  },
}).createMachine({
  id: 'dataExportDownload',
  context: ({ input }) => ({ id: input.id, problem: null }),
  initial: 'downloading',
  states: {
    downloading: {
      entry: assign({ problem: null }),
      invoke: {
        src: 'download',
        input: ({ context }) => ({ id: context.id }),
        onDone: 'done',
        onError: [
          {
            guard: 'isProblem',
            target: 'problem',
            actions: assign({ problem: ({ event }) => downloadProblemOf(event.error) }),
          },
          { target: 'failed' },
        ],
      },
    },
    done: { on: { again: 'downloading' } },
    problem: { on: { retry: 'downloading' } },
    failed: { on: { retry: 'downloading' } },
  },
})

/** Why the download could not be given (another person's link, expired, still being prepared), or null. */
export const downloadProblem = (snapshot: SnapshotFrom<typeof dataExportDownloadMachine>) =>
  snapshot.context.problem
