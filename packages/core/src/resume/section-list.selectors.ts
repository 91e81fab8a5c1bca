// What a section box reads from a section-list snapshot (STYLE.md: screens never dig into context).
import type { SnapshotFrom } from 'xstate'
import type { SectionAlert, SectionItem, sectionListMachine } from './section-list.machine'

type SectionListSnapshot = SnapshotFrom<typeof sectionListMachine>

/** The records as listed; the app's list actor returns them in the section's order (`sortEducations`…). */
export const selectSectionItems = <Item extends SectionItem = SectionItem>(s: SectionListSnapshot) =>
  s.context.items as Item[]
/** The spinner of the first load (not of the re-query after a save, which keeps the list on screen). */
export const selectIsListLoading = (s: SectionListSnapshot) => s.matches('loading')
export const selectHasListFailed = (s: SectionListSnapshot) => s.matches('failed')
/** The empty state (and, for experience, where 'Não possuo experiência profissional' shows). */
export const selectIsSectionEmpty = (s: SectionListSnapshot) =>
  s.matches('ready') && s.context.items.length === 0

/** The modal form is open (adding or editing), saving included. */
export const selectIsFormOpen = (s: SectionListSnapshot) =>
  s.matches({ ready: 'form' }) || s.matches({ ready: 'saving' })
export const selectFormMode = (s: SectionListSnapshot) =>
  selectIsFormOpen(s) ? (s.context.form?.mode ?? null) : null
/** The record to fill the edit form with; null when adding. */
export const selectEditingRecord = <Item extends SectionItem = SectionItem>(s: SectionListSnapshot) =>
  selectIsFormOpen(s) && s.context.form?.mode === 'edit' ? (s.context.form.record as Item) : null
/** A key for the form: it changes after each successful save, so the form starts empty again. */
export const selectFormKey = (s: SectionListSnapshot) => s.context.formKey
export const selectIsSaving = (s: SectionListSnapshot) => s.hasTag('saving')
/** The edit modal is about to open (the ~100 ms delay and the record read). */
export const selectIsOpeningEdit = (s: SectionListSnapshot) => s.hasTag('opening')

/** The removal confirmation ('Atenção', 'Sim, desejo remover' / 'Não') is open. */
export const selectIsConfirmingRemoval = (s: SectionListSnapshot) => s.matches({ ready: 'confirming' })
/** The record being removed or confirmed, to disable its buttons. */
export const selectRemovalTargetId = (s: SectionListSnapshot) =>
  s.matches({ ready: 'confirming' }) || s.matches({ ready: 'removing' }) ? s.context.targetId : null
export const selectIsRemoving = (s: SectionListSnapshot) => s.hasTag('removing')

/** The success or error alert to show ('Pronto!' … / 'Uoops' …), null when none. */
export const selectSectionAlert = (s: SectionListSnapshot): SectionAlert | null => s.context.alert
/** Add, edit and delete are offered only while nothing else is under way. */
export const selectCanChangeItems = (s: SectionListSnapshot) => s.matches({ ready: 'idle' })
