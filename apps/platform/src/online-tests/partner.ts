// The partner tests' stand-in (outside production, like the OAuth stand-ins): a page per partner test and the
// challenge that replaces tests 2015 and 2018 while both are pending. Completing one records the partner's
// result (`partner_test_results`), which `returnTest` then finds; only the platform marks the test finished
// (docs/decisions.md, "Online tests").
//   GET  /partner-test/{testId}?user_id=&opportunity_id=&return_url=   the test's page ('Concluir teste')
//   POST /partner-test/{testId}   (form: user_id, opportunity_id, return_url) records the completion, then
//        303 to return_url when it is on one of WEB_ORIGIN's origins (absent: the site's
//        /return_test/{user}/{test}/{opening}); any other return_url gets a page with a link to the site's
//   GET  /partner-test/challenge?user_id=&opportunity_id=              the challenge's page
//   POST /partner-test/challenge  (form: user_id, opportunity_id) records 2015 and 2018, then 303 to
//        the site's /return_test/{user}/2015/{opening}
import { CHALLENGE_DROPPED_TEST_ID, CHALLENGE_TEST_ID, IN_HOUSE_TEST_SOURCE, ptBR } from '@carreiras/core'
import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { errorPage, escapeHtml, page } from '../accounts/oauth.js'
import { parseId } from '../accounts/sessions.js'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { onlineTests, opportunities, users } from '../db/schema.js'
import { recordPartnerResult, returnTestUrl, siteUrl } from './service.js'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

interface Visit {
  userId: number
  opportunityId: number
}

function testPage(action: string, name: string, hidden: Record<string, string>): string {
  const inputs = Object.entries(hidden)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('\n')
  return page(
    `Teste parceiro – ${name}`,
    `<h1>Teste parceiro</h1>
<p class="note">Esta página substitui o site do parceiro durante o desenvolvimento: nada sai desta máquina.</p>
<form method="post" action="${escapeHtml(action)}" aria-labelledby="test-name">
<h2 id="test-name">${escapeHtml(name)}</h2>
<p>Ao concluir, você volta ao site para que o teste seja validado.</p>
${inputs}
<div class="actions">
<button type="submit" name="decision" value="allow">Concluir teste</button>
</div>
</form>`,
  )
}

function donePage(link: string | null): string {
  return page(
    'Teste concluído',
    `<h1>Teste concluído</h1>
<p role="status">O resultado foi registrado.</p>
${link ? `<p><a href="${escapeHtml(link)}">Voltar ao site</a></p>` : ''}`,
  )
}

export function partnerTestRoutes(config: Config, db: Db) {
  const app = new Hono()

  /** The candidate and the opening named by the query or the form; null when either is unknown. */
  const visitOf = async (userValue: string, opportunityValue: string): Promise<Visit | null> => {
    const userId = parseId(userValue)
    const opportunityId = parseId(opportunityValue)
    if (userId === null || opportunityId === null) return null
    const [[user], [opportunity]] = await Promise.all([
      db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1),
      db
        .select({ id: opportunities.id })
        .from(opportunities)
        .where(eq(opportunities.id, opportunityId))
        .limit(1),
    ])
    return user && opportunity ? { userId, opportunityId } : null
  }

  const partnerTest = async (value: string) => {
    const id = parseId(value)
    if (id === null) return undefined
    const [test] = await db.select().from(onlineTests).where(eq(onlineTests.id, id)).limit(1)
    return test && test.source !== IN_HOUSE_TEST_SOURCE ? test : undefined
  }

  const badVisit = (c: Context) =>
    c.html(errorPage('Parâmetros inválidos: user_id e opportunity_id de um candidato e de uma vaga.'), 400)
  const unknownTest = (c: Context) => c.html(errorPage('Teste parceiro não encontrado.'), 404)

  /** 303 to the site, or a page with a link when the return address is not one of the site's. */
  const back = (c: Context, returnUrl: string, fallback: string | null) => {
    if (returnUrl) {
      const url = siteUrl(config, returnUrl)
      if (url) return c.redirect(url.toString(), 303)
      return c.html(donePage(fallback))
    }
    return fallback ? c.redirect(fallback, 303) : c.html(donePage(null))
  }

  // The challenge first: its path would otherwise read as a test id.
  app.get('/challenge', async (c) => {
    const visit = await visitOf(text(c.req.query('user_id')), text(c.req.query('opportunity_id')))
    if (!visit) return badVisit(c)
    return c.html(
      // Relative actions: the page works at the platform's own address and through the site's proxy.
      testPage('challenge', ptBR.tests.challengeName, {
        user_id: String(visit.userId),
        opportunity_id: String(visit.opportunityId),
      }),
    )
  })

  app.post('/challenge', async (c) => {
    const form = await c.req.parseBody()
    const visit = await visitOf(text(form.user_id), text(form.opportunity_id))
    if (!visit) return badVisit(c)
    await recordPartnerResult(db, visit.userId, [CHALLENGE_TEST_ID, CHALLENGE_DROPPED_TEST_ID])
    return back(c, '', returnTestUrl(config, visit.userId, CHALLENGE_TEST_ID, visit.opportunityId))
  })

  app.get('/:testId{[0-9]+}', async (c) => {
    const test = await partnerTest(c.req.param('testId'))
    if (!test) return unknownTest(c)
    const visit = await visitOf(text(c.req.query('user_id')), text(c.req.query('opportunity_id')))
    if (!visit) return badVisit(c)
    return c.html(
      testPage(String(test.id), test.name, {
        user_id: String(visit.userId),
        opportunity_id: String(visit.opportunityId),
        return_url: text(c.req.query('return_url')),
      }),
    )
  })

  app.post('/:testId{[0-9]+}', async (c) => {
    const test = await partnerTest(c.req.param('testId'))
    if (!test) return unknownTest(c)
    const form = await c.req.parseBody()
    const visit = await visitOf(text(form.user_id), text(form.opportunity_id))
    if (!visit) return badVisit(c)
    await recordPartnerResult(db, visit.userId, [test.id])
    return back(c, text(form.return_url), returnTestUrl(config, visit.userId, test.id, visit.opportunityId))
  })

  return app
}
