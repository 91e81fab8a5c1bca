import {
  accountDialogMachine,
  accountDialogView,
  type AccountDialogEvent,
  type StoredSession,
} from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor as waitForAssertion, within } from 'storybook/test'
import { createActor, fromPromise, waitFor, type StateValue } from 'xstate'
import { AccountDialog, type AccountDialogActor } from './account-dialog'
import { AccountProviderButtons, AccountRetailLoginForm } from './account-provider-forms'

// The other sign-ins (docs/identity.md): the single sign-on and Microsoft buttons, the retail partner's
// employee form in each state (idle, busy, error), and the same screens inside the real account-dialog
// machine with fake platform calls.

const meta = {
  title: 'Domínio/AccountDialog/Outros acessos',
  component: AccountRetailLoginForm,
  args: { onSubmit: fn(), onBack: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md rounded-lg border border-border p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountRetailLoginForm>

export default meta
type Story = StoryObj<typeof meta>

export const RetailIdle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
    await expect(await canvas.findByText('Informe seu login')).toBeVisible()
    await expect(canvas.getByText('Informe sua senha')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Login'), 'ana.varejo')
    await userEvent.type(canvas.getByLabelText('Senha'), 'demonstracao-2027')
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
    // react-hook-form validates with the zod resolver before it calls onSubmit: after the click returns.
    await waitForAssertion(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ login: 'ana.varejo', password: 'demonstracao-2027' }),
    )
  },
}

export const RetailBusy: Story = { args: { loading: true } }

export const RetailError: Story = { args: { error: 'Login ou senha incorretos' } }

export const ProviderButtonsLogin: Story = {
  render: () => <AccountProviderButtons action="login" onSso={fn()} onMicrosoft={fn()} onRetail={fn()} />,
}

export const ProviderButtonsSignUp: Story = {
  render: () => <AccountProviderButtons action="register" onSso={fn()} onMicrosoft={fn()} />,
}

export const ProviderButtonsBusy: Story = {
  render: () => (
    <AccountProviderButtons action="login" onSso={fn()} onMicrosoft={fn()} onRetail={fn()} disabled />
  ),
}

/* In the dialog, driven by the real machine ------------------------------------------------------ */

const record: StoredSession = {
  token: 'token-de-demonstracao',
  userId: 42,
  name: 'Ana Varejo',
  socialName: null,
  avatar: null,
  email: 'ana.varejo@magalu.example',
  termsAccepted: [],
  keepLogged: false,
  expiresAt: null,
}
type Outcome = 'ok' | 'pending' | { code: string; message?: string }
const settle = (outcome: Outcome) =>
  outcome === 'pending'
    ? new Promise<StoredSession>(() => {})
    : outcome === 'ok'
      ? Promise.resolve(record)
      : Promise.reject(outcome)

let running: AccountDialogActor | undefined

async function startDialog(steps: AccountDialogEvent[], outcome: Outcome, until: string[]) {
  running?.stop()
  const actor = createActor(
    accountDialogMachine.provide({
      actors: {
        ssoSignIn: fromPromise(() => settle(outcome)),
        microsoftSignIn: fromPromise(() => settle(outcome)),
        retailSignIn: fromPromise(() => settle(outcome)),
      },
      delays: { welcome: 2 ** 31 - 1 },
    }),
  ).start()
  for (const step of steps) actor.send(step)
  // The state path as the dialog's view takes it: `until` names it one level at a time.
  const path: StateValue = until.length === 1 ? { open: until[0]! } : { open: { [until[0]!]: until[1]! } }
  await waitFor(actor, (s) => accountDialogView(s).matches(path))
  running = actor
  return actor
}

const dialogStory = (steps: AccountDialogEvent[], outcome: Outcome, until: string[]): Story => ({
  loaders: [async () => ({ actor: await startDialog(steps, outcome, until) })],
  render: (_, { loaded }) => (
    <AccountDialog
      actor={(loaded as { actor: AccountDialogActor }).actor}
      supportEmail="suporte@carreiras.exemplo.com.br"
      providers={{ onSso: fn(), onMicrosoft: fn(), retail: true }}
    />
  ),
})

const openLogin: AccountDialogEvent = { type: 'dialog.open', form: 'login' }
const showRetail: AccountDialogEvent = { type: 'providerForm.show', form: 'retailLogin' }
const submitRetail: AccountDialogEvent = {
  type: 'retailLogin.submit',
  login: 'ana.varejo',
  password: 'errada',
}

export const DialogLoginWithProviders = dialogStory([openLogin], 'ok', ['login'])
export const DialogSignUpWithProviders = dialogStory([{ type: 'dialog.open', form: 'define' }], 'ok', [
  'define',
])
export const DialogRetailIdle = dialogStory([openLogin, showRetail], 'ok', ['retailLogin', 'idle'])
export const DialogRetailBusy = dialogStory([openLogin, showRetail, submitRetail], 'pending', [
  'retailLogin',
  'submitting',
])
export const DialogRetailError: Story = {
  ...dialogStory([openLogin, showRetail, submitRetail], { code: 'WRONG_PASSWORD' }, ['retailLogin', 'idle']),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('alert')).toHaveTextContent('Login ou senha incorretos')
  },
}
export const DialogSsoSigningIn = dialogStory(
  [{ type: 'sso.returned', code: 'codigo', path: '/' }],
  'pending',
  ['providerSignIn'],
)
export const DialogSsoError: Story = {
  ...dialogStory([{ type: 'sso.failed', path: '/' }], 'ok', ['login']),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Não foi possível entrar com o login corporativo. Tente novamente.',
    )
  },
}
export const DialogMicrosoftError = dialogStory([openLogin, { type: 'microsoft.failed' }], 'ok', ['login'])
