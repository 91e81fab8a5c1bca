// The archive's sections, in the order dados.json and the README list them. Adding a kind of data the
// platform keeps about a person (saved jobs, job alerts…) is one module beside these (DataExportSection, every
// query bound to ctx.userId), one line here and its README line in core (ptBR.dataExport.sections).
import { arquivosSection } from './arquivos.js'
import { consentimentosSection } from './consentimentos.js'
import { contaSection } from './conta.js'
import { curriculoSection } from './curriculo.js'
import { eventosSection } from './eventos.js'
import { inscricoesSection } from './inscricoes.js'
import { notificacoesSection } from './notificacoes.js'
import { perfilSection } from './perfil.js'
import type { DataExportSection } from './section.js'
import { solicitacoesSection } from './solicitacoes.js'
import { testesSection } from './testes.js'

export const DATA_EXPORT_SECTIONS: readonly DataExportSection[] = [
  contaSection,
  perfilSection,
  curriculoSection,
  inscricoesSection,
  testesSection,
  eventosSection,
  consentimentosSection,
  notificacoesSection,
  solicitacoesSection,
  arquivosSection,
]

export type { DataExportSection, SectionContext } from './section.js'
