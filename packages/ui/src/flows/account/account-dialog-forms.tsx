// The account dialog's sign-in and sign-up screens: define, login, insert-cpf, pre-register, userExists,
// register, document, searching and welcome. Each takes plain props and callbacks; AccountDialog wires them
// to the machine. Validation is core's zod schemas.
import {
  documentFormSchema,
  loginFormSchema,
  ptBR,
  preRegisterFormSchema,
  registerFormSchema,
  type DocumentForm,
  type DocumentValue,
  type LoginForm,
  type PreRegisterForm,
  type RegisterForm,
} from '@carreiras/core'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Alert } from '../../primitives/alert'
import {
  AccountForm,
  AccountIntro,
  CaptchaField,
  CheckboxField,
  DocumentFields,
  SubmitButton,
  SwitchButton,
  TextField,
  accountTexts,
  useAccountForm,
  withLink,
  type AccountFormBaseProps,
  type AccountTexts,
  type CaptchaRender,
} from './account-form-parts'
import { Button } from '../../primitives/button'
import { Link } from '../../primitives/link'
import { SocialIcon } from '../../primitives/social-icon'
import { Spinner } from '../../primitives/spinner'
import { WelcomeAnimation } from '../../site/welcome-animation'

type SocialProvider = 'linkedin' | 'facebook'

/* ------------------------------------------------------------------------------------------------ */

type AccountDefineFormProps = {
  /** Renders 'Cadastrar com LinkedIn' / 'Cadastrar com Facebook' (the app starts the network flow). */
  onSocial?: (provider: SocialProvider) => void
  /** 'Cadastrar com e-mail' (goes to pre-register). */
  onEmail: () => void
  /** 'Já tenho cadastro'. */
  onLogin: () => void
  labels?: Partial<AccountTexts['define']>
  className?: string
}

/** Choose how to sign up: professional network, social network, e-mail; or go to login. */
function AccountDefineForm({ onSocial, onEmail, onLogin, labels, className }: AccountDefineFormProps) {
  const t = { ...accountTexts.define, ...labels }
  return (
    <div data-slot="account-define" className={cn('flex flex-col gap-3', className)}>
      {onSocial ? (
        <>
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="w-full"
            onClick={() => onSocial('linkedin')}
          >
            <SocialIcon network="linkedin" />
            {t.withLinkedin}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="w-full"
            onClick={() => onSocial('facebook')}
          >
            <SocialIcon network="facebook" />
            {t.withFacebook}
          </Button>
        </>
      ) : null}
      <Button type="button" size="lg" className="w-full" onClick={onEmail}>
        {t.withEmail}
      </Button>
      <SwitchButton className="self-center" onClick={onLogin}>
        {t.haveAccount}
      </SwitchButton>
    </div>
  )
}

/* ------------------------------------------------------------------------------------------------ */

type RegisterOfferProps = {
  question: ReactNode
  yesLabel: ReactNode
  noLabel: ReactNode
  onAccept: () => void
  onDecline?: () => void
}

/** 'Não encontramos seu usuário. Deseja se cadastrar?' with 'Sim' (focused) / 'Não'. */
function RegisterOffer({ question, yesLabel, noLabel, onAccept, onDecline }: RegisterOfferProps) {
  const yesRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    yesRef.current?.focus()
  }, [])
  return (
    <Alert data-slot="account-register-offer" variant="warning" title={null}>
      <div className="flex flex-col gap-3">
        <p className="font-medium">{question}</p>
        <div className="flex flex-wrap gap-2">
          <Button ref={yesRef} type="button" size="sm" onClick={onAccept}>
            {yesLabel}
          </Button>
          {onDecline ? (
            <Button type="button" size="sm" variant="outline" onClick={onDecline}>
              {noLabel}
            </Button>
          ) : null}
        </div>
      </div>
    </Alert>
  )
}

type AccountLoginFormProps = AccountFormBaseProps & {
  /** Pre-fills the e-mail (after an e-mail change or a password change). */
  defaultEmail?: string
  onSubmit: (values: LoginForm) => void
  onForgotPassword?: () => void
  onForgotEmail?: () => void
  /** 'Cadastre-se'. */
  onSignUp?: () => void
  /** Renders 'Entrar com LinkedIn' / 'Entrar com Facebook'. */
  onSocial?: (provider: SocialProvider) => void
  /** The offer after an unknown user: 'Não encontramos seu usuário. Deseja se cadastrar?'. */
  registerOffer?: { onAccept: () => void; onDecline: () => void } | null
  labels?: Partial<AccountTexts['login']>
}

/** E-mail, password (paste allowed), 'Manter conectado', the recovery links and 'Cadastre-se'. */
function AccountLoginForm({
  defaultEmail = '',
  onSubmit,
  onForgotPassword,
  onForgotEmail,
  onSignUp,
  onSocial,
  registerOffer,
  labels,
  loading = false,
  error,
  notice,
  busy,
  className,
}: AccountLoginFormProps) {
  const t = { ...accountTexts.login, ...labels }
  const socialId = useId()
  const { form, formRef, summaryProps, submitWith } = useAccountForm(loginFormSchema, {
    email: defaultEmail,
    password: '',
    keepLogged: false,
  })
  return (
    <AccountForm
      data-slot="account-login"
      form={form}
      formRef={formRef}
      summaryProps={summaryProps}
      onSubmit={submitWith(onSubmit)}
      loading={loading}
      error={registerOffer ? null : error}
      notice={notice}
      busy={busy}
      className={className}
    >
      {registerOffer ? (
        <RegisterOffer
          question={t.userNotFound}
          yesLabel={t.yes}
          noLabel={t.no}
          onAccept={registerOffer.onAccept}
          onDecline={registerOffer.onDecline}
        />
      ) : null}
      <TextField name="email" label={t.email} type="email" autoComplete="username" inputMode="email" />
      <TextField name="password" label={t.password} type="password" autoComplete="current-password" />
      <CheckboxField name="keepLogged" label={t.keepLogged} />
      <SubmitButton loading={loading} disabled={Boolean(registerOffer) || Boolean(busy?.countdown)}>
        {t.submit}
      </SubmitButton>
      <div
        data-slot="account-login-links"
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1"
      >
        {onForgotPassword ? <SwitchButton onClick={onForgotPassword}>{t.forgotPassword}</SwitchButton> : null}
        {onForgotEmail ? <SwitchButton onClick={onForgotEmail}>{t.forgotEmail}</SwitchButton> : null}
      </div>
      {onSignUp ? (
        <Button type="button" variant="outline" size="lg" className="w-full" onClick={onSignUp}>
          {t.signUp}
        </Button>
      ) : null}
      {onSocial ? (
        <div
          role="group"
          aria-labelledby={socialId}
          data-slot="account-login-social"
          className="flex flex-col gap-2"
        >
          <p id={socialId} className="text-center text-sm text-muted-foreground">
            {t.orWith}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button type="button" variant="outline" onClick={() => onSocial('linkedin')}>
              <SocialIcon network="linkedin" />
              {t.withLinkedin}
            </Button>
            <Button type="button" variant="outline" onClick={() => onSocial('facebook')}>
              <SocialIcon network="facebook" />
              {t.withFacebook}
            </Button>
          </div>
        </div>
      ) : null}
    </AccountForm>
  )
}

/* ------------------------------------------------------------------------------------------------ */

type DocumentSubmitProps = AccountFormBaseProps & {
  onSubmit: (values: DocumentForm) => void
  /** Pre-fills the document. */
  defaultDocument?: DocumentValue | null
}

const documentDefaults = (value?: DocumentValue | null) => ({
  foreigner: value?.foreigner ?? false,
  document: value?.document ?? '',
})

type AccountInsertCpfFormProps = DocumentSubmitProps & { labels?: Partial<AccountTexts['insertCpf']> }

/** The hunting invitation: CPF or RNE ('Sou estrangeiro'). The greeting is the dialog's title. */
function AccountInsertCpfForm({
  onSubmit,
  defaultDocument,
  labels,
  className,
  ...state
}: AccountInsertCpfFormProps) {
  const t = { ...accountTexts.insertCpf, ...labels }
  const { form, formRef, summaryProps, submitWith } = useAccountForm(
    documentFormSchema,
    documentDefaults(defaultDocument),
  )
  return (
    <AccountForm
      data-slot="account-insert-cpf"
      form={form}
      formRef={formRef}
      summaryProps={summaryProps}
      onSubmit={submitWith(onSubmit)}
      intro={<AccountIntro>{t.instructions}</AccountIntro>}
      className={className}
      {...state}
    >
      <DocumentFields texts={t} />
      <SubmitButton loading={state.loading}>{t.submit}</SubmitButton>
    </AccountForm>
  )
}

type AccountPreRegisterFormProps = AccountFormBaseProps & {
  /** The document and, when the form shows the captcha, its token (spent by the lookup). */
  onSubmit: (values: PreRegisterForm) => void
  /** Pre-fills the document. */
  defaultDocument?: DocumentValue | null
  /** Renders the captcha widget (the lookup needs a solved one); it reports its token (null when it expires). */
  captcha?: CaptchaRender
  onLogin?: () => void
  labels?: Partial<AccountTexts['preRegister']>
}

/** Without a captcha widget the form is the plain document form (an empty token; the platform decides). */
const preRegisterWithoutCaptcha = documentFormSchema.transform((value) => ({ ...value, captchaToken: '' }))

/**
 * Sign-up by e-mail starts here: CPF (or RNE / passport) looked up among existing users, behind the
 * captcha (docs/decisions.md, "The CPF lookup").
 */
function AccountPreRegisterForm({
  onSubmit,
  onLogin,
  defaultDocument,
  captcha,
  labels,
  className,
  ...state
}: AccountPreRegisterFormProps) {
  const t = { ...accountTexts.preRegister, ...labels }
  const { form, formRef, summaryProps, submitWith } = useAccountForm(
    captcha ? preRegisterFormSchema : preRegisterWithoutCaptcha,
    { ...documentDefaults(defaultDocument), captchaToken: '' },
  )
  return (
    <AccountForm
      data-slot="account-pre-register"
      form={form}
      formRef={formRef}
      summaryProps={summaryProps}
      onSubmit={submitWith(onSubmit)}
      intro={<AccountIntro>{t.instructions}</AccountIntro>}
      className={className}
      {...state}
    >
      <DocumentFields texts={t} />
      {captcha ? <CaptchaField captcha={captcha} label={t.captcha} loading={state.loading} /> : null}
      <SubmitButton loading={state.loading}>{state.loading ? t.searching : t.submit}</SubmitButton>
      {onLogin ? (
        <SwitchButton className="self-center" onClick={onLogin}>
          {t.haveAccount}
        </SwitchButton>
      ) : null}
    </AccountForm>
  )
}

/* ------------------------------------------------------------------------------------------------ */

type AccountUserExistsProps = {
  /** The support address offered for no-access cases. */
  supportEmail: string
  onLogin?: () => void
  labels?: Partial<AccountTexts['userExists']>
  className?: string
}

/** The CPF was found on a partner job site: the same credentials work; support e-mail otherwise. */
function AccountUserExists({ supportEmail, onLogin, labels, className }: AccountUserExistsProps) {
  const t = { ...accountTexts.userExists, ...labels }
  const mail = (
    <Link href={`mailto:${supportEmail}`} className="break-all">
      {supportEmail}
    </Link>
  )
  return (
    <div data-slot="account-user-exists" className={cn('flex flex-col gap-4', className)}>
      <p className="text-base">{t.message}</p>
      <p className="text-sm text-muted-foreground">
        {withLink(t.noAccess(supportEmail), supportEmail, mail)}
      </p>
      {onLogin ? (
        <Button type="button" size="lg" className="w-full" onClick={onLogin}>
          {t.login}
        </Button>
      ) : null}
    </div>
  )
}

/* ------------------------------------------------------------------------------------------------ */

type AccountRegisterFormProps = AccountFormBaseProps & {
  /** Receives the validated form; build the payload with `signUpPayloadFromForm`. */
  onSubmit: (values: RegisterForm) => void
  /** The document found by pre-register / insert-cpf / forgot e-mail. */
  defaultDocument?: DocumentValue | null
  /** Renders the captcha widget; it reports its token (null when it expires). */
  captcha?: CaptchaRender
  /** The terms of use, linked from the acceptance checkbox (opens in a new tab). */
  termsHref?: string
  onLogin?: () => void
  labels?: Partial<AccountTexts['register']>
  /** The optional marketing consent's label (core's consent.signUpMarketing by default). */
  marketingLabel?: string
}

/** Full name, e-mail twice, document, password twice, captcha and terms. */
function AccountRegisterForm({
  onSubmit,
  defaultDocument,
  captcha,
  termsHref,
  onLogin,
  labels,
  marketingLabel,
  className,
  ...state
}: AccountRegisterFormProps) {
  const t = { ...accountTexts.register, ...labels }
  const { form, formRef, summaryProps, submitWith } = useAccountForm(registerFormSchema, {
    name: '',
    email: '',
    emailConfirmation: '',
    ...documentDefaults(defaultDocument),
    password: '',
    passwordConfirmation: '',
    captchaToken: '',
    acceptTerms: false,
    marketing: false,
  })
  const termsLabel = termsHref
    ? withLink(
        t.acceptTerms,
        t.termsLink,
        <Link href={termsHref} target="_blank">
          {t.termsLink}
        </Link>,
      )
    : t.acceptTerms
  return (
    <AccountForm
      data-slot="account-register"
      form={form}
      formRef={formRef}
      summaryProps={summaryProps}
      onSubmit={submitWith(onSubmit)}
      className={className}
      {...state}
    >
      <TextField name="name" label={t.fullName} autoComplete="name" />
      <TextField name="email" label={t.email} type="email" autoComplete="email" inputMode="email" />
      <TextField
        name="emailConfirmation"
        label={t.emailConfirmation}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <DocumentFields texts={t} />
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
      {captcha ? <CaptchaField captcha={captcha} label={t.captcha} loading={state.loading} /> : null}
      <CheckboxField name="acceptTerms" label={termsLabel} />
      {/* Optional and unticked (LGPD): marketing is off unless the person ticks it. */}
      <CheckboxField name="marketing" label={marketingLabel ?? ptBR.consent.signUpMarketing} />
      <SubmitButton loading={state.loading} disabled={Boolean(state.busy?.countdown)}>
        {t.submit}
      </SubmitButton>
      {onLogin ? (
        <SwitchButton className="self-center" onClick={onLogin}>
          {t.haveAccount}
        </SwitchButton>
      ) : null}
    </AccountForm>
  )
}

/* ------------------------------------------------------------------------------------------------ */

type AccountDocumentFormProps = DocumentSubmitProps & { labels?: Partial<AccountTexts['document']> }

/** After a professional- or social-network sign-up: the CPF (or RNE / passport) completes it. */
function AccountDocumentForm({
  onSubmit,
  defaultDocument,
  labels,
  className,
  ...state
}: AccountDocumentFormProps) {
  const t = { ...accountTexts.document, ...labels }
  const { form, formRef, summaryProps, submitWith } = useAccountForm(
    documentFormSchema,
    documentDefaults(defaultDocument),
  )
  return (
    <AccountForm
      data-slot="account-document"
      form={form}
      formRef={formRef}
      summaryProps={summaryProps}
      onSubmit={submitWith(onSubmit)}
      intro={<AccountIntro>{t.instructions}</AccountIntro>}
      className={className}
      {...state}
    >
      <DocumentFields texts={t} />
      <SubmitButton loading={state.loading}>{t.submit}</SubmitButton>
    </AccountForm>
  )
}

/* ------------------------------------------------------------------------------------------------ */

/** A check under way inside the dialog (the password change's, the internal access's): a spinner with its label. */
function AccountSearching({ label, className }: { label?: string; className?: string }) {
  return (
    <div data-slot="account-searching" className={cn('flex justify-center py-6', className)}>
      <Spinner size="lg" label={label} />
    </div>
  )
}

/** The welcome after login or sign-up (the machine closes the dialog after WELCOME_MS). */
function AccountWelcome({
  name,
  greeting = accountTexts.welcome.title,
  className,
}: {
  name?: string | null
  greeting?: (name: string) => ReactNode
  className?: string
}) {
  return <WelcomeAnimation name={name ?? undefined} greeting={greeting} className={className} />
}

export {
  AccountDefineForm,
  AccountDocumentForm,
  AccountInsertCpfForm,
  AccountLoginForm,
  AccountPreRegisterForm,
  AccountRegisterForm,
  AccountSearching,
  AccountUserExists,
  AccountWelcome,
}
export type {
  AccountDefineFormProps,
  AccountDocumentFormProps,
  AccountInsertCpfFormProps,
  AccountLoginFormProps,
  AccountPreRegisterFormProps,
  AccountRegisterFormProps,
  AccountUserExistsProps,
  CaptchaRender,
  SocialProvider,
}
