import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { AccountInternalFirstAccessForm, AccountInternalSignInForm } from './account-internal-forms'

// The internal access of the account dialog (docs/identity.md): the sign-in of a company's own people by its
// login type and the first access. Every state a designer reviews: empty, filled, a domain refused before any
// call, the platform's refusal, busy, an error of the platform, the forced user id, CPF and unique id, first
// access.

const aurora = { loginType: 'email' as const, specificDomains: true, domains: ['grupoaurora.com.br'] }
const DOMAIN_TEXT = 'Use seu e-mail corporativo. Somente os domínios abaixo são válidos: @grupoaurora.com.br'

const meta = {
  title: 'Domínio/AccountInternalForms',
  component: AccountInternalSignInForm,
  args: { recruitment: aurora, onSubmit: fn(), onFirstAccess: fn(), onBack: fn() },
  argTypes: { recruitment: { control: 'object' } },
  decorators: [
    (Story) => (
      <div className="max-w-md rounded-lg border border-border bg-background p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountInternalSignInForm>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail corporativo' })).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'Primeiro acesso? Crie sua senha' })).toBeVisible()
  },
}

export const Filled: Story = {
  args: { defaultIdentifier: 'helena.duarte@grupoaurora.com.br' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Senha', { selector: 'input' }), 'demonstracao-2027')
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        identifier: 'helena.duarte@grupoaurora.com.br',
        password: 'demonstracao-2027',
        keepLogged: false,
      }),
    )
  },
}

/** A wrong domain, refused by core's rule before any call: the allowed domains are listed. */
export const DomainError: Story = {
  args: { defaultIdentifier: 'helena@gmail.com' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Senha', { selector: 'input' }), 'demonstracao-2027')
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
    const field = canvas.getByRole('textbox', { name: 'E-mail corporativo' })
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await expect(field).toHaveAccessibleDescription(DOMAIN_TEXT)
    await expect(field).toHaveValue('helena@gmail.com')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    // The first invalid field takes the focus after its delay: the screenshot shows that, never the moment before.
    await waitFor(() => expect(field).toHaveFocus(), { timeout: 3000 })
  },
}

/** The platform refused the domain too: the same text under the field, which is focused. */
export const PlatformDomainRefusal: Story = {
  args: { defaultIdentifier: 'helena@gmail.com', identifierError: DOMAIN_TEXT, error: DOMAIN_TEXT },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail corporativo' })
    await waitFor(() => expect(field).toHaveFocus())
    await expect(field).toHaveAccessibleDescription(DOMAIN_TEXT)
  },
}

export const PlatformError: Story = {
  args: { defaultIdentifier: 'helena.duarte@grupoaurora.com.br', error: 'E-mail ou senha incorretos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('E-mail ou senha incorretos')
  },
}

export const Busy: Story = {
  args: { defaultIdentifier: 'helena.duarte@grupoaurora.com.br', loading: true },
}

/** The forced user id of the internal platform login: the dialog's title greets; the password only. */
export const ForcedUser: Story = {
  args: { forcedUser: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.getByLabelText('Senha', { selector: 'input' })).toBeVisible()
  },
}

export const ByDocument: Story = {
  args: { recruitment: { loginType: 'document', specificDomains: false, domains: [] } },
}

export const ByUniqueId: Story = {
  args: { recruitment: { loginType: 'unique_id', specificDomains: false, domains: [] } },
}

export const FirstAccess: Story = {
  args: { defaultIdentifier: 'novo.colaborador@grupoaurora.com.br' },
  render: (args) => (
    <AccountInternalFirstAccessForm
      recruitment={args.recruitment}
      defaultIdentifier={args.defaultIdentifier}
      notice="Este é seu primeiro acesso: crie uma senha para entrar."
      onSubmit={args.onSubmit}
      onBack={args.onBack}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Nova senha', { selector: 'input' }), 'curta')
    await userEvent.click(canvas.getByRole('button', { name: 'Criar senha e entrar' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Nova senha', { selector: 'input' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    )
    await waitFor(() => expect(canvas.getByLabelText('Nova senha', { selector: 'input' })).toHaveFocus(), {
      timeout: 3000,
    })
  },
}
