// Initials shown by an avatar without a photo: the first letter of the first and of the last name.

/** Connectives of Brazilian names that never give an initial ('Maria da Silva' → 'MS'). */
const PARTICLES = new Set(['da', 'das', 'de', 'del', 'di', 'do', 'dos', 'du', 'e', "d'"])

/**
 * Up to two upper-case initials of a person's name: first and last word, skipping connectives
 * (da, de, do, dos, e…) and anything that does not start with a letter. '' when there is none.
 */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/\s+/u)
    .filter((word) => word !== '' && !PARTICLES.has(word.toLocaleLowerCase('pt-BR')))
    .map((word) => Array.from(word).find((char) => /\p{L}/u.test(char)))
    .filter((letter): letter is string => letter !== undefined)
  if (words.length === 0) return ''
  const first = words[0] as string
  const last = words.length > 1 ? (words[words.length - 1] as string) : ''
  return upper(first) + upper(last)
}

/** Upper case of one letter, kept as is when it has no single-letter capital ('ß' → 'SS'). */
function upper(letter: string): string {
  const capital = letter.toLocaleUpperCase('pt-BR')
  return Array.from(capital).length === 1 ? capital : letter
}
