// The site's document pages (the privacy notice, the terms of service, the accessibility statement): a
// heading, the date of the text when it has one, an introduction and the brand's sections of HTML, whose
// links to the site navigate inside it; then what a page adds (the privacy notice's data protection officer).
import { HtmlContent } from '@carreiras/ui/html-content'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'

type Navigate = (path: string) => void

export function DocumentPage({
  heading,
  updatedAt,
  intro,
  sections,
  children,
}: {
  heading: string
  updatedAt?: string
  intro: string
  sections: readonly { title: string; html: string }[]
  /** What follows the sections; a function receives the in-site navigation for its own HTML. */
  children?: ReactNode | ((onNavigate: Navigate) => ReactNode)
}) {
  const navigate = useNavigate()
  const onNavigate: Navigate = (path) => void navigate(path)
  const title = <h1 className="font-heading text-4xl font-bold">{heading}</h1>
  return (
    <article className="flex max-w-3xl flex-col gap-6 py-8">
      {updatedAt === undefined ? (
        title
      ) : (
        <header className="flex flex-col gap-2">
          {title}
          <p className="text-muted-foreground text-sm">{updatedAt}</p>
        </header>
      )}
      <p className="text-lg">{intro}</p>
      {sections.map((section) => (
        <section key={section.title} className="flex flex-col gap-2">
          <h2 className="font-heading text-xl font-semibold">{section.title}</h2>
          <HtmlContent html={section.html} onNavigate={onNavigate} />
        </section>
      ))}
      {typeof children === 'function' ? children(onNavigate) : children}
    </article>
  )
}
