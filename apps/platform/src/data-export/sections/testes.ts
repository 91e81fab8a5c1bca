// testes: the online tests the person opened or finished (in-house: each answer; partner tests: when they
// were completed).
import { asc, eq, inArray } from 'drizzle-orm'
import { onlineTests, partnerTestResults, testAnswers, testHeaders, testQuestions } from '../../db/schema.js'
import type { DataExportSection } from './section.js'

export const testesSection: DataExportSection = {
  name: 'testes',
  async collect({ db, userId }) {
    const headers = await db
      .select({ h: testHeaders, name: onlineTests.name })
      .from(testHeaders)
      .innerJoin(onlineTests, eq(onlineTests.id, testHeaders.testId))
      .where(eq(testHeaders.userId, userId))
    const ids = headers.map(({ h }) => h.id)
    const answers =
      ids.length === 0
        ? []
        : await db
            .select({ a: testAnswers, question: testQuestions.title })
            .from(testAnswers)
            .innerJoin(testQuestions, eq(testQuestions.id, testAnswers.questionId))
            .where(inArray(testAnswers.headerId, ids))
            .orderBy(asc(testAnswers.headerId), asc(testQuestions.order))
    const partner = await db
      .select({
        testId: partnerTestResults.testId,
        name: onlineTests.name,
        at: partnerTestResults.completedAt,
      })
      .from(partnerTestResults)
      .innerJoin(onlineTests, eq(onlineTests.id, partnerTestResults.testId))
      .where(eq(partnerTestResults.userId, userId))
    return {
      testesOnline: headers.map(({ h, name }) => ({
        teste: { id: h.testId, nome: name },
        vaga: h.opportunityId,
        situacao: h.status,
        iniciadoEm: h.startedAt,
        prazo: h.deadlineAt,
        tempoExtraPercentual: h.extraTimePercent,
        concluidoEm: h.finishedAt,
        respostas: answers
          .filter(({ a }) => a.headerId === h.id)
          .map(({ a, question }) => ({
            pergunta: question,
            opcoesEscolhidas: a.optionIds,
            texto: a.textAnswer,
            video: a.urlMovie,
            salvaEm: a.savedAt,
          })),
      })),
      testesDeParceiros: partner.map((p) => ({ teste: { id: p.testId, nome: p.name }, concluidoEm: p.at })),
    }
  },
}
