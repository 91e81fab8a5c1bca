// Building blocks shared by the account dialog's forms: the form shell (error summary, server error,
// notice, focus handling), react-hook-form field wrappers around the design system's controls, the
// document (CPF / RNE) pair and the texts of every form.
import { ptBR, titleCaseName, type Messages } from '@carreiras/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { CircleAlert } from 'lucide-react'
import {
  Fragment,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import {
  FormProvider,
  useController,
  useForm,
  useFormContext,
  useFormState,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { cn } from '../../lib/cn'
import { Alert } from '../../primitives/alert'
import { Button } from '../../primitives/button'
import { Checkbox } from '../../primitives/checkbox'
import { FormErrorSummary, FormField, useFocusFirstInvalid } from '../../primitives/form-field'
import { Input, type InputProps } from '../../primitives/input'
import { MaskedInput } from '../../primitives/masked-input'

/** The catalogue's parts the account dialog's texts come from (a brand's merged catalogue or core's). */
type AccountCatalogue = { account: Messages['account']; common: Messages['common'] }

/** Every text of the account dialog, per form, from a catalogue (core's pt-BR or a brand's wording). */
function accountTextsFor({ account, common }: AccountCatalogue) {
  const documentPair = {
    foreigner: account.preRegister.foreigner,
    cpf: account.preRegister.cpf,
    foreignDocument: account.preRegister.foreignDocument,
  }
  return {
    define: account.define,
    login: { ...account.login, yes: common.yes, no: common.no },
    insertCpf: { ...account.insertCpf, ...documentPair, submit: common.continue },
    preRegister: {
      ...account.preRegister,
      submit: common.continue,
      haveAccount: account.define.haveAccount,
      captcha: account.register.captcha,
    },
    userExists: { ...account.userExists, login: account.login.submit },
    register: { ...account.register, ...documentPair, haveAccount: account.define.haveAccount },
    document: { ...account.document, ...documentPair },
    password: { ...account.forgotPassword, email: account.login.email, backToLogin: account.backToLogin },
    forgotUser: {
      ...account.forgotEmail,
      cpf: account.preRegister.cpf,
      captcha: account.register.captcha,
      continue: common.continue,
      backToLogin: account.backToLogin,
    },
    changePassword: { ...account.changePassword, passwordHint: account.register.passwordHint },
    searching: { title: account.preRegister.searching },
    welcome: { title: account.welcome },
    /** The retail partner's employee form and the provider sign-in's loading (account-provider-forms.tsx). */
    retailLogin: { ...account.providers.retail, backToLogin: account.backToLogin },
    providerSignIn: { title: account.providers.signingIn },
    /** The internal access (account-internal-forms.tsx). */
    internal: account.internal,
  }
}

/** Every text of the account dialog in core's words; `AccountDialog`'s `messages` and `labels` reword any of them. */
const accountTexts = accountTextsFor(ptBR)
/** The document pair's texts (CPF or, for a foreigner, RNE / passport). */
const documentTexts: { foreigner: string; cpf: string; foreignDocument: string } = {
  foreigner: accountTexts.document.foreigner,
  cpf: accountTexts.document.cpf,
  foreignDocument: accountTexts.document.foreignDocument,
}

/** Texts as any wording may give them: the catalogue's literal types widened to `string`, functions kept. */
type Worded<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { -readonly [P in keyof T]: Worded<T[P]> }
      : T
type AccountTexts = Worded<typeof accountTexts>
/** Overrides of the account texts, form by form. */
type AccountLabels = { [K in keyof AccountTexts]?: Partial<AccountTexts[K]> }

/** A catalogue's texts with `labels` over them, form by form (`labels` wins). */
function withLabels(texts: AccountTexts, labels: AccountLabels | undefined): AccountTexts {
  if (!labels) return texts
  const merged = { ...texts } as Record<keyof AccountTexts, unknown>
  for (const key of Object.keys(labels) as (keyof AccountTexts)[])
    merged[key] = { ...texts[key], ...labels[key] }
  return merged as AccountTexts
}

/** What every form of the dialog receives besides its own callbacks. */
type AccountFormBaseProps = {
  /** Disables the submit and shows its spinner (the machine's `loading` tag). */
  loading?: boolean
  /** A server error, shown in an alert (role=alert) above the fields. */
  error?: string | null
  /** A server notice (success), announced politely. */
  notice?: string | null
  /**
   * The platform was busy (too many sign-ins at once): `countdown` is shown and changes every second, and
   * disables the submit; `announcement` fills the polite live region, which changes only when the countdown
   * starts and when the automatic retry is sent (core's busyCountdownText and busyAnnouncement).
   */
  busy?: { countdown: string | null; announcement: string | null } | null
  className?: string
}

/** 'MARIA DA SILVA' and 'maria da silva' → 'Maria da Silva' (the insert-cpf greeting; core's rule). */
const titleCase = titleCaseName

/** Puts `link` where `linkText` appears in `text` ('Li e aceito os [Termos de Uso]'); else after it. */
function withLink(text: string, linkText: string, link: ReactNode): ReactNode {
  const at = linkText ? text.indexOf(linkText) : -1
  if (at < 0) {
    return (
      <>
        {text} {link}
      </>
    )
  }
  return (
    <>
      {text.slice(0, at)}
      {link}
      {text.slice(at + linkText.length)}
    </>
  )
}

/**
 * A react-hook-form form validated by one of core's zod schemas. Submit with errors: the summary
 * announces the count and the first invalid field gets focus (useFocusFirstInvalid).
 */
function useAccountForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's overloads cannot see through the generic schema; its types are the schema's own.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    // useFocusFirstInvalid moves the focus, a moment after the error count is announced.
    shouldFocusError: false,
  })
  const { formRef, focusFirstInvalid, summaryProps } = useFocusFirstInvalid()
  const submitWith = (onValid: (values: z.output<S>) => void) =>
    form.handleSubmit(
      (values) => {
        focusFirstInvalid(0)
        onValid(values)
      },
      (errors: FieldErrors) => focusFirstInvalid(Object.keys(errors).length),
    )
  return { form, formRef, summaryProps, submitWith }
}

type AccountFormProps<T extends FieldValues> = Omit<ComponentProps<'form'>, 'onSubmit'> &
  AccountFormBaseProps & {
    form: UseFormReturn<T, unknown, FieldValues>
    formRef: RefObject<HTMLFormElement | null>
    summaryProps: { count: number; announceKey: number }
    onSubmit: (event: FormEvent<HTMLFormElement>) => void
    /** Shown between the alerts and the fields. */
    intro?: ReactNode
  }

/**
 * A submit button that was focused loses the focus when it turns disabled while loading; once the
 * answer came (an error, say) the focus goes back to it, so a keyboard user keeps their place.
 */
function useRefocusAfterLoading(formRef: RefObject<HTMLFormElement | null>, loading: boolean) {
  const wasLoading = useRef(loading)
  useEffect(() => {
    const element = formRef.current
    if (wasLoading.current && !loading && element) {
      const active = element.ownerDocument.activeElement
      if (!active || active === element.ownerDocument.body) {
        element.querySelector<HTMLElement>('[type="submit"]:not([disabled])')?.focus()
      }
    }
    wasLoading.current = loading
  }, [loading, formRef])
}

/**
 * The form element of every account form: the polite error summary, the server error (role=alert)
 * and notice, the fields. While loading the form is `aria-busy`; when the submit button lost the focus
 * to its disabled state, the focus goes back to it once the answer came.
 */
function AccountForm<T extends FieldValues>({
  form,
  formRef,
  summaryProps,
  onSubmit,
  loading = false,
  error,
  notice,
  busy,
  intro,
  className,
  children,
  ...props
}: AccountFormProps<T>) {
  useRefocusAfterLoading(formRef, loading || Boolean(busy?.countdown))

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        data-slot="account-form"
        noValidate
        aria-busy={loading || undefined}
        onSubmit={onSubmit}
        className={cn('flex flex-col gap-4', className)}
        {...props}
      >
        {/* Always rendered (a live region must exist before it is filled); empty, it takes no room. */}
        <FormErrorSummary {...summaryProps} className={cn(summaryProps.count === 0 && 'absolute')} />
        <AccountAlerts error={error} notice={notice} />
        {busy !== undefined ? <AccountBusy busy={busy} /> : null}
        {intro}
        {children}
      </form>
    </FormProvider>
  )
}

/** The server error (role=alert) and the success notice (role=status) of a form. */
function AccountAlerts({ error, notice }: Pick<AccountFormBaseProps, 'error' | 'notice'>) {
  return (
    <>
      {notice ? (
        <Alert data-slot="account-notice" variant="success" title={null}>
          {notice}
        </Alert>
      ) : null}
      {error ? (
        <Alert data-slot="account-error" variant="error">
          {error}
        </Alert>
      ) : null}
    </>
  )
}

/**
 * The countdown before the automatic retry (visible, not live: it changes every second) and the polite live
 * region that says it once, then 'Tentando de novo…' (always rendered: a live region must exist before it
 * is filled).
 */
function AccountBusy({ busy }: { busy: AccountFormBaseProps['busy'] }) {
  return (
    <>
      <p data-slot="account-busy-live" aria-live="polite" className="sr-only">
        {busy?.announcement ?? ''}
      </p>
      {busy?.countdown ? (
        <Alert data-slot="account-busy" variant="warning" title={null} role="none">
          {busy.countdown}
        </Alert>
      ) : null}
    </>
  )
}

/** A short paragraph under the title. */
function AccountIntro({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="account-intro" className={cn('text-sm text-muted-foreground', className)} {...props} />
}

/** A field's error under a control that FormField cannot wrap (checkbox, captcha); FormField's look. */
function FieldErrorText({ className, children, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="form-field-error"
      className={cn('flex items-start gap-1.5 text-sm text-destructive', className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

function fieldError(errors: FieldErrors, name: string): string | undefined {
  const message = errors[name]?.message
  return typeof message === 'string' ? message : undefined
}

type TextFieldProps = Omit<InputProps, 'name'> & {
  name: string
  label: ReactNode
  hint?: ReactNode
}

/** A labelled text input registered in the surrounding account form; its error shows under it. */
function TextField({ name, label, hint, className, ...props }: TextFieldProps) {
  const { register } = useFormContext()
  const { errors } = useFormState({ name })
  const error = fieldError(errors, name)
  // The password hint and its error say the same: the error replaces the hint.
  return (
    <FormField label={label} hint={error ? undefined : hint} error={error} className={className}>
      <Input {...props} {...register(name)} />
    </FormField>
  )
}

type CheckboxFieldProps = {
  name: string
  label: ReactNode
  className?: string
  onCheckedChange?: (checked: boolean) => void
}

/** A checkbox bound to a boolean of the form; its error is announced with it (aria-describedby). */
function CheckboxField({ name, label, className, onCheckedChange }: CheckboxFieldProps) {
  const { field, fieldState } = useController({ name })
  const errorId = useId()
  const error = fieldState.error?.message
  return (
    <div data-slot="account-checkbox-field" className={cn('flex flex-col gap-1.5', className)}>
      <Checkbox
        name={field.name}
        label={label}
        checked={field.value === true}
        onCheckedChange={(checked) => {
          const value = checked === true
          field.onChange(value)
          onCheckedChange?.(value)
        }}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? <FieldErrorText id={errorId}>{error}</FieldErrorText> : null}
    </div>
  )
}

type CaptchaRender = (onToken: (token: string | null) => void) => ReactNode

/** How many requests of the form have come back: `loading` turned from true to false. */
function useAnsweredRequests(loading: boolean): number {
  const [seen, setSeen] = useState({ loading, answered: 0 })
  if (seen.loading !== loading) {
    // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
    const next = { loading, answered: seen.answered + (loading ? 0 : 1) }
    setSeen(next)
    return next.answered
  }
  return seen.answered
}

/**
 * The app's captcha widget inside a named group; its token is the form's `captchaToken`. A solved captcha
 * is spent by the request that carries it, so when an answer comes back and the form is still shown (the
 * request was refused), the token is cleared and the widget starts over, unticked.
 */
function CaptchaField({
  captcha,
  label,
  loading = false,
}: {
  captcha: CaptchaRender
  label: ReactNode
  /** The form's request under way (the machine's `loading` tag). */
  loading?: boolean
}) {
  const { field, fieldState } = useController<{ captchaToken: string }, 'captchaToken'>({
    name: 'captchaToken',
  })
  const { resetField } = useFormContext<{ captchaToken: string }>()
  const labelId = useId()
  const errorId = useId()
  const { onChange } = field
  // Stable (as react-hook-form's onChange is), so a widget does not re-initialise on every keystroke.
  const onToken = useCallback((token: string | null) => onChange(token ?? ''), [onChange])
  const answered = useAnsweredRequests(loading)
  useEffect(() => {
    // Quietly (no 'Confirme que você não é um robô' under it): the alert above says what went wrong.
    if (answered > 0) resetField('captchaToken')
  }, [answered, resetField])
  const error = fieldState.error?.message
  return (
    <div
      role="group"
      data-slot="account-captcha"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
      className="flex flex-col gap-1.5"
    >
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <Fragment key={answered}>{captcha(onToken)}</Fragment>
      {error ? <FieldErrorText id={errorId}>{error}</FieldErrorText> : null}
    </div>
  )
}

/** A CPF field (masked ###.###.###-##) bound to a string of the form. */
function CpfField({ name, label, className }: { name: string; label: ReactNode; className?: string }) {
  const { field, fieldState } = useController({ name })
  return (
    <FormField label={label} error={fieldState.error?.message} className={className}>
      <MaskedInput
        name={field.name}
        mask="cpf"
        value={typeof field.value === 'string' ? field.value : ''}
        onValueChange={(masked) => field.onChange(masked)}
        onBlur={field.onBlur}
      />
    </FormField>
  )
}

type DocumentFieldsProps = {
  texts: typeof documentTexts
  className?: string
}

/**
 * The document pair of every account form: 'CPF' (masked ###.###.###-##) or, with 'Sou estrangeiro'
 * ticked, 'RNE ou Passaporte'. Switching clears the number (a CPF is not an RNE).
 */
function DocumentFields({ texts, className }: DocumentFieldsProps) {
  const { setValue, clearErrors } = useFormContext<{ foreigner: boolean; document: string }>()
  const foreigner = useController<{ foreigner: boolean; document: string }, 'foreigner'>({
    name: 'foreigner',
  })
  const documentField = useController<{ foreigner: boolean; document: string }, 'document'>({
    name: 'document',
  })
  const isForeigner = foreigner.field.value === true
  return (
    <div data-slot="account-document-fields" className={cn('flex flex-col gap-3', className)}>
      <FormField
        label={isForeigner ? texts.foreignDocument : texts.cpf}
        error={documentField.fieldState.error?.message}
      >
        {isForeigner ? (
          <Input
            name={documentField.field.name}
            value={documentField.field.value}
            onChange={(event) => documentField.field.onChange(event.target.value)}
            onBlur={documentField.field.onBlur}
            autoComplete="off"
          />
        ) : (
          <MaskedInput
            name={documentField.field.name}
            mask="cpf"
            value={documentField.field.value}
            onValueChange={(masked) => documentField.field.onChange(masked)}
            onBlur={documentField.field.onBlur}
          />
        )}
      </FormField>
      <CheckboxField
        name="foreigner"
        label={texts.foreigner}
        onCheckedChange={() => {
          setValue('document', '')
          clearErrors('document')
        }}
      />
    </div>
  )
}

/** The form's main button: full width, spinner and disabled while loading. */
function SubmitButton({ loading, className, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button
      data-slot="account-submit"
      type="submit"
      size="lg"
      loading={loading}
      className={cn('w-full', className)}
      {...props}
    />
  )
}

/** A secondary action that switches form ('Esqueci minha senha', 'Cadastre-se'...). */
function SwitchButton({ className, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button
      data-slot="account-switch"
      type="button"
      variant="link"
      size="sm"
      className={cn('h-auto min-h-8 px-1', className)}
      {...props}
    />
  )
}

export {
  AccountAlerts,
  AccountForm,
  AccountIntro,
  CaptchaField,
  CheckboxField,
  CpfField,
  DocumentFields,
  FieldErrorText,
  SubmitButton,
  SwitchButton,
  TextField,
  accountTexts,
  accountTextsFor,
  documentTexts,
  titleCase,
  useAccountForm,
  useRefocusAfterLoading,
  withLabels,
  withLink,
}
export type { AccountCatalogue, AccountFormBaseProps, AccountLabels, AccountTexts, CaptchaRender, Worded }
