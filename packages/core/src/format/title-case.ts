const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e'])

/**
 * 'MARIA DA SILVA' and 'maria da silva' → 'Maria da Silva': a name as a greeting shows it (the insert-cpf
 * form, the invitation e-mail), whatever case a partner base sent it in. Particles stay lower case after
 * the first word; whitespace is collapsed.
 */
export function titleCaseName(name: string): string {
  return name
    .trim()
    .toLocaleLowerCase('pt-BR')
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && PARTICLES.has(word) ? word : word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1),
    )
    .join(' ')
}
