// Brazilian states and the numeric codes the opportunities API takes.

// prettier-ignore
/** The 27 two-letter abbreviations, in the order of their numeric codes. */
export const STATE_ABBRS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'SC', 'RR', 'SP', 'SE', 'TO',
] as const

export type StateAbbr = (typeof STATE_ABBRS)[number]

export interface BrazilianState {
  abbr: StateAbbr
  name: string
  code: number
}

export const BRAZILIAN_STATES: readonly BrazilianState[] = [
  { abbr: 'AC', name: 'Acre', code: 2 },
  { abbr: 'AL', name: 'Alagoas', code: 3 },
  { abbr: 'AP', name: 'Amapá', code: 4 },
  { abbr: 'AM', name: 'Amazonas', code: 5 },
  { abbr: 'BA', name: 'Bahia', code: 6 },
  { abbr: 'CE', name: 'Ceará', code: 7 },
  { abbr: 'DF', name: 'Distrito Federal', code: 8 },
  { abbr: 'ES', name: 'Espírito Santo', code: 9 },
  { abbr: 'GO', name: 'Goiás', code: 10 },
  { abbr: 'MA', name: 'Maranhão', code: 11 },
  { abbr: 'MT', name: 'Mato Grosso', code: 12 },
  { abbr: 'MS', name: 'Mato Grosso do Sul', code: 13 },
  { abbr: 'MG', name: 'Minas Gerais', code: 14 },
  { abbr: 'PA', name: 'Pará', code: 15 },
  { abbr: 'PB', name: 'Paraíba', code: 16 },
  { abbr: 'PR', name: 'Paraná', code: 17 },
  { abbr: 'PE', name: 'Pernambuco', code: 18 },
  { abbr: 'PI', name: 'Piauí', code: 19 },
  { abbr: 'RJ', name: 'Rio de Janeiro', code: 20 },
  { abbr: 'RN', name: 'Rio Grande do Norte', code: 21 },
  { abbr: 'RS', name: 'Rio Grande do Sul', code: 22 },
  { abbr: 'RO', name: 'Rondônia', code: 23 },
  { abbr: 'SC', name: 'Santa Catarina', code: 24 },
  { abbr: 'RR', name: 'Roraima', code: 25 },
  { abbr: 'SP', name: 'São Paulo', code: 26 },
  { abbr: 'SE', name: 'Sergipe', code: 27 },
  { abbr: 'TO', name: 'Tocantins', code: 28 },
]

// Built in annotated IIFEs: a browser bundle that only checks abbreviations (isStateAbbr) drops the
// names and codes (a pure call's arguments would still count as effects, an IIFE's body does not).
export const STATE_CODES: Readonly<Record<StateAbbr, number>> = /* @__PURE__ */ (() =>
  Object.freeze(
    Object.fromEntries(BRAZILIAN_STATES.map((s) => [s.abbr, s.code])) as Record<StateAbbr, number>,
  ))()

const ABBR_BY_CODE: ReadonlyMap<number, StateAbbr> = /* @__PURE__ */ (() =>
  new Map(BRAZILIAN_STATES.map((s) => [s.code, s.abbr])))()

export function isStateAbbr(x: unknown): x is StateAbbr {
  return typeof x === 'string' && (STATE_ABBRS as readonly string[]).includes(x)
}

/** Numeric code of a state abbreviation, ignoring case and surrounding spaces. */
export function stateCodeFromAbbr(abbr: string): number | undefined {
  const upper = abbr.trim().toUpperCase()
  return isStateAbbr(upper) ? STATE_CODES[upper] : undefined
}

export function stateAbbrFromCode(code: number): StateAbbr | undefined {
  return ABBR_BY_CODE.get(code)
}
