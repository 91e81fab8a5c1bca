// The document modal (docs/decisions.md, "The document modal"): a candidate's sent file — here a medical
// report — shows in a dialog when its name is clicked, the PDF's toolbar hidden, the 'Abrir documento em
// nova aba' link kept. The platform's answer lets only the site frame it (docs/security.md, "Headers"), and
// the browser shows it framed rather than its error page for a refused frame. Axe with the dialog open.
import { ptBR } from '@carreiras/core'
// @ts-expect-error plain ESM helper without type declarations
import { chromiumLaunchOptions } from '../../../scripts/browser.mjs'
import { PDF, candidate, fichaReady, fields, form, signInTo, yesNo } from './application-helpers'
import { expect, test } from './fixtures'

// The full Chromium, headless: its PDF viewer shows a framed PDF, or its error page when the answer's policy
// forbids the frame. The journeys' headless shell downloads a framed PDF whatever the policy, so it could not
// tell a refused frame from a shown one.
test.use({ launchOptions: chromiumLaunchOptions() })

test('a laudo’s name shows it framed (toolbar hidden, only the site may frame it); Esc returns to the name', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'laudo-modal')
  await signInTo(page, user)
  await fichaReady(page)
  await yesNo(page, fields.has_disability, 'Sim')
  const laudo = form(page).getByRole('group', { name: fields.laudo })
  await laudo
    .locator('input[type="file"]')
    .setInputFiles({ name: 'laudo.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(laudo.getByText('laudo.pdf')).toBeVisible()

  // Its name shows it in the document modal: the platform's answer lets the site frame it (and only the
  // site: docs/security.md, "Headers"), so the browser shows it instead of its error page.
  const fileAnswer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith('/plataforma/files/') &&
      response.request().resourceType() === 'document',
  )
  const laudoName = laudo.getByRole('button', { name: ptBR.ui.forms.fileUpload.view('laudo.pdf') })
  await laudoName.click()
  const viewer = page.getByRole('dialog', { name: 'laudo.pdf' })
  await expect(viewer).toBeVisible()
  const frame = viewer.locator('iframe')
  await expect(frame).toHaveAttribute('title', 'laudo.pdf')
  await expect(frame).toHaveAttribute('src', /\/plataforma\/files\/\d+\/[\w-]+#toolbar=0$/)
  const fileUrl = (await frame.getAttribute('src'))!.replace(/#toolbar=0$/, '')
  await expect(viewer.getByRole('link', { name: ptBR.ui.overlays.iframe.openInNewTab })).toHaveAttribute(
    'href',
    fileUrl,
  )
  const answer = await fileAnswer
  expect(answer.url()).toBe(fileUrl)
  expect(answer.status()).toBe(200)
  const headers = await answer.allHeaders()
  expect(headers['content-type']).toBe('application/pdf')
  expect(headers['x-frame-options']).toBeUndefined()
  // 'self' (the site's proxy answers) and the site origins the platform knows (WEB_ORIGIN: both brands).
  const siteOrigins = [process.env.E2E_WEB_PORT, process.env.E2E_DEMO_PORT].map(
    (p) => `http://127.0.0.1:${p}`,
  )
  expect(headers['content-security-policy']).toBe(
    `default-src 'none'; frame-ancestors 'self' ${siteOrigins.join(' ')}`,
  )
  // The frame shows the file, drawn by the PDF viewer inside it, not Chromium's page for a refused frame.
  const frameUrls = () => page.frames().map((f) => f.url())
  await expect.poll(frameUrls).toContain(`${fileUrl}#toolbar=0`)
  await expect.poll(() => frameUrls().some((url) => url.startsWith('chrome-extension://'))).toBe(true)
  expect(frameUrls()).not.toContain('chrome-error://chromewebdata/')
  await checkA11y()
  // The viewer takes the focus once it has drawn the file; the dialog takes it back, so Esc reaches it.
  await expect(viewer).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(laudoName).toBeFocused()
})
