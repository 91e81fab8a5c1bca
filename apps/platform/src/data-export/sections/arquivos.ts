// arquivos: every file the person uploaded (application attachments, medical reports, the photo), put in the
// archive's arquivos/ folder; the list says what each one is and where it is in the copy.
import { asc, eq } from 'drizzle-orm'
import { medicalReports, questionFiles, storedFiles } from '../../db/schema.js'
import type { DataExportSection } from './section.js'

const KIND = { question: 'anexo de pergunta', laudo: 'laudo médico', avatar: 'foto do perfil' } as const

export const arquivosSection: DataExportSection = {
  name: 'arquivos',
  async collect({ db, userId, attach }) {
    const files = await db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.userId, userId))
      .orderBy(asc(storedFiles.id))
    const questions = await db
      .select({ fileId: questionFiles.fileId, questionId: questionFiles.questionId })
      .from(questionFiles)
      .where(eq(questionFiles.userId, userId))
    const reports = await db
      .select({ fileId: medicalReports.fileId })
      .from(medicalReports)
      .where(eq(medicalReports.userId, userId))
    return files.map((file) => ({
      nome: file.name,
      tipo: KIND[file.kind] ?? file.kind,
      formato: file.contentType,
      tamanho: file.size,
      enviadoEm: file.createdAt,
      pergunta: questions.find((q) => q.fileId === file.id)?.questionId ?? null,
      laudo: reports.some((r) => r.fileId === file.id),
      caminho: attach({ id: file.id, name: file.name, contentType: file.contentType, content: file.content }),
    }))
  },
}
