// What the two kinds of company request share: the site's links that carry their tokens, the deadline as the
// e-mails and the wizard say it, and the error the development endpoints answer with.
import { companyRequestRoutes, saoPauloDate } from '@carreiras/core'
import { and, eq } from 'drizzle-orm'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { huntingInvitations, profileUpdateRequests } from '../db/schema.js'
import { webOrigin } from '../online-tests/service.js'
import { readToken, signToken, tokenHash, type TokenKind } from './signed-tokens.js'

const TABLES = { hunting: huntingInvitations, update: profileUpdateRequests } as const
type RowOf<K extends TokenKind> = (typeof TABLES)[K]['$inferSelect']

/**
 * The row a token names (an invitation, or an update request); undefined when the token is unknown or
 * tampered: its MAC, kind, row and that row's hash must all match (signed-tokens.ts).
 */
export async function rowOfToken<K extends TokenKind>(
  db: Db,
  kind: K,
  key: string,
  token: unknown,
): Promise<RowOf<K> | undefined> {
  const payload = readToken(key, token, kind)
  if (!payload) return undefined
  const table = TABLES[kind] as typeof huntingInvitations
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, payload.id), eq(table.tokenHash, tokenHash(token as string))))
    .limit(1)
  return row as RowOf<K> | undefined
}

/** A link of the site (WEB_ORIGIN's first origin) to one of the request pages (core's routes) with its token. */
export function siteLink(config: Config, page: keyof typeof companyRequestRoutes, token: string): string {
  return `${webOrigin(config) ?? 'http://localhost:3000'}${companyRequestRoutes[page](token)}`
}

/**
 * Signs the token of a row just written (with a placeholder hash) and keeps its hash: the token names the
 * row, so the row comes first. Returns the token, which only the e-mail carries.
 */
export async function sealRow(
  tx: Pick<Db, 'update'>,
  kind: TokenKind,
  key: string,
  id: number,
  expiresAt: Date,
): Promise<string> {
  const token = signToken(key, { kind, id, expiresAt })
  const table = TABLES[kind] as typeof huntingInvitations
  await tx
    .update(table)
    .set({ tokenHash: tokenHash(token) })
    .where(eq(table.id, id))
  return token
}

/** DD/MM/YYYY of the instant in São Paulo (core's saoPauloDate; docs/decisions.md, "Days left and progress"). */
export const deadlineDate = (instant: Date): string => saoPauloDate(instant.toISOString()) ?? ''

/** Bad input of a development endpoint: its HTTP status and pt-BR message. */
export class RequestInputError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message)
  }
}
