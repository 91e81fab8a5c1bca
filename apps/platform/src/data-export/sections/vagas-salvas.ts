// vagasSalvas: the openings the person saved (docs/saved-jobs.md), oldest first, through the saved jobs'
// own export (saved-jobs/export.ts), bound to the person.
import { savedJobsForExport } from '../../saved-jobs/export.js'
import type { DataExportSection } from './section.js'

export const vagasSalvasSection: DataExportSection = {
  name: 'vagasSalvas',
  async collect({ db, userId }) {
    const rows = await savedJobsForExport(db, userId)
    return rows.map((row) => ({ vaga: { id: row.opportunityId, titulo: row.title }, salvaEm: row.savedAt }))
  },
}
