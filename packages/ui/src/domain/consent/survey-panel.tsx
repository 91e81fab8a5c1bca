// The satisfaction survey's short question (docs/consent-and-survey.md): shown only when the provider
// answered a page view with one (the local stand-in does on the thank-you page). A small panel at the page's
// bottom corner — not a dialog: nothing is trapped and the page stays usable — with the question, a 1–5 scale
// (a radio group), an optional comment, 'Enviar' and 'Fechar pesquisa'. A missing score is said beside the
// scale, which takes the focus (the error describes it); a failed send keeps what was typed; the thanks are
// announced.
import { ptBR, SURVEY_COMMENT_MAX } from '@carreiras/core'
import { X } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { cn } from '../../lib/cn'
import { Alert } from '../../primitives/alert'
import { Button } from '../../primitives/button'
import { FormField } from '../../primitives/form-field'
import { IconButton } from '../../primitives/icon-button'
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group'
import { Textarea } from '../../primitives/textarea'

type SurveyMessages = typeof ptBR.survey

type SurveyPanelStatus = 'asking' | 'sending' | 'sent' | 'error'

type SurveyPanelProps = {
  /** The provider's question ('Como foi sua experiência até aqui?'). */
  question: string
  status?: SurveyPanelStatus
  onSubmit(answer: { score: number; comment: string | null }): void
  onClose(): void
  messages?: SurveyMessages
  className?: string
}

const SCORES = [1, 2, 3, 4, 5] as const

function SurveyPanel({
  question,
  status = 'asking',
  onSubmit,
  onClose,
  messages = ptBR.survey,
  className,
}: SurveyPanelProps) {
  const headingId = useId()
  const [score, setScore] = useState<string>('')
  const [comment, setComment] = useState('')
  const [missing, setMissing] = useState(false)
  const scaleRef = useRef<HTMLDivElement>(null)
  const sending = status === 'sending'
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    if (!score) {
      setMissing(true)
      // The scale takes the focus: its error is read with it (aria-describedby).
      scaleRef.current?.querySelector<HTMLElement>('input[type="radio"]')?.focus()
      return
    }
    onSubmit({ score: Number(score), comment: comment.trim() ? comment.trim() : null })
  }
  return (
    <section
      data-slot="survey-panel"
      aria-labelledby={headingId}
      className={cn(
        'bg-background text-foreground fixed inset-x-2 bottom-2 z-40 mx-auto max-w-sm rounded-lg border border-border',
        'p-4 shadow-lg sm:inset-x-auto sm:start-4 sm:bottom-4',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="font-heading text-base font-semibold">
          {messages.title}
        </h2>
        <IconButton label={messages.close} size="sm" onClick={onClose} className="-me-1 -mt-1">
          <X aria-hidden="true" />
        </IconButton>
      </div>
      {status === 'sent' ? (
        <p role="status" className="mt-2 text-sm">
          {messages.thanks}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-busy={sending || undefined}
          className="mt-2 flex flex-col gap-3"
        >
          <FormField label={question} group error={missing && !score ? messages.chooseScore : undefined}>
            {(control) => (
              <div className="flex flex-col gap-1">
                <RadioGroup
                  ref={scaleRef}
                  {...control}
                  value={score}
                  onValueChange={(value) => {
                    setScore(value)
                    setMissing(false)
                  }}
                  disabled={sending}
                  className="flex flex-row flex-wrap gap-3"
                >
                  {SCORES.map((value) => (
                    <RadioGroupItem key={value} value={String(value)} label={String(value)} />
                  ))}
                </RadioGroup>
                <p className="text-muted-foreground flex justify-between text-xs" aria-hidden="true">
                  <span>1 = {messages.scaleLow}</span>
                  <span>5 = {messages.scaleHigh}</span>
                </p>
              </div>
            )}
          </FormField>
          <FormField label={messages.comment}>
            <Textarea
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              maxLength={SURVEY_COMMENT_MAX}
              rows={2}
              disabled={sending}
            />
          </FormField>
          {status === 'error' ? <Alert variant="error">{messages.failed}</Alert> : null}
          <Button type="submit" loading={sending} className="self-end">
            {sending ? messages.sending : messages.send}
          </Button>
        </form>
      )}
    </section>
  )
}

export { SurveyPanel }
export type { SurveyPanelProps, SurveyPanelStatus }
