// pt-BR texts of the design system's forms components (packages/ui). Exact spec wording where the spec
// gives it; see ../pt-BR.ts for the catalogue's other domains. Shared words ('Sim', 'Não', the note
// 'Campos com * são obrigatórios.') live once in `ptBR.common`, and the upload errors in
// `ptBR.profile.avatar` / `ptBR.profile.file`; the components read them from there.
import { comboboxMessages } from './combobox'

export { comboboxMessages }

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const formsMessages = {
  field: {
    /** Visible marker after a required field's label; its meaning is the form's required-fields note. */
    requiredMarker: '*',
  },
  errorSummary: {
    /** Announced (politely) after a submit with errors: '2 campos precisam de correção.' */
    count: (n: number) =>
      n === 1 ? '1 campo precisa de correção.' : `${plural(n, 'campo', 'campos')} precisam de correção.`,
  },
  textarea: {
    /** The visible counter: '37 / 100'. */
    counter: (length: number, max: number) => `${length} / ${max}`,
    /** Read to screen readers with the field, and announced near the limit. */
    remaining: (n: number) => (n === 1 ? 'Resta 1 caractere' : `Restam ${n} caracteres`),
  },
  maskedInput: {
    /** Shape hints shown inside an empty masked field. */
    placeholder: {
      cpf: '000.000.000-00',
      phone: '(00) 00000-0000',
      cep: '00000-000',
      date: 'DD/MM/AAAA',
      monthYear: 'MM/AAAA',
    },
  },
  select: {
    placeholder: 'Selecione',
  },
  combobox: comboboxMessages,
  fileUpload: {
    choose: 'Escolher arquivo',
    /** Shown before choosing: 'Formatos aceitos: .pdf — até 2MB'. */
    hint: (extensions: readonly string[]) => `Formatos aceitos: ${extensions.join(', ')} — até 2MB`,
    uploading: (name: string) => `Enviando ${name}`,
    progressLabel: 'Progresso do envio',
    done: 'Arquivo enviado',
    selected: 'Arquivo selecionado',
    /** Accessible name of the remove button: 'Remover arquivo laudo.pdf'. */
    remove: (name: string) => `Remover arquivo ${name}`,
    /** Accessible name of a sent file's name, which shows it in the document modal: 'Visualizar arquivo laudo.pdf'. */
    view: (name: string) => `Visualizar arquivo ${name}`,
    cancel: 'Cancelar envio',
  },
} as const
