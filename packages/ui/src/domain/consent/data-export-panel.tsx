// 'Baixar meus dados', the part of the Privacidade box of /meu-perfil (docs/privacy.md): what the copy holds,
// the latest request ('Pedido feito em…', 'Seu arquivo ficou pronto…'), and 'Baixar meus dados' — or, while
// the one-a-day limit holds, when the person may ask again. A spinner while the state is read, an alert with
// 'Tentar novamente' when it cannot be; a failed request is an alert; an accepted one is announced.
import { ptBR, type DataExportMessages, type DataExportScreen } from '@carreiras/core'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { Alert } from '../../primitives/alert'
import { Button } from '../../primitives/button'
import { Spinner } from '../../primitives/spinner'

type DataExportPanelProps = Omit<ComponentProps<'section'>, 'children'> & {
  screen: DataExportScreen
  statusText?: string | null
  limitText?: string | null
  requesting?: boolean
  error?: string | null
  onRequest(): void
  onRetry(): void
  headingLevel?: 3 | 4
  messages?: DataExportMessages
  /** 'Tentar novamente'. */
  retryLabel?: string
}

function DataExportPanel({
  screen,
  statusText = null,
  limitText = null,
  requesting = false,
  error = null,
  onRequest,
  onRetry,
  headingLevel = 3,
  messages = ptBR.dataExport,
  retryLabel = ptBR.ui.domain.list.retry,
  className,
  ...props
}: DataExportPanelProps) {
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  const m = messages.box
  let body
  if (screen === 'loading') {
    body = (
      <div className="flex justify-center py-4">
        <Spinner label={m.loading} />
      </div>
    )
  } else if (screen === 'failed') {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{error ?? m.loadFailed}</Alert>
        <Button type="button" variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    )
  } else {
    body = (
      <>
        {/* Announced when it changes: the request accepted, the archive ready. */}
        <p role="status" data-slot="data-export-status" className="text-sm">
          {statusText ?? ''}
        </p>
        {error ? <Alert variant="error">{error}</Alert> : null}
        {limitText ? (
          <p data-slot="data-export-limit" className="text-muted-foreground text-sm font-medium">
            {limitText}
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              loading={requesting}
              onClick={() => !requesting && onRequest()}
            >
              {requesting ? m.requesting : m.request}
            </Button>
          </div>
        )}
      </>
    )
  }
  return (
    <section
      data-slot="data-export-panel"
      aria-labelledby={headingId}
      aria-busy={screen === 'loading' || requesting || undefined}
      className={cn('flex flex-col gap-3 border-t border-border pt-4', className)}
      {...props}
    >
      <Heading id={headingId} className="font-heading text-lg font-semibold break-words">
        {m.title}
      </Heading>
      <p className="text-muted-foreground text-sm">{m.intro}</p>
      <p className="text-muted-foreground text-sm">{m.linkValidity}</p>
      {body}
    </section>
  )
}

export { DataExportPanel }
export type { DataExportPanelProps }
