/**
 * The single input-mask rule of the product: a pattern where '#' stands for one digit and every other
 * character is a literal written between digits. Only digits are ever kept from the input, so masking is
 * idempotent and `unmask` recovers exactly the digits that fit the pattern.
 */

/** '#' in a pattern stands for one digit. */
export const MASK_DIGIT = '#'

export const CPF_MASK = '###.###.###-##'
/** Landline first; the longer mobile pattern applies once 11 digits are typed. */
export const PHONE_MASKS = ['(##) ####-####', '(##) #####-####'] as const
export const CEP_MASK = '#####-###'
/** DD/MM/YYYY. */
export const DATE_MASK = '##/##/####'
/** MM/YYYY. */
export const MONTH_YEAR_MASK = '##/####'

export type MaskKind = 'cpf' | 'phone' | 'cep' | 'date' | 'monthYear'

/** The digits of a value, in order; everything else is dropped. */
export function unmask(value: string): string {
  return value.replace(/\D/g, '')
}

/** How many digits a pattern holds. */
export function maskDigitCount(pattern: string): number {
  let count = 0
  for (const char of pattern) if (char === MASK_DIGIT) count += 1
  return count
}

/**
 * Writes the digits of `value` into `pattern`. Literals are written only while digits follow them, so a
 * partly typed value has no dangling separator ('123.4' not '123.4..'); digits beyond the pattern are
 * dropped.
 */
export function applyMask(value: string, pattern: string): string {
  const digits = unmask(value)
  let out = ''
  let next = 0
  for (const char of pattern) {
    if (next >= digits.length) break
    if (char === MASK_DIGIT) {
      out += digits[next]
      next += 1
    } else {
      out += char
    }
  }
  return out
}

/** The phone pattern for a value: landline up to 10 digits, mobile from the 11th. */
export function phoneMaskFor(value: string): string {
  return unmask(value).length > maskDigitCount(PHONE_MASKS[0]) ? PHONE_MASKS[1] : PHONE_MASKS[0]
}

export function maskPhone(value: string): string {
  return applyMask(value, phoneMaskFor(value))
}

const FIXED_MASKS: Record<Exclude<MaskKind, 'phone'>, string> = {
  cpf: CPF_MASK,
  cep: CEP_MASK,
  date: DATE_MASK,
  monthYear: MONTH_YEAR_MASK,
}

/** The pattern of a named mask for a value (only the phone depends on the value). */
export function maskPatternFor(kind: MaskKind, value = ''): string {
  return kind === 'phone' ? phoneMaskFor(value) : FIXED_MASKS[kind]
}

/** The most digits a named mask accepts. */
export function maskMaxDigits(kind: MaskKind): number {
  return kind === 'phone' ? maskDigitCount(PHONE_MASKS[1]) : maskDigitCount(FIXED_MASKS[kind])
}

/** Masks a value with a named mask: `maskAs('cep', '01310100')` → '01310-100'. */
export function maskAs(kind: MaskKind, value: string): string {
  return kind === 'phone' ? maskPhone(value) : applyMask(value, FIXED_MASKS[kind])
}
