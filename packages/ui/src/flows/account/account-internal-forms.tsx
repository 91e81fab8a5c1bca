// The internal access of the account dialog (docs/identity.md, "Internal access on the site"): the sign-in of
// a company's own people by its login type (e-mail of its allowed domains, CPF or unique id) and the first
// access (create the password). Plain props and callbacks; AccountDialog wires them to the machine.
// Validation is core's zod schemas: a wrong domain is refused before any call, listing the allowed domains.
import {
  internalFirstAccessFormSchema,
  internalSignInFormSchema,
  ptBR,
  type InternalFirstAccessForm,
  type InternalRecruitment,
  type InternalSignInForm,
} from '@carreiras/core'
import { useEffect, type ReactNode } from 'react'
import { useController } from 'react-hook-form'
import {
  AccountForm,
  AccountIntro,
  CheckboxField,
  SubmitButton,
  SwitchButton,
  TextField,
  useAccountForm,
  type AccountFormBaseProps,
  type Worded,
} from './account-form-parts'
import { FormField } from '../../primitives/form-field'
import { MaskedInput } from '../../primitives/masked-input'

const internalTexts = ptBR.account.internal
type InternalTexts = Worded<typeof internalTexts>
type InternalLabels = Partial<Omit<InternalTexts, 'firstAccess'>> & {
  firstAccess?: Partial<InternalTexts['firstAccess']>
}

type InternalFormCommonProps = AccountFormBaseProps & {
  /** The company's internal recruitment: the login type decides the identifier field. */
  recruitment: InternalRecruitment
  /** The forced user id of the internal platform login: no identifier field, the password only. */
  forcedUser?: boolean
  /** Pre-fills the identifier (what was typed before: nothing is lost between forms). */
  defaultIdentifier?: string
  /**
   * The identifier's own error from outside the form (the platform refused the domain): shown under the
   * field (aria-invalid, aria-describedby), which gets the focus; everything typed stays.
   */
  identifierError?: string | null
  labels?: InternalLabels
}

/** The label of the identifier field for the login type. */
function identifierLabel(recruitment: InternalRecruitment, t: InternalTexts): string {
  if (recruitment.loginType === 'document') return t.document
  if (recruitment.loginType === 'unique_id') return t.uniqueId
  return t.email
}

/** The identifier by login type: corporate e-mail, CPF (masked ###.###.###-##) or unique id. */
function IdentifierField({ recruitment, label }: { recruitment: InternalRecruitment; label: ReactNode }) {
  const { field, fieldState } = useController<{ identifier: string }, 'identifier'>({ name: 'identifier' })
  if (recruitment.loginType === 'document') {
    return (
      <FormField label={label} error={fieldState.error?.message}>
        <MaskedInput
          name={field.name}
          mask="cpf"
          value={field.value ?? ''}
          onValueChange={(masked) => field.onChange(masked)}
          onBlur={field.onBlur}
        />
      </FormField>
    )
  }
  return recruitment.loginType === 'unique_id' ? (
    <TextField name="identifier" label={label} autoComplete="username" />
  ) : (
    <TextField name="identifier" label={label} type="email" autoComplete="username" inputMode="email" />
  )
}

/** Puts an outside error (the platform's domain refusal) on the identifier field and focuses it. */
function useIdentifierError(
  form: {
    setError: (name: 'identifier', error: { message: string }, options: { shouldFocus: boolean }) => void
  },
  identifierError: string | null | undefined,
) {
  const { setError } = form
  useEffect(() => {
    if (identifierError) setError('identifier', { message: identifierError }, { shouldFocus: true })
  }, [identifierError, setError])
}

type AccountInternalSignInFormProps = InternalFormCommonProps & {
  onSubmit: (values: InternalSignInForm) => void
  /** 'Primeiro acesso? Crie sua senha'. */
  onFirstAccess?: () => void
  /** Back to the candidates' login. */
  onBack?: () => void
}

/** Identifier by login type (or none for a forced user id), password, 'Manter conectado'. */
function AccountInternalSignInForm({
  recruitment,
  forcedUser = false,
  defaultIdentifier = '',
  identifierError,
  onSubmit,
  onFirstAccess,
  onBack,
  labels,
  loading = false,
  error,
  notice,
  className,
}: AccountInternalSignInFormProps) {
  const t = {
    ...internalTexts,
    ...labels,
    firstAccess: { ...internalTexts.firstAccess, ...labels?.firstAccess },
  }
  const { form, formRef, summaryProps, submitWith } = useAccountForm(
    internalSignInFormSchema(recruitment, forcedUser),
    { identifier: defaultIdentifier, password: '', keepLogged: false },
  )
  useIdentifierError(form, forcedUser ? null : identifierError)
  return (
    <AccountForm
      data-slot="account-internal"
      data-login-type={recruitment.loginType}
      form={form}
      formRef={formRef}
      summaryProps={summaryProps}
      onSubmit={submitWith(onSubmit)}
      loading={loading}
      // The identifier's own error is shown under it, not twice.
      error={identifierError && !forcedUser ? null : error}
      notice={notice}
      className={className}
      intro={<AccountIntro>{t.instructions}</AccountIntro>}
    >
      {forcedUser ? null : (
        <IdentifierField recruitment={recruitment} label={identifierLabel(recruitment, t)} />
      )}
      <TextField name="password" label={t.password} type="password" autoComplete="current-password" />
      <CheckboxField name="keepLogged" label={t.keepLogged} />
      <SubmitButton loading={loading}>{t.submit}</SubmitButton>
      <div
        data-slot="account-internal-links"
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1"
      >
        {onFirstAccess ? <SwitchButton onClick={onFirstAccess}>{t.firstAccessLink}</SwitchButton> : null}
        {onBack ? <SwitchButton onClick={onBack}>{t.backToLogin}</SwitchButton> : null}
      </div>
    </AccountForm>
  )
}

type AccountInternalFirstAccessFormProps = InternalFormCommonProps & {
  onSubmit: (values: InternalFirstAccessForm) => void
  /** Back to the internal sign-in. */
  onBack?: () => void
}

/** First access: the identifier (kept from the sign-in) and the new password twice. */
function AccountInternalFirstAccessForm({
  recruitment,
  forcedUser = false,
  defaultIdentifier = '',
  identifierError,
  onSubmit,
  onBack,
  labels,
  loading = false,
  error,
  notice,
  className,
}: AccountInternalFirstAccessFormProps) {
  const t = {
    ...internalTexts,
    ...labels,
    firstAccess: { ...internalTexts.firstAccess, ...labels?.firstAccess },
  }
  const { form, formRef, summaryProps, submitWith } = useAccountForm(
    internalFirstAccessFormSchema(recruitment, forcedUser),
    { identifier: defaultIdentifier, password: '', passwordConfirmation: '' },
  )
  useIdentifierError(form, forcedUser ? null : identifierError)
  return (
    <AccountForm
      data-slot="account-internal-first-access"
      form={form}
      formRef={formRef}
      summaryProps={summaryProps}
      onSubmit={submitWith(onSubmit)}
      loading={loading}
      error={identifierError && !forcedUser ? null : error}
      notice={notice}
      className={className}
      intro={<AccountIntro>{t.firstAccess.instructions}</AccountIntro>}
    >
      {forcedUser ? null : (
        <IdentifierField recruitment={recruitment} label={identifierLabel(recruitment, t)} />
      )}
      <TextField
        name="password"
        label={t.firstAccess.password}
        type="password"
        autoComplete="new-password"
        hint={ptBR.account.register.passwordHint}
      />
      <TextField
        name="passwordConfirmation"
        label={t.firstAccess.passwordConfirmation}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton loading={loading}>{t.firstAccess.submit}</SubmitButton>
      {onBack ? (
        <SwitchButton className="self-center" onClick={onBack}>
          {t.backToSignIn}
        </SwitchButton>
      ) : null}
    </AccountForm>
  )
}

export { AccountInternalFirstAccessForm, AccountInternalSignInForm, internalTexts }
export type { AccountInternalFirstAccessFormProps, AccountInternalSignInFormProps, InternalLabels }
