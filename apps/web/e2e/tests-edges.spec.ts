// Online tests' edges against the real platform and web servers, axe on every page (the main journeys are
// tests.spec.ts; this file runs in the third lane, e2e/lanes.ts): an opening's partner tests 2015 and 2018 both
// pending are one challenge, 'Desafio de Talentos', taken on the challenge site with the candidate's id and
// then both finished; a test that cannot be edited sends an answered question back to its cover, and
// 'Começar' goes on at the next; a question and the tests list that fail to load say so and lead to the tests
// page and to the application form.
import { webCryptoCodec } from '@carreiras/api'
import { INTERNSHIP_OPPORTUNITY_ID, ptBR } from '@carreiras/core'
import type { Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'
import { candidate, signInTo } from './application-helpers'
import { siteGraphqlUrl, startApplication } from './platform'

const t = ptBR.tests
const WITH_TIMED_AND_PARTNER = { id: 100007, title: 'Analista de Marketing Digital' }
const TIMED = { id: 3002, name: 'Raciocínio Lógico' }
/** 'Programa de Estágio 2027': partner tests 2015 and 2018, the pair that becomes the challenge. */
const INTERNSHIP = { id: INTERNSHIP_OPPORTUNITY_ID }
const CHALLENGE_PAIR = ['Teste de Perfil Comportamental', 'Teste de Raciocínio Lógico'] as const

const testCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

/**
 * Every call of one GraphQL operation (named in the sealed query, opened with the request's own keys,
 * docs/wire-format.md) fails with a 500, as a platform broken on it would answer; the others go through.
 */
async function failOperation(page: Page, operation: string) {
  const failed = { count: 0 }
  const named = new RegExp(`\\b(query|mutation) ${operation}\\b`)
  await page.route(siteGraphqlUrl, async (route) => {
    const request = route.request()
    const sealed = new URLSearchParams(request.postData() ?? '').get('query')
    const authorization = await request.headerValue('authorization')
    if (sealed && authorization) {
      const keys = await webCryptoCodec.deriveKeys(authorization)
      if (named.test(await webCryptoCodec.open(keys.request, sealed))) {
        failed.count += 1
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[]}' })
      }
    }
    return route.continue()
  })
  return failed
}

test('tests 2015 and 2018 both pending: one “Desafio de Talentos” on the challenge site with the user’s id; done, both Finalizado', async ({
  page,
  context,
  checkA11y,
}) => {
  const user = await candidate(page, 'desafio')
  await startApplication(user, INTERNSHIP.id)
  await signInTo(page, user, `/vagas/${INTERNSHIP.id}/inscricao/testes`)
  // The pair is one card, the challenge: 2018 dropped, 2015 renamed.
  const challenge = testCard(page, 'Desafio de Talentos')
  await expect(challenge.getByText('Pendente')).toBeVisible()
  await expect(page.getByRole('listitem').getByRole('heading')).toHaveCount(1)
  await expect(page.getByText(CHALLENGE_PAIR[0])).toHaveCount(0)
  await expect(page.getByText(CHALLENGE_PAIR[1])).toHaveCount(0)
  await expect(page.getByText('Falta 1 teste...')).toBeVisible()
  await checkA11y()

  // It opens the challenge site (the platform's stand-in) in a new tab, with the user's id.
  await challenge.getByRole('button', { name: new RegExp(t.takePartner) }).click()
  const [site] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('alertdialog', { name: 'Atenção' }).getByRole('button', { name: 'Vamos lá!' }).click(),
  ])
  await site.waitForLoadState()
  const address = new URL(site.url())
  expect(address.pathname).toBe('/partner-test/challenge')
  expect(address.searchParams.get('user_id')).toBe(String(user.id))
  expect(address.searchParams.get('opportunity_id')).toBe(String(INTERNSHIP.id))
  await expect(site.getByRole('heading', { level: 2, name: 'Desafio de Talentos' })).toBeVisible()
  await site.getByRole('button', { name: 'Concluir teste' }).click()

  // Back through /return_test: both tests are finished, each under its own name again.
  await expect(site).toHaveURL(new RegExp(`/vagas/${INTERNSHIP.id}/inscricao/testes$`))
  for (const name of CHALLENGE_PAIR) await expect(testCard(site, name).getByText('Finalizado')).toBeVisible()
  await expect(testCard(site, 'Desafio de Talentos')).toHaveCount(0)
  await expect(site.getByText('Todos os testes foram finalizados')).toBeVisible()
  await checkA11y(site)
})

test('a test that cannot be edited: an answered question goes back to its cover; a question or the list that fails to load says so', async ({
  page,
  checkA11y,
  failingOnPurpose,
}) => {
  const user = await candidate(page, 'travado')
  await startApplication(user, WITH_TIMED_AND_PARTNER.id)
  const cover = `/vagas/${WITH_TIMED_AND_PARTNER.id}/inscricao/raciocinio-logico/${TIMED.id}`
  await signInTo(page, user, cover)
  await page.getByRole('button', { name: t.start }).click()
  await expect(page.getByText(t.questionOf(1, 3))).toBeVisible()
  const first = page.url()
  const headerTestId = /\/inscricao\/(\d+)\/teste\/\d+$/.exec(first)?.[1]
  expect(headerTestId).toBeTruthy()
  await page.getByRole('radio', { name: 'Todo A é C' }).check()
  await page.getByRole('button', { name: t.next }).click()
  await expect(page.getByText(t.questionOf(2, 3))).toBeVisible()
  // No way back inside the test…
  await expect(page.getByRole('button', { name: t.previous })).toHaveCount(0)
  // …and the browser's back button to the answered question lands on the cover instead.
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${cover}$`))
  await expect(page.getByRole('heading', { level: 1, name: TIMED.name })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Todo A é C' })).toHaveCount(0)
  await checkA11y()
  // 'Começar' goes on where the candidate stopped.
  await page.getByRole('button', { name: t.start }).click()
  await expect(page.getByText(t.questionOf(2, 3))).toBeVisible()

  // A question that does not load (a stale link): 'Uoops', its message, then the tests page.
  await visit(page, `/vagas/${WITH_TIMED_AND_PARTNER.id}/inscricao/${headerTestId}/teste/999999`)
  const questionFailed = page.getByRole('alertdialog', { name: 'Uoops' })
  await expect(questionFailed).toHaveAccessibleDescription(
    'Ocorreu um erro ao carregar a pergunta. Tente novamente...',
  )
  await checkA11y()
  await questionFailed.getByRole('button', { name: 'Ok' }).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${WITH_TIMED_AND_PARTNER.id}/inscricao/testes$`))
  await expect(testCard(page, TIMED.name)).toBeVisible()

  // The tests list failing to load: 'Uoops', its message, then back to the application form.
  failingOnPurpose.add(siteGraphqlUrl)
  const failing = await failOperation(page, 'SubscriptionTests')
  await page.reload()
  const listFailed = page.getByRole('alertdialog', { name: 'Uoops' })
  await expect(listFailed).toHaveAccessibleDescription(
    'Ocorreu um erro ao carregar os testes da oportunidade. Tente novamente.',
  )
  expect(failing.count).toBeGreaterThan(0)
  await checkA11y()
  await page.unroute(siteGraphqlUrl)
  await listFailed.getByRole('button', { name: 'Ok' }).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${WITH_TIMED_AND_PARTNER.id}/inscricao$`))
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.basic })).toBeVisible()
})
