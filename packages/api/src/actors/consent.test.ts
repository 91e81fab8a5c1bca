import { CONSENT_VERSION, consentMachine } from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createConsentActors } from './consent.js'
import { fakeClient, run } from './fake-client.js'

const row = (purpose: string, granted: boolean) => ({
  purpose,
  granted,
  version: CONSENT_VERSION,
  origin: 'prompt',
  recordedAt: '2026-11-26T18:00:00.000Z',
})

describe('createConsentActors', () => {
  it('loadConsents reads the user’s choices in force', async () => {
    const { client, calls } = fakeClient({ Consents: { consents: [row('survey', true)] } })
    expect(await run(createConsentActors(client).loadConsents, { userId: 7 })).toEqual([row('survey', true)])
    expect(calls[0]?.variables).toEqual({ userId: '7' })
  })

  it('saveConsents sends each chosen purpose with the current version and the origin', async () => {
    const { client, calls } = fakeClient({ SetConsents: { setConsents: [row('chat', false)] } })
    await run(createConsentActors(client).saveConsents, {
      userId: 7,
      choices: { survey: true, chat: false },
      origin: 'profile',
      version: CONSENT_VERSION,
    })
    expect(calls[0]?.variables).toEqual({
      userId: '7',
      choices: [
        { purpose: 'survey', granted: true },
        { purpose: 'chat', granted: false },
      ],
      version: CONSENT_VERSION,
      origin: 'profile',
    })
  })

  it('a malformed answer is BAD_RESPONSE, and the machine reads it as a failed load', async () => {
    const { client } = fakeClient({ Consents: { consents: [{ purpose: 'ads', granted: true }] } })
    await expect(run(createConsentActors(client).loadConsents, { userId: 7 })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    })
    const actor = createActor(consentMachine.provide({ actors: createConsentActors(client) })).start()
    actor.send({ type: 'user.changed', userId: 7 })
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.choices).toEqual({})
  })
})
