// The daily employee check's storage for the session machine (docs/identity.md, "SSO, Microsoft and
// retail-partner sign-ins on the site"): part of the account runtime, which every signed-in page loads, apart
// from the other sign-ins' code (identity-providers.client.ts), which only the account dialog needs.
import { STORAGE_KEYS, type EmployeeCheckCache, parseEmployeeCheckCache } from '@carreiras/core'
import { fromPromise } from 'xstate'
import { read, write } from './browser-storage'
import { parseJson } from './session-record'

/**
 * The session machine's storage of the employee check: `{ userId, day, contributor }` in local storage
 * (a check holds for the São Paulo day whichever tab signs in), parsed by core's schema, so no CPF is kept.
 */
export const employeeCheckStorage = {
  actors: {
    loadEmployeeCheck: fromPromise<EmployeeCheckCache | null, { userId: number }>(async () =>
      parseEmployeeCheckCache(parseJson(read('local', STORAGE_KEYS.employeeCheck))),
    ),
  },
  actions: {
    storeEmployeeCheck: (_: unknown, { check }: { check: EmployeeCheckCache }) => {
      const clean = parseEmployeeCheckCache(check)
      if (clean) write('local', STORAGE_KEYS.employeeCheck, JSON.stringify(clean))
    },
  },
}
