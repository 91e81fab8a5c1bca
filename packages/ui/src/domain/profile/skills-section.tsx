// The skills box ('Habilidades'; skillsCreateUpdate): the saved skills as removable tags and a text field
// that adds one (Enter or 'Adicionar'). A blank text or a skill already listed (ignoring case) is refused
// under the field, the text kept; removing a tag asks 'Atenção' first, like the other boxes. `SkillsBox`
// draws connect's view model (plain props); `SkillsSection` drives it with a running skills actor (core's
// `skillsMachine`).
import {
  connectSkills,
  skillsMessages as defaultSkillsMessages,
  type SkillsMessages,
  type SkillsView,
  type skillsMachine,
} from '@carreiras/core'
import { useSelector } from '@xstate/react'
import { Plus, X } from 'lucide-react'
import { useEffect, useRef, type ComponentProps, type FormEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cn } from '../../lib/cn'
import { Button } from '../../primitives/button'
import { ConfirmDialog } from '../../primitives/confirm-dialog'
import { FormField } from '../../primitives/form-field'
import { Input } from '../../primitives/input'
import { ResumeSectionBox } from './resume-section'

type SkillsActor = ActorRefFrom<typeof skillsMachine>

type SkillsBoxProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  view: SkillsView
  headingLevel?: 2 | 3 | 4
}

/** The 'Habilidades' box: connect's view model drawn (data-slot `skills-box`). */
function SkillsBox({ view, headingLevel = 2, className, ...props }: SkillsBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  // The tags as they are now and the one asked about, for the removal dialog's closing (its trigger,
  // the tag's button, may be gone by then).
  const tagsRef = useRef(view.tags)
  const removingRef = useRef<string | null>(null)
  useEffect(() => {
    tagsRef.current = view.tags
    if (view.removal.skill !== null) removingRef.current = view.removal.skill
  })

  const { input, add, removal } = view
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    add.onAdd()
  }

  return (
    <>
      <ResumeSectionBox
        data-slot="skills-box"
        title={view.title}
        headingLevel={headingLevel}
        loading={view.loading}
        failed={view.failed !== null}
        onRetry={view.failed?.onRetry}
        emptyTitle={view.emptyText}
        alert={view.alert}
        onAlertDismiss={view.onAlertDismiss}
        className={className}
        {...props}
      >
        <form
          data-slot="skills-form"
          noValidate
          aria-busy={add.busy || undefined}
          onSubmit={submit}
          className="flex flex-col gap-4"
        >
          <FormField label={input.label} hint={input.hint} error={input.error}>
            {(control) => (
              <div data-slot="skills-input-row" className="flex flex-col gap-2 sm:flex-row sm:items-start">
                <Input
                  ref={inputRef}
                  {...control}
                  value={input.value}
                  disabled={input.disabled}
                  readOnly={input.readOnly}
                  autoComplete="off"
                  enterKeyHint="done"
                  className="sm:flex-1"
                  onChange={(event) => input.onChange(event.target.value)}
                />
                <Button type="submit" variant="outline" loading={add.busy} disabled={add.disabled}>
                  {add.busy ? null : <Plus aria-hidden="true" />}
                  {add.label}
                </Button>
              </div>
            )}
          </FormField>
          {/* The refusal under the field is also said once, since the focus stays in the field. */}
          <p data-slot="skills-input-announcer" role="status" className="sr-only">
            {input.error ?? ''}
          </p>
        </form>
        {view.tags.length > 0 ? (
          <ul data-slot="skills-list" aria-label={view.listLabel} className="flex flex-wrap gap-2">
            {view.tags.map((tag) => (
              <li
                key={tag.label}
                data-slot="skills-item"
                className={cn(
                  'inline-flex max-w-full items-center gap-1 rounded-full border border-input bg-background',
                  'ps-3 text-sm font-medium text-foreground',
                )}
              >
                <span data-slot="skills-item-label" className="min-w-0 py-1 break-words">
                  {tag.label}
                </span>
                {/* Stays focusable while another change is under way (aria-disabled), so nothing moves. */}
                <button
                  type="button"
                  data-slot="skills-item-remove"
                  aria-label={tag.removeLabel}
                  aria-disabled={tag.disabled || undefined}
                  onClick={() => {
                    if (!tag.disabled) tag.onRemove()
                  }}
                  className={cn(
                    'inline-flex size-8 shrink-0 items-center justify-center rounded-full',
                    'hover:bg-foreground/10 focus-ring',
                    'aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent',
                  )}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : view.emptyText ? (
          <p data-slot="skills-empty" className="text-sm text-muted-foreground">
            {view.emptyText}
          </p>
        ) : null}
      </ResumeSectionBox>
      <ConfirmDialog
        data-slot="skills-remove-dialog"
        preset="remove"
        open={removal.open}
        busy={removal.busy}
        onConfirm={removal.onConfirm}
        onCancel={removal.onCancel}
        onCloseAutoFocus={(event) => {
          // The removed tag's button is gone: the field takes the focus instead of the page.
          const removed = removingRef.current
          removingRef.current = null
          if (removed !== null && !tagsRef.current.some((tag) => tag.label === removed)) {
            event.preventDefault()
            inputRef.current?.focus()
          }
        }}
      />
    </>
  )
}

type SkillsSectionProps = Omit<SkillsBoxProps, 'view'> & {
  /** A running skills actor. */
  actor: SkillsActor
  /** The box's texts; the catalogue's by default (a brand may pass its own). */
  messages?: SkillsMessages
}

/** The 'Habilidades' box driven by its skills actor (data-slot `skills-box`). */
function SkillsSection({ actor, messages = defaultSkillsMessages, ...props }: SkillsSectionProps) {
  const snapshot = useSelector(actor, (s) => s)
  return <SkillsBox view={connectSkills(snapshot, actor.send, messages)} {...props} />
}

export { SkillsBox, SkillsSection }
export type { SkillsActor, SkillsBoxProps, SkillsSectionProps }
