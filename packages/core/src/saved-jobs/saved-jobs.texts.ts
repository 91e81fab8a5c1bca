// pt-BR texts of saved jobs (docs/saved-jobs.md). Part of core's catalogue as `savedJobs`, so a brand
// rewords any of them by path (`{ "savedJobs": { "toggle": { "save": "Favoritar" } } }`).
import { MAX_SAVED_JOBS } from '../limits'

export const savedJobsMessages = {
  toggle: {
    /** Visible text of the toggle (also the start of its accessible name). */
    save: 'Salvar',
    /** The toggle's accessible name: the visible word plus the opening's title. */
    label: (title: string) => `Salvar vaga ${title}`.trim(),
    /** Announced after saving / removing. */
    saved: (title: string) => `Vaga ${title} salva.`,
    removed: (title: string) => `Vaga ${title} removida das vagas salvas.`,
    /** The list is at MAX_SAVED_JOBS. */
    full: `Você já tem ${MAX_SAVED_JOBS} vagas salvas. Remova uma em Meu Perfil para salvar outra.`,
    /** The platform did not answer: the change was undone. */
    failed: 'Não foi possível atualizar suas vagas salvas. Tente novamente.',
    /** Closes the message of a refused change. */
    close: 'Fechar',
  },
  header: {
    /** The header's link to the list. */
    link: 'Vagas salvas',
    /** The link's accessible name, with the count. */
    label: (count: number) => (count === 1 ? 'Vagas salvas: 1 vaga' : `Vagas salvas: ${count} vagas`),
  },
  box: {
    title: 'Vagas salvas',
    loading: 'Carregando suas vagas salvas…',
    empty: 'Você ainda não salvou nenhuma vaga. Use o botão Salvar nas vagas que quiser acompanhar.',
    browse: 'Ver vagas',
    closed: 'Inscrições encerradas',
    open: 'Inscrições abertas',
    remove: 'Remover',
    /** The remove button's accessible name. */
    removeLabel: (title: string) => `Remover ${title} das vagas salvas`,
    error: 'Não foi possível carregar suas vagas salvas.',
    retry: 'Tentar novamente',
    removeFailed: 'Não foi possível remover a vaga. Tente novamente.',
    /** Count line under the title. */
    count: (count: number) => (count === 1 ? '1 vaga salva' : `${count} vagas salvas`),
  },
  /** The platform's answers (apps/platform/src/saved-jobs). */
  platform: {
    full: `Você já tem ${MAX_SAVED_JOBS} vagas salvas. Remova uma para salvar outra.`,
    notFound: 'Vaga não encontrada.',
  },
} as const

type SavedJobsMessages = {
  [K in keyof typeof savedJobsMessages]: {
    [L in keyof (typeof savedJobsMessages)[K]]: (typeof savedJobsMessages)[K][L] extends (
      ...args: infer A
    ) => string
      ? (...args: A) => string
      : string
  }
}

/**
 * The texts the browser needs, as the brand words them, in plain JSON (the page's data): each text with a
 * value becomes a template with `{title}` or `{count}`, which `fillSavedJobsText` (fill.ts) fills. The catalogue
 * itself never travels to the public pages.
 */
export function savedJobsBrowserTexts(m: SavedJobsMessages) {
  const title = '{title}'
  return {
    save: m.toggle.save,
    label: m.toggle.label(title),
    saved: m.toggle.saved(title),
    removed: m.toggle.removed(title),
    full: m.toggle.full,
    failed: m.toggle.failed,
    close: m.toggle.close,
    headerLink: m.header.link,
    headerLabelOne: m.header.label(1),
    headerLabelMany: m.header.label('{count}' as unknown as number),
  }
}

export type SavedJobsBrowserTexts = ReturnType<typeof savedJobsBrowserTexts>
