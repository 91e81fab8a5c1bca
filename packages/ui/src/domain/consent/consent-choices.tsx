// One checkbox per optional purpose (LGPD arts. 7–8; docs/consent-and-survey.md): its name, what it sends and
// to whom, and — in the 'Privacidade' box — its state and when it was recorded. Controlled: the caller keeps
// the ticks (`useConsentDraft`) and saves them. Nothing is ticked that the person did not tick: an undecided
// purpose starts unticked.
import type { ConsentChoices, ConsentPurpose, ConsentPurposeView } from '@carreiras/core'
import { useId, useState } from 'react'
import { cn } from '../../lib/cn'
import { Checkbox } from '../../primitives/checkbox'

type ConsentDraft = Record<ConsentPurpose, boolean>

/** The ticks of a form, starting from the recorded choices (undecided = unticked); reset when they change. */
function useConsentDraft(purposes: readonly ConsentPurposeView[]) {
  const basis = purposes.map((p) => `${p.purpose}:${p.state}`).join(',')
  const initial = () =>
    Object.fromEntries(purposes.map((p) => [p.purpose, p.state === 'granted'])) as ConsentDraft
  const [state, setState] = useState({ basis, draft: initial() })
  // A new recorded state (a save here or elsewhere): the form shows it.
  if (state.basis !== basis) setState({ basis, draft: initial() })
  const draft = state.basis === basis ? state.draft : initial()
  return {
    draft,
    set: (purpose: ConsentPurpose, checked: boolean) =>
      setState((current) => ({ ...current, draft: { ...current.draft, [purpose]: checked } })),
    /** Every purpose shown, as a choice to record. */
    choices: (): ConsentChoices => ({ ...draft }),
  }
}

type ConsentChoicesProps = {
  purposes: readonly ConsentPurposeView[]
  value: Record<ConsentPurpose, boolean>
  onChange(purpose: ConsentPurpose, checked: boolean): void
  disabled?: boolean
  /** Shows each purpose's recorded state and time (the 'Privacidade' box). */
  showState?: boolean
  className?: string
}

function ConsentChoicesList({
  purposes,
  value,
  onChange,
  disabled = false,
  showState = false,
  className,
}: ConsentChoicesProps) {
  const id = useId()
  return (
    <ul data-slot="consent-choices" className={cn('flex flex-col gap-4', className)}>
      {purposes.map((purpose) => {
        const descriptionId = `${id}-${purpose.purpose}-description`
        const stateId = `${id}-${purpose.purpose}-state`
        return (
          <li key={purpose.purpose} data-slot="consent-choice" data-purpose={purpose.purpose}>
            <Checkbox
              label={<span className="font-medium">{purpose.label}</span>}
              checked={value[purpose.purpose]}
              onCheckedChange={(checked) => onChange(purpose.purpose, checked === true)}
              disabled={disabled}
              aria-describedby={showState ? `${descriptionId} ${stateId}` : descriptionId}
            />
            <p id={descriptionId} className="text-muted-foreground ms-8 mt-1 text-sm">
              {purpose.description}
            </p>
            {showState ? (
              <p id={stateId} data-slot="consent-choice-state" className="ms-8 mt-1 text-sm">
                <span className="font-medium">{purpose.stateText}</span>
                {purpose.recordedText ? (
                  <span className="text-muted-foreground"> · {purpose.recordedText}</span>
                ) : null}
              </p>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

export { ConsentChoicesList, useConsentDraft }
export type { ConsentChoicesProps, ConsentDraft }
