// The platform stopped under the site (docs/operations.md, "Faults"): a site of its own whose platform is
// reached through a relay this journey opens and closes — closed, the site's proxy finds nothing listening,
// exactly as with a stopped platform process. A login filled, the platform stopped, the submit: core's
// network message, announced, and every field still filled; the platform back, the same submit signs in.
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { fileURLToPath } from 'node:url'
import { ptBR } from '@carreiras/core'
// @ts-expect-error plain ESM helper without type declarations
import { localWebEnv } from '../../../scripts/local-env.mjs'
import { freePort } from '../../../scripts/ports.mjs'
import { PASSWORD, candidate } from './application-helpers'
import { expect, test, visit } from './fixtures'
import { platformUrl } from './platform'

const webDir = fileURLToPath(new URL('..', import.meta.url))

/** A TCP relay to the platform that can be stopped (refusing connections) and started again. */
function relayTo(target: URL) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  // A port of the lane's own block (scripts/ports.mjs), kept across a stop and a start.
  let port = 0
  const start = async () => {
    port ||= await freePort()
    await new Promise<void>((resolve) => {
      server = net.createServer((socket) => {
        const upstream = net.connect(Number(target.port), target.hostname)
        for (const s of [socket, upstream]) {
          sockets.add(s)
          s.on('close', () => sockets.delete(s))
          s.on('error', () => s.destroy())
        }
        socket.pipe(upstream).pipe(socket)
      })
      server.listen(port, '127.0.0.1', () => resolve())
    })
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server?.close(() => resolve())
    })
  return { start, stop, url: () => `http://127.0.0.1:${port}` }
}

const relay = relayTo(new URL(platformUrl))
let site: ChildProcess | null = null
let siteUrl = ''

test.beforeAll(async () => {
  await relay.start()
  siteUrl = `http://127.0.0.1:${await freePort()}`
  site = spawn(process.execPath, ['server.mjs', './build/server/index.js'], {
    cwd: webDir,
    env: {
      ...process.env,
      PORT: new URL(siteUrl).port,
      NODE_ENV: 'production',
      LOG: 'off',
      ...(localWebEnv({ platformUrl: relay.url(), siteUrl }) as Record<string, string>),
    },
    stdio: 'ignore',
  })
  const until = Date.now() + 60_000
  for (;;) {
    const up = await fetch(`${siteUrl}/vagas`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > until) throw new Error(`${siteUrl} did not start`)
    await new Promise((r) => setTimeout(r, 250))
  }
})

test.afterAll(async () => {
  site?.kill('SIGTERM')
  await relay.stop()
})

test('the platform stopped: the network message on submit, every field kept; back, the same submit signs in', async ({
  page,
  checkA11y,
  failingOnPurpose,
}) => {
  const user = await candidate(page, 'unreachable')
  await visit(page, `${siteUrl}/`)
  await page.getByRole('button', { name: 'Cadastre seu Currículo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await expect(dialog).toBeVisible()
  const email = dialog.getByRole('textbox', { name: 'E-mail' })
  const password = dialog.getByLabel('Senha', { exact: true })
  await email.fill(user.email)
  await password.fill(PASSWORD)
  await dialog.getByRole('checkbox', { name: 'Manter conectado' }).check()

  // The platform stops: the site's proxy answers 502 (its console line is expected).
  failingOnPurpose.add(`${siteUrl}/plataforma/graphql`)
  await relay.stop()
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
  const alert = page.getByRole('alert').filter({ hasText: ptBR.clientErrors.NETWORK })
  await expect(alert).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(email).toHaveValue(user.email)
  await expect(password).toHaveValue(PASSWORD)
  await expect(dialog.getByRole('checkbox', { name: 'Manter conectado' })).toBeChecked()
  await checkA11y()

  // The platform answers again: the same form, submitted as it is, signs in.
  await relay.start()
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page.getByRole('button', { name: `Olá, ${user.name.split(' ')[0]}` })).toBeVisible()
  await checkA11y()
})
