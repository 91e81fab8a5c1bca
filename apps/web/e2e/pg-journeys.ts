// The journeys that cross the state several platform processes must share (sign-up with its captcha, the
// sign-in limits, applying, the removal link): playwright.pg.config.ts runs them on PostgreSQL through two
// processes. When `npm test` runs them there (a PostgreSQL answered), it sets E2E_PG_JOURNEYS_ELSEWHERE=1
// and playwright.config.ts leaves them out of the PGlite run, so CI does not pay for them twice.
export const PG_JOURNEYS = [
  /a visitor signs up by e-mail: CPF look-up, captcha, terms/,
  /login: wrong password keeps the e-mail/,
  /apply to an opening without tests: both tabs/,
  /remove account from the profile: confirm, the main site finishes/,
  // Each platform process runs its own local mail server and SMS stand-in; both keep what they receive in
  // the shared database, so the inbox read through either process has the message the other one sent.
  /forgot password: the e-mailed link opens the new-password form/,
  /forgot e-mail: CPF, the account, an SMS code/,
]
