// The box every résumé section shares ('Formações', 'Experiências Profissionais',
// 'Idiomas'): heading and add button, the list with edit and remove on each entry, the empty state,
// the section's alert and the removal confirmation ('Atenção', 'Sim, desejo remover' / 'Não'). Plain
// props; `ResumeSection` drives them with a section-list machine (core's `sectionListMachine`).
import {
  selectEditingId,
  ptBR,
  selectCanChangeItems,
  selectEditingRecord,
  selectFormKey,
  selectHasListFailed,
  selectIsConfirmingRemoval,
  selectIsFormOpen,
  selectIsListLoading,
  selectIsOpeningEdit,
  selectIsRemoving,
  selectIsSaving,
  selectRemovalTargetId,
  selectSectionAlert,
  selectSectionItems,
  type SectionAlert,
  type SectionItem,
  type sectionListMachine,
} from '@carreiras/core'
import { useSelector } from '@xstate/react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cn } from '../../lib/cn'
import { Button } from '../../primitives/button'
import { ConfirmDialog } from '../../primitives/confirm-dialog'
import { EmptyState } from '../../primitives/empty-state'
import type { ResumeEntryKind } from './resume-entry-form'
import { ResumeAlert } from './resume-form'
import { Spinner } from '../../primitives/spinner'

const { common, profile } = ptBR
const { resume } = ptBR.ui.domain

/** A section's empty state: 'Nenhuma formação cadastrada', 'Nenhuma causa cadastrada'… */
function emptyTitleOf(section: ResumeEntryKind): string {
  return section === 'education' || section === 'experience' || section === 'language'
    ? resume.empty[section]
    : profile[section].empty
}

type HeadingLevel = 2 | 3 | 4

type ResumeSectionBoxProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** 'Formações', 'Experiências Profissionais' or 'Idiomas'. */
  title: ReactNode
  headingLevel?: HeadingLevel
  /** Shows the 'Adicionar' button. */
  onAdd?: () => void
  /** Add (and every entry's buttons) are offered only while nothing else is under way. */
  canChange?: boolean
  /** The first load: a spinner instead of the list. */
  loading?: boolean
  /** The list could not be loaded; `onRetry` offers 'Tentar novamente'. */
  failed?: boolean
  onRetry?: () => void
  /** No entries: the empty state with `emptyTitle`. */
  empty?: boolean
  emptyTitle: ReactNode
  /** The section's alert ('Pronto!' / 'Uoops'), with a close button when `onAlertDismiss` is given. */
  alert?: SectionAlert | null
  onAlertDismiss?: () => void
  /** Under the list: 'Não possuo experiência profissional', 'Não possuo formação'. */
  footer?: ReactNode
}

/** A résumé section: heading, add button, alert, then the list (children), its empty state or spinner. */
function ResumeSectionBox({
  title,
  headingLevel = 2,
  onAdd,
  canChange = true,
  loading = false,
  failed = false,
  onRetry,
  empty = false,
  emptyTitle,
  alert,
  onAlertDismiss,
  footer,
  className,
  children,
  ...props
}: ResumeSectionBoxProps) {
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  let body: ReactNode
  if (loading) {
    body = (
      <div data-slot="resume-section-loading" className="flex justify-center py-8">
        <Spinner label={common.loading} />
      </div>
    )
  } else if (failed) {
    body = (
      <EmptyState
        headingLevel={(headingLevel + 1) as 3 | 4 | 5}
        title={resume.listFailed}
        action={
          onRetry ? (
            <Button type="button" variant="outline" onClick={onRetry}>
              {ptBR.ui.domain.list.retry}
            </Button>
          ) : undefined
        }
      />
    )
  } else if (empty) {
    body = <EmptyState headingLevel={(headingLevel + 1) as 3 | 4 | 5} title={emptyTitle} />
  } else {
    body = children
  }

  return (
    <section
      data-slot="resume-section"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground sm:p-6',
        className,
      )}
      {...props}
    >
      <div data-slot="resume-section-header" className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="font-heading text-xl font-semibold break-words">
          {title}
        </Heading>
        {onAdd ? (
          <Button type="button" variant="outline" size="md" disabled={!canChange || loading} onClick={onAdd}>
            <Plus aria-hidden="true" />
            {profile.add}
          </Button>
        ) : null}
      </div>
      {/* The success alert is polite and the error one assertive (Alert's roles). */}
      {alert ? <ResumeAlert alert={alert} onClose={onAlertDismiss} /> : null}
      {body}
      {footer ? <div data-slot="resume-section-footer">{footer}</div> : null}
    </section>
  )
}

function ResumeList({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="resume-list"
      className={cn('flex flex-col divide-y divide-border', className)}
      {...props}
    />
  )
}

type ResumeListItemProps = Omit<ComponentProps<'li'>, 'title'> & {
  /** The entry's name (institution, role, language), its heading. */
  title: ReactNode
  headingLevel?: 3 | 4 | 5
  /** Lines under the title. */
  details?: ReactNode
  onEdit?: () => void
  onRemove?: () => void
  /** Disables both buttons (another change under way). */
  disabled?: boolean
}

/** One entry: its heading and lines, and 'Editar' / 'Remover' described by the heading. */
function ResumeListItem({
  title,
  headingLevel = 3,
  details,
  onEdit,
  onRemove,
  disabled = false,
  className,
  ...props
}: ResumeListItemProps) {
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <li
      data-slot="resume-list-item"
      className={cn(
        'flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between',
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <Heading
          id={titleId}
          data-slot="resume-list-item-title"
          className="font-heading text-base font-semibold break-words"
        >
          {title}
        </Heading>
        {details ? (
          <div
            data-slot="resume-list-item-details"
            className="flex flex-col gap-0.5 text-sm text-muted-foreground break-words"
          >
            {details}
          </div>
        ) : null}
      </div>
      {onEdit || onRemove ? (
        <div data-slot="resume-list-item-actions" className="flex shrink-0 gap-2">
          {onEdit ? (
            <Button
              type="button"
              variant="ghost"
              size="md"
              disabled={disabled}
              aria-describedby={titleId}
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" />
              {profile.edit}
            </Button>
          ) : null}
          {onRemove ? (
            <Button
              type="button"
              variant="ghost"
              size="md"
              disabled={disabled}
              aria-describedby={titleId}
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" />
              {profile.remove}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}

type ResumeRemoveDialogProps = {
  open: boolean
  /** 'Sim, desejo remover'. */
  onConfirm: () => void
  /** 'Não' or Esc. */
  onCancel: () => void
  /** The platform is removing the entry: the confirm button spins. */
  busy?: boolean
}

/** 'Atenção' — 'Tem certeza que deseja remover este item?' — 'Não' / 'Sim, desejo remover'. */
function ResumeRemoveDialog({ open, onConfirm, onCancel, busy = false }: ResumeRemoveDialogProps) {
  return (
    <ConfirmDialog
      data-slot="resume-remove-dialog"
      preset="remove"
      open={open}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}

type SectionListActor = ActorRefFrom<typeof sectionListMachine>

/** What a section's form receives from `ResumeSection`. */
type ResumeSectionFormProps<Item extends SectionItem> = {
  /** The record being edited; null when adding. */
  record: Item | null
  saving: boolean
  /** The save failed: 'Uoops' / '…sua formação'. */
  alert: SectionAlert | null
  /** The checked form values (the section's form schema output). */
  onSubmit: (values: unknown) => void
  onCancel: () => void
}

type ResumeSectionProps<Item extends SectionItem> = Omit<
  ResumeSectionBoxProps,
  'onAdd' | 'canChange' | 'loading' | 'failed' | 'onRetry' | 'empty' | 'alert' | 'onAlertDismiss' | 'footer'
> & {
  actor: SectionListActor
  /** One list entry (a ResumeListItem) with the buttons' callbacks. */
  renderItem: (
    item: Item,
    actions: { onEdit: () => void; onRemove: () => void; disabled: boolean },
  ) => ReactNode
  /** The modal form (open while the machine is in `form` or `saving`). */
  renderForm: (props: ResumeSectionFormProps<Item> & { open: boolean; formKey: string }) => ReactNode
  /** Sorts the list for display (core's `sortEducations`, `sortExperiences`). */
  sort?: (items: Item[]) => Item[]
  /** Under the list; receives whether the list is empty ('Não possuo experiência profissional'). */
  footer?: (state: { empty: boolean }) => ReactNode
}

/**
 * A résumé section driven by a running section-list actor: the box, the modal form and the removal
 * confirmation, as its snapshot says, sending its events. The form submits its checked values
 * (`form.submit`); the app's `save` actor turns them into the platform payload.
 */
function ResumeSection<Item extends SectionItem>({
  actor,
  renderItem,
  renderForm,
  sort,
  footer,
  ...props
}: ResumeSectionProps<Item>) {
  const snapshot = useSelector(actor, (s) => s)
  const items = selectSectionItems<Item>(snapshot)
  const shown = sort ? sort(items) : items
  const canChange = selectCanChangeItems(snapshot)
  const alert = selectSectionAlert(snapshot)
  const formOpen = selectIsFormOpen(snapshot)
  const saving = selectIsSaving(snapshot)
  const removalTarget = selectRemovalTargetId(snapshot)
  const loading = selectIsListLoading(snapshot)
  const failed = selectHasListFailed(snapshot)
  const empty = !loading && !failed && items.length === 0
  const opening = selectIsOpeningEdit(snapshot)

  return (
    <>
      <ResumeSectionBox
        {...props}
        aria-busy={opening || loading || undefined}
        onAdd={() => actor.send({ type: 'item.add' })}
        canChange={canChange}
        loading={loading}
        failed={failed}
        onRetry={() => actor.send({ type: 'list.retry' })}
        empty={empty}
        // The save's failure shows inside the open form; the box shows the rest.
        alert={formOpen ? null : alert}
        onAlertDismiss={() => actor.send({ type: 'alert.dismiss' })}
        footer={footer?.({ empty })}
      >
        <ResumeList>
          {shown.map((item) =>
            renderItem(item, {
              onEdit: () => actor.send({ type: 'item.edit', id: item.id }),
              onRemove: () => actor.send({ type: 'item.remove', id: item.id }),
              disabled: !canChange || removalTarget === item.id,
            }),
          )}
        </ResumeList>
      </ResumeSectionBox>
      {renderForm({
        open: formOpen,
        formKey: `${selectFormKey(snapshot)}-${selectEditingId(snapshot) ?? 'new'}`,
        record: selectEditingRecord<Item>(snapshot),
        saving,
        alert: formOpen ? alert : null,
        onSubmit: (values) => actor.send({ type: 'form.submit', values }),
        onCancel: () => actor.send({ type: 'form.cancel' }),
      })}
      <ResumeRemoveDialog
        open={selectIsConfirmingRemoval(snapshot) || selectIsRemoving(snapshot)}
        busy={selectIsRemoving(snapshot)}
        onConfirm={() => actor.send({ type: 'removal.confirm' })}
        onCancel={() => actor.send({ type: 'removal.cancel' })}
      />
    </>
  )
}

/** What a section's list entry receives (`EducationItem`, `ExperienceItem`, `LanguageItem`). */
type ResumeEntryItemProps<Item, Names> = {
  record: Item
  /** The reference lists the entry reads its names from. */
  names: Names
  /** Today, for expected ends and durations (stories and tests pin it). */
  now: Date
  onEdit?: () => void
  onRemove?: () => void
  disabled?: boolean
}

/** What the modal form of a section receives from `ResumeEntrySection`. */
type ResumeEntryDialogProps<Item, Options> = Omit<ResumeSectionFormProps<Item & SectionItem>, 'record'> & {
  open: boolean
  record: Item | null
  options: Options
}

/** A résumé section's entry and form, the rest of its box coming from the catalogue. */
type ResumeEntrySectionConfig<Item extends SectionItem, Names, Options extends Names = Names> = {
  section: ResumeEntryKind
  /** 'Formações', 'Experiências Profissionais' or 'Idiomas'. */
  title: string
  /** The display order (core's `sortEducations`, `sortExperiences`); as listed when absent. */
  sort?: (items: readonly Item[]) => Item[]
  Item: (props: ResumeEntryItemProps<Item, Names>) => ReactNode
  FormDialog: (props: ResumeEntryDialogProps<Item, Options>) => ReactNode
}

type ResumeEntryBoxProps<Item extends SectionItem, Names> = Omit<
  ResumeSectionBoxProps,
  'title' | 'emptyTitle' | 'empty' | 'footer' | 'children'
> & {
  config: ResumeEntrySectionConfig<Item, Names, never>
  items: readonly Item[]
  names: Names
  now?: Date
  onEdit?: (id: number) => void
  onRemove?: (id: number) => void
  /** The entry whose removal is being confirmed or done (its buttons are disabled). */
  removingId?: number | null
  title?: ReactNode
  /** Under the list; receives whether the list is empty. */
  footer?: (state: { empty: boolean }) => ReactNode
}

/** A section's box with plain props (data-slot `<section>-box`): its entries, sorted, or its empty state. */
function ResumeEntryBox<Item extends SectionItem, Names>({
  config,
  items,
  names,
  now = new Date(),
  onEdit,
  onRemove,
  removingId = null,
  canChange = true,
  title = config.title,
  footer,
  ...props
}: ResumeEntryBoxProps<Item, Names>) {
  const { Item: Entry } = config
  const empty = items.length === 0
  return (
    <ResumeSectionBox
      data-slot={`${config.section}-box`}
      title={title}
      emptyTitle={emptyTitleOf(config.section)}
      empty={empty}
      canChange={canChange}
      footer={footer?.({ empty })}
      {...props}
    >
      <ResumeList>
        {(config.sort ? config.sort(items) : items).map((record) => (
          <Entry
            key={record.id}
            record={record}
            names={names}
            now={now}
            onEdit={onEdit ? () => onEdit(record.id) : undefined}
            onRemove={onRemove ? () => onRemove(record.id) : undefined}
            disabled={!canChange || removingId === record.id}
          />
        ))}
      </ResumeList>
    </ResumeSectionBox>
  )
}

type ResumeEntrySectionProps<Item extends SectionItem, Names, Options extends Names> = {
  config: ResumeEntrySectionConfig<Item, Names, Options>
  /** A running section-list actor of the config's section. */
  actor: SectionListActor
  options: Options
  now?: Date
  headingLevel?: HeadingLevel
  className?: string
  footer?: (state: { empty: boolean }) => ReactNode
}

/**
 * A section's box driven by its section-list actor (data-slot `<section>-section`): add and edit in
 * its modal, removal after 'Atenção', the 'Pronto!' / 'Uoops' alerts. The form sends its schema's
 * output as `form.submit`'s values (the app's `save` actor builds the payload).
 */
function ResumeEntrySection<Item extends SectionItem, Names, Options extends Names>({
  config,
  options,
  now = new Date(),
  ...props
}: ResumeEntrySectionProps<Item, Names, Options>) {
  const { Item: Entry, FormDialog } = config
  return (
    <ResumeSection<Item>
      data-slot={`${config.section}-section`}
      title={config.title}
      emptyTitle={emptyTitleOf(config.section)}
      sort={config.sort}
      renderItem={(record, actions) => (
        <Entry key={record.id} record={record} names={options} now={now} {...actions} />
      )}
      renderForm={({ formKey, ...form }) => <FormDialog key={formKey} options={options} {...form} />}
      {...props}
    />
  )
}

export {
  ResumeEntryBox,
  ResumeEntrySection,
  ResumeList,
  ResumeListItem,
  ResumeRemoveDialog,
  ResumeSection,
  ResumeSectionBox,
}
export type {
  ResumeEntryBoxProps,
  ResumeEntryDialogProps,
  ResumeEntryItemProps,
  ResumeEntrySectionConfig,
  ResumeEntrySectionProps,
  ResumeListItemProps,
  ResumeRemoveDialogProps,
  ResumeSectionBoxProps,
  ResumeSectionFormProps,
  ResumeSectionProps,
  SectionListActor,
}
