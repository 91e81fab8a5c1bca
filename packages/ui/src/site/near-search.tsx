import { NEAR_FILTER_PARAMS, cepDigits, type NearSearchTexts } from '@carreiras/core'
import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react'
import { buttonVariants } from '../primitives/button-variants'

// 'Perto de mim' on the job list (docs/near.md): a CEP or the browser's location, and a radius. A GET form
// to the list's URL carrying the other filters as hidden fields, so it works before the page is
// interactive and the result is a shareable URL; once it is, `onSubmit` and `onLocate` take over. The
// browser's location is asked for only when 'Usar minha localização' is pressed (`onLocate`, which the site
// loads lazily). A bad CEP is said in pt-BR next to the field, announced, and what was typed stays.
// Self-contained: it goes inside the job list's filter area as one element.

type NearSearchProps = Omit<ComponentProps<'section'>, 'onSubmit'> & {
  texts: NearSearchTexts
  /** The list's path: the form is a GET form to it. */
  action?: string
  /** The other filters of the list, kept when this form is sent. */
  hiddenFields?: readonly { name: string; value: string }[]
  /** The CEP field's value: the active CEP, or what was typed when the server refused it. */
  cep?: string
  /** The radius chosen (one of `texts.radii`). */
  radius: number
  /** The list is near the browser's (rounded) position: kept when the form is sent without a CEP. */
  coords?: string
  /** A message for the CEP field (the server refused it). */
  error?: string | null
  /** Takes over the form once the page is interactive; `cep` is the 8 digits. */
  onSubmit?: (cep: string, radius: number) => void
  /** Asks the browser for its location and lists near it; resolves to a message when that failed. */
  onLocate?: (radius: number) => Promise<string | null>
  /** Heading level of 'Perto de mim' (h3 inside the filters). */
  headingLevel?: 'h2' | 'h3'
}

const control = 'border-input bg-background focus-ring min-h-10 w-full rounded-md border px-3 py-2 text-sm'

function NearSearch({
  texts,
  action = '/vagas',
  hiddenFields = [],
  cep = '',
  radius,
  coords = '',
  error = null,
  onSubmit,
  onLocate,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: NearSearchProps) {
  const id = useId()
  const cepRef = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState(cep)
  const [chosen, setChosen] = useState(radius)
  const [message, setMessage] = useState<string | null>(error)
  const [locating, setLocating] = useState(false)
  // A CEP the server refused: the field takes the focus, with its message.
  useEffect(() => {
    if (error) cepRef.current?.focus()
  }, [error])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return
    event.preventDefault()
    const digits = cepDigits(value)
    if (digits === null && !(value.trim() === '' && coords)) {
      setMessage(texts.errors.cepInvalid)
      cepRef.current?.focus()
      return
    }
    setMessage(null)
    onSubmit(digits ?? '', chosen)
  }

  const locate = async () => {
    if (!onLocate || locating) return
    setMessage(null)
    setLocating(true)
    try {
      setMessage(await onLocate(chosen))
    } finally {
      setLocating(false)
    }
  }

  const errorId = `${id}-erro`
  const hintId = `${id}-dica`
  return (
    <section
      data-slot="near-search"
      aria-labelledby={`${id}-titulo`}
      className={['border-border flex flex-col gap-3 rounded-lg border p-4', className]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <Heading id={`${id}-titulo`} className="font-heading text-base font-semibold">
          {texts.title}
        </Heading>
        <p className="text-muted-foreground text-sm">{texts.intro}</p>
      </div>
      <form
        method="get"
        action={action}
        noValidate
        onSubmit={submit}
        data-slot="near-search-form"
        className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        {hiddenFields.map((field) => (
          <input key={`${field.name}=${field.value}`} type="hidden" name={field.name} value={field.value} />
        ))}
        {coords && value.trim() === '' ? (
          <input type="hidden" name={NEAR_FILTER_PARAMS.coords} value={coords} />
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-cep`} className="text-sm font-medium">
            {texts.cep}
          </label>
          <input
            ref={cepRef}
            id={`${id}-cep`}
            name={NEAR_FILTER_PARAMS.cep}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={9}
            aria-invalid={
              message === texts.errors.cepInvalid || message === texts.errors.cepNotFound || undefined
            }
            aria-describedby={message ? `${errorId} ${hintId}` : hintId}
            className={control}
          />
          <p id={hintId} className="text-muted-foreground text-xs">
            {texts.cepHint}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-raio`} className="text-sm font-medium">
            {texts.radius}
          </label>
          <select
            id={`${id}-raio`}
            name={NEAR_FILTER_PARAMS.radius}
            value={String(chosen)}
            onChange={(event) => setChosen(Number(event.currentTarget.value))}
            className={control}
          >
            {texts.radii.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${buttonVariants()} sm:mt-6`}>
          {texts.submit}
        </button>
        <p
          id={errorId}
          role="alert"
          data-slot="near-search-error"
          className="text-destructive text-sm font-medium sm:col-span-3 empty:hidden"
        >
          {message}
        </p>
      </form>
      {onLocate ? (
        <p>
          <button
            type="button"
            data-slot="near-search-locate"
            onClick={() => void locate()}
            aria-disabled={locating || undefined}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {locating ? texts.locating : texts.locate}
          </button>
        </p>
      ) : null}
    </section>
  )
}

export { NearSearch }
export type { NearSearchProps }
