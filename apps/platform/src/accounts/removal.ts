// Account removal "on the main site" (remove account opens the removal link in a new window, the site signs
// out). The local platform plays the main site: the profile's removeAccountLink points to its own page, which
// explains and, on confirmation, deletes the candidate. The link carries a signed, expiring token for that
// user only (never an e-mail or a CPF); docs/security.md, "Account removal links":
//
//   link token     l.<user>.<session>.<generation>.<expiry ms>.<nonce>.<HMAC>
//   confirmation   c.<user>.<generation>.<expiry ms>.<nonce>.<HMAC>
//
// - The link ends with the session that asked for it: it opens while that session lives, and for
//   REMOVAL_HANDOFF_MS after its logout, the time for the window the site opened just before signing out
//   to load (the site opens the link, then signs out). An expired or deleted session ends it at once.
// - A password change ends every link of the account: the link carries the account's `link_generation`,
//   which every password change moves (accounts/service.ts, changePassword).
// - Opening the link answers the page with a confirmation of its own (in the form, never in a URL) that
//   lasts CONFIRMATION_TTL_MS, so the person may read before confirming after the sign-out; a password
//   change ends it too.
// - The nonce makes every link different: nothing in it can be rebuilt from public values.
import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Db } from '../db/client.js'
import { sessions, users } from '../db/schema.js'
import { errorPage, page } from './stand-in-page.js'
import { safeEqual } from './secrets.js'
import { deleteUser } from './users.js'

export const REMOVAL_PATH = '/conta/remover'
const LINK_TTL_MS = 24 * 60 * 60 * 1000
/** How long a link still opens after the logout of the session that asked for it. */
export const REMOVAL_HANDOFF_MS = 2 * 60 * 1000
/** How long the opened page's confirmation works. */
export const CONFIRMATION_TTL_MS = 15 * 60 * 1000

export interface RemovalLinks {
  /** The removal page's URL for the user of this session, on the platform reached at `origin`. */
  link(origin: string, session: { id: number; userId: number }): Promise<string>
  /** The user id of a link token that still opens; null otherwise. */
  verify(token: string): Promise<number | null>
  /** The confirmation the opened page carries, for the user of a link that opened. */
  confirmation(userId: number): Promise<string | null>
  /** The user id of a confirmation that still works; null otherwise. */
  verifyConfirmation(token: string): Promise<number | null>
}

const LINK = /^l\.(\d{1,9})\.(\d{1,9})\.(\d{1,9})\.(\d{1,15})\.([\w-]{22})\.([\w-]{43})$/
const CONFIRMATION = /^c\.(\d{1,9})\.(\d{1,9})\.(\d{1,15})\.([\w-]{22})\.([\w-]{43})$/

/** The account's link generation; null when the account does not exist. */
async function generationOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ generation: users.linkGeneration })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row?.generation ?? null
}

export function createRemovalLinks(db: Db, key: string, now: () => number = Date.now): RemovalLinks {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')
  const sealed = (payload: string) => `${payload}.${sign(payload)}`
  const nonce = () => randomBytes(16).toString('base64url')
  /** The payload of a well-formed token whose MAC is ours, split in its fields; null otherwise. */
  const open = (token: string, shape: RegExp): string[] | null => {
    const match = shape.exec(token)
    if (!match) return null
    const payload = token.slice(0, token.lastIndexOf('.'))
    return safeEqual(match.at(-1)!, sign(payload)) ? match.slice(1, -1) : null
  }

  return {
    async link(origin, session) {
      const generation = (await generationOf(db, session.userId)) ?? 0
      const expiresAt = now() + LINK_TTL_MS
      const token = sealed(`l.${session.userId}.${session.id}.${generation}.${expiresAt}.${nonce()}`)
      return `${origin}${REMOVAL_PATH}?token=${encodeURIComponent(token)}`
    },

    async verify(token) {
      const fields = open(token, LINK)
      if (!fields) return null
      const [userId, sessionId, generation, expiresAt] = fields.map(Number) as [
        number,
        number,
        number,
        number,
      ]
      const at = now()
      if (expiresAt < at || (await generationOf(db, userId)) !== generation) return null
      const [session] = await db
        .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .limit(1)
      if (!session || session.userId !== userId || session.expiresAt.getTime() <= at) return null
      if (session.revokedAt !== null && at - session.revokedAt.getTime() > REMOVAL_HANDOFF_MS) return null
      return userId
    },

    async confirmation(userId) {
      const generation = await generationOf(db, userId)
      if (generation === null) return null
      return sealed(`c.${userId}.${generation}.${now() + CONFIRMATION_TTL_MS}.${nonce()}`)
    },

    async verifyConfirmation(token) {
      const fields = open(token, CONFIRMATION)
      if (!fields) return null
      const [userId, generation, expiresAt] = fields.map(Number) as [number, number, number]
      if (expiresAt < now() || (await generationOf(db, userId)) !== generation) return null
      return userId
    },
  }
}

const INVALID =
  'Este link de remoção é inválido ou expirou. Peça um novo pelo seu perfil no site de carreiras.'

export function removalRoutes(db: Db, links: RemovalLinks) {
  const app = new Hono()
  const text = (value: unknown) => (typeof value === 'string' ? value : '')

  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store')
    const userId = await links.verify(c.req.query('token') ?? '')
    const confirmation = userId === null ? null : await links.confirmation(userId)
    if (confirmation === null) return c.html(errorPage(INVALID), 400)
    return c.html(
      page(
        'Remover conta',
        `<h1>Remover sua conta</h1>
<p>Ao confirmar, seu cadastro, seus currículos e suas candidaturas serão apagados. Esta ação não pode ser desfeita.</p>
<form method="post" action="remover">
<input type="hidden" name="confirmation" value="${confirmation}">
<div class="actions">
<button type="submit" name="decision" value="allow">Remover minha conta</button>
</div>
</form>`,
      ),
    )
  })

  app.post('/', async (c) => {
    c.header('Cache-Control', 'no-store')
    const form = await c.req.parseBody()
    const userId = await links.verifyConfirmation(text(form.confirmation))
    if (userId === null) return c.html(errorPage(INVALID), 400)
    await deleteUser(db, userId)
    return c.html(
      page(
        'Conta removida',
        '<h1>Conta removida</h1>\n<p role="status">Sua conta foi removida. Você pode fechar esta janela.</p>',
      ),
    )
  })

  return app
}
