// One section of the archive's dados.json (docs/privacy.md): a name (the JSON key, described by core's
// ptBR.dataExport.sections[name] in the README) and what it collects about ONE person. Every query a section
// makes is bound to `ctx.userId`; a file goes into the archive only through `ctx.attach`, which answers its
// path inside the zip. A new kind of data (saved jobs, job alerts…) is a new module in this folder listed in
// ./index.ts.
import type { Db } from '../../db/client.js'

export interface AttachedFile {
  id: number
  name: string
  contentType: string
  content: Uint8Array
}

export interface SectionContext {
  db: Db
  /** The person whose data is exported: the only user any section reads. */
  userId: number
  /** Puts an uploaded file in the archive (arquivos/…) and answers its path there. */
  attach(file: AttachedFile): string
}

export interface DataExportSection {
  /** The key in dados.json (pt-BR, no spaces). */
  name: string
  collect(ctx: SectionContext): Promise<unknown>
}

/** A row without the columns that only say whose it is (the archive is one person's). */
export function withoutOwner<T extends Record<string, unknown>>(row: T): Omit<T, 'userId'> {
  const { userId: _owner, ...rest } = row
  return rest
}
