// The other sign-ins of the account dialog (docs/identity.md, "SSO, Microsoft and retail-partner sign-ins on
// the site"): the single sign-on and Microsoft buttons under the sign-up choices and the login form, the link
// to the retail partner's employee form and that form (login and password). Plain props and callbacks;
// AccountDialog wires them to the machine, the app starts the redirect or the pop-up.
import { ptBR, retailLoginFormSchema, type RetailLoginForm } from '@carreiras/core'
import { Building2, KeyRound } from 'lucide-react'
import { useId } from 'react'
import { cn } from '../../lib/cn'
import {
  AccountForm,
  AccountIntro,
  accountTexts,
  SubmitButton,
  SwitchButton,
  TextField,
  useAccountForm,
  type AccountFormBaseProps,
  type Worded,
} from './account-form-parts'
import { Button } from '../../primitives/button'

const providers = ptBR.account.providers

/** Every text of these screens; AccountDialog's `labels.providers` / `labels.retailLogin` override any. */
const providerTexts = {
  withSso: providers.withSso,
  withMicrosoft: providers.withMicrosoft,
  signUpWithMicrosoft: providers.signUpWithMicrosoft,
  retailOpen: providers.retail.open,
  otherWays: providers.otherWays,
  signingIn: providers.signingIn,
}
const retailTexts = accountTexts.retailLogin

type ProviderTexts = Worded<typeof providerTexts>
type RetailTexts = Worded<typeof retailTexts>

/** The Microsoft logo's four squares in currentColor, like SocialIcon (decorative: the button names it). */
function MicrosoftIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className={cn('size-5', className)}>
      <rect x="3" y="3" width="8.5" height="8.5" />
      <rect x="12.5" y="3" width="8.5" height="8.5" />
      <rect x="3" y="12.5" width="8.5" height="8.5" />
      <rect x="12.5" y="12.5" width="8.5" height="8.5" />
    </svg>
  )
}

type AccountProviderButtonsProps = {
  /** 'register' on the sign-up choices ('Cadastrar com Microsoft'), 'login' under the login form. */
  action: 'register' | 'login'
  /** Renders the single sign-on button (the app goes to the SSO). */
  onSso?: () => void
  /** Renders the Microsoft button (the app opens the pop-up, in the click itself). */
  onMicrosoft?: () => void
  /** Renders the link to the retail partner's employee form. */
  onRetail?: () => void
  /** While a sign-in is under way the buttons wait. */
  disabled?: boolean
  labels?: Partial<ProviderTexts>
  className?: string
}

/** The single sign-on and Microsoft buttons, and the retail partner's link; nothing when none is given. */
function AccountProviderButtons({
  action,
  onSso,
  onMicrosoft,
  onRetail,
  disabled = false,
  labels,
  className,
}: AccountProviderButtonsProps) {
  const t = { ...providerTexts, ...labels }
  const headingId = useId()
  if (!onSso && !onMicrosoft && !onRetail) return null
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      data-slot="account-providers"
      className={cn('mt-3 flex flex-col gap-2 border-t border-border pt-3', className)}
    >
      <p id={headingId} className="sr-only">
        {t.otherWays}
      </p>
      {onSso ? (
        <Button
          type="button"
          variant="outline"
          className="w-full"
          disabled={disabled}
          data-slot="account-providers-sso"
          onClick={onSso}
        >
          <Building2 aria-hidden="true" className="size-5" />
          {t.withSso}
        </Button>
      ) : null}
      {onMicrosoft ? (
        <Button
          type="button"
          variant="outline"
          className="w-full"
          disabled={disabled}
          data-slot="account-providers-microsoft"
          onClick={onMicrosoft}
        >
          <MicrosoftIcon />
          {action === 'register' ? t.signUpWithMicrosoft : t.withMicrosoft}
        </Button>
      ) : null}
      {onRetail ? (
        <SwitchButton
          className="self-center"
          disabled={disabled}
          data-slot="account-providers-retail"
          onClick={onRetail}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          {t.retailOpen}
        </SwitchButton>
      ) : null}
    </div>
  )
}

type AccountRetailLoginFormProps = AccountFormBaseProps & {
  onSubmit: (values: RetailLoginForm) => void
  /** 'Voltar para o login'. */
  onBack?: () => void
  labels?: Partial<RetailTexts>
}

/** The retail partner's employee: the partner's login (not an e-mail) and password. */
function AccountRetailLoginForm({
  onSubmit,
  onBack,
  labels,
  loading = false,
  error,
  notice,
  className,
}: AccountRetailLoginFormProps) {
  const t = { ...retailTexts, ...labels }
  const { form, formRef, summaryProps, submitWith } = useAccountForm(retailLoginFormSchema, {
    login: '',
    password: '',
  })
  return (
    <AccountForm
      data-slot="account-retail-login"
      form={form}
      formRef={formRef}
      summaryProps={summaryProps}
      onSubmit={submitWith(onSubmit)}
      loading={loading}
      error={error}
      notice={notice}
      intro={<AccountIntro>{t.instructions}</AccountIntro>}
      className={className}
    >
      <TextField
        name="login"
        label={t.login}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField name="password" label={t.password} type="password" autoComplete="current-password" />
      <SubmitButton loading={loading}>{t.submit}</SubmitButton>
      {onBack ? (
        <SwitchButton className="self-center" onClick={onBack}>
          {t.backToLogin}
        </SwitchButton>
      ) : null}
    </AccountForm>
  )
}

export { AccountProviderButtons, AccountRetailLoginForm, providerTexts, retailTexts }
export type { AccountProviderButtonsProps, AccountRetailLoginFormProps, ProviderTexts, RetailTexts }
