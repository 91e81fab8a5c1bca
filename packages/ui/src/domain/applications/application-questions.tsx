// The opportunity's questions on the application form: one field per question by its html type (text, select,
// radio buttons, check boxes, file upload), the hint under the title, ' *' on required ones, and the error
// ('Campo obrigatório', 'RG parece inválido'…) under each, wired to its control or group. The component is
// controlled: the flow container holds the answers, checks them and uploads the files.
import {
  checkboxAnswer,
  parseCheckboxAnswer,
  ptBR,
  type ApplicationQuestion,
  type AttachedFile,
  type QuestionAnswers,
} from '@carreiras/core'
import { CircleAlert, FileText, X } from 'lucide-react'
import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Badge } from '../../primitives/badge'
import { Checkbox } from '../../primitives/checkbox'
import { ConfirmDialog } from '../../primitives/confirm-dialog'
import { FileUpload, type FileUploadError } from '../../primitives/file-upload'
import { FormField } from '../../primitives/form-field'
import { IconButton } from '../../primitives/icon-button'
import { IframeModal } from '../../primitives/iframe-modal'
import { Input } from '../../primitives/input'
import { Progress } from '../../primitives/progress'
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group'
import { Select } from '../../primitives/select'
import { Spinner } from '../../primitives/spinner'

/** The parts of a question the form shows (core's ApplicationQuestion has these and more). */
type ApplicationQuestionView = Pick<
  ApplicationQuestion,
  'id' | 'title' | 'required' | 'hint' | 'htmlType' | 'options' | 'slug'
>
/** Field name (or question id) → message. */
type FieldErrors = Readonly<Partial<Record<string, string>>>

const { field: fieldTexts, fileUpload: uploadTexts } = ptBR.ui.forms

/** The element id of a question's control or group, for focusing the first invalid one. */
const questionFieldId = (questionId: string) => `question-${questionId}`

/** The check-box answer after toggling one option (core keeps the options' order). */
function toggleCheckBox(options: readonly string[], answer: string, option: string, checked: boolean) {
  const chosen = parseCheckboxAnswer(answer).filter((candidate) => candidate !== option)
  return checkboxAnswer(checked ? [...chosen, option] : chosen, options)
}

function RequiredMarker() {
  return (
    <span data-slot="form-field-required" aria-hidden="true" className="text-destructive">
      {` ${fieldTexts.requiredMarker}`}
    </span>
  )
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p data-slot="form-field-error" id={id} className="flex items-start gap-1.5 text-sm text-destructive">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

type QuestionFieldsetProps = Omit<ComponentProps<'fieldset'>, 'children' | 'title'> & {
  legend: ReactNode
  required?: boolean
  hint?: ReactNode
  error?: string
  /** The group's content, given the ids describing it (hint, error) and whether it is invalid. */
  children: (wiring: { describedBy: string | undefined; invalid: boolean; errorId: string }) => ReactNode
}

/**
 * A group of controls (radio buttons, check boxes, a file upload): a fieldset named by its legend (the
 * question's title and ' *'), described by the hint and the error under it, `aria-invalid` while the
 * error shows (so a first-invalid focus finds it and moves into it).
 */
function QuestionFieldset({
  legend,
  required = false,
  hint,
  error,
  className,
  children,
  ...props
}: QuestionFieldsetProps) {
  const baseId = useId()
  const hintId = `${baseId}-hint`
  const errorId = `${baseId}-error`
  const invalid = Boolean(error)
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <fieldset
      data-slot="question-fieldset"
      data-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={cn('flex min-w-0 flex-col gap-2', className)}
      {...props}
    >
      <legend data-slot="question-fieldset-legend" className="mb-1.5 text-sm font-medium text-foreground">
        {legend}
        {required ? <RequiredMarker /> : null}
      </legend>
      {hint ? (
        <p data-slot="form-field-hint" id={hintId} className="-mt-1.5 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children({ describedBy, invalid, errorId })}
      {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  )
}

type AttachmentFieldProps = Omit<ComponentProps<'fieldset'>, 'children' | 'title' | 'onError'> & {
  /** The group's legend: the question's title or 'Laudo médico'. */
  legend: ReactNode
  required?: boolean
  hint?: ReactNode
  /** The field's own error ('Campo obrigatório', 'Anexe um arquivo'). */
  error?: string
  attachments: readonly AttachedFile[]
  /** A valid PDF (up to 2MB) was chosen: the caller uploads it. */
  onUpload: (file: File) => void
  /** Confirmed in the 'Atenção' dialog. */
  onRemove: (fileId: string) => void
  /** The caller is sending the chosen file. */
  uploading?: boolean
  /** The percentage sent while uploading (a progress bar), when the caller knows it. */
  progress?: number | null
  /** Stops the upload in progress ('Cancelar envio'). */
  onCancelUpload?: () => void
  /** The upload failed ('Erro ao anexar arquivo.' / 'Por favor, tente novamente mais tarde.'). */
  uploadError?: FileUploadError | null
  chooseLabel?: ReactNode
  /** The question of the removal dialog ('Deseja remover este arquivo?'). */
  removeMessage?: ReactNode
  disabled?: boolean
}

/**
 * A PDF attachment field: the picker (format and size checked at once, with the spec's messages), a
 * spinner while the caller uploads, the files already sent (each name shows the file in the document modal,
 * which can also open it in a new tab; each has a remove button that asks 'Atenção' / 'Sim, desejo remover'
 * / 'Não' first), and the field's error.
 */
function AttachmentField({
  legend,
  required = false,
  hint,
  error,
  attachments,
  onUpload,
  onRemove,
  uploading = false,
  progress = null,
  onCancelUpload,
  uploadError = null,
  chooseLabel = ptBR.application.questions.attach,
  removeMessage = ptBR.application.personalData.attachmentRemoveMessage,
  disabled = false,
  className,
  ...props
}: AttachmentFieldProps) {
  const [localError, setLocalError] = useState<FileUploadError | null>(null)
  const [pendingName, setPendingName] = useState('')
  const [removing, setRemoving] = useState<AttachedFile | null>(null)
  // Where the focus goes when the dialog closes: the file's remove button after 'Não', the picker
  // after 'Sim, desejo remover' (the file's row is about to go).
  const focusAfterClose = useRef<{ fileId: string; removed: boolean } | null>(null)
  const rootRef = useRef<HTMLFieldSetElement>(null)
  const shownError = uploadError ?? localError

  const returnFocus = (event: Event) => {
    const after = focusAfterClose.current
    focusAfterClose.current = null
    if (!after) return
    event.preventDefault()
    const root = rootRef.current
    const button = after.removed
      ? undefined
      : [...(root?.querySelectorAll<HTMLElement>('[data-file-id]') ?? [])].find(
          (candidate) => candidate.dataset.fileId === after.fileId,
        )
    const target = button ?? root?.querySelector<HTMLElement>('input[type="file"]:not([disabled])')
    target?.focus()
  }

  return (
    <QuestionFieldset
      ref={rootRef}
      data-slot="attachment-field"
      legend={legend}
      required={required}
      hint={hint}
      error={error}
      aria-busy={uploading || undefined}
      className={className}
      {...props}
    >
      {({ describedBy, invalid }) => (
        <>
          <FileUpload
            kind="document"
            // The legend shows the name; the picker reads it too (hidden here), with the button's text.
            label={legend}
            className="[&>[data-slot=file-upload-label]]:sr-only"
            chooseLabel={chooseLabel}
            // Not disabled while uploading: the picker keeps the focus it had when the file was chosen.
            disabled={disabled}
            status={shownError ? 'error' : 'idle'}
            error={shownError}
            aria-describedby={invalid ? describedBy : undefined}
            onError={setLocalError}
            onFileSelect={(file) => {
              setLocalError(null)
              setPendingName(file.name)
              onUpload(file)
            }}
          />
          {uploading && typeof progress === 'number' ? (
            <div data-slot="attachment-field-uploading" className="flex items-center gap-2">
              <Progress
                className="min-w-0 flex-1"
                label={pendingName ? uploadTexts.uploading(pendingName) : ptBR.common.loading}
                value={progress}
                showValue
              />
              {onCancelUpload ? (
                <IconButton type="button" size="sm" label={uploadTexts.cancel} onClick={onCancelUpload}>
                  <X aria-hidden="true" />
                </IconButton>
              ) : null}
            </div>
          ) : uploading ? (
            <Spinner
              data-slot="attachment-field-uploading"
              size="sm"
              showLabel
              label={pendingName ? uploadTexts.uploading(pendingName) : ptBR.common.loading}
            />
          ) : null}
          {attachments.length > 0 ? (
            <ul data-slot="attachment-field-files" className="flex flex-col gap-2">
              {attachments.map((attachment) => (
                <li
                  key={attachment.id}
                  data-slot="attachment-field-file"
                  className="flex items-center gap-2 rounded-md border border-border bg-surface p-2 ps-3 text-surface-foreground"
                >
                  <FileText aria-hidden="true" className="size-5 shrink-0" />
                  {/* The name shows the file in the document modal (its 'Abrir documento em nova aba' link
                      stays); Radix returns the focus to the name when it closes. */}
                  <IframeModal
                    src={attachment.file}
                    title={attachment.name}
                    trigger={
                      <button
                        type="button"
                        data-slot="attachment-field-view"
                        aria-label={uploadTexts.view(attachment.name)}
                        className={cn(
                          'min-h-6 min-w-0 flex-1 cursor-pointer rounded-sm text-start text-sm break-all focus-ring',
                          'font-medium text-primary underline underline-offset-4 hover:decoration-2',
                        )}
                      >
                        {attachment.name}
                      </button>
                    }
                  />
                  <IconButton
                    type="button"
                    size="sm"
                    label={uploadTexts.remove(attachment.name)}
                    data-file-id={attachment.id}
                    disabled={disabled}
                    onClick={() => {
                      focusAfterClose.current = { fileId: attachment.id, removed: false }
                      setRemoving(attachment)
                    }}
                  >
                    <X aria-hidden="true" />
                  </IconButton>
                </li>
              ))}
            </ul>
          ) : null}
          <ConfirmDialog
            open={removing !== null}
            onOpenChange={(open) => {
              if (!open) setRemoving(null)
            }}
            message={removeMessage}
            onConfirm={() => {
              if (!removing) return
              focusAfterClose.current = { fileId: removing.id, removed: true }
              onRemove(removing.id)
            }}
            onCloseAutoFocus={returnFocus}
          />
        </>
      )}
    </QuestionFieldset>
  )
}

type ApplicationQuestionsProps = Omit<ComponentProps<'div'>, 'children'> & {
  questions: readonly ApplicationQuestionView[]
  answers: QuestionAnswers
  /** Question id → message ('Campo obrigatório', 'RG parece inválido'…). */
  errors?: FieldErrors
  onAnswer: (questionId: string, value: string) => void
  /** Files sent per file-upload question. */
  attachments?: Readonly<Record<string, readonly AttachedFile[]>>
  onUpload?: (questionId: string, file: File) => void
  /** Confirmed in the 'Atenção' dialog. */
  onRemoveAttachment?: (questionId: string, fileId: string) => void
  uploading?: Readonly<Record<string, boolean>>
  /** Question id → the percentage of its upload sent. */
  progress?: Readonly<Record<string, number | undefined>>
  /** Stops a question's upload in progress. */
  onCancelUpload?: (questionId: string) => void
  uploadErrors?: Readonly<Record<string, FileUploadError | undefined>>
  disabled?: boolean
  /** Heading above the questions ('Perguntas da vaga'); `null` shows none. */
  heading?: ReactNode
  headingLevel?: 2 | 3
  /**
   * Question id → the note of an answer filled in from an earlier application ('Resposta anterior' and
   * from which opening), shown under the title and read with the question (docs/apply-again.md).
   */
  earlier?: Readonly<Record<string, EarlierAnswerNote | undefined>>
}

/** The badge and sentence beside an answer filled in from an earlier application. */
type EarlierAnswerNote = { badge: string; note: string }

/** The opportunity's questions, each by its html type, in the order given. */
function ApplicationQuestions({
  questions,
  answers,
  errors = {},
  onAnswer,
  attachments = {},
  onUpload,
  onRemoveAttachment,
  uploading = {},
  progress = {},
  onCancelUpload,
  uploadErrors = {},
  disabled = false,
  heading = ptBR.application.questions.legend,
  headingLevel = 2,
  earlier = {},
  className,
  ...props
}: ApplicationQuestionsProps) {
  const headingId = useId()
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  if (questions.length === 0) return null
  return (
    <section
      data-slot="application-questions"
      aria-labelledby={heading ? headingId : undefined}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {heading ? (
        <Heading id={headingId} className="font-heading text-lg font-semibold text-foreground">
          {heading}
        </Heading>
      ) : null}
      {questions.map((question) => (
        <ApplicationQuestionField
          key={question.id}
          question={question}
          answer={answers[question.id] ?? ''}
          error={errors[question.id]}
          onAnswer={(value) => onAnswer(question.id, value)}
          attachments={attachments[question.id] ?? []}
          onUpload={(file) => onUpload?.(question.id, file)}
          onRemoveAttachment={(fileId) => onRemoveAttachment?.(question.id, fileId)}
          uploading={uploading[question.id] ?? false}
          progress={progress[question.id] ?? null}
          onCancelUpload={onCancelUpload ? () => onCancelUpload(question.id) : undefined}
          uploadError={uploadErrors[question.id] ?? null}
          disabled={disabled}
          earlier={earlier[question.id]}
        />
      ))}
    </section>
  )
}

type ApplicationQuestionFieldProps = {
  question: ApplicationQuestionView
  answer: string
  error?: string
  onAnswer: (value: string) => void
  attachments: readonly AttachedFile[]
  onUpload: (file: File) => void
  onRemoveAttachment: (fileId: string) => void
  uploading: boolean
  progress?: number | null
  onCancelUpload?: () => void
  uploadError: FileUploadError | null
  disabled: boolean
  earlier?: EarlierAnswerNote
}

/** One question: its control by html type, its hint and its error. */
function ApplicationQuestionField({
  question,
  answer,
  error,
  onAnswer,
  attachments,
  onUpload,
  onRemoveAttachment,
  uploading,
  progress = null,
  onCancelUpload,
  uploadError,
  disabled,
  earlier,
}: ApplicationQuestionFieldProps) {
  const id = questionFieldId(question.id)
  // The earlier answer's note joins the hint: shown under the title and read with the question.
  const hint = earlier ? (
    <span className="flex flex-col gap-1">
      {question.hint ? <span>{question.hint}</span> : null}
      <span data-slot="question-earlier-answer" className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{earlier.badge}</Badge>
        <span>{earlier.note}</span>
      </span>
    </span>
  ) : (
    question.hint || undefined
  )
  const common = { 'data-question-id': question.id, 'data-question-type': question.htmlType }

  switch (question.htmlType) {
    case 'select':
      return (
        <FormField
          {...common}
          id={id}
          label={question.title}
          required={question.required}
          hint={hint}
          error={error}
          disabled={disabled}
        >
          <Select
            name={id}
            value={answer}
            options={question.options.map((option) => ({ value: option, label: option }))}
            onValueChange={onAnswer}
          />
        </FormField>
      )
    case 'radio_buttons':
      return (
        <QuestionFieldset
          {...common}
          id={id}
          legend={question.title}
          required={question.required}
          hint={hint}
          error={error}
        >
          {({ invalid }) => (
            <RadioGroup
              name={id}
              value={answer}
              disabled={disabled}
              aria-invalid={invalid || undefined}
              aria-required={question.required || undefined}
              onValueChange={onAnswer}
            >
              {question.options.map((option, index) => (
                <RadioGroupItem key={option} id={`${id}-option-${index}`} value={option} label={option} />
              ))}
            </RadioGroup>
          )}
        </QuestionFieldset>
      )
    case 'check_boxes': {
      const chosen = new Set(parseCheckboxAnswer(answer))
      return (
        <QuestionFieldset
          {...common}
          id={id}
          legend={question.title}
          required={question.required}
          hint={hint}
          error={error}
        >
          {() => (
            <div data-slot="question-check-boxes" className="flex flex-col gap-3">
              {question.options.map((option, index) => (
                <Checkbox
                  key={option}
                  id={`${id}-option-${index}`}
                  name={id}
                  value={option}
                  label={option}
                  disabled={disabled}
                  checked={chosen.has(option)}
                  onCheckedChange={(checked) =>
                    onAnswer(toggleCheckBox(question.options, answer, option, checked === true))
                  }
                />
              ))}
            </div>
          )}
        </QuestionFieldset>
      )
    }
    case 'file_upload':
      return (
        <AttachmentField
          {...common}
          id={id}
          legend={question.title}
          required={question.required}
          hint={hint}
          error={error}
          attachments={attachments}
          onUpload={onUpload}
          onRemove={onRemoveAttachment}
          uploading={uploading}
          progress={progress}
          onCancelUpload={onCancelUpload}
          uploadError={uploadError}
          disabled={disabled}
        />
      )
    case 'text':
    default:
      return (
        <FormField
          {...common}
          id={id}
          label={question.title}
          required={question.required}
          hint={hint}
          error={error}
          disabled={disabled}
        >
          <Input
            name={id}
            value={answer}
            autoComplete="off"
            onChange={(event) => onAnswer(event.target.value)}
          />
        </FormField>
      )
  }
}

export { ApplicationQuestionField, ApplicationQuestions, AttachmentField, QuestionFieldset, questionFieldId }
export type {
  ApplicationQuestionFieldProps,
  ApplicationQuestionView,
  ApplicationQuestionsProps,
  AttachmentFieldProps,
  FieldErrors,
  QuestionFieldsetProps,
}
