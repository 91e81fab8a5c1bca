// The starter (examples/starter), installed from the packed tarballs, against the local platform: home →
// /vagas → a job → the account dialog → a new candidate signs in → the ficha's first section. Axe on every
// page; the third brand's name and colour on screen. scripts/starter-check.mjs runs it.
import { ptBR } from '@carreiras/core'
import { expect, test, visit } from '../../apps/web/e2e/fixtures'
import { createUser, randomCpf, uniqueEmail } from '../../apps/web/e2e/platform'
import brand from '../../examples/starter/app/brand/brand.json' with { type: 'json' }

const JOB = { id: 100001, title: 'Analista de Crédito Pleno' }
const PASSWORD = 'senha-forte-1'
/** The brand's primary colour (#9a3412) as the browser computes it. */
const PRIMARY_RGB = 'rgb(154, 52, 18)'

test('the starter: home, jobs, a job, sign-in from the ficha, the ficha’s first section', async ({
  page,
  checkA11y,
}) => {
  const user = await createUser(page.request, {
    name: 'Helena Duarte',
    email: uniqueEmail('starter'),
    password: PASSWORD,
    cpf: randomCpf(),
    phone: '11987654321',
    termsAccepted: true,
  })

  // Home: the brand's hero, logo and colour, all from app/brand/brand.json.
  await visit(page, '/')
  await expect(page).toHaveTitle(brand.siteName)
  await expect(page.getByRole('heading', { level: 1, name: brand.content.home.hero.title })).toBeVisible()
  await expect(page.getByRole('img', { name: brand.logo.alt })).toBeVisible()
  await expect(page.locator('[data-slot="hero"], section.bg-primary').first()).toHaveCSS(
    'background-color',
    PRIMARY_RGB,
  )
  await checkA11y()

  // The job list.
  await page.getByRole('link', { name: ptBR.hunting.jobs }).click()
  await expect(page).toHaveURL(/\/vagas$/)
  await expect(page.getByRole('heading', { level: 1, name: ptBR.header.nav.opportunities })).toBeVisible()
  await checkA11y()

  // One job.
  await page.getByRole('link', { name: JOB.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${JOB.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: JOB.title })).toBeVisible()
  await checkA11y()

  // Applying asks for the login: the account dialog opens over the ficha.
  await page.getByRole('link', { name: new RegExp(ptBR.job.apply) }).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${JOB.id}/inscricao$`))
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await expect(dialog).toBeVisible()
  await checkA11y()
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.keyboard.press('Enter')

  // Signed in: the ficha's first section, in the brand's colours.
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: ptBR.application.title(JOB.title) })).toBeVisible()
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.basic })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByText(ptBR.application.requiredFieldsNote)).toBeVisible()
  await expect(page.getByRole('img', { name: brand.logo.alt })).toBeVisible()
  await checkA11y()
})
