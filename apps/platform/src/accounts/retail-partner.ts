// The retail partner's employees (docs/identity.md): `magazineLuizaLogin` (login and password of the
// partner's base) and the employee check by CPF (`validateMagazineLuizaEmployees`), which asks the partner at
// most once per CPF and São Paulo calendar day and keeps the answer in employee_checks. The partner's base
// here is its stand-in, the retail_partner_employees table (db/seed-identity.ts); in production the partner
// would answer, so both operations are off there (NOT_IMPLEMENTED).
import { saoPauloIsoDate } from '@carreiras/core'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { employeeChecks, retailPartnerEmployees } from '../db/schema.js'
import { verifyPassword } from './secrets.js'

/** The São Paulo calendar day of an instant, YYYY-MM-DD (core's rule): the day a check counts for. */
function saoPauloDay(at: Date): string {
  const day = saoPauloIsoDate(at)
  if (day === undefined) throw new RangeError(`Not a date: ${String(at)}`)
  return day
}

export interface RetailEmployee {
  cpf: string
  login: string
  name: string
  email: string
}

/** What the platform asks the partner. */
export interface RetailPartnerBase {
  /** The active employee with this login and password; null otherwise. */
  authenticate(login: string, password: string): Promise<RetailEmployee | null>
  /** Whether the cpf (11 digits) is of an active employee; every call is counted (`callsToday`). */
  isEmployee(cpf: string, at: Date): Promise<boolean>
  /** How many times `isEmployee` was asked about the cpf on the São Paulo day of `at` (this process). */
  callsToday(cpf: string, at: Date): number
}

/** The partner's stand-in: the retail_partner_employees table. */
export function createStandInPartnerBase(db: Db): RetailPartnerBase {
  const calls = new Map<string, number>()
  return {
    async authenticate(login, password) {
      const [row] = await db
        .select()
        .from(retailPartnerEmployees)
        .where(eq(retailPartnerEmployees.login, login.trim().toLowerCase()))
        .limit(1)
      if (!row || !row.active || !(await verifyPassword(password, row.passwordHash))) return null
      return { cpf: row.cpf, login: row.login, name: row.name, email: row.email }
    },
    async isEmployee(cpf, at) {
      const key = `${saoPauloDay(at)}:${cpf}`
      calls.set(key, (calls.get(key) ?? 0) + 1)
      const [row] = await db
        .select({ active: retailPartnerEmployees.active })
        .from(retailPartnerEmployees)
        .where(eq(retailPartnerEmployees.cpf, cpf))
        .limit(1)
      return row?.active ?? false
    },
    callsToday(cpf, at) {
      return calls.get(`${saoPauloDay(at)}:${cpf}`) ?? 0
    },
  }
}

/** The answer recorded for the cpf on the São Paulo day of `now`; null when it was not checked that day. */
export async function recordedCheck(db: Db, cpf: string, now: Date): Promise<boolean | null> {
  const [row] = await db
    .select({ contributor: employeeChecks.contributor })
    .from(employeeChecks)
    .where(and(eq(employeeChecks.cpf, cpf), eq(employeeChecks.day, saoPauloDay(now))))
    .limit(1)
  return row ? row.contributor : null
}

/**
 * The employee check of a cpf (11 digits) on the São Paulo day of `now`: the day's recorded answer, or the
 * partner's, recorded. Two checks racing on the same day may both ask; the first answer recorded stays.
 */
export async function checkEmployee(
  db: Db,
  partner: RetailPartnerBase,
  cpf: string,
  now: Date,
): Promise<boolean> {
  const known = await recordedCheck(db, cpf, now)
  if (known !== null) return known
  const day = saoPauloDay(now)
  const contributor = await partner.isEmployee(cpf, now)
  const [recorded] = await db
    .insert(employeeChecks)
    .values({ cpf, day, contributor, checkedAt: now })
    .onConflictDoNothing()
    .returning({ contributor: employeeChecks.contributor })
  return recorded?.contributor ?? contributor
}
