// solicitacoes: what companies asked of the person (headhunting invitations, profile update requests with
// the answers given) and the talent banks they joined with their answers. No token or its hash.
import { eq, inArray } from 'drizzle-orm'
import {
  huntingInvitations,
  profileUpdateAnswers,
  profileUpdateRequests,
  talentBankEntries,
} from '../../db/schema.js'
import type { DataExportSection } from './section.js'

export const solicitacoesSection: DataExportSection = {
  name: 'solicitacoes',
  async collect({ db, userId }) {
    const convites = await db
      .select({
        vaga: huntingInvitations.opportunityId,
        email: huntingInvitations.email,
        enviadoEm: huntingInvitations.createdAt,
        validoAte: huntingInvitations.expiresAt,
        aceitoEm: huntingInvitations.acceptedAt,
        recusadoEm: huntingInvitations.refusedAt,
      })
      .from(huntingInvitations)
      .where(eq(huntingInvitations.userId, userId))
    const requests = await db
      .select()
      .from(profileUpdateRequests)
      .where(eq(profileUpdateRequests.userId, userId))
    const answers =
      requests.length === 0
        ? []
        : await db
            .select()
            .from(profileUpdateAnswers)
            .where(
              inArray(
                profileUpdateAnswers.requestId,
                requests.map((r) => r.id),
              ),
            )
    const bancos = await db
      .select({
        empresa: talentBankEntries.companyId,
        respostas: talentBankEntries.answers,
        origem: talentBankEntries.source,
        entrouEm: talentBankEntries.joinedAt,
        atualizadoEm: talentBankEntries.updatedAt,
      })
      .from(talentBankEntries)
      .where(eq(talentBankEntries.userId, userId))
    return {
      convitesDeEmpresas: convites,
      pedidosDeAtualizacao: requests.map((r) => ({
        vaga: r.opportunityId,
        etapas: r.steps,
        perguntas: r.questions.map((q) => q.title),
        recebidoEm: r.createdAt,
        validoAte: r.expiresAt,
        concluidoEm: r.completedAt,
        respostas: answers
          .filter((a) => a.requestId === r.id)
          .map((a) => ({ pergunta: a.question, resposta: a.answer, respondidaEm: a.answeredAt })),
      })),
      bancosDeTalentos: bancos,
    }
  },
}
