// conta: the account (who, how they sign in, since when), the terms accepted, the companies followed and
// the sign-in sessions (when, never their tokens). The password hash is not exported (docs/privacy.md).
import { desc, eq } from 'drizzle-orm'
import { follows, sessions, termsAcceptances, users } from '../../db/schema.js'
import type { DataExportSection } from './section.js'

export const contaSection: DataExportSection = {
  name: 'conta',
  async collect({ db, userId }) {
    const [user] = await db
      .select({
        id: users.id,
        nome: users.name,
        primeiroNome: users.firstName,
        sobrenome: users.lastName,
        nomeSocial: users.socialName,
        email: users.email,
        cpf: users.cpf,
        passaporte: users.passport,
        estrangeiro: users.foreigner,
        telefone: users.phone,
        acessoPorRede: users.provider,
        idNaRede: users.providerId,
        perfil: users.role,
        empresa: users.companyId,
        matricula: users.uniqueId,
        empresaDeOrigem: users.originCompanyId,
        origem: users.source,
        criadoEm: users.createdAt,
        temSenha: users.passwordHash,
      })
      .from(users)
      .where(eq(users.id, userId))
    if (!user) return null
    const termos = await db
      .select({
        empresa: termsAcceptances.companyId,
        versao: termsAcceptances.version,
        origem: termsAcceptances.source,
        aceitoEm: termsAcceptances.acceptedAt,
      })
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, userId))
    const empresasSeguidas = await db
      .select({ empresa: follows.companyId, desde: follows.createdAt })
      .from(follows)
      .where(eq(follows.userId, userId))
    const sessoes = await db
      .select({
        criadaEm: sessions.createdAt,
        expiraEm: sessions.expiresAt,
        manterConectado: sessions.keepLogged,
        encerradaEm: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
    const { temSenha, ...conta } = user
    return { ...conta, temSenha: temSenha !== null, termos, empresasSeguidas, sessoes }
  },
}
