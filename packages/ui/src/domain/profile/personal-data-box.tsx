// The personal data box of the profile page: the photo (with its camera or plus button, passed in as
// `avatar`), then every line of the spec's list in its order — pronoun, name, social name, e-mail, phone,
// race, gender, sexual orientation, birthday (DD/MM/YYYY), nationality, CPF or RNE, personal and family
// income, marital status, disability ('Não' or the names, with the selection-process help as a tooltip) and
// the address line — and 'Editar'. Plain props: core's `connectPersonalData` gives the box's view;
// `PersonalDataSection` wires it to the machine.
import type { PersonalDataAlertView, PersonalDataBoxView, PersonalDataDisabilityRow } from '@carreiras/core'
import { CircleHelp, Pencil } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode, type Ref } from 'react'
import { cn } from '../../lib/cn'
import { Alert } from '../../primitives/alert'
import { Button } from '../../primitives/button'
import { IconButton } from '../../primitives/icon-button'
import { Tooltip, TooltipContent, TooltipTrigger } from '../../primitives/tooltip'

type PersonalDataBoxProps = Omit<ComponentProps<'section'>, 'children'> & {
  box: PersonalDataBoxView
  /** The photo with its change button (AvatarPicker's `icon` variant). */
  avatar?: ReactNode
  /** 'Pronto!' / 'Dados pessoais salvo com sucesso' after a save. */
  alert?: PersonalDataAlertView | null
  headingLevel?: 2 | 3
  /** Hides 'Editar' (the register and update pages). */
  editable?: boolean
  /** The 'Editar' button (the dialog gives it the focus back when it closes). */
  editRef?: Ref<HTMLButtonElement>
}

const valueClass = (empty: boolean) =>
  cn('min-w-0 text-sm break-words', empty ? 'text-muted-foreground italic' : 'text-foreground')

function DisabilityValue({ row }: { row: PersonalDataDisabilityRow }) {
  const helpId = useId()
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span>{row.value}</span>
      {row.help ? (
        <Tooltip>
          <TooltipTrigger asChild>
            <IconButton
              type="button"
              size="sm"
              label={row.help.label}
              aria-describedby={helpId}
              data-slot="personal-data-box-help"
              className="text-primary"
            >
              <CircleHelp aria-hidden="true" />
            </IconButton>
          </TooltipTrigger>
          <TooltipContent>{row.help.text}</TooltipContent>
          {/* The button's description, tooltip or not (hidden: read only through aria-describedby). */}
          <span id={helpId} hidden>
            {row.help.text}
          </span>
        </Tooltip>
      ) : null}
    </span>
  )
}

function PersonalDataBox({
  box,
  avatar,
  alert = null,
  headingLevel = 2,
  editable = true,
  editRef,
  className,
  ...props
}: PersonalDataBoxProps) {
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <section
      data-slot="personal-data-box"
      aria-labelledby={headingId}
      aria-busy={box.busy || undefined}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground sm:p-6',
        className,
      )}
      {...props}
    >
      <div data-slot="personal-data-box-header" className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="font-heading text-xl font-semibold break-words">
          {box.title}
        </Heading>
        {editable ? (
          <Button
            ref={editRef}
            type="button"
            variant="outline"
            aria-describedby={headingId}
            data-slot="personal-data-box-edit"
            onClick={box.onEdit}
          >
            <Pencil aria-hidden="true" />
            {box.editLabel}
          </Button>
        ) : null}
      </div>
      {alert ? (
        <Alert
          data-slot="personal-data-box-alert"
          variant={alert.tone}
          title={alert.title}
          onClose={alert.onDismiss}
          closeLabel={alert.dismissLabel}
        >
          {alert.message}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        {avatar ? (
          <div data-slot="personal-data-box-avatar" className="flex justify-center sm:shrink-0">
            {avatar}
          </div>
        ) : null}
        <dl data-slot="personal-data-box-list" className="grid min-w-0 flex-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          {box.rows.map((row) => (
            <div
              key={row.key}
              data-slot="personal-data-box-row"
              data-field={row.key}
              className="flex flex-col"
            >
              <dt className="text-xs font-semibold text-muted-foreground uppercase">{row.label}</dt>
              <dd className={valueClass(row.empty)}>{row.value}</dd>
            </div>
          ))}
          <div data-slot="personal-data-box-row" data-field="disability" className="flex flex-col">
            <dt className="text-xs font-semibold text-muted-foreground uppercase">{box.disability.label}</dt>
            <dd className={valueClass(box.disability.empty)}>
              <DisabilityValue row={box.disability} />
            </dd>
          </div>
          <div data-slot="personal-data-box-row" data-field="address" className="flex flex-col sm:col-span-2">
            <dt className="text-xs font-semibold text-muted-foreground uppercase">{box.address.label}</dt>
            <dd className={valueClass(box.address.empty)}>{box.address.value}</dd>
          </div>
        </dl>
      </div>
    </section>
  )
}

export { PersonalDataBox }
export type { PersonalDataBoxProps }
