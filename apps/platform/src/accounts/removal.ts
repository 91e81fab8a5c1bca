// Account removal "on the main site" (doc 01 §4 and doc 02: remove account opens the removal link in a
// new window, the site signs out). The local platform plays the main site: the profile's
// removeAccountLink points to its own page, which explains and, on confirmation, deletes the candidate.
// The link carries a signed, expiring token for that user only (never an e-mail or a CPF).
import { createHmac, randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { Db } from '../db/client.js'
import { errorPage, page } from './stand-in-page.js'
import { safeEqual } from './secrets.js'
import { deleteUser } from './users.js'

export const REMOVAL_PATH = '/conta/remover'
const LINK_TTL_MS = 24 * 60 * 60 * 1000

export interface RemovalLinks {
  /** The removal page's URL for this user on the platform reached at `origin`. */
  link(origin: string, userId: number): string
  /** The user id of a valid, unexpired token; null otherwise. */
  verify(token: string): number | null
}

export function createRemovalLinks(
  key: string = randomBytes(32).toString('hex'),
  now: () => number = Date.now,
): RemovalLinks {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')
  return {
    link(origin, userId) {
      const payload = `${userId}.${now() + LINK_TTL_MS}`
      return `${origin}${REMOVAL_PATH}?token=${encodeURIComponent(`${payload}.${sign(payload)}`)}`
    },
    verify(token) {
      const match = /^(\d+)\.(\d+)\.([\w-]+)$/.exec(token)
      if (!match) return null
      const [, userId, expiresAt, signature] = match
      if (!safeEqual(signature!, sign(`${userId}.${expiresAt}`)) || Number(expiresAt) < now()) return null
      return Number(userId)
    },
  }
}

const INVALID =
  'Este link de remoção é inválido ou expirou. Peça um novo pelo seu perfil no site de carreiras.'

export function removalRoutes(db: Db, links: RemovalLinks) {
  const app = new Hono()
  const text = (value: unknown) => (typeof value === 'string' ? value : '')

  app.get('/', (c) => {
    const token = c.req.query('token') ?? ''
    if (links.verify(token) === null) return c.html(errorPage(INVALID), 400)
    return c.html(
      page(
        'Remover conta',
        `<h1>Remover sua conta</h1>
<p>Ao confirmar, seu cadastro, seus currículos e suas candidaturas serão apagados. Esta ação não pode ser desfeita.</p>
<form method="post" action="remover">
<input type="hidden" name="token" value="${token.replace(/[^\w.-]/g, '')}">
<div class="actions">
<button type="submit" name="decision" value="allow">Remover minha conta</button>
</div>
</form>`,
      ),
    )
  })

  app.post('/', async (c) => {
    const form = await c.req.parseBody()
    const userId = links.verify(text(form.token))
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
