// pt-BR texts of the link previews (docs/link-previews.md): what the job's share image says besides the
// job's own data, its text alternative, the site's image, and the detail's 'Compartilhar' button. A brand
// rewords any of them under `messages.linkPreview` (a text with values is a template: `{1}`, `{2}`…).
export const linkPreviewMessages = {
  /** Above the title on a job's image. */
  jobKicker: 'Vaga',
  /** On a job's image, before the site's address: 'Inscreva-se em carreiras.aurora.com.br'. */
  applyAt: (host: string) => `Inscreva-se em ${host}`,
  /** og:image:alt of a job's image: its title, area and place ('' parts are left out by the caller). */
  jobImageAlt: (title: string, details: string) => (details ? `Vaga ${title} — ${details}` : `Vaga ${title}`),
  /** The site's image (every other public page, and a missing or closed job). */
  siteTagline: 'Vagas abertas: venha construir sua carreira com a gente',
  /** og:image:alt of the site's image. */
  siteImageAlt: (siteName: string) => `${siteName}: vagas abertas`,
  /** The job detail's native share button (Web Share API). */
  share: 'Compartilhar',
  /** Its accessible name, with the job's title. */
  shareLabel: (title: string) => `Compartilhar a vaga ${title}`,
  /** Announced when the browser could not share (not when the person closed the share sheet). */
  shareFailed: 'Não foi possível compartilhar. Copie o link da vaga.',
}

export type LinkPreviewMessages = typeof linkPreviewMessages
