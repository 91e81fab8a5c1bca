/**
 * The name the header greets a signed-in person by: the social name when there is one, otherwise the first
 * word of the name. Whitespace is trimmed; an empty name gives ''.
 */
export function greetingName(user: { name: string; socialName?: string | null }): string {
  const social = user.socialName?.trim()
  if (social) return social
  return user.name.trim().split(/\s+/)[0] ?? ''
}
