import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ptBR } from '../messages/pt-BR'
import { isProtectedRoute } from '../navigation/routes'
import {
  DATA_EXPORT_INTERVAL_HOURS,
  DATA_EXPORT_TTL_DAYS,
  canRequestDataExport,
  dataExportPagePath,
  dataExportExpiresAt,
  dataExportStatusAt,
  isDataExportId,
  nextDataExportAt,
  type DataExportState,
} from './data-export'
import { connectDataExport } from './data-export.connect'
import { dataExportMachine } from './data-export.machine'

const HOUR = 3_600_000
const t0 = new Date('2026-12-01T12:00:00.000Z')

describe('the one-a-day limit', () => {
  it('allows a first request and refuses another within 24 hours', () => {
    expect(canRequestDataExport(null, t0)).toBe(true)
    expect(canRequestDataExport(t0, new Date(t0.getTime() + 23 * HOUR))).toBe(false)
    expect(canRequestDataExport(t0, new Date(t0.getTime() + 24 * HOUR))).toBe(true)
    expect(nextDataExportAt(t0)?.toISOString()).toBe('2026-12-02T12:00:00.000Z')
  })

  it('holds for every instant: allowed exactly from the last request plus the interval', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -1e9, max: 1e9 }), (last, delta) => {
        const now = new Date(last + DATA_EXPORT_INTERVAL_HOURS * HOUR + delta)
        expect(canRequestDataExport(new Date(last), now)).toBe(delta >= 0)
      }),
    )
  })

  it('a ready archive expires after 7 days', () => {
    const expires = dataExportExpiresAt(t0)
    expect(expires.getTime() - t0.getTime()).toBe(DATA_EXPORT_TTL_DAYS * 24 * HOUR)
    expect(dataExportStatusAt({ status: 'ready', expiresAt: expires }, new Date(expires.getTime() - 1))).toBe(
      'ready',
    )
    expect(dataExportStatusAt({ status: 'ready', expiresAt: expires }, expires)).toBe('expired')
    expect(dataExportStatusAt({ status: 'pending', expiresAt: null }, expires)).toBe('pending')
  })

  it('the e-mailed page needs the login', () => {
    expect(isProtectedRoute(dataExportPagePath('6f1c1c8e-0d7a-4a39-9d55-3a1f3b9e2c11'))).toBe(true)
  })

  it('ids are UUIDs only', () => {
    expect(isDataExportId('6f1c1c8e-0d7a-4a39-9d55-3a1f3b9e2c11')).toBe(true)
    expect(isDataExportId('1')).toBe(false)
    expect(isDataExportId('../x')).toBe(false)
  })
})

const pendingState: DataExportState = {
  latest: { id: 'a', status: 'pending', requestedAt: t0.toISOString(), readyAt: null, expiresAt: null },
  nextRequestAt: new Date(t0.getTime() + 24 * HOUR).toISOString(),
}
const never: DataExportState = { latest: null, nextRequestAt: null }

function start(
  load: () => Promise<DataExportState>,
  request = async () => ({ accepted: true, state: pendingState }),
) {
  const actor = createActor(
    dataExportMachine.provide({
      actors: { loadState: fromPromise(load), requestExport: fromPromise(request) },
      delays: { poll: 10 },
    }),
  ).start()
  return actor
}

describe('the box', () => {
  const m = ptBR.dataExport

  it('asks, then shows the pending request and the limit with when to ask again', async () => {
    const actor = start(async () => never)
    await waitFor(actor, (s) => s.matches('ready'))
    let view = connectDataExport(actor.getSnapshot(), actor.send, m, t0)
    expect(view.limitText).toBeNull()
    expect(view.statusText).toBeNull()
    view.onRequest()
    await waitFor(actor, (s) => s.context.notice === 'requested')
    view = connectDataExport(actor.getSnapshot(), actor.send, m, t0)
    expect(view.requested).toBe(true)
    expect(view.statusText).toBe(m.box.pending('01/12/2026 às 09:00'))
    expect(view.limitText).toBe(m.box.rateLimited('02/12/2026 às 09:00'))
    // A day later the limit no longer holds.
    view = connectDataExport(actor.getSnapshot(), actor.send, m, new Date(t0.getTime() + 25 * HOUR))
    expect(view.limitText).toBeNull()
    actor.stop()
  })

  it('a refusal by the limit says so; a failed request is an alert', async () => {
    const actor = start(
      async () => never,
      async () => ({ accepted: false, state: pendingState }),
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'request' })
    await waitFor(actor, (s) => s.context.notice === 'rateLimited')
    expect(connectDataExport(actor.getSnapshot(), actor.send, m, t0).requested).toBe(false)
    actor.stop()

    const failing = start(
      async () => never,
      async () => {
        throw new Error('x')
      },
    )
    await waitFor(failing, (s) => s.matches('ready'))
    failing.send({ type: 'request' })
    await waitFor(failing, (s) => s.context.notice === 'failed')
    expect(connectDataExport(failing.getSnapshot(), failing.send, m, t0).error).toBe(m.box.requestFailed)
    failing.stop()
  })

  it('reads again while the archive is prepared, until it is ready', async () => {
    const ready: DataExportState = {
      ...pendingState,
      latest: {
        ...pendingState.latest!,
        status: 'ready',
        readyAt: t0.toISOString(),
        expiresAt: '2026-12-08T12:00:00.000Z',
      },
    }
    let reads = 0
    const actor = start(async () => (++reads < 3 ? pendingState : ready))
    await waitFor(actor, (s) => s.context.state?.latest?.status === 'ready')
    expect(reads).toBe(3)
    expect(connectDataExport(actor.getSnapshot(), actor.send, m, t0).statusText).toBe(
      m.box.ready('01/12/2026 às 09:00', '08/12/2026 às 09:00'),
    )
    actor.stop()
  })

  it('a failed read offers a retry', async () => {
    let fail = true
    const actor = start(async () => {
      if (fail) throw new Error('x')
      return never
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(connectDataExport(actor.getSnapshot(), actor.send, m, t0).error).toBe(m.box.loadFailed)
    fail = false
    actor.send({ type: 'retry' })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.stop()
  })

  it('every state is reachable', () => {
    const paths = getShortestPaths(dataExportMachine, {
      events: [{ type: 'request' }, { type: 'retry' }],
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    expect(reached).toContain('"loading"')
  })
})

describe('the download page', () => {
  it('ends done, with the problem the platform gave, or failed', async () => {
    const { dataExportDownloadMachine } = await import('./data-export-download.machine')
    const run = async (download: () => Promise<void>) => {
      const actor = createActor(
        dataExportDownloadMachine.provide({ actors: { download: fromPromise(download) } }),
        { input: { id: 'x' } },
      ).start()
      await waitFor(actor, (s) => !s.matches('downloading'))
      const snapshot = actor.getSnapshot()
      actor.stop()
      return snapshot
    }
    expect((await run(async () => {})).value).toBe('done')
    const notYours = await run(async () => {
      throw Object.assign(new Error('404'), { problem: 'notYours' })
    })
    expect(notYours.value).toBe('problem')
    expect(notYours.context.problem).toBe('notYours')
    expect(
      (
        await run(async () => {
          throw new Error('x')
        })
      ).value,
    ).toBe('failed')
  })
})
