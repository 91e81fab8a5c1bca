// inscricoes: every application (also those removed, and the unsent draft) with the opening's title and the
// answers given; the attached files are listed under arquivos.
import { desc, eq } from 'drizzle-orm'
import { opportunities, subscriptions } from '../../db/schema.js'
import type { DataExportSection } from './section.js'

export const inscricoesSection: DataExportSection = {
  name: 'inscricoes',
  async collect({ db, userId }) {
    const rows = await db
      .select({ s: subscriptions, title: opportunities.title })
      .from(subscriptions)
      .innerJoin(opportunities, eq(opportunities.id, subscriptions.opportunityId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt))
    return rows.map(({ s, title }) => ({
      id: s.id,
      vaga: { id: s.opportunityId, titulo: title },
      etapa: s.step,
      origem: s.source,
      indicacao:
        s.indicationName || s.indicationEmail ? { nome: s.indicationName, email: s.indicationEmail } : null,
      respostas: s.questions.map((q) => ({ pergunta: q.title, resposta: q.answer, tipo: q.htmlType })),
      rascunho: s.draft ?? null,
      mensagemDeRecusa: s.refusalTemplate,
      revisaoPedidaEm: s.reviewRequestedAt,
      inscritoEm: s.appliedAt,
      criadaEm: s.createdAt,
      atualizadaEm: s.updatedAt,
      removidaEm: s.isDeleted ? (s.deletedAt ?? s.updatedAt) : null,
    }))
  },
}
