// What a section box reads from a section-list snapshot (docs/architecture.md, "Flows": screens never dig into context).
import type { SnapshotFrom } from 'xstate'
import { ptBR } from '../messages/pt-BR'
import type { ResumeSection, SectionAlertCode, SectionItem, sectionListMachine } from './section-list.machine'

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
/** The record the open form edits (its id), or null for a new one. */
export const selectEditingId = (s: SectionListSnapshot) =>
  s.context.form?.mode === 'edit' ? s.context.form.id : null
/** How many records the list holds. */
export const selectItemCount = (s: SectionListSnapshot) => s.context.items.length
export const selectIsSaving = (s: SectionListSnapshot) => s.hasTag('saving')
/** The edit modal is about to open (the ~100 ms delay and the record read). */
export const selectIsOpeningEdit = (s: SectionListSnapshot) => s.hasTag('opening')

/** The removal confirmation ('Atenção', 'Sim, desejo remover' / 'Não') is open. */
export const selectIsConfirmingRemoval = (s: SectionListSnapshot) => s.matches({ ready: 'confirming' })
/** The record being removed or confirmed, to disable its buttons. */
export const selectRemovalTargetId = (s: SectionListSnapshot) =>
  s.matches({ ready: 'confirming' }) || s.matches({ ready: 'removing' }) ? s.context.targetId : null
export const selectIsRemoving = (s: SectionListSnapshot) => s.hasTag('removing')

/** The alert a section box shows, in words. */
export interface SectionAlert {
  tone: 'success' | 'error'
  title: string
  message: string | null
}

/** The parts of the catalogue a section's alerts use (a brand may pass its own). */
export interface SectionAlertMessages {
  common: { done: string; uoops: string; somethingWentWrong: string }
  profile: {
    education: { saved: string; saveFailed: string }
    experience: { saved: string; saveFailed: string }
    language: { saved: string; saveFailed: string }
    /** Cause, acknowledgement and certification: worded after the others' pattern (the spec has none). */
    cause?: { saved: string; saveFailed: string }
    acknowledgement?: { saved: string; saveFailed: string }
    certification?: { saved: string; saveFailed: string }
    personalData: { saveFailed: string }
  }
}

/**
 * The spec gives success and failure texts for education, experience and language; the
 * catalogue words cause, acknowledgement and certification after them. A section without its own texts
 * takes the general failure text ('...suas informações') and a bare 'Pronto!'. The spec gives no text
 * for a failed removal: the general 'Algo errado aconteceu. Tente novamente.'.
 */
export function sectionAlertOf(
  code: SectionAlertCode,
  section: ResumeSection,
  messages: SectionAlertMessages = ptBR,
): SectionAlert {
  const own = messages.profile[section] ?? null
  if (code === 'saved') return { tone: 'success', title: messages.common.done, message: own?.saved ?? null }
  if (code === 'saveFailed') {
    return {
      tone: 'error',
      title: messages.common.uoops,
      message: own?.saveFailed ?? messages.profile.personalData.saveFailed,
    }
  }
  return { tone: 'error', title: messages.common.uoops, message: messages.common.somethingWentWrong }
}

/** The success or error alert to show ('Pronto!' … / 'Uoops' …), null when none. */
export const selectSectionAlert = (
  s: SectionListSnapshot,
  messages: SectionAlertMessages = ptBR,
): SectionAlert | null =>
  s.context.alert ? sectionAlertOf(s.context.alert, s.context.section, messages) : null
/** Add, edit and delete are offered only while nothing else is under way. */
export const selectCanChangeItems = (s: SectionListSnapshot) => s.matches({ ready: 'idle' })
