// 'Vagas salvas' on /meu-perfil (docs/saved-jobs.md): the openings the candidate saved, newest first, each
// linking to its page with its place; a closed or expired one says 'Inscrições encerradas'. Each can be
// removed ('Remover', named after the opening). A spinner while the list is read, an alert with 'Tentar
// novamente' when it cannot be, and an empty state leading to /vagas.
import { ptBR } from '@carreiras/core'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import type { Labels } from '../../lib/labels'
import { defaultRenderLink, type RenderLink } from '../../lib/render-link'
import { Alert } from '../../primitives/alert'
import { Badge } from '../../primitives/badge'
import { Button } from '../../primitives/button'
import { Spinner } from '../../primitives/spinner'

type SavedJobsBoxTexts = Labels<typeof ptBR.savedJobs.box>

interface SavedJobItem {
  opportunityId: number
  title: string
  href: string
  open: boolean
  /** 'Campinas - SP', already formatted. */
  location?: string | null
}

type SavedJobsBoxProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  status: 'loading' | 'ready' | 'failed'
  items: readonly SavedJobItem[]
  onRemove(opportunityId: number): void
  onRetry(): void
  /** Ids being removed (their buttons wait). */
  removing?: readonly number[]
  /** A removal that failed (shown over the list). */
  error?: string | null
  browseHref?: string
  renderLink?: RenderLink
  headingLevel?: 2 | 3
  messages?: SavedJobsBoxTexts
}

function SavedJobsBox({
  status,
  items,
  onRemove,
  onRetry,
  removing = [],
  error = null,
  browseHref = '/vagas',
  renderLink = defaultRenderLink,
  headingLevel = 2,
  messages,
  className,
  ...props
}: SavedJobsBoxProps) {
  const t = { ...ptBR.savedJobs.box, ...messages }
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  const Title = `h${headingLevel + 1}` as 'h3' | 'h4'

  let body
  if (status === 'loading') {
    body = (
      <div className="flex justify-center py-6">
        <Spinner label={t.loading} />
      </div>
    )
  } else if (status === 'failed') {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t.error}</Alert>
        <Button type="button" variant="outline" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    )
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">{t.empty}</p>
        {renderLink({
          href: browseHref,
          className: 'rounded-sm text-primary underline underline-offset-4 focus-ring',
          children: t.browse,
        })}
      </div>
    )
  } else {
    body = (
      <>
        <p className="text-sm text-muted-foreground">{t.count(items.length)}</p>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <ul data-slot="saved-jobs-list" className="flex flex-col divide-y divide-border">
          {items.map((item) => {
            const busy = removing.includes(item.opportunityId)
            return (
              <li
                key={item.opportunityId}
                data-slot="saved-jobs-item"
                data-open={item.open}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <Title className="font-heading text-base font-semibold break-words">
                    {renderLink({
                      href: item.href,
                      className: 'rounded-sm underline-offset-4 hover:underline focus-ring',
                      children: item.title,
                    })}
                  </Title>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    {item.location ? <span>{item.location}</span> : null}
                    <Badge variant={item.open ? 'default' : 'outline'} data-slot="saved-jobs-item-state">
                      {item.open ? t.open : t.closed}
                    </Badge>
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t.removeLabel(item.title)}
                  loading={busy}
                  onClick={() => onRemove(item.opportunityId)}
                >
                  {t.remove}
                </Button>
              </li>
            )
          })}
        </ul>
      </>
    )
  }

  return (
    <section
      data-slot="saved-jobs-box"
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground sm:p-6',
        className,
      )}
      {...props}
    >
      <Heading id={headingId} className="font-heading text-xl font-semibold break-words">
        {t.title}
      </Heading>
      {body}
    </section>
  )
}

export { SavedJobsBox }
export type { SavedJobItem, SavedJobsBoxProps, SavedJobsBoxTexts }
