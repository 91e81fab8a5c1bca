// The municipalities' seats (data/municipios/municipios.csv, MIT, see its LICENSE and docs/near.md), read once
// per process at the first 'near' list and kept in memory: 5,570 points, a few hundred kilobytes. An opening
// is where its city's seat is; a CEP is where its city's seat is.
import { isGeoPoint, type GeoPlace } from '@carreiras/core'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const FILE = 'data/municipios/municipios.csv'

/** The CSV, found from the running file: `dist/*.js` → `../data`, `src/near/*.ts` (tsx, vitest) → `../../data`. */
export function municipalitiesFile(): string {
  for (const relative of [`../${FILE}`, `../../${FILE}`]) {
    const file = fileURLToPath(new URL(relative, import.meta.url))
    if (existsSync(file)) return file
  }
  throw new Error(`Arquivo de municípios (apps/platform/${FILE}) não encontrado.`)
}

const COLUMNS = ['codigo_ibge', 'nome', 'latitude', 'longitude'] as const

/**
 * The seats of the CSV (pure): IBGE code and coordinates. The header must name the columns read; a row that
 * is not a 7-digit code with valid coordinates stops the read (the file ships with the code, so a bad copy
 * must not pass unnoticed).
 */
export function parseMunicipalities(csv: string): GeoPlace[] {
  const [header = '', ...lines] = csv.split(/\r?\n/)
  const names = header.split(',')
  const index = COLUMNS.map((name) => names.indexOf(name))
  if (index.some((i) => i < 0)) throw new Error(`Municípios: cabeçalho sem ${COLUMNS.join(', ')}`)
  const [codeAt, , latAt, lonAt] = index as [number, number, number, number]
  const places: GeoPlace[] = []
  lines.forEach((line, i) => {
    if (line.trim() === '') return
    const fields = line.split(',')
    const place = {
      id: Number(fields[codeAt]),
      latitude: Number(fields[latAt]),
      longitude: Number(fields[lonAt]),
    }
    if (!/^\d{7}$/.test(fields[codeAt] ?? '') || !isGeoPoint(place))
      throw new Error(`Municípios: linha ${i + 2} inválida`)
    places.push(place)
  })
  return places
}

export interface Municipalities {
  places: readonly GeoPlace[]
  byId: ReadonlyMap<number, GeoPlace>
}

let loaded: Municipalities | undefined

/** The seats, read at first use and kept for the process. */
export function municipalities(): Municipalities {
  if (!loaded) {
    const places = parseMunicipalities(readFileSync(municipalitiesFile(), 'utf8'))
    loaded = { places, byId: new Map(places.map((place) => [place.id, place])) }
  }
  return loaded
}
