import { accountDialogView, type AccountDialogEvent } from '@carreiras/core'
import type { StateValue } from 'xstate'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { AccountDialog, type AccountDialogActor, type AccountDialogProps } from './account-dialog'
import {
  FOREVER_MS,
  platformBusy,
  platformError,
  startAccountDialog,
  type AccountFakes,
  type AccountScenario,
  type AccountStep,
} from './account-dialog.fixtures'
import { Checkbox } from '../../primitives/checkbox'

// Every screen and state of the account dialog, rendered by the real account-dialog machine with fake
// platform calls. Each story's scenario (parameters.account) is played before the story renders:
// events sent to the machine and states waited for. A few stories then play a user's keyboard or mouse.

type StoryArgs = Omit<AccountDialogProps, 'actor'>
type AccountParameters = AccountScenario & {
  /** Stops the clock (Date.now) for the story, so the 120 s countdown shows a steady 2:00. */
  frozenClock?: boolean
}

/** A stand-in for the app's captcha widget: ticking it hands a token to the form. */
function FakeCaptcha({ onToken }: { onToken: (token: string | null) => void }) {
  const [checked, setChecked] = useState(false)
  return (
    <Checkbox
      label="Não sou um robô"
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next === true)
        onToken(next === true ? 'token-de-demonstracao' : null)
      }}
      className="rounded-md border border-border p-3"
    />
  )
}

let running: AccountDialogActor | undefined
let restoreClock: (() => void) | undefined

function freezeClock() {
  const realNow = Date.now
  const frozen = realNow()
  Date.now = () => frozen
  restoreClock = () => {
    Date.now = realNow
    restoreClock = undefined
  }
}

const meta = {
  title: 'Domínio/AccountDialog',
  component: AccountDialog,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false }, captcha: { control: false } },
  args: {
    supportEmail: 'suporte@carreiras.exemplo.com.br',
    termsHref: '/termos-de-uso',
    onSocial: fn(),
    captcha: (onToken) => <FakeCaptcha onToken={onToken} />,
  },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      const scenario = (parameters.account ?? {}) as AccountParameters
      if (scenario.frozenClock) freezeClock()
      running = await startAccountDialog(scenario)
      return { actor: running }
    },
  ],
  beforeEach: () => () => restoreClock?.(),
  render: (args, { loaded }) => (
    <AccountDialog {...args} actor={(loaded as { actor: AccountDialogActor }).actor} />
  ),
} satisfies Meta<typeof AccountDialog>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const body = (element: HTMLElement) => within(element.ownerDocument.body)

/** A story whose machine plays these steps (with these fakes) before it renders. */
const scenario = (steps: AccountStep[], fakes?: AccountFakes, extra?: Partial<AccountParameters>) => ({
  parameters: { account: { steps, fakes, ...extra } satisfies AccountParameters },
})

const open = (form: Extract<AccountDialogEvent, { type: 'dialog.open' }>['form']): AccountDialogEvent => ({
  type: 'dialog.open',
  form,
})
type Snapshot = Parameters<Extract<AccountStep, (...args: never[]) => boolean>>[0]
const reached = (state: StateValue) => (snapshot: Snapshot) => accountDialogView(snapshot).matches(state)

const VALID_CPF_DIGITS = '52998224725'
const login: AccountDialogEvent = {
  type: 'login.submit',
  email: 'mariana.souza@example.com',
  password: 'segredo123',
  keepLogged: false,
}
const signUpPayload: AccountDialogEvent = {
  type: 'register.submit',
  payload: {
    first_name: 'Mariana',
    last_name: 'Souza Lima',
    email: 'mariana.souza@example.com',
    foreigner: false,
    document: VALID_CPF_DIGITS,
    password: 'segredo123',
    accept_terms_of_use: true,
    source: 'carreiras',
    captcha: 'token-de-demonstracao',
  },
}
/** Forgot e-mail up to step 2 (code sent). */
const toCodeStep: AccountStep[] = [
  open('forgotUser'),
  { type: 'forgotUser.submitCpf', cpf: VALID_CPF_DIGITS },
  reached({ open: { forgotUser: 'step1' } }),
  { type: 'forgotUser.selectUser', userId: 7 },
  reached({ open: { forgotUser: 'step2' } }),
]
const toNewEmailStep: AccountStep[] = [
  ...toCodeStep,
  { type: 'code.submit', code: '123456' },
  reached({ open: { forgotUser: 'step3' } }),
]

async function fillLogin(
  dialog: HTMLElement,
  userEvent: { type: (element: Element, text: string) => Promise<void> },
) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'mariana.souza@example.com')
  await userEvent.type(within(dialog).getByLabelText('Senha', { selector: 'input' }), 'segredo123')
}

/* Define ------------------------------------------------------------------------------------------ */

export const Define: Story = scenario([open('define')])

export const DefineWithoutNetworks: Story = { ...scenario([open('define')]), args: { onSocial: undefined } }

/* Login ------------------------------------------------------------------------------------------- */

export const Login: Story = scenario([open('login')])

export const LoginKeyboardOnly: Story = {
  ...scenario([open('login')]),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Entrar' })
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' })
    const password = within(dialog).getByLabelText('Senha', { selector: 'input' })
    const keepLogged = within(dialog).getByRole('checkbox', { name: 'Manter conectado' })
    const submit = within(dialog).getByRole('button', { name: 'Entrar' })
    // The dialog opens with the focus on the first field; Tab follows the visual order.
    await waitFor(() => expect(email).toHaveFocus())
    await userEvent.keyboard('mariana.souza@example.com')
    await userEvent.tab()
    await expect(password).toHaveFocus()
    await userEvent.keyboard('segredo123')
    await userEvent.tab()
    await expect(keepLogged).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(keepLogged).toBeChecked()
    await userEvent.tab()
    await expect(submit).toHaveFocus()
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: 'Esqueci minha senha' })).toHaveFocus()
    // Enter in a field submits the form.
    password.focus()
    await userEvent.keyboard('{Enter}')
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'Bem-vindo(a), Mariana!' }),
    ).toBeVisible()
  },
}

export const LoginValidationErrors: Story = {
  ...scenario([open('login')]),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Entrar' })
    await userEvent.type(within(dialog).getByLabelText('Senha', { selector: 'input' }), 'curta')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('E-mail inválido')
    await expect(within(dialog).getByLabelText('Senha', { selector: 'input' })).toHaveAccessibleDescription(
      'Sua senha deve ter no mínimo 8 caracteres',
    )
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2 campos precisam de correção.')
    // The focus goes from the button to the first invalid field.
    await waitFor(() => expect(email).toHaveFocus())
  },
}

export const LoginLoading: Story = {
  ...scenario([open('login')], { signIn: 'pending' }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Entrar' })
    await fillLogin(dialog, userEvent)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))
    await expect(within(dialog).getByRole('button', { name: 'Entrar' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Entrar' })).toHaveAttribute('aria-busy', 'true')
  },
}

/* Too many sign-ins at once (429): countdown, one automatic retry ------------------------------------ */

const busyCountdown = (n: number) => `Muitas pessoas estão entrando agora. Tentaremos de novo em ${n} s.`

/** The countdown's first second, held (the clock of this story does not tick). */
export const LoginBusyCountdown: Story = {
  ...scenario([open('login')], { signIn: platformBusy(12), busyTickMs: FOREVER_MS }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Entrar' })
    await fillLogin(dialog, userEvent)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))
    // Said once, politely; the visible countdown is not a live region.
    const live = dialog.querySelector('[data-slot="account-busy-live"]')!
    await waitFor(() => expect(live).toHaveTextContent(busyCountdown(12)))
    await expect(live).toHaveAttribute('aria-live', 'polite')
    const shown = dialog.querySelector('[data-slot="account-busy"]')!
    await expect(shown).toHaveTextContent(busyCountdown(12))
    await expect(shown).not.toHaveAttribute('aria-live')
    await expect(within(dialog).queryByRole('alert')).toBeNull()
    // The button waits; nothing typed is lost.
    await expect(within(dialog).getByRole('button', { name: 'Entrar' })).toBeDisabled()
    await expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'mariana.souza@example.com',
    )
    await expect(within(dialog).getByLabelText('Senha', { selector: 'input' })).toHaveValue('segredo123')
  },
}

/** The countdown runs (fast seconds), then the automatic retry signs the person in. */
export const LoginBusyThenRetried: Story = {
  ...scenario([open('login')], { signIn: [platformBusy(3), 'ok'], busyTickMs: 300 }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Entrar' })
    await fillLogin(dialog, userEvent)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))
    await within(dialog).findByText(busyCountdown(3))
    await within(dialog).findByText(busyCountdown(2))
    const live = dialog.querySelector('[data-slot="account-busy-live"]')!
    await expect(live).toHaveTextContent(busyCountdown(3))
    await expect(await body(canvasElement).findByText('Bem-vindo(a), Mariana!')).toBeVisible()
  },
}

/** The automatic retry refused again: the message, the form as typed, the button ready. */
export const LoginBusyRefusedAgain: Story = {
  ...scenario([open('login')], { signIn: [platformBusy(1), platformBusy(1)], busyTickMs: 100 }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Entrar' })
    await fillLogin(dialog, userEvent)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))
    const alert = await within(dialog).findByRole('alert')
    await expect(alert).toHaveTextContent(
      'Muitas pessoas estão entrando agora. Tente novamente em alguns segundos.',
    )
    await expect(within(dialog).getByRole('button', { name: 'Entrar' })).toBeEnabled()
    await expect(within(dialog).getByLabelText('Senha', { selector: 'input' })).toHaveValue('segredo123')
  },
}

export const LoginWrongPassword: Story = {
  ...scenario([open('login')], { signIn: platformError('WRONG_PASSWORD') }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Entrar' })
    await fillLogin(dialog, userEvent)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))
    const alert = await within(dialog).findByRole('alert')
    await expect(alert).toHaveTextContent('E-mail ou senha incorretos')
    // Nothing typed is lost, and the focus is back on the button.
    await expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'mariana.souza@example.com',
    )
    await expect(within(dialog).getByLabelText('Senha', { selector: 'input' })).toHaveValue('segredo123')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Entrar' })).toHaveFocus())
  },
}

export const LoginTooManyAttempts: Story = scenario(
  [open('login'), login, reached({ open: { login: 'idle' } })],
  { signIn: platformError('RATE_LIMITED') },
)

export const LoginRegisterOffer: Story = scenario(
  [open('login'), login, reached({ open: { login: 'notFound' } })],
  { signIn: platformError('USER_NOT_FOUND') },
)

export const LoginRegisterOfferYes: Story = {
  ...scenario([open('login')], { signIn: platformError('USER_NOT_FOUND') }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Entrar' })
    await fillLogin(dialog, userEvent)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))
    const offer = await within(dialog).findByRole('alert')
    await expect(offer).toHaveTextContent('Não encontramos seu usuário. Deseja se cadastrar?')
    await waitFor(() => expect(within(offer).getByRole('button', { name: 'Sim' })).toHaveFocus())
    await userEvent.click(within(offer).getByRole('button', { name: 'Sim' }))
    const register = await body(canvasElement).findByRole('dialog', { name: 'Cadastre-se' })
    const name = within(register).getByRole('textbox', { name: 'Nome Completo (sem abreviação)' })
    await waitFor(() => expect(name).toHaveFocus())
  },
}

export const LoginAfterEmailChange: Story = scenario([
  ...toNewEmailStep,
  { type: 'forgotUser.submitEmail', email: 'mariana.nova@example.com' },
  reached({ open: 'login' }),
])

export const LoginAfterPasswordRecovery: Story = scenario(
  [
    { type: 'dialog.open', form: 'changePassword', recovery: { token: 'token-do-email' } },
    { type: 'changePassword.submit', password: 'novasenha123' },
    reached({ open: 'login' }),
  ],
  { changePassword: 'noEmail' },
)

/* Insert CPF (hunting invitation) ----------------------------------------------------------------- */

const insertCpf: AccountDialogEvent = {
  type: 'insertCpf.open',
  name: 'MARIANA DE SOUZA LIMA',
  code: 'convite-123',
}

export const InsertCpf: Story = scenario([insertCpf])

export const InsertCpfLoading: Story = scenario(
  [insertCpf, { type: 'insertCpf.submit', document: VALID_CPF_DIGITS, foreigner: false }],
  { updateHunting: 'pending' },
)

export const InsertCpfError: Story = scenario(
  [
    insertCpf,
    { type: 'insertCpf.submit', document: VALID_CPF_DIGITS, foreigner: false },
    reached({ open: { insertCpf: 'idle' } }),
  ],
  { updateHunting: platformError('INTERNAL') },
)

/* Pre-register and userExists --------------------------------------------------------------------- */

export const PreRegister: Story = scenario([open('preRegister')])

export const PreRegisterForeigner: Story = {
  ...scenario([open('preRegister')]),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Cadastre-se' })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sou estrangeiro' }))
    // waitFor: the dialog may still be fading in (opacity) when the field appears.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'RNE ou Passaporte' })).toBeVisible(),
    )
  },
}

export const PreRegisterSearching: Story = scenario(
  [open('preRegister'), { type: 'preRegister.submit', document: VALID_CPF_DIGITS, foreigner: false }],
  { lookupUsers: 'pending' },
)

export const PreRegisterError: Story = scenario(
  [
    open('preRegister'),
    { type: 'preRegister.submit', document: VALID_CPF_DIGITS, foreigner: false },
    reached({ open: { preRegister: 'idle' } }),
  ],
  { lookupUsers: platformError('INTERNAL') },
)

/** The CPF lookup is behind the captcha: submitting without it asks for it, by the group's name. */
export const PreRegisterCaptchaRequired: Story = {
  ...scenario([open('preRegister')], { lookupUsers: 'none' }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Cadastre-se' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'CPF' }), VALID_CPF_DIGITS)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }))
    const captcha = within(dialog).getByRole('group', { name: 'Verificação de segurança' })
    await expect(captcha).toHaveAccessibleDescription('Confirme que você não é um robô')
    await expect(within(dialog).getByRole('status')).toHaveTextContent('1 campo precisa de correção.')
    // Ticked, the lookup runs; the register form then has its own, unticked captcha.
    await userEvent.click(within(captcha).getByRole('checkbox', { name: 'Não sou um robô' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }))
    const name = await within(dialog).findByRole('textbox', { name: 'Nome Completo (sem abreviação)' })
    await expect(name).toBeVisible()
    await expect(within(dialog).getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked()
  },
}

/** The platform refused the captcha (missing, wrong or already spent): its text, the CPF kept, unticked. */
export const PreRegisterCaptchaFailed: Story = {
  ...scenario([open('preRegister')], { lookupUsers: platformError('CAPTCHA_FAILED') }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Cadastre-se' })
    const cpf = within(dialog).getByRole('textbox', { name: 'CPF' })
    await userEvent.type(cpf, VALID_CPF_DIGITS)
    const robot = within(dialog).getByRole('checkbox', { name: 'Não sou um robô' })
    await userEvent.click(robot)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível confirmar que você não é um robô. Tente novamente.',
    )
    await expect(cpf).toHaveValue('529.982.247-25')
    await expect(within(dialog).getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked()
  },
}

export const UserExists: Story = scenario([
  open('preRegister'),
  { type: 'preRegister.submit', document: VALID_CPF_DIGITS, foreigner: false },
  reached({ open: 'userExists' }),
])

/* Register ---------------------------------------------------------------------------------------- */

const toRegister: AccountStep[] = [
  open('preRegister'),
  { type: 'preRegister.submit', document: VALID_CPF_DIGITS, foreigner: false },
  reached({ open: 'register' }),
]

export const Register: Story = scenario(toRegister, { lookupUsers: 'none' })

export const RegisterValidationErrors: Story = {
  ...scenario([open('register')]),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Cadastre-se' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }))
    const name = within(dialog).getByRole('textbox', { name: 'Nome Completo (sem abreviação)' })
    await expect(name).toHaveAccessibleDescription('Nome inválido')
    await expect(within(dialog).getByRole('textbox', { name: 'CPF' })).toHaveAccessibleDescription(
      'CPF inválido',
    )
    await expect(
      within(dialog).getByRole('group', { name: 'Verificação de segurança' }),
    ).toHaveAccessibleDescription('Confirme que você não é um robô')
    await expect(within(dialog).getByRole('checkbox', { name: /Li e aceito/ })).toHaveAccessibleDescription(
      'Aceite os Termos de Uso para continuar',
    )
    await waitFor(() => expect(name).toHaveFocus())
  },
}

export const RegisterLoading: Story = scenario([...toRegister, signUpPayload], {
  lookupUsers: 'none',
  signUp: 'pending',
})

/** The sign-up's countdown after a busy platform (429), held on its first second. */
export const RegisterBusyCountdown: Story = {
  ...scenario([...toRegister, signUpPayload, reached({ open: { register: 'busy' } })], {
    lookupUsers: 'none',
    signUp: platformBusy(8),
    busyTickMs: FOREVER_MS,
  }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Cadastre-se' })
    await expect(dialog.querySelector('[data-slot="account-busy"]')).toHaveTextContent(busyCountdown(8))
    await expect(within(dialog).getByRole('button', { name: 'Cadastrar' })).toBeDisabled()
  },
}

export const RegisterAlreadyRegistered: Story = scenario(
  [...toRegister, signUpPayload, reached({ open: { register: 'idle' } })],
  { lookupUsers: 'none', signUp: platformError('ALREADY_REGISTERED') },
)

export const RegisterCaptchaFailed: Story = scenario(
  [...toRegister, signUpPayload, reached({ open: { register: 'idle' } })],
  { lookupUsers: 'none', signUp: platformError('CAPTCHA_FAILED') },
)

/* Document (after a network sign-up) -------------------------------------------------------------- */

const socialRegister: AccountDialogEvent = {
  type: 'social.succeeded',
  action: 'register',
  profile: {
    provider: 'linkedin',
    providerId: 'li-123',
    email: 'mariana.souza@example.com',
    name: 'Mariana Souza Lima',
    ticket: 'ticket-de-exemplo',
  },
}

export const Document: Story = scenario([socialRegister])

export const DocumentLoading: Story = scenario(
  [socialRegister, { type: 'document.submit', document: VALID_CPF_DIGITS, foreigner: false }],
  { signUp: 'pending' },
)

export const DocumentError: Story = scenario(
  [
    socialRegister,
    { type: 'document.submit', document: VALID_CPF_DIGITS, foreigner: false },
    reached({ open: { document: 'idle' } }),
  ],
  { signUp: platformError('ALREADY_REGISTERED') },
)

/* Forgot password --------------------------------------------------------------------------------- */

const recover: AccountDialogEvent = { type: 'password.submit', email: 'mariana.souza@example.com' }

export const ForgotPassword: Story = scenario([open('password')])

export const ForgotPasswordSending: Story = scenario([open('password'), recover], {
  passwordRecovery: 'pending',
})

export const ForgotPasswordUnknownEmail: Story = scenario(
  [open('password'), recover, reached({ open: { password: 'idle' } })],
  { passwordRecovery: platformError('NOT_FOUND') },
)

export const ForgotPasswordSent: Story = scenario([
  open('password'),
  recover,
  reached({ open: { password: 'sent' } }),
])

/* Forgot e-mail ----------------------------------------------------------------------------------- */

export const ForgotEmailCpf: Story = scenario([open('forgotUser')])

export const ForgotEmailSearching: Story = scenario(
  [open('forgotUser'), { type: 'forgotUser.submitCpf', cpf: VALID_CPF_DIGITS }],
  { lookupUsers: 'pending' },
)

export const ForgotEmailCpfNotFound: Story = scenario(
  [
    open('forgotUser'),
    { type: 'forgotUser.submitCpf', cpf: VALID_CPF_DIGITS },
    reached({ open: { forgotUser: { step0: 'notFound' } } }),
  ],
  { lookupUsers: 'none' },
)

/** The forgotten e-mail's lookup refused by the captcha: step 0 stays, no register offer. */
export const ForgotEmailCaptchaFailed: Story = {
  ...scenario([open('forgotUser')], { lookupUsers: platformError('CAPTCHA_FAILED') }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Esqueci meu e-mail' })
    const cpf = within(dialog).getByRole('textbox', { name: 'CPF' })
    await userEvent.type(cpf, VALID_CPF_DIGITS)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }))
    await expect(
      within(dialog).getByRole('group', { name: 'Verificação de segurança' }),
    ).toHaveAccessibleDescription('Confirme que você não é um robô')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Não sou um robô' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível confirmar que você não é um robô. Tente novamente.',
    )
    await expect(cpf).toHaveValue('529.982.247-25')
    await expect(within(dialog).queryByRole('button', { name: 'Cadastre-se' })).toBeNull()
    await expect(within(dialog).getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked()
  },
}

export const ForgotEmailChooseAccount: Story = scenario(toCodeStep.slice(0, 3))

export const ForgotEmailSendingCode: Story = scenario(
  [...toCodeStep.slice(0, 3), { type: 'forgotUser.selectUser', userId: 7 }],
  { generateTokenChangeEmail: 'pending' },
)

export const ForgotEmailSmsFailed: Story = scenario(
  [
    ...toCodeStep.slice(0, 3),
    { type: 'forgotUser.selectUser', userId: 7 },
    reached({ open: { forgotUser: { step1: 'idle' } } }),
  ],
  { generateTokenChangeEmail: platformError('INTERNAL') },
)

export const ForgotEmailCodeWaiting: Story = {
  ...scenario(toCodeStep, undefined, { frozenClock: true }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Esqueci meu e-mail' })
    const resend = within(dialog).getByRole('button', { name: 'Reenviar código em 2:00' })
    await expect(resend).toHaveAttribute('aria-disabled', 'true')
    const validate = within(dialog).getByRole('button', { name: 'Validar código' })
    await expect(validate).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Código recebido por SMS' }), '12345')
    await expect(validate).toBeEnabled()
  },
}

export const ForgotEmailCodeReady: Story = {
  ...scenario([...toCodeStep, reached({ open: { forgotUser: { step2: { resend: 'ready' } } } })], {
    resendCountdownMs: 0,
  }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Esqueci meu e-mail' })
    await expect(within(dialog).getByRole('button', { name: 'Reenviar código' })).not.toHaveAttribute(
      'aria-disabled',
    )
  },
}

export const ForgotEmailBadCode: Story = scenario(
  [
    ...toCodeStep,
    { type: 'code.submit', code: '123456' },
    reached({ open: { forgotUser: { step2: { code: 'idle' } } } }),
  ],
  { validTokenEmail: 'invalid' },
  { frozenClock: true },
)

export const ForgotEmailNewEmail: Story = scenario(toNewEmailStep)

export const ForgotEmailChangeFailed: Story = scenario(
  [
    ...toNewEmailStep,
    { type: 'forgotUser.submitEmail', email: 'mariana.nova@example.com' },
    reached({ open: { forgotUser: { step3: 'idle' } } }),
  ],
  { changeEmail: platformError('INTERNAL') },
)

/* Change password --------------------------------------------------------------------------------- */

// Signed in, the form asks for the current password when the account has one (docs/decisions.md,
// "Changing the password while signed in"); the platform is asked first (ChangePasswordChecking).
const changePassword: AccountDialogEvent = {
  type: 'changePassword.submit',
  password: 'novasenha123',
  currentPassword: 'senhaatual1',
}
const changePasswordForm = reached({ open: { changePassword: 'idle' } })
const openChangePassword: AccountStep[] = [open('changePassword'), changePasswordForm]

export const ChangePassword: Story = {
  ...scenario(openChangePassword),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Alterar Senha' })
    const current = within(dialog).getByLabelText('Senha atual', { selector: 'input' })
    await expect(current).toHaveAttribute('type', 'password')
    await expect(current).toHaveAttribute('autocomplete', 'current-password')
    // The first field gets the focus once the form appears; an empty one is announced.
    await waitFor(() => expect(current).toHaveFocus())
    await userEvent.type(within(dialog).getByLabelText('Nova senha', { selector: 'input' }), 'novasenha123')
    await userEvent.type(
      within(dialog).getByLabelText('Confirme a nova senha', { selector: 'input' }),
      'novasenha123',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar Senha' }))
    await expect(current).toHaveAttribute('aria-invalid', 'true')
    await expect(current).toHaveAccessibleDescription('Informe sua senha atual')
    await waitFor(() => expect(current).toHaveFocus())
  },
}

export const ChangePasswordChecking: Story = scenario([open('changePassword')], { passwordStatus: 'pending' })

/** The invited person's first password (no password yet): no 'Senha atual'. */
export const ChangePasswordFirstPassword: Story = {
  ...scenario(openChangePassword, { passwordStatus: 'none' }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Alterar Senha' })
    await expect(within(dialog).getByLabelText('Nova senha', { selector: 'input' })).toBeInTheDocument()
    await expect(within(dialog).queryByLabelText('Senha atual', { selector: 'input' })).toBeNull()
  },
}

export const ChangePasswordLoading: Story = scenario([...openChangePassword, changePassword], {
  changePassword: 'pending',
})

export const ChangePasswordFailed: Story = scenario(
  [...openChangePassword, changePassword, changePasswordForm],
  { changePassword: platformError('INTERNAL') },
)

export const ChangePasswordWrongCurrent: Story = {
  ...scenario([...openChangePassword, changePassword, changePasswordForm], {
    changePassword: platformError('WRONG_PASSWORD', 'Senha atual incorreta'),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Alterar Senha' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Senha atual incorreta')
    await expect(within(dialog).getByLabelText('Senha atual', { selector: 'input' })).toBeInTheDocument()
  },
}

/* Professional-network return and welcome --------------------------------------------------------- */

/** The code being exchanged: the loading modal stands in for the dialog (nothing to close it with). */
export const Searching: Story = {
  ...scenario([{ type: 'social.returned', code: 'codigo-da-rede', action: 'login' }], {
    fetchSocialProfile: 'pending',
  }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Buscando...' })
    await expect(modal).toHaveAttribute('aria-busy', 'true')
    await expect(within(modal).getByRole('status')).toHaveTextContent('Buscando...')
    await expect(within(modal).queryByRole('button')).toBeNull()
  },
}

export const Welcome: Story = scenario([open('login'), login, reached({ open: 'welcome' })])

/* Small screens ----------------------------------------------------------------------------------- */

export const MobileLogin: Story = {
  ...scenario([open('login')]),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const MobileRegister: Story = {
  ...scenario(toRegister, { lookupUsers: 'none' }),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The long form scrolls inside the dialog, which stays within the screen.
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Cadastre-se' })
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight)
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight)
  },
}
