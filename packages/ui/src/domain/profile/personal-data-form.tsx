// The personal-data form, as the application data sheet (ficha) shows it: the fields in the spec's order,
// each shown and marked required as core's rules say (`rules`, computed from the opportunity's form structure
// and the values), the document as a CPF mask for Brazilians or RNE/passport text for foreigners (read-only
// once the profile holds one), the disability questions with their checkboxes and medical reports, the
// need-help description with its 'n / 100' counter, the address filled from the postal code by the caller,
// and help buttons that open the diversity explanation. Controlled: the caller holds values and errors; every
// control's id and name is its field's name, so the caller can focus the first invalid one (`focusField`).
// Enter in a field never submits the form (it is the ficha).
import {
  NEED_HELP_DESCRIPTION_MAX,
  isZipcodeComplete,
  ptBR,
  unmask,
  type AttachedFile,
  type MaskKind,
  type PersonalDataField,
  type PersonalDataForm as PersonalDataValues,
  type PersonalDataLists,
  type PersonalDataRules,
  type ReferenceItem,
} from '@carreiras/core'
import { CircleHelp, LoaderCircle } from 'lucide-react'
import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { cn } from '../../lib/cn'
import { useDrawnParts } from '../../lib/drawn-in-parts'
import { MemoPart, useStableCallback } from '../../lib/memo-part'
import {
  AttachmentField,
  QuestionFieldset,
  questionFieldId,
  type FieldErrors,
} from '../applications/application-questions'
import { Checkbox } from '../../primitives/checkbox'
import { DiversityModal } from './diversity-modal'
import { type FileUploadError } from '../../primitives/file-upload'
import { FormField, FormRequiredNote, focusTarget } from '../../primitives/form-field'
import { IconButton } from '../../primitives/icon-button'
import { Input } from '../../primitives/input'
import { MaskedInput } from '../../primitives/masked-input'
import { Select, type SelectOption } from '../../primitives/select'
import { Textarea } from '../../primitives/textarea'
import { YesNo } from '../../primitives/yes-no'

/** The reference lists the form chooses from; the app fetches them (cities: those of the chosen state). */
type PersonalDataOptions = PersonalDataLists & {
  states: readonly ReferenceItem[]
  cities: readonly ReferenceItem[]
}

/** The parts a progressive first draw shows one render after another (see `progressive`). */
const FORM_PARTS = 4

/** Room at the end of a label for its help button (32 px and a gap). */
const HELP_LABEL_ROOM = 'pe-10'

/** The questions whose help button opens the diversity explanation. */
type DiversityTopic = 'race_and_ethnicity' | 'gender' | 'sexual_orientation' | 'has_disability'

type ZipcodeStatus = 'idle' | 'loading' | 'not-found' | 'failed'

const texts = ptBR.application.personalData
const { fields } = texts

/**
 * Focuses a field of the application form by its error key: a personal-data field's name, a question's
 * id or 'referral.name' / 'referral.email'. The control itself, or for a group (yes/no, disabilities,
 * check boxes, an attachment) its checked radio or first focusable part; an element made focusable only
 * by script (`tabindex="-1"`: the message standing for a whole section, 'experience') takes it itself.
 * False when not on screen.
 */
function focusField(name: string, root: Document | HTMLElement = document): boolean {
  const byId = (id: string) => {
    const element = (root.ownerDocument ?? (root as Document)).getElementById(id)
    return element && (root === element.ownerDocument || root.contains(element)) ? element : null
  }
  const element = byId(name) ?? byId(questionFieldId(name))
  if (!element) return false
  const target = focusTarget(element) ?? (element.getAttribute('tabindex') === '-1' ? element : null)
  if (!target) return false
  target.focus()
  return true
}

/** Reference items as select options (ids travel as strings). */
const idOptions = (items: readonly ReferenceItem[]): SelectOption[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }))

/**
 * Named items as select options by name (country, city). A value the list does not hold yet (an older
 * profile's city) is still shown: the native Select adds it as an option of its own.
 */
const nameOptions = (items: readonly ReferenceItem[]): SelectOption[] =>
  items.map((item) => ({ value: item.name, label: item.name }))

type ChangeField = PersonalDataFormProps['onChange']

/**
 * A list field's control, drawn again only when its own value, options or state change: with the options
 * made once per list and a change handler that never changes, a keystroke in another field leaves the
 * lists alone (docs/performance.md, "Responsiveness (INP)"). The long lists (the state's cities, up to 645;
 * the countries, some 190) are the platform's own `<select>` (Select's `native`): opening one and choosing
 * costs React nothing but the chosen value's redraw.
 */
const FieldSelect = memo(function FieldSelect({
  name,
  onField,
  ...props
}: Omit<ComponentProps<typeof Select>, 'name' | 'onValueChange'> & {
  name: PersonalDataField
  onField: ChangeField
}) {
  return <Select name={name} onValueChange={(next) => onField(name, next)} {...props} />
})

/** Enter in a text field submits a form implicitly; the ficha must not (buttons and text areas keep Enter). */
function preventImplicitSubmit(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return
  if (['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'image'].includes(target.type)) return
  event.preventDefault()
}

type PersonalDataFormProps = Omit<ComponentProps<'form'>, 'onChange' | 'children'> & {
  values: PersonalDataValues
  /** Which fields show and which are required (core's `personalDataFieldRules`). */
  rules: PersonalDataRules
  /** Field name → message (the first rule each field breaks); 'laudo' for the medical reports. */
  errors?: FieldErrors
  onChange: <F extends PersonalDataField>(field: F, value: PersonalDataValues[F]) => void
  options: PersonalDataOptions
  /** The profile already holds a CPF or passport: shown read-only. */
  documentReadOnly?: boolean
  /** RNE/passport text instead of the CPF mask (core's `isForeignNationality`). */
  foreigner: boolean
  /** The postal code reached 8 digits (digits only): the caller looks the address up and fills it. */
  onZipcodeComplete?: (zipcode: string) => void
  zipcodeStatus?: ZipcodeStatus
  /** The line under the postal code for the status (the catalogue's by default). */
  zipcodeText?: string | null
  /** Medical reports already sent. */
  laudos?: readonly AttachedFile[]
  /** A valid PDF (up to 2MB) was chosen: the caller uploads it. */
  onUploadLaudo?: (file: File) => void
  /** Confirmed in the 'Atenção' dialog. */
  onRemoveLaudo?: (id: string) => void
  laudoUploading?: boolean
  /** The percentage of the medical report sent (a progress bar), when the caller knows it. */
  laudoProgress?: number | null
  onCancelLaudoUpload?: () => void
  laudoUploadError?: FileUploadError | null
  /** The photo picker (ficha only), before the fields. */
  avatar?: ReactNode
  /** The opportunity's extra questions, after marital status (ficha and talent bank). */
  slotAfterMaritalStatus?: ReactNode
  /** Opens the diversity explanation the caller shows; without it the form shows DiversityModal itself. */
  onOpenDiversityHelp?: (topic: DiversityTopic) => void
  disabled?: boolean
  /** Heading above the fields ('Dados pessoais'); `null` shows none. */
  heading?: ReactNode
  headingLevel?: 2 | 3
  /** Shows 'Campos com * são obrigatórios.' under the heading (the application layout shows its own). */
  requiredNote?: boolean
  /** Enter in a field submits (a profile modal with a Save button); never on the ficha (default). */
  submitOnEnter?: boolean
  /** Actions after the fields (a profile modal's 'Cancelar' / 'Salvar'). */
  children?: ReactNode
  /**
   * Draws the fields in four parts, each in a render of its own that React may pause: the names and contacts,
   * then up to marital status, the opening's questions, the rest (disability, address). Four shorter tasks
   * instead of one long one when the ficha first shows (docs/performance.md, "The ficha and the profile drawn
   * in parts").
   */
  progressive?: boolean
}

function PersonalDataForm({
  values,
  rules,
  errors = {},
  onChange,
  options,
  documentReadOnly = false,
  foreigner,
  onZipcodeComplete,
  zipcodeStatus = 'idle',
  zipcodeText,
  laudos = [],
  onUploadLaudo,
  onRemoveLaudo,
  laudoUploading = false,
  laudoProgress = null,
  onCancelLaudoUpload,
  laudoUploadError = null,
  avatar,
  slotAfterMaritalStatus,
  onOpenDiversityHelp,
  disabled = false,
  heading = texts.legend,
  headingLevel = 2,
  requiredNote = false,
  submitOnEnter = false,
  className,
  onSubmit,
  onKeyDown,
  children,
  progressive = false,
  ...props
}: PersonalDataFormProps) {
  const drawnParts = useDrawnParts(FORM_PARTS, progressive)
  const headingId = useId()
  const zipcodeStatusId = useId()
  const [helpOpen, setHelpOpen] = useState(false)
  const helpOpener = useRef<HTMLButtonElement | null>(null)
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  // The newest onChange behind one function that never changes (the list fields are memoised on it).
  const latestChange = useRef(onChange)
  useLayoutEffect(() => {
    latestChange.current = onChange
  })
  const changeField = useCallback<ChangeField>((name, value) => latestChange.current(name, value), [])
  // Each list's options, made again only when its list (or, for name lists, the value kept) changes.
  const pronounOptions = useMemo(() => idOptions(options.pronouns), [options.pronouns])
  const raceOptions = useMemo(() => idOptions(options.races), [options.races])
  const genderOptions = useMemo(() => idOptions(options.genders), [options.genders])
  const orientationOptions = useMemo(
    () => idOptions(options.sexualOrientations),
    [options.sexualOrientations],
  )
  const incomeOptions = useMemo(() => idOptions(options.incomes), [options.incomes])
  const familyIncomeOptions = useMemo(() => idOptions(options.familyIncomes), [options.familyIncomes])
  const maritalOptions = useMemo(() => idOptions(options.maritalStatuses), [options.maritalStatuses])
  const stateOptions = useMemo(() => idOptions(options.states), [options.states])
  // Made again only when the list changes, not with the value chosen: a choice then redraws the select
  // alone, not its options (the native Select keeps their elements while the options stay the same).
  const countryOptions = useMemo(() => nameOptions(options.countries), [options.countries])
  const cityOptions = useMemo(() => nameOptions(options.cities), [options.cities])

  const shown = (field: PersonalDataField) => rules[field] !== 'hidden'
  const field = (name: PersonalDataField) => ({
    id: name,
    label: fields[name],
    required: rules[name] === 'required',
    error: errors[name],
    disabled,
  })
  // Each field is a kept part (MemoPart) drawn again only when its value, rule, error or the form's
  // `disabled` changed; its handlers go through `changeField`, which never changes.
  const fieldDeps = (name: PersonalDataField, ...more: unknown[]) => [
    values[name],
    rules[name],
    errors[name],
    disabled,
    ...more,
  ]
  /** A text field; with `mask`, a masked one (CPF, phone, date); `readOnly` says why under it. */
  const text = (
    name: PersonalDataField,
    autoComplete: string | undefined,
    { type = 'text', mask, readOnly }: { type?: string; mask?: MaskKind; readOnly?: boolean } = {},
  ) =>
    shown(name) ? (
      <MemoPart deps={fieldDeps(name, readOnly)}>
        {() => (
          <FormField {...field(name)} hint={readOnly ? texts.documentReadOnly : undefined}>
            {mask ? (
              <MaskedInput
                mask={mask}
                name={name}
                autoComplete={autoComplete}
                readOnly={readOnly}
                value={String(values[name] ?? '')}
                onValueChange={(masked) => changeField(name, masked)}
              />
            ) : (
              <Input
                name={name}
                type={type}
                autoComplete={autoComplete}
                readOnly={readOnly}
                value={String(values[name] ?? '')}
                onChange={(event) => changeField(name, event.target.value)}
              />
            )}
          </FormField>
        )}
      </MemoPart>
    ) : null
  /** A list field; `native` for a long list (the platform's own picker). */
  const select = (name: PersonalDataField, items: SelectOption[], { native = false } = {}) => (
    <MemoPart deps={fieldDeps(name, items)}>
      {() => (
        <FormField {...field(name)}>
          <FieldSelect
            name={name}
            native={native}
            value={String(values[name] ?? '')}
            options={items}
            onField={changeField}
          />
        </FormField>
      )}
    </MemoPart>
  )

  const openHelpFrom = useStableCallback((topic: DiversityTopic, button: HTMLButtonElement) => {
    helpOpener.current = button
    if (onOpenDiversityHelp) onOpenDiversityHelp(topic)
    else setHelpOpen(true)
  })
  /**
   * A field with the 'Por que perguntamos?' button at the end of its label's line (the label keeps room
   * for it). `fit` narrows the row to the field's content, so the button stays by a short label.
   */
  const withHelp = (
    topic: DiversityTopic,
    content: ReactNode,
    { className, fit = false }: { className?: string; fit?: boolean } = {},
  ) => (
    <div data-slot="personal-data-form-help-row" className={cn('min-w-0', className)}>
      <div className={cn('relative', fit && 'w-fit max-w-full')}>
        {content}
        <IconButton
          type="button"
          size="sm"
          data-slot="personal-data-form-help"
          label={texts.diversityHelp}
          aria-describedby={`${topic}-label`}
          className="absolute end-0 -top-1.5 text-primary"
          onClick={(event) => openHelpFrom(topic, event.currentTarget)}
        >
          <CircleHelp aria-hidden="true" />
        </IconButton>
      </div>
    </div>
  )
  // The help button is described by its field's label ('Por que perguntamos?' + 'Raça/Etnia').
  const helpLabel = (name: DiversityTopic) => <span id={`${name}-label`}>{fields[name]}</span>
  const diversitySelect = (name: Exclude<DiversityTopic, 'has_disability'>, items: SelectOption[]) =>
    shown(name) ? (
      <MemoPart deps={fieldDeps(name, items)}>
        {() =>
          withHelp(
            name,
            <FormField {...field(name)} label={helpLabel(name)} labelClassName={HELP_LABEL_ROOM}>
              <FieldSelect name={name} value={values[name]} options={items} onField={changeField} />
            </FormField>,
          )
        }
      </MemoPart>
    ) : null

  const zipcodeComplete = useStableCallback((raw: string) => onZipcodeComplete?.(raw))
  const changeZipcode = (masked: string, raw: string) => {
    changeField('zipcode', masked)
    if (isZipcodeComplete(raw) && raw !== unmask(values.zipcode)) zipcodeComplete(raw)
  }

  const chosenDisabilities = new Set(values.disabilities)
  const toggleDisability = (id: string, checked: boolean) => {
    const next = options.disabilities
      .map((item) => String(item.id))
      .filter((candidate) => (candidate === id ? checked : chosenDisabilities.has(candidate)))
    changeField('disabilities', next)
  }
  const hasDisability = shown('has_disability') && values.has_disability === true

  const full = 'sm:col-span-2'
  return (
    // The key handler only cancels Enter's implicit submission; the form itself takes no interaction.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      data-slot="personal-data-form"
      noValidate
      aria-labelledby={heading ? headingId : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit?.(event)
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        if (!submitOnEnter) preventImplicitSubmit(event)
      }}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {heading ? (
        <Heading id={headingId} className="font-heading text-lg font-semibold text-foreground">
          {heading}
        </Heading>
      ) : null}
      {requiredNote ? <FormRequiredNote>{ptBR.application.requiredFieldsNote}</FormRequiredNote> : null}
      <div data-slot="personal-data-form-fields" className="grid gap-4 sm:grid-cols-2">
        {avatar ? (
          <div data-slot="personal-data-form-avatar" className={full}>
            {avatar}
          </div>
        ) : null}
        {shown('pronoun') ? select('pronoun', pronounOptions) : null}
        {text('firstname', 'given-name')}
        {text('lastname', 'family-name')}
        {text('social_name', 'off')}
        {text('email', 'email', { type: 'email' })}
        {text('phone', undefined, { mask: 'phone' })}
        {drawnParts >= 2 ? (
          <>
            {diversitySelect('race_and_ethnicity', raceOptions)}
            {diversitySelect('gender', genderOptions)}
            {diversitySelect('sexual_orientation', orientationOptions)}
            {text('birthday', 'bday', { mask: 'date' })}
            {shown('nationality') ? select('nationality', countryOptions, { native: true }) : null}
            {foreigner
              ? text('passport', 'off', { readOnly: documentReadOnly })
              : text('cpf', undefined, { mask: 'cpf', readOnly: documentReadOnly })}
            {shown('personal_income') ? select('personal_income', incomeOptions) : null}
            {shown('family_income') ? select('family_income', familyIncomeOptions) : null}
            {shown('marital_status') ? select('marital_status', maritalOptions) : null}
          </>
        ) : null}
        {slotAfterMaritalStatus && drawnParts >= 3 ? (
          <div data-slot="personal-data-form-extra" className={full}>
            {slotAfterMaritalStatus}
          </div>
        ) : null}

        {drawnParts >= 4 ? (
          <>
            {shown('has_disability') ? (
              <MemoPart deps={fieldDeps('has_disability')}>
                {() =>
                  withHelp(
                    'has_disability',
                    <YesNo
                      {...field('has_disability')}
                      label={helpLabel('has_disability')}
                      labelClassName={HELP_LABEL_ROOM}
                      name="has_disability"
                      value={values.has_disability}
                      onValueChange={(next) => changeField('has_disability', next)}
                    />,
                    { className: full, fit: true },
                  )
                }
              </MemoPart>
            ) : null}
            {hasDisability ? (
              <QuestionFieldset
                id="disabilities"
                className={full}
                legend={fields.disabilities}
                required={rules.disabilities === 'required'}
                error={errors.disabilities}
              >
                {() => (
                  <div data-slot="personal-data-form-disabilities" className="grid gap-3 sm:grid-cols-2">
                    {options.disabilities.map((item) => {
                      const id = String(item.id)
                      return (
                        <Checkbox
                          key={id}
                          id={`disabilities-${id}`}
                          name="disabilities"
                          value={id}
                          label={item.name}
                          disabled={disabled}
                          checked={chosenDisabilities.has(id)}
                          onCheckedChange={(checked) => toggleDisability(id, checked === true)}
                        />
                      )
                    })}
                  </div>
                )}
              </QuestionFieldset>
            ) : null}
            {hasDisability && onUploadLaudo ? (
              <AttachmentField
                id="laudo"
                className={full}
                legend={fields.laudo}
                error={errors.laudo}
                attachments={laudos}
                onUpload={onUploadLaudo}
                onRemove={(id) => onRemoveLaudo?.(id)}
                uploading={laudoUploading}
                progress={laudoProgress}
                onCancelUpload={onCancelLaudoUpload}
                uploadError={laudoUploadError}
                removeMessage={texts.laudoRemoveMessage}
                disabled={disabled}
              />
            ) : null}
            {shown('need_help_selection_process') ? (
              <MemoPart deps={fieldDeps('need_help_selection_process')}>
                {() => (
                  <YesNo
                    {...field('need_help_selection_process')}
                    className={full}
                    name="need_help_selection_process"
                    value={values.need_help_selection_process}
                    onValueChange={(next) => changeField('need_help_selection_process', next)}
                  />
                )}
              </MemoPart>
            ) : null}
            {shown('description_help_selection_process') ? (
              <MemoPart deps={fieldDeps('description_help_selection_process')}>
                {() => (
                  <FormField {...field('description_help_selection_process')} className={full}>
                    <Textarea
                      name="description_help_selection_process"
                      maxLength={NEED_HELP_DESCRIPTION_MAX}
                      value={values.description_help_selection_process}
                      onChange={(event) =>
                        changeField('description_help_selection_process', event.target.value)
                      }
                    />
                  </FormField>
                )}
              </MemoPart>
            ) : null}

            {shown('zipcode') ? (
              <div data-slot="personal-data-form-zipcode" className="flex flex-col">
                <MemoPart deps={fieldDeps('zipcode', zipcodeStatus, zipcodeStatusId)}>
                  {() => (
                    <FormField
                      {...field('zipcode')}
                      describedBy={
                        zipcodeStatus === 'not-found' || zipcodeStatus === 'failed'
                          ? zipcodeStatusId
                          : undefined
                      }
                    >
                      <MaskedInput
                        mask="cep"
                        name="zipcode"
                        aria-busy={zipcodeStatus === 'loading' || undefined}
                        value={values.zipcode}
                        onValueChange={changeZipcode}
                      />
                    </FormField>
                  )}
                </MemoPart>
                <div
                  id={zipcodeStatusId}
                  role="status"
                  aria-live="polite"
                  className="text-sm text-muted-foreground [&:not(:empty)]:mt-1.5"
                >
                  {zipcodeStatus === 'loading' ? (
                    <span className="inline-flex items-center gap-2">
                      <LoaderCircle
                        aria-hidden="true"
                        className="size-4 animate-spin text-primary motion-reduce:animate-none"
                      />
                      {zipcodeText ?? texts.zipcodeLookup}
                    </span>
                  ) : zipcodeStatus === 'not-found' ? (
                    (zipcodeText ?? texts.zipcodeNotFound)
                  ) : zipcodeStatus === 'failed' ? (
                    (zipcodeText ?? texts.zipcodeLookupFailed)
                  ) : null}
                </div>
              </div>
            ) : null}
            {text('street', 'address-line1')}
            {text('number', 'off')}
            {text('complement', 'address-line2')}
            {text('neighborhood', 'address-level3')}
            {shown('state') ? select('state', stateOptions) : null}
            {shown('city') ? select('city', cityOptions, { native: true }) : null}
            {shown('what_do_you_love') ? (
              <MemoPart deps={fieldDeps('what_do_you_love')}>
                {() => (
                  <FormField {...field('what_do_you_love')} className={full}>
                    <Textarea
                      name="what_do_you_love"
                      showCounter={false}
                      value={values.what_do_you_love}
                      onChange={(event) => changeField('what_do_you_love', event.target.value)}
                    />
                  </FormField>
                )}
              </MemoPart>
            ) : null}
          </>
        ) : null}
      </div>
      {children}
      {onOpenDiversityHelp ? null : (
        <DiversityModal open={helpOpen} onOpenChange={setHelpOpen} returnFocusTo={helpOpener} />
      )}
    </form>
  )
}

export { PersonalDataForm, focusField }
export type { DiversityTopic, PersonalDataFormProps, PersonalDataOptions, ZipcodeStatus }
