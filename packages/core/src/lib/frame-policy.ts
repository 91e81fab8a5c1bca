// Who may frame an answer, read from its Content-Security-Policy: the platform's and the site's security
// headers both need it (docs/security.md, "Headers"), to leave out X-Frame-Options: DENY on an answer whose
// own policy names who may frame it (the document modal's files).

/** Whether a Content-Security-Policy lets some page frame the answer: a frame-ancestors other than 'none'. */
export function allowsFraming(policy: string | null | undefined): boolean {
  for (const directive of (policy ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    if (name?.toLowerCase() === 'frame-ancestors')
      return !(sources.length === 1 && sources[0]!.toLowerCase() === "'none'")
  }
  return false
}
