// The site works at any host name: opened at http://localhost:<port> and at http://127.0.0.1:<port>, a
// candidate signs in and sees the avatar the platform serves, and the browser never talks to the platform
// itself — only to the site, whose same-origin proxy forwards the sealed GraphQL, the captcha, the postal
// codes and the files (apps/web/app/lib/platform-proxy.server.ts).
import {
  SignInDocument,
  UploadUserAvatarDocument,
  createPlatformClient,
  type PlatformSession,
} from '@carreiras/api'
import type { Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'
import { clientTokens, createUser, platformUrl, uniqueEmail } from './platform'

const PASSWORD = 'segredo123'
const PORT = process.env.E2E_WEB_PORT
const HOSTS = [`http://localhost:${PORT}`, `http://127.0.0.1:${PORT}`]
/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

async function signIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Cadastre seu Currículo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
}

test('signs in at localhost and at 127.0.0.1, the avatar through the site, never calling the platform', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createUser(request, {
    name: 'Helena Souza Prado',
    email: uniqueEmail('hosts'),
    password: PASSWORD,
  })
  // An avatar, sent through the site's proxy with the sealed transport (from here, as another client
  // would): the platform stores its URL under its PUBLIC_URL, the site's proxy.
  let session: PlatformSession | null = null
  const client = createPlatformClient({
    apiUrl: `${HOSTS[0]}/plataforma`,
    clientTokens,
    getSession: () => session,
  })
  const { userLogin } = await client.request(SignInDocument, { email: user.email, password: PASSWORD })
  session = { token: userLogin!.token!, userId: Number(userLogin!.id) }
  const { uploadUserAvatar } = await client.request(UploadUserAvatarDocument, {
    user_id: String(session.userId),
    image_base64: PNG,
  })
  expect(uploadUserAvatar?.avatar).toMatch(
    new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/plataforma/files/\\d+/`),
  )

  const origins = new Set<string>()
  page.on('request', (sent) => {
    const { protocol, origin } = new URL(sent.url())
    if (protocol === 'http:' || protocol === 'https:') origins.add(origin)
  })

  for (const host of HOSTS) {
    // Each host is an origin of its own (its own storage): each starts signed out.
    await visit(page, `${host}/`)
    await signIn(page, user.email)
    const menu = page.getByRole('button', { name: 'Olá, Helena' })
    await expect(menu).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`^${host.replace(/\./g, '\\.')}/vagas$`))
    // The platform-served avatar, loaded (Radix shows the image only once it has loaded).
    const avatar = menu.locator('img')
    await expect(avatar).toBeVisible()
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
    await checkA11y()
  }

  expect([...origins].sort()).toEqual([...HOSTS].sort())
  expect(origins).not.toContain(platformUrl)
})
