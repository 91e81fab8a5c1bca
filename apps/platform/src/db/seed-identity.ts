// Every way in (docs/identity.md), outside production only like the demonstration candidates
// (seed-events.ts): the site's company recruits internally, two of its people, an internal opening, and the
// retail partner's employee base (its stand-in). Idempotent (fixed ids, ON CONFLICT DO NOTHING) and cheap.
//
//   company 6562 'Grupo Aurora Financeira': internal recruitment by e-mail, only @grupoaurora.com.br
//   910  Helena Duarte     helena.duarte@grupoaurora.com.br, password 'demonstracao-2027' (internal, 6562)
//   911  Otávio Nogueira   novo.colaborador@grupoaurora.com.br, unique id AUR-0042, cpf 529.982.247-25,
//        no password: the first access (employerSignUp) sets it
//   (the internal opening 100008 'Especialista em Prevenção a Fraudes' is one of seed.ts's fixed openings: only
//   an internal user of 6562 sees it, accounts/internal-access.ts)
//   retail partner base: ana.varejo / 'demonstracao-2027', Ana Varejo, ana.varejo@magalu.example, cpf
//        111.444.777-35 (active); bruno.varejo, cpf 222.555.888-46 (inactive: neither signs in nor is an employee)
// The candidate candidata.demo@example.com (seed-events.ts) stays external.
import { DEFAULT_COMPANY_ID } from '@carreiras/core'
import { eq } from 'drizzle-orm'
import type { Db } from './client.js'
import { companies, retailPartnerEmployees, users } from './schema.js'
import { DEMO_PASSWORD_HASH } from './seed-events.js'

export const INTERNAL_DOMAIN = 'grupoaurora.com.br'
export const INTERNAL_OPENING_ID = 100_008

export const INTERNAL_PERSON = {
  id: 910,
  email: 'helena.duarte@grupoaurora.com.br',
  password: 'demonstracao-2027',
  name: 'Helena Duarte',
} as const

export const PROVISIONED_PERSON = {
  id: 911,
  email: 'novo.colaborador@grupoaurora.com.br',
  name: 'Otávio Nogueira',
  uniqueId: 'AUR-0042',
  cpf: '52998224725',
} as const

export const RETAIL_EMPLOYEE = {
  login: 'ana.varejo',
  password: 'demonstracao-2027',
  name: 'Ana Varejo',
  email: 'ana.varejo@magalu.example',
  cpf: '11144477735',
} as const

export const INACTIVE_RETAIL_EMPLOYEE = {
  login: 'bruno.varejo',
  name: 'Bruno Varejo',
  email: 'bruno.varejo@magalu.example',
  cpf: '22255588846',
} as const

/** Writes what is missing (the internal opening 100008 is one of seed.ts's fixed openings). */
export async function seedIdentity(db: Db): Promise<void> {
  await db
    .update(companies)
    .set({ internalLoginType: 'email', internalSpecificDomains: true, internalDomains: [INTERNAL_DOMAIN] })
    .where(eq(companies.id, DEFAULT_COMPANY_ID))
  await db
    .insert(users)
    .values([
      {
        id: INTERNAL_PERSON.id,
        name: INTERNAL_PERSON.name,
        firstName: 'Helena',
        lastName: 'Duarte',
        email: INTERNAL_PERSON.email,
        passwordHash: DEMO_PASSWORD_HASH,
        role: 'employer',
        companyId: DEFAULT_COMPANY_ID,
        source: 'seed',
      },
      {
        id: PROVISIONED_PERSON.id,
        name: PROVISIONED_PERSON.name,
        firstName: 'Otávio',
        lastName: 'Nogueira',
        email: PROVISIONED_PERSON.email,
        cpf: PROVISIONED_PERSON.cpf,
        uniqueId: PROVISIONED_PERSON.uniqueId,
        role: 'employer',
        companyId: DEFAULT_COMPANY_ID,
        source: 'seed',
      },
    ])
    .onConflictDoNothing()
  await db
    .insert(retailPartnerEmployees)
    .values([
      { ...RETAIL_EMPLOYEE, passwordHash: DEMO_PASSWORD_HASH, active: true },
      { ...INACTIVE_RETAIL_EMPLOYEE, passwordHash: DEMO_PASSWORD_HASH, active: false },
    ])
    .onConflictDoNothing()
}
