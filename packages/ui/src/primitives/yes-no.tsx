import { ptBR } from '@carreiras/core'
import type { ComponentProps, ReactNode } from 'react'
import { FormField } from './form-field'
import { RadioGroup, RadioGroupItem } from './radio-group'

type YesNoProps = Omit<
  ComponentProps<typeof FormField>,
  'children' | 'group' | 'onChange' | 'defaultValue'
> & {
  /** true = 'Sim', false = 'Não', null = not answered yet. */
  value: boolean | null
  onValueChange?: (value: boolean) => void
  name?: string
  yesLabel?: ReactNode
  noLabel?: ReactNode
}

/** A labelled yes/no question: a horizontal radio group 'Sim' / 'Não' whose value is boolean or null. */
function YesNo({
  value,
  onValueChange,
  name,
  yesLabel = ptBR.common.yes,
  noLabel = ptBR.common.no,
  disabled,
  ...fieldProps
}: YesNoProps) {
  return (
    <FormField data-slot="yes-no" group disabled={disabled} {...fieldProps}>
      {({ id, disabled: groupDisabled, ...control }) => (
        <RadioGroup
          {...control}
          id={id}
          name={name}
          orientation="horizontal"
          disabled={groupDisabled}
          value={value === null ? '' : value ? 'yes' : 'no'}
          onValueChange={(next) => onValueChange?.(next === 'yes')}
        >
          <RadioGroupItem value="yes" label={yesLabel} />
          <RadioGroupItem value="no" label={noLabel} />
        </RadioGroup>
      )}
    </FormField>
  )
}

export { YesNo }
export type { YesNoProps }
