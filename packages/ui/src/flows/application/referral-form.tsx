// The referral ('Indicação'): the name and e-mail of whoever referred the candidate, on tab 2 when the
// opportunity lists indication domains. Both empty is valid; the caller checks the pair and, when the
// e-mail's domain is not allowed ('Somente os domínios abaixo são válidos'), the allowed domains are listed
// under the message, which describes the field with it.
import { ptBR, type ReferralField, type ReferralForm as ReferralValues } from '@carreiras/core'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { FormField } from '../../primitives/form-field'
import { Input } from '../../primitives/input'

const texts = ptBR.application.referral

/** Element ids of the two fields: the application's error keys (the candidate's own is 'email'). */
const REFERRAL_FIELD_IDS: Record<ReferralField, string> = { name: 'referral.name', email: 'referral.email' }

type ReferralFormProps = Omit<ComponentProps<'section'>, 'onChange' | 'children'> & {
  values: ReferralValues
  errors?: Partial<Record<ReferralField, string>>
  onChange: (field: ReferralField, value: string) => void
  /** The opportunity's allowed e-mail domains, listed when the e-mail's domain is refused. */
  domains?: readonly string[]
  /** The message that says the domain is refused; the domains are listed under it. */
  domainError?: string
  disabled?: boolean
  heading?: ReactNode
  headingLevel?: 2 | 3
}

function ReferralForm({
  values,
  errors = {},
  onChange,
  domains = [],
  domainError = ptBR.validation.referralDomainsOnly,
  disabled = false,
  heading = texts.title,
  headingLevel = 2,
  className,
  ...props
}: ReferralFormProps) {
  const baseId = useId()
  const headingId = `${baseId}-heading`
  const hintId = `${baseId}-hint`
  const domainsId = `${baseId}-domains`
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const showDomains = errors.email === domainError && domains.length > 0

  return (
    <section
      data-slot="referral-form"
      aria-labelledby={headingId}
      aria-describedby={hintId}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <Heading id={headingId} className="font-heading text-lg font-semibold text-foreground">
          {heading}
        </Heading>
        <p id={hintId} data-slot="referral-form-hint" className="text-sm text-muted-foreground">
          {texts.hint}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={REFERRAL_FIELD_IDS.name} label={texts.name} error={errors.name} disabled={disabled}>
          <Input
            name={REFERRAL_FIELD_IDS.name}
            autoComplete="off"
            value={values.name}
            onChange={(event) => onChange('name', event.target.value)}
          />
        </FormField>
        <div className="flex flex-col gap-1.5">
          <FormField
            id={REFERRAL_FIELD_IDS.email}
            label={texts.email}
            error={errors.email}
            disabled={disabled}
            describedBy={showDomains ? domainsId : undefined}
          >
            <Input
              name={REFERRAL_FIELD_IDS.email}
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(event) => onChange('email', event.target.value)}
            />
          </FormField>
          {showDomains ? (
            <ul
              id={domainsId}
              data-slot="referral-form-domains"
              aria-label={texts.domainsLabel}
              className="ms-6 list-disc ps-4 text-sm text-foreground"
            >
              {domains.map((domain) => (
                <li key={domain}>{domain}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  )
}

export { REFERRAL_FIELD_IDS, ReferralForm }
export type { ReferralFormProps }
