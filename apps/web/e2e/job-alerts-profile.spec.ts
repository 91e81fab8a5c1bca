// Job alerts of a signed-in candidate (docs/job-alerts.md), end to end: the 'Criar alerta de vagas' dialog
// asks no e-mail and creates the alert active at once; a new opening of the dialog starts a new alert; in
// 'Alertas de vagas' on /meu-perfil the alert's frequency is changed, it is paused (kept after a reload) and
// deleted, each change announced. Axe checks every page and state.
import { ptBR } from '@carreiras/core'
import { expect, test, visit } from './fixtures'
import { createUser, uniqueEmail } from './platform'

const t = ptBR.jobAlerts

test('a signed-in candidate creates an alert from /vagas and changes, pauses and deletes it in Meu Perfil', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createUser(request, {
    name: 'Ana Alerta',
    email: uniqueEmail('alerta-perfil'),
    password: 'senha-forte-1',
    termsAccepted: true,
  })
  await visit(page, '/meu-perfil')
  const login = page.getByRole('dialog', { name: 'Entrar' })
  await login.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await login.getByLabel('Senha', { exact: true }).fill(user.password)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible()
  const box = page.getByRole('region', { name: t.profile.title })
  await expect(box.getByText(t.profile.empty)).toBeVisible()

  const word = `Perfil${Date.now().toString(36)}`
  await visit(page, `/vagas?term=${word}&state=RJ`)
  await page.getByRole('button', { name: t.create.button }).click()
  const dialog = page.getByRole('dialog', { name: t.create.title })
  await expect(dialog).toContainText(`“${word}” · RJ`)
  await expect(dialog.getByRole('textbox', { name: t.create.emailLabel })).toHaveCount(0)
  await dialog.getByRole('radio', { name: t.frequencies.weekly }).check()
  await dialog.getByRole('button', { name: t.create.submit }).click()
  await expect(dialog.getByRole('status')).toHaveText(t.create.createdSignedIn)
  await checkA11y()
  await dialog.getByRole('button', { name: t.create.close }).click()
  await expect(dialog).toBeHidden()
  // Opened again: a new alert's form, not the last one's outcome.
  await page.getByRole('button', { name: t.create.button }).click()
  await expect(dialog.getByRole('button', { name: t.create.submit })).toBeEnabled()
  await expect(dialog.getByText(t.create.createdSignedIn)).toHaveCount(0)
  await dialog.getByRole('button', { name: t.create.cancel }).click()
  await expect(dialog).toBeHidden()

  await visit(page, '/meu-perfil')
  const item = box.getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item.getByRole('link', { name: `“${word}” · RJ` })).toBeVisible()
  const frequency = item.getByRole('combobox', { name: t.profile.frequencyLabel(`“${word}” · RJ`) })
  await expect(frequency).toHaveValue('weekly')
  await frequency.selectOption('daily')
  await expect(box.getByRole('status').last()).toHaveText(t.profile.saved)
  await item.getByRole('button', { name: t.profile.pause }).click()
  await expect(item.getByText(t.profile.paused)).toBeVisible()
  await expect(item.getByRole('button', { name: t.profile.resume })).toBeEnabled()
  await checkA11y()

  await page.reload()
  await expect(item.getByText(t.profile.paused)).toBeVisible()
  await expect(frequency).toHaveValue('daily')
  await item.getByRole('button', { name: t.profile.removeLabel(`“${word}” · RJ`) }).click()
  await expect(box.getByRole('status').last()).toHaveText(t.profile.removed)
  await expect(item).toHaveCount(0)
  await expect(box.getByText(t.profile.empty)).toBeVisible()
  await checkA11y()
})
