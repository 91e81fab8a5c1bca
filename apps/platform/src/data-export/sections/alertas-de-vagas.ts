// alertasDeVagas: the person's job alerts (docs/job-alerts.md), those of the account and those made with its
// e-mail before signing in, through the alerts' own export (job-alerts/export.ts).
import { exportJobAlerts } from '../../job-alerts/export.js'
import type { DataExportSection } from './section.js'

export const alertasDeVagasSection: DataExportSection = {
  name: 'alertasDeVagas',
  async collect({ db, userId }) {
    const rows = await exportJobAlerts(db, userId)
    return rows.map((row) => ({
      email: row.email,
      busca: row.summary,
      parametros: row.search,
      frequencia: row.frequency,
      situacao: row.status,
      criadoEm: row.createdAt,
      confirmadoEm: row.confirmedAt,
      ultimoResumoEm: row.lastDigestAt,
    }))
  },
}
