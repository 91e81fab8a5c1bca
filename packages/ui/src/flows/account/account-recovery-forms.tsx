// The account dialog's recovery screens: forgot password, forgot e-mail steps 0 to 3 and the password change.
// Plain props and callbacks; AccountDialog wires them to the machine. Validation is core's zod schemas.
import {
  changePasswordFormSchema,
  changePasswordWithCurrentFormSchema,
  forgotEmailCpfFormSchema,
  forgotEmailLookupFormSchema,
  forgotPasswordFormSchema,
  isSmsCodeSubmittable,
  newEmailFormSchema,
  RESEND_CODE_COUNTDOWN_S,
  smsCodeFormSchema,
  type ForgotEmailLookupForm,
  type RecoveryUser,
} from '@carreiras/core'
import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react'
import { useWatch } from 'react-hook-form'
import { cn } from '../../lib/cn'
import {
  AccountAlerts,
  AccountForm,
  AccountIntro,
  CaptchaField,
  CpfField,
  SubmitButton,
  SwitchButton,
  TextField,
  accountTexts,
  useAccountForm,
  useRefocusAfterLoading,
  type AccountFormBaseProps,
  type AccountTexts,
  type CaptchaRender,
} from './account-form-parts'
import { Button } from '../../primitives/button'
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group'
import { ResendCountdown } from './resend-countdown'

/* ------------------------------------------------------------------------------------------------ */

type AccountForgotPasswordFormProps = AccountFormBaseProps & {
  defaultEmail?: string
  onSubmit: (values: { email: string }) => void
  /** The recovery e-mail went out: the notice shows and the form gives way to 'Voltar para o login'. */
  sent?: boolean
  onBackToLogin?: () => void
  labels?: Partial<AccountTexts['password']>
}

/** 'Esqueci minha senha': the e-mail to send the recovery instructions to. */
function AccountForgotPasswordForm({
  defaultEmail = '',
  onSubmit,
  sent = false,
  onBackToLogin,
  labels,
  className,
  ...state
}: AccountForgotPasswordFormProps) {
  const t = { ...accountTexts.password, ...labels }
  const { form, formRef, summaryProps, submitWith } = useAccountForm(forgotPasswordFormSchema, {
    email: defaultEmail,
  })
  if (sent) {
    return (
      <div data-slot="account-forgot-password" data-sent="" className={cn('flex flex-col gap-4', className)}>
        <AccountAlerts notice={state.notice ?? t.sent} error={state.error} />
        {onBackToLogin ? (
          <Button type="button" size="lg" className="w-full" onClick={onBackToLogin}>
            {t.backToLogin}
          </Button>
        ) : null}
      </div>
    )
  }
  return (
    <AccountForm
      data-slot="account-forgot-password"
      form={form}
      formRef={formRef}
      summaryProps={summaryProps}
      onSubmit={submitWith(onSubmit)}
      intro={<AccountIntro>{t.instructions}</AccountIntro>}
      className={className}
      {...state}
    >
      <TextField name="email" label={t.email} type="email" autoComplete="username" inputMode="email" />
      <SubmitButton loading={state.loading}>{t.submit}</SubmitButton>
      {onBackToLogin ? (
        <SwitchButton className="self-center" onClick={onBackToLogin}>
          {t.backToLogin}
        </SwitchButton>
      ) : null}
    </AccountForm>
  )
}

/* ------------------------------------------------------------------------------------------------ */

type ForgotUserLabels = { labels?: Partial<AccountTexts['forgotUser']> }

type AccountForgotUserCpfFormProps = AccountFormBaseProps &
  ForgotUserLabels & {
    /** The CPF and, when the form shows the captcha, its token (spent by the lookup). */
    onSubmit: (values: ForgotEmailLookupForm) => void
    /** Renders the captcha widget (the lookup needs a solved one); it reports its token (null when it expires). */
    captcha?: CaptchaRender
    /** After 'Este CPF não está cadastrado': the 'Cadastre-se' offer. */
    onRegister?: (() => void) | null
    onBackToLogin?: () => void
  }

/** Without a captcha widget the form is the plain CPF form (an empty token; the platform decides). */
const lookupWithoutCaptcha = forgotEmailCpfFormSchema.transform((value) => ({ ...value, captchaToken: '' }))

/** Forgot e-mail, step 0: the CPF whose accounts are looked up, behind the captcha. */
function AccountForgotUserCpfForm({
  onSubmit,
  captcha,
  onRegister,
  onBackToLogin,
  labels,
  className,
  ...state
}: AccountForgotUserCpfFormProps) {
  const t = { ...accountTexts.forgotUser, ...labels }
  const { form, formRef, summaryProps, submitWith } = useAccountForm(
    captcha ? forgotEmailLookupFormSchema : lookupWithoutCaptcha,
    { cpf: '', captchaToken: '' },
  )
  return (
    <AccountForm
      data-slot="account-forgot-user-cpf"
      form={form}
      formRef={formRef}
      summaryProps={summaryProps}
      onSubmit={submitWith(onSubmit)}
      intro={<AccountIntro>{t.cpfInstructions}</AccountIntro>}
      className={className}
      {...state}
    >
      {onRegister ? (
        <Button
          data-slot="account-register-offer"
          type="button"
          variant="outline"
          className="w-full"
          onClick={onRegister}
        >
          {t.register}
        </Button>
      ) : null}
      <CpfField name="cpf" label={t.cpf} />
      {captcha ? <CaptchaField captcha={captcha} label={t.captcha} loading={state.loading} /> : null}
      <SubmitButton loading={state.loading}>{t.continue}</SubmitButton>
      {onBackToLogin ? (
        <SwitchButton className="self-center" onClick={onBackToLogin}>
          {t.backToLogin}
        </SwitchButton>
      ) : null}
    </AccountForm>
  )
}

type AccountForgotUserChooseFormProps = AccountFormBaseProps &
  ForgotUserLabels & {
    /** The accounts found, e-mail and phone censored by the platform. */
    users: readonly RecoveryUser[]
    onSubmit: (userId: number) => void
  }

/** Forgot e-mail, step 1: choose the account; the SMS code goes to its phone. */
function AccountForgotUserChooseForm({
  users,
  onSubmit,
  labels,
  loading = false,
  error,
  notice,
  className,
}: AccountForgotUserChooseFormProps) {
  const t = { ...accountTexts.forgotUser, ...labels }
  const formRef = useRef<HTMLFormElement>(null)
  const [selected, setSelected] = useState(() => (users[0] ? String(users[0].id) : ''))
  const legendId = useId()
  useRefocusAfterLoading(formRef, loading)
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (selected) onSubmit(Number(selected))
  }
  return (
    <form
      ref={formRef}
      data-slot="account-forgot-user-choose"
      noValidate
      aria-busy={loading || undefined}
      onSubmit={handleSubmit}
      className={cn('flex flex-col gap-4', className)}
    >
      <AccountAlerts error={error} notice={notice} />
      <AccountIntro id={legendId}>{t.chooseUserInstructions}</AccountIntro>
      <RadioGroup
        aria-label={t.chooseUser}
        aria-describedby={legendId}
        value={selected}
        onValueChange={setSelected}
      >
        {users.map((user) => (
          <RadioGroupItem
            key={user.id}
            value={String(user.id)}
            className="rounded-md border border-border p-3"
            labelClassName="flex flex-1 flex-col gap-0.5"
            label={
              <>
                <span className="font-medium">{user.name}</span>
                <span className="text-muted-foreground">{t.userEmail(user.email)}</span>
                {user.phone ? <span className="text-muted-foreground">{t.userPhone(user.phone)}</span> : null}
              </>
            }
          />
        ))}
      </RadioGroup>
      <SubmitButton loading={loading} disabled={!selected}>
        {t.sendCode}
      </SubmitButton>
    </form>
  )
}

type AccountSmsCodeFormProps = AccountFormBaseProps &
  ForgotUserLabels & {
    onSubmit: (values: { code: string }) => void
    /** Whether the validate button may be used for this code (default: 5 characters or more). */
    canSubmit?: (code: string) => boolean
    /** Seconds left at `now` before 'Reenviar código' is enabled (0: now); read when the countdown mounts. */
    resendSecondsAt?: (now: number) => number
    /** Changes for every code sent (and when resending turns allowed): the countdown starts again. */
    resendKey?: string | number
    onResend: () => void
  }

/** The countdown, started with the seconds left when it mounted. */
function CodeResend({
  secondsAt,
  ...props
}: Omit<ComponentProps<typeof ResendCountdown>, 'seconds'> & { secondsAt: (now: number) => number }) {
  const [seconds] = useState(() => secondsAt(Date.now()))
  return <ResendCountdown seconds={seconds} {...props} />
}

const fullCountdown = () => RESEND_CODE_COUNTDOWN_S

/** Forgot e-mail, step 2: the code received by SMS; 'Reenviar código' after the 120 s countdown. */
function AccountSmsCodeForm({
  onSubmit,
  canSubmit = isSmsCodeSubmittable,
  resendSecondsAt = fullCountdown,
  resendKey,
  onResend,
  labels,
  className,
  ...state
}: AccountSmsCodeFormProps) {
  const t = { ...accountTexts.forgotUser, ...labels }
  const { form, formRef, summaryProps, submitWith } = useAccountForm(smsCodeFormSchema, { code: '' })
  const code = useWatch({ control: form.control, name: 'code' }) ?? ''
  return (
    <AccountForm
      data-slot="account-sms-code"
      form={form}
      formRef={formRef}
      summaryProps={summaryProps}
      onSubmit={submitWith(onSubmit)}
      intro={<AccountIntro>{t.codeInstructions}</AccountIntro>}
      className={className}
      {...state}
    >
      <TextField name="code" label={t.code} inputMode="numeric" autoComplete="one-time-code" />
      <SubmitButton loading={state.loading} disabled={!canSubmit(code)}>
        {t.validateCode}
      </SubmitButton>
      <CodeResend
        key={resendKey}
        secondsAt={resendSecondsAt}
        onResend={onResend}
        label={t.resendCode}
        className="self-center"
      />
    </AccountForm>
  )
}

type AccountNewEmailFormProps = AccountFormBaseProps &
  ForgotUserLabels & {
    onSubmit: (values: { email: string }) => void
  }

/** Forgot e-mail, step 3: the new e-mail, twice. */
function AccountNewEmailForm({ onSubmit, labels, className, ...state }: AccountNewEmailFormProps) {
  const t = { ...accountTexts.forgotUser, ...labels }
  const { form, formRef, summaryProps, submitWith } = useAccountForm(newEmailFormSchema, {
    email: '',
    emailConfirmation: '',
  })
  return (
    <AccountForm
      data-slot="account-new-email"
      form={form}
      formRef={formRef}
      summaryProps={summaryProps}
      onSubmit={submitWith((values) => onSubmit({ email: values.email }))}
      className={className}
      {...state}
    >
      <TextField name="email" label={t.newEmail} type="email" autoComplete="email" inputMode="email" />
      <TextField
        name="emailConfirmation"
        label={t.newEmailConfirmation}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <SubmitButton loading={state.loading}>{t.saveEmail}</SubmitButton>
    </AccountForm>
  )
}

/* ------------------------------------------------------------------------------------------------ */

type AccountChangePasswordFormProps = AccountFormBaseProps & {
  onSubmit: (values: { password: string; currentPassword?: string }) => void
  /**
   * 'Senha atual' first: the signed-in change of an account that has a password (not the recovery link,
   * nor the invited person's first password). Fixed for the form's life: give it a `key`.
   */
  askCurrentPassword?: boolean
  labels?: Partial<AccountTexts['changePassword']>
}

/** 'Alterar Senha': the current password when asked, then the new password, twice. */
function AccountChangePasswordForm({
  onSubmit,
  askCurrentPassword = false,
  labels,
  className,
  ...state
}: AccountChangePasswordFormProps) {
  const t = { ...accountTexts.changePassword, ...labels }
  // Without 'Senha atual' the plain schema validates (and drops the field it does not show).
  const schema = (
    askCurrentPassword ? changePasswordWithCurrentFormSchema : changePasswordFormSchema
  ) as typeof changePasswordWithCurrentFormSchema
  const { form, formRef, summaryProps, submitWith } = useAccountForm(schema, {
    currentPassword: '',
    password: '',
    passwordConfirmation: '',
  })
  return (
    <AccountForm
      data-slot="account-change-password"
      form={form}
      formRef={formRef}
      summaryProps={summaryProps}
      onSubmit={submitWith((values) =>
        onSubmit({
          password: values.password,
          ...(askCurrentPassword ? { currentPassword: values.currentPassword } : {}),
        }),
      )}
      className={className}
      {...state}
    >
      {askCurrentPassword ? (
        <TextField
          name="currentPassword"
          label={t.currentPassword}
          type="password"
          autoComplete="current-password"
        />
      ) : null}
      <TextField
        name="password"
        label={t.password}
        type="password"
        autoComplete="new-password"
        hint={t.passwordHint}
      />
      <TextField
        name="passwordConfirmation"
        label={t.passwordConfirmation}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton loading={state.loading}>{t.submit}</SubmitButton>
    </AccountForm>
  )
}

export {
  AccountChangePasswordForm,
  AccountForgotPasswordForm,
  AccountForgotUserChooseForm,
  AccountForgotUserCpfForm,
  AccountNewEmailForm,
  AccountSmsCodeForm,
}
export type {
  AccountChangePasswordFormProps,
  AccountForgotPasswordFormProps,
  AccountForgotUserChooseFormProps,
  AccountForgotUserCpfFormProps,
  AccountNewEmailFormProps,
  AccountSmsCodeFormProps,
}
