// One question of an online test: the test's name, 'Questão n de N', the clock of a timed test, the question
// (title, description, image) and its answer by kind — one option (radio buttons), several (check boxes,
// 'Escolha N opções', the 'Máximo de opções…' alert), a text (counter, min and max) or a YouTube link — the
// rule's message under the answer, 'Anterior' and 'Próxima'/'Finalizar', and the save's status ('Salvando
// resposta...', or 'não salva' with the offline message and 'Tentar enviar agora'). Everything comes from
// connect's question view; after a failed submit (issuesShown grows) the focus goes to the answer's first
// control.
import type { TestQuestionView } from '@carreiras/core'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useId, useRef, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { cx } from '../../lib/cx'
import { Alert } from '../../primitives/alert'
import { QuestionFieldset } from '../applications/application-questions'
import { Badge } from '../../primitives/badge'
import { Button } from '../../primitives/button'
import { Checkbox } from '../../primitives/checkbox'
import { FormField, useFocusFirstInvalid } from '../../primitives/form-field'
import { Input } from '../../primitives/input'
import { Progress } from '../../primitives/progress'
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group'
import { Textarea } from '../../primitives/textarea'
import { TestTimer } from './test-timer'

type TestQuestionProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** connect's question view (`view.question`). */
  question: TestQuestionView
  /** A message above the buttons (a failed save: an inline Alert with its close button). */
  alert?: ReactNode
}

// At most its own size (a flex column would stretch it) and never wider than the column.
const imageClass = 'h-auto w-auto max-w-full self-start rounded-md border border-border bg-background'

/** A picture of the question or of an option, with connect's alternative text. */
function QuestionImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  return <img data-slot="test-question-image" src={src} alt={alt} className={cn(imageClass, className)} />
}

// The question's description sits in the fieldset's hint slot; it reads as the question's text, not a hint.
// `cx`, not `cn`: at module level `cn` would build tailwind-merge's class table while the page's modules load
// (docs/architecture.md, "What a module does when it loads"); nothing in these classes conflicts.
const descriptionClass = cx(
  '[&>[data-slot=form-field-hint]]:mt-0 [&>[data-slot=form-field-hint]]:whitespace-pre-line',
  '[&>[data-slot=form-field-hint]]:text-base [&>[data-slot=form-field-hint]]:text-foreground',
)

type AnswerProps = { question: TestQuestionView; titleId: string }

/** Single or multiple choice: a fieldset named by the question, its options, the hints and the rule. */
function ChoiceAnswer({ question, titleId }: AnswerProps) {
  const hintId = useId()
  const multiple = question.kind === 'multiple'
  return (
    <QuestionFieldset
      data-slot="test-question-answer"
      data-kind={question.kind}
      legend={<QuestionTitle id={titleId}>{question.title}</QuestionTitle>}
      hint={question.description ?? undefined}
      error={question.issue ?? undefined}
      className={descriptionClass}
    >
      {({ describedBy, invalid, errorId }) => {
        const hint = question.choiceHint ? hintId : null
        // The fieldset names the options (its legend) and is described by the question's description and
        // the rule; each option also carries the choice hint and the rule, read as it takes the focus.
        const optionDescription = [hint, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
        return (
          <>
            {question.image ? <QuestionImage src={question.image} alt={question.imageAlt} /> : null}
            {question.choiceHint ? (
              <p
                id={hintId}
                data-slot="test-question-choice-hint"
                className="text-sm font-medium text-muted-foreground"
              >
                {question.choiceHint}
              </p>
            ) : null}
            {multiple ? (
              <div data-slot="test-question-options" className="flex flex-col gap-4">
                {question.options.map((option) => (
                  <div key={option.id} data-slot="test-question-option" className="flex flex-col gap-2">
                    <Checkbox
                      value={String(option.id)}
                      label={option.label}
                      labelClassName="text-base"
                      checked={option.selected}
                      aria-invalid={invalid || undefined}
                      aria-describedby={optionDescription}
                      onCheckedChange={() => question.onToggle(option.id)}
                    />
                    {option.image ? (
                      <QuestionImage src={option.image} alt={option.imageAlt} className="ms-8" />
                    ) : null}
                  </div>
                ))}
              </div>
            ) : (
              <RadioGroup
                data-slot="test-question-options"
                aria-labelledby={titleId}
                aria-describedby={[hint, describedBy].filter(Boolean).join(' ') || undefined}
                aria-invalid={invalid || undefined}
                value={question.options.find((option) => option.selected)?.id.toString() ?? ''}
                onValueChange={(value) => question.onToggle(Number(value))}
                className="gap-4"
              >
                {question.options.map((option) => (
                  <div key={option.id} data-slot="test-question-option" className="flex flex-col gap-2">
                    <RadioGroupItem
                      value={String(option.id)}
                      label={option.label}
                      labelClassName="text-base"
                    />
                    {option.image ? (
                      <QuestionImage src={option.image} alt={option.imageAlt} className="ms-8" />
                    ) : null}
                  </div>
                ))}
              </RadioGroup>
            )}
            {question.maxReachedText ? (
              <Alert data-slot="test-question-max" variant="warning" title={null}>
                {question.maxReachedText}
              </Alert>
            ) : null}
          </>
        )
      }}
    </QuestionFieldset>
  )
}

/** Text or video: the question as the group's legend, one field with its label, hint and the rule. */
function FieldAnswer({ question, titleId }: AnswerProps) {
  const video = question.kind === 'video'
  return (
    <QuestionFieldset
      data-slot="test-question-answer"
      data-kind={question.kind}
      legend={<QuestionTitle id={titleId}>{question.title}</QuestionTitle>}
      hint={question.description ?? undefined}
      className={descriptionClass}
    >
      {() => (
        <>
          {question.image ? <QuestionImage src={question.image} alt={question.imageAlt} /> : null}
          {video ? (
            <FormField
              label={question.video.label}
              hint={question.video.hint}
              error={question.issue ?? undefined}
            >
              <Input
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                value={question.video.value}
                onChange={(event) => question.video.onChange(event.target.value)}
              />
            </FormField>
          ) : (
            <FormField label={question.text.label} error={question.issue ?? undefined}>
              <Textarea
                rows={6}
                minLength={question.text.min > 0 ? question.text.min : undefined}
                maxLength={question.text.max}
                counterText={() => question.text.counter}
                value={question.text.value}
                onChange={(event) => question.text.onChange(event.target.value)}
              />
            </FormField>
          )}
        </>
      )}
    </QuestionFieldset>
  )
}

function QuestionTitle({ className, children, ...props }: ComponentProps<'h2'>) {
  return (
    <h2
      data-slot="test-question-title"
      // Focused (by the flow) when the next question replaces the previous one.
      tabIndex={-1}
      className={cn(
        'rounded-sm font-heading text-xl leading-snug font-semibold break-words text-foreground focus-ring',
        className,
      )}
      {...props}
    >
      {children}
    </h2>
  )
}

function TestQuestion({ question, alert, className, ...props }: TestQuestionProps) {
  const headingId = useId()
  const titleId = useId()
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const shownIssues = useRef(question.issuesShown)
  const { busy, save } = question

  // Each failed check bumps issuesShown: the answer (now aria-invalid) takes the focus.
  useEffect(() => {
    if (question.issuesShown > shownIssues.current) focusFirstInvalid(1)
    shownIssues.current = question.issuesShown
  }, [question.issuesShown, focusFirstInvalid])

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // aria-disabled (not disabled) keeps the focus on the button while saving; a second submit is ignored.
    if (!busy) question.onSubmit()
  }

  const answer =
    question.kind === 'single' || question.kind === 'multiple' ? (
      <ChoiceAnswer question={question} titleId={titleId} />
    ) : (
      <FieldAnswer question={question} titleId={titleId} />
    )

  return (
    <div
      data-slot="test-question"
      data-kind={question.kind}
      aria-busy={busy || undefined}
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-6', className)}
      {...props}
    >
      <header data-slot="test-question-header" className="flex flex-col gap-4">
        <h1
          id={headingId}
          className="font-heading text-2xl font-semibold break-words text-foreground sm:text-3xl"
        >
          {question.testName}
        </h1>
        <Progress
          label={question.progressText}
          value={question.number}
          max={Math.max(question.total, 1)}
          valueText={() => question.progressText}
        />
        {question.timer ? <TestTimer timer={question.timer} /> : null}
      </header>

      <form
        ref={formRef}
        data-slot="test-question-form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={handleSubmit}
        className="flex flex-col gap-6"
      >
        {answer}

        <div data-slot="test-question-footer" className="flex flex-col gap-3">
          {alert}
          <div
            data-slot="test-question-save"
            role="status"
            aria-live="polite"
            // Always in the tree (an empty live region is announced once it is filled); out of the flow while empty.
            className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground empty:sr-only"
          >
            {save.status === 'unsaved' ? (
              <>
                <Badge data-slot="test-question-unsaved" variant="destructive">
                  {save.text}
                </Badge>
                <span className="text-foreground">{save.offline}</span>
              </>
            ) : save.text ? (
              <span>{save.text}</span>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
            {save.status === 'unsaved' ? (
              <Button
                data-slot="test-question-retry"
                type="button"
                variant="outline"
                onClick={save.onRetry}
                className="sm:me-auto"
              >
                {save.retryLabel}
              </Button>
            ) : null}
            {question.previous ? (
              <Button
                data-slot="test-question-previous"
                type="button"
                variant="outline"
                size="lg"
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) question.previous?.onClick()
                }}
              >
                {question.previous.label}
              </Button>
            ) : null}
            <Button
              data-slot="test-question-submit"
              type="submit"
              size="lg"
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
            >
              {busy ? (
                <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : null}
              {question.submitLabel}
            </Button>
          </div>
        </div>
      </form>
    </div>
  )
}

export { TestQuestion }
export type { TestQuestionProps }
