// Both brands run on the same build: the default one and the demo brand (BRAND=demo, a second web
// server started by playwright.config.ts), each with its own theme, content and logo, and the messages the
// platform sends for each in that brand.
import { JOB_LIST_PAGE_SIZE, ptBR } from '@carreiras/core'
import { expect, test, visit } from './fixtures'
import { createUser, lastEmail, linkTo, uniqueEmail } from './platform'

const demoUrl = `http://127.0.0.1:${process.env.E2E_DEMO_PORT}`

test('both brands render their home and job list, each passing axe', async ({ page, checkA11y }) => {
  for (const [base, theme, company] of [
    ['', 'aurora', 'Grupo Aurora'],
    [demoUrl, 'demo', 'Cooperativa Demo'],
  ] as const) {
    await visit(page, `${base}/`)
    await expect(page.locator('html')).toHaveAttribute('data-brand', theme)
    await expect(page.getByRole('banner').getByRole('img', { name: company })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(company)
    await checkA11y()

    await visit(page, `${base}/vagas`)
    await expect(page.getByRole('heading', { level: 1, name: ptBR.header.nav.opportunities })).toBeVisible()
    await expect(page.getByRole('main').getByRole('listitem').getByRole('article')).toHaveCount(
      JOB_LIST_PAGE_SIZE,
    )
    await checkA11y()
  }
  // The brands differ where a visitor sees it: the primary colour.
  const primary = async (url: string) => {
    await visit(page, url)
    return page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
    )
  }
  expect(await primary('/')).not.toBe(await primary(`${demoUrl}/`))
})

test('the demo site’s password recovery is e-mailed from the demo brand', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createUser(request, {
    name: 'Helena Prado',
    email: uniqueEmail('senha-demo'),
    password: 'segredo123',
  })
  await visit(page, `${demoUrl}/`)
  await page.getByRole('button', { name: 'Cadastre seu Currículo' }).click()
  // The dialog in the brand's words (its messages.account), core's where the brand says nothing.
  const login = page.getByRole('dialog', { name: 'Entrar' })
  await expect(login.getByRole('checkbox', { name: 'Manter conectado neste aparelho' })).toBeVisible()
  await login.getByRole('button', { name: 'Esqueci minha senha' }).click()
  const forgot = page.getByRole('dialog', { name: 'Esqueci minha senha' })
  await forgot.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await forgot.getByRole('button', { name: 'Enviar' }).click()
  await expect(
    forgot.getByText('Pronto! Enviamos para seu e-mail as instruções para criar uma nova senha.'),
  ).toBeVisible()
  await checkA11y()

  // The site named its brand to the platform: the e-mail comes from the demo's sender, in its words.
  const mail = await lastEmail(request, user.email)
  expect(mail.subject).toBe('Recuperação de senha')
  expect(mail.from).toContain('pessoas@cooperativa-demo.example')
  expect(mail.text).toContain('cadastro no site Carreiras Cooperativa Demo.')
  expect(mail.text).not.toContain('Aurora')
  expect(linkTo(mail, '/password-recovery')).toContain('token=')
})
