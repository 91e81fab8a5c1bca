// What a caller without the user's session may see of an e-mail or a phone (forgotten-e-mail list).

/** 'joana@example.com' → 'jo***@ex***.com' (the domain keeps everything from its first dot). */
export function censorEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 0) return '***'
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  const dot = domain.indexOf('.')
  const host = dot < 0 ? domain : domain.slice(0, dot)
  const tail = dot < 0 ? '' : domain.slice(dot)
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***@${host.slice(0, 2)}***${tail}`
}

/** '11987651234' → '(11) *****-1234'; a landline '1133334444' → '(11) ****-4444'. */
export function censorPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (digits.length < 10) return digits.length ? '*'.repeat(digits.length) : null
  return `(${digits.slice(0, 2)}) ${'*'.repeat(digits.length - 6)}-${digits.slice(-4)}`
}

/** 'Joana da Silva' → 'J*** d*** S***': each word's first letter (a name tells who owns a CPF). */
export function censorName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  return words.length ? words.map((word) => `${Array.from(word)[0]}***`).join(' ') : '***'
}
