// consentimentos: every privacy choice ever recorded (the history is kept), with the texts' version.
import { asc, eq } from 'drizzle-orm'
import { consents } from '../../db/schema.js'
import type { DataExportSection } from './section.js'

export const consentimentosSection: DataExportSection = {
  name: 'consentimentos',
  async collect({ db, userId }) {
    const rows = await db
      .select()
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(asc(consents.recordedAt), asc(consents.id))
    return rows.map((row) => ({
      finalidade: row.purpose,
      permitido: row.granted,
      versaoDoTexto: row.version,
      onde: row.origin,
      registradoEm: row.recordedAt,
    }))
  },
}
