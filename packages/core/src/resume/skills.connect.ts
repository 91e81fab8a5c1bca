// The skills box's connect layer (zag's split): a snapshot, `send` and the messages become everything the
// box shows or calls. The box never reads the machine's context; texts come from the messages.
import type { SnapshotFrom } from 'xstate'
import { ptBR, type Messages } from '../messages/pt-BR'
import type { SectionAlert } from './section-list.selectors'
import type { SkillsEvent, skillsMachine } from './skills.machine'

type Snapshot = SnapshotFrom<typeof skillsMachine>
type Send = (event: SkillsEvent) => void

/** The texts the skills box needs; a brand passes its own. */
export interface SkillsMessages {
  title: string
  empty: string
  input: string
  hint: string
  add: string
  required: string
  duplicate: string
  /** The list already holds MAX_SKILLS. */
  tooMany: string
  remove: (skill: string) => string
  list: string
  saved: string
  saveFailed: string
  done: string
  uoops: string
  removeFailed: string
  loading: string
  listFailed: string
  retry: string
}

/** The skills box's texts out of a whole catalogue (core's, or a brand's merged one). */
export function skillsMessagesOf(messages: Messages): SkillsMessages {
  const { skills } = messages.profile
  return {
    title: messages.profile.menu.skills,
    empty: skills.empty,
    input: skills.input,
    hint: skills.hint,
    add: messages.profile.add,
    required: messages.validation.required,
    duplicate: skills.duplicate,
    tooMany: skills.tooMany,
    remove: skills.remove,
    list: skills.list,
    saved: skills.saved,
    saveFailed: skills.saveFailed,
    done: messages.common.done,
    uoops: messages.common.uoops,
    removeFailed: messages.common.somethingWentWrong,
    loading: messages.common.loading,
    listFailed: messages.ui.domain.resume.listFailed,
    retry: messages.ui.domain.list.retry,
  }
}

export const skillsMessages: SkillsMessages = skillsMessagesOf(ptBR)

export interface SkillTag {
  label: string
  /** The tag's remove button: 'Remover Excel'. */
  removeLabel: string
  onRemove: () => void
  /** Another change is under way, or this tag is being removed. */
  disabled: boolean
}

export interface SkillsView {
  title: string
  /** The first load: a spinner instead of the list. */
  loading: boolean
  loadingText: string
  /** The list could not be read: its text and 'Tentar novamente'. */
  failed: null | { message: string; retryLabel: string; onRetry: () => void }
  /** 'Nenhuma habilidade cadastrada' when the list is empty (once read). */
  emptyText: string | null
  listLabel: string
  tags: SkillTag[]
  input: {
    label: string
    hint: string
    value: string
    /** 'Campo obrigatório' or 'Esta habilidade já está na sua lista'. */
    error: string | null
    /** Until the list is read. */
    disabled: boolean
    /** While a change is under way the text cannot change (a successful add clears it); it keeps the focus. */
    readOnly: boolean
    onChange: (text: string) => void
  }
  add: { label: string; onAdd: () => void; disabled: boolean; busy: boolean }
  alert: SectionAlert | null
  onAlertDismiss: () => void
  /** 'Atenção' before removing. */
  removal: { open: boolean; busy: boolean; skill: string | null; onConfirm: () => void; onCancel: () => void }
}

function alertOf(snapshot: Snapshot, messages: SkillsMessages): SectionAlert | null {
  switch (snapshot.context.alert) {
    case 'saved':
      return { tone: 'success', title: messages.done, message: messages.saved }
    case 'saveFailed':
      return { tone: 'error', title: messages.uoops, message: messages.saveFailed }
    case 'removeFailed':
      return { tone: 'error', title: messages.uoops, message: messages.removeFailed }
    default:
      return null
  }
}

export function connectSkills(
  snapshot: Snapshot,
  send: Send,
  messages: SkillsMessages = skillsMessages,
): SkillsView {
  const { context } = snapshot
  const idle = snapshot.matches({ ready: 'idle' })
  const saving = snapshot.hasTag('saving')
  const removing = snapshot.hasTag('removing')
  const ready = snapshot.matches('ready')
  const confirming = snapshot.matches({ ready: 'confirming' })
  return {
    title: messages.title,
    loading: snapshot.hasTag('loading'),
    loadingText: messages.loading,
    failed: snapshot.matches('failed')
      ? {
          message: messages.listFailed,
          retryLabel: messages.retry,
          onRetry: () => send({ type: 'list.retry' }),
        }
      : null,
    emptyText: ready && context.skills.length === 0 ? messages.empty : null,
    listLabel: messages.list,
    tags: context.skills.map((skill) => ({
      label: skill,
      removeLabel: messages.remove(skill),
      onRemove: () => send({ type: 'skill.remove', skill }),
      disabled: !idle || context.target === skill,
    })),
    input: {
      label: messages.input,
      hint: messages.hint,
      value: context.draft,
      error:
        context.draftIssue === 'required'
          ? messages.required
          : context.draftIssue === 'duplicate'
            ? messages.duplicate
            : context.draftIssue === 'tooMany'
              ? messages.tooMany
              : null,
      disabled: !ready,
      readOnly: ready && !idle,
      onChange: (text) => send({ type: 'draft.change', text }),
    },
    add: {
      label: messages.add,
      onAdd: () => send({ type: 'skill.add' }),
      disabled: !idle,
      busy: saving,
    },
    alert: alertOf(snapshot, messages),
    onAlertDismiss: () => send({ type: 'alert.dismiss' }),
    removal: {
      open: confirming || removing,
      busy: removing,
      skill: confirming || removing ? context.target : null,
      onConfirm: () => send({ type: 'removal.confirm' }),
      onCancel: () => send({ type: 'removal.cancel' }),
    },
  }
}
