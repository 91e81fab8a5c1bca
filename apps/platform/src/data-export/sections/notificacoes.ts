// notificacoes: the browsers where the person turned notifications on (the push service's address; the
// browser's encryption keys are not exported: they only serve to encrypt to that browser).
import { eq } from 'drizzle-orm'
import { pushSubscriptions } from '../../db/schema.js'
import type { DataExportSection } from './section.js'

export const notificacoesSection: DataExportSection = {
  name: 'notificacoes',
  async collect({ db, userId }) {
    const rows = await db
      .select({ endereco: pushSubscriptions.endpoint, ativadaEm: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
    return rows
  },
}
