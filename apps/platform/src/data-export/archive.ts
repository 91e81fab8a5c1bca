// The archive of 'Baixar meus dados' (docs/privacy.md): one zip with
//   README.txt   what each part is, in pt-BR (core's ptBR.dataExport.archive and .sections)
//   dados.json   every section of ./sections for ONE person
//   arquivos/    the files that person uploaded, by the path dados.json gives each
// fflate builds it in memory: a maintained, dependency-free zip library that runs the same in the worker
// process and in the tests (which unzip it with the same library). The uploads (PDF, PNG, JPEG, already
// compressed) are stored as they are; the JSON and README are deflated.
import { ptBR, saoPauloDate, saoPauloTime } from '@carreiras/core'
import { strToU8, zipSync, type Zippable } from 'fflate'
import type { Db } from '../db/client.js'
import { cleanFileName } from '../files/files.js'
import { DATA_EXPORT_SECTIONS, type DataExportSection } from './sections/index.js'

export const README_NAME = 'README.txt'
export const DATA_NAME = 'dados.json'
export const FILES_FOLDER = 'arquivos'

export interface BuildOptions {
  /** The brand's site name, in the README. */
  siteName: string
  now?: Date
  /** The sections (tests); default the registry. */
  sections?: readonly DataExportSection[]
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
}

function readme(siteName: string, builtAt: string, sections: readonly DataExportSection[]): string {
  const t = ptBR.dataExport
  const a = t.archive
  const lines = [
    a.readmeTitle,
    '',
    a.readmeIntro(siteName, builtAt),
    '',
    a.contents,
    '',
    `- ${a.dataJson}`,
    ...sections.map((section) => `    - ${t.sections[section.name] ?? section.name}`),
    `- ${a.filesFolder}`,
    '',
    a.notIncluded,
    a.dates,
    a.questions,
    '',
  ]
  return lines.join('\r\n')
}

/** The zip of everything the platform holds about `userId`. */
export async function buildDataExport(db: Db, userId: number, options: BuildOptions): Promise<Uint8Array> {
  const now = options.now ?? new Date()
  const sections = options.sections ?? DATA_EXPORT_SECTIONS
  const files: Zippable = {}
  const used = new Set<string>()
  const attach = (file: { id: number; name: string; contentType: string; content: Uint8Array }) => {
    const extension = EXTENSIONS[file.contentType.toLowerCase()] ?? ''
    let path = `${FILES_FOLDER}/${file.id}-${cleanFileName(file.name, extension, 'arquivo')}`
    for (let n = 2; used.has(path); n++) path = `${FILES_FOLDER}/${file.id}-${n}${extension}`
    used.add(path)
    files[path] = [new Uint8Array(file.content), { level: 0 }]
    return path
  }
  const data: Record<string, unknown> = { geradoEm: now.toISOString() }
  for (const section of sections) data[section.name] = await section.collect({ db, userId, attach })
  const iso = now.toISOString()
  const builtAt = `${saoPauloDate(iso)} às ${saoPauloTime(iso)}`
  return zipSync(
    {
      [README_NAME]: strToU8(readme(options.siteName, builtAt, sections)),
      [DATA_NAME]: strToU8(`${JSON.stringify(data, null, 2)}\n`),
      ...files,
    },
    { level: 6, mtime: now },
  )
}
