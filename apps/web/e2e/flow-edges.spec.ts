// Edges of the flows that the spec names (docs/decisions.md, "A closed opening on the tests pages", "The pending
// tests page"), against the real platform and web servers, axe on every page: a closed opening on the tests
// pages shows the application form's 'Uoops' / 'Inscrições Encerradas' and goes to /vagas/ (the test cover
// excepted); the pending tests page hides the header; the FAQ's 8 questions; 'Termos de serviço' opens the terms
// of use ("Terms of service"), not the privacy notice.
import { FAQ_ITEMS_COUNT, TERMS_OF_SERVICE_ROUTE, TERMS_ROUTE, ptBR } from '@carreiras/core'
import type { Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'
import { candidate, signInTo } from './application-helpers'

const CLOSED = { id: 100002, title: 'Operador(a) de Caixa' }
const WITH_IN_HOUSE = { id: 100006, title: 'Analista de Dados Júnior' }

/** The closed opening's dialog: its texts, axe, then 'Ok' to /vagas/. */
async function closedDialogLeads(page: Page, checkA11y: () => Promise<void>) {
  const dialog = page.getByRole('alertdialog', { name: ptBR.application.closedDialog.title })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAccessibleDescription(ptBR.application.closedDialog.message)
  await expect(dialog.getByRole('button', { name: ptBR.common.ok })).toBeFocused()
  await checkA11y()
  await dialog.getByRole('button', { name: ptBR.common.ok }).click()
  await expect(page).toHaveURL(/\/vagas\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test('a closed opening: the tests list, the pending tests and a question say “Inscrições Encerradas”, then /vagas/; the cover does not', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'closed-tests')
  await signInTo(page, user, `/vagas/${CLOSED.id}/inscricao/testes`)
  await closedDialogLeads(page, checkA11y)

  await visit(page, `/vagas/${CLOSED.id}/inscricao/testes-pendentes`)
  await closedDialogLeads(page, checkA11y)

  await visit(page, `/vagas/${CLOSED.id}/inscricao/1/teste/1`)
  await closedDialogLeads(page, checkA11y)

  // The cover is the spec's exception: it does what it always does (here, no such test for this opening).
  await visit(page, `/vagas/${CLOSED.id}/inscricao/raciocinio-logico/3002`)
  const failure = page.getByRole('alertdialog', { name: ptBR.common.uoops })
  await expect(failure).toHaveAccessibleDescription(ptBR.tests.testLoadFailed)
  await expect(page.getByText(ptBR.application.closedDialog.message)).toHaveCount(0)
  await checkA11y()
})

test('the pending tests page hides the header and keeps the footer; the tests list keeps both', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'pending-header')
  await signInTo(page, user, `/vagas/${WITH_IN_HOUSE.id}/inscricao/testes-pendentes`)
  // Without a subscription the page says so (its own edge), over a page without the header.
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText(ptBR.tests.notEnrolled)).toBeVisible()
  // The open dialog hides the rest of the page from the accessibility tree: count the hidden parts too.
  await expect(page.getByRole('banner', { includeHidden: true })).toHaveCount(0)
  await expect(page.getByRole('contentinfo', { includeHidden: true })).toHaveCount(1)
  await checkA11y()

  await visit(page, `/vagas/${WITH_IN_HOUSE.id}/inscricao/testes`)
  await expect(page.getByRole('heading', { level: 1, name: ptBR.tests.listTitle })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(1)
  await expect(page.getByRole('contentinfo')).toHaveCount(1)
  await checkA11y()
})

test('the FAQ has the 8 questions, one saying applying is free; the footer’s Termos de serviço opens the terms of use', async ({
  page,
  checkA11y,
}) => {
  await visit(page, '/faq')
  const questions = page.locator('main details > summary')
  await expect(questions).toHaveCount(FAQ_ITEMS_COUNT)
  await page.getByRole('heading', { level: 2, name: 'É preciso pagar para me inscrever?' }).click()
  await expect(page.getByText(/A inscrição é gratuita/)).toBeVisible()
  await checkA11y()

  const footerLinks = page.getByRole('navigation', { name: ptBR.ui.chrome.footer.linksNav })
  await expect(footerLinks.getByRole('link', { name: ptBR.footer.privacyPolicy })).toHaveAttribute(
    'href',
    TERMS_ROUTE,
  )
  await footerLinks.getByRole('link', { name: ptBR.footer.termsOfService }).click()
  await expect(page).toHaveURL(new RegExp(`${TERMS_OF_SERVICE_ROUTE}$`))
  await expect(page.getByRole('heading', { level: 1, name: ptBR.pages.termsOfService.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: ptBR.pages.terms.title })).toHaveCount(0)
  await checkA11y()
  // The privacy notice is one link away, and stays where the terms modal sends the candidate.
  await page.getByRole('link', { name: ptBR.pages.termsOfService.privacyLink }).click()
  await expect(page).toHaveURL(new RegExp(`${TERMS_ROUTE}$`))
  await expect(page.getByRole('heading', { level: 1, name: ptBR.pages.terms.title })).toBeVisible()
})
