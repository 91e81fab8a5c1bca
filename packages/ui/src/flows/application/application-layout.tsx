// The application form's frame: the heading (or the page's own, drawn before the scripts run), the steps
// bar when the opportunity has tests ('1: Preencha o perfil', '2: Faça os Testes'), the required-fields
// note, the two tabs ('Informações Básicas' / 'Informações Complementares', shortened at 420 px or less while
// their accessible names stay whole), the alert and the polite status above the button, and the button
// ('Próxima Etapa' or 'Finalizar Inscrição', the caller decides). The caller fills the tabs and drives the
// tab, the busy state and the messages; a busy button keeps its focus and ignores clicks, so a double click
// submits once.
import { ptBR, type ApplicationTab } from '@carreiras/core'
import { LoaderCircle } from 'lucide-react'
import { useId, type ComponentProps, type MouseEvent, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Alert } from '../../primitives/alert'
import { Button } from '../../primitives/button'
import { FormRequiredNote } from '../../primitives/form-field'
import { StepsBar } from '../../primitives/steps-bar'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs'

/** A message above the button; 'error' interrupts (role=alert), 'info' is polite (role=status). */
type ApplicationLayoutAlert = {
  tone: 'error' | 'info'
  message: string
  /** Defaults to 'Uoops' for errors and none for information; `null` shows none. */
  title?: string | null
}

const { tabs: tabTexts } = ptBR.application

const headingClass = 'font-heading text-2xl font-semibold break-words text-foreground sm:text-3xl'

/**
 * The ficha's heading ('Inscrição: Analista de Crédito Pleno'). A site draws it on the server above the
 * flow, so it is the page's first large paint while the session and the form load (docs/performance.md),
 * and gives its id to the flow (`headingId`), which then draws no heading of its own.
 */
function ApplicationHeading({ className, children, ...props }: ComponentProps<'h1'>) {
  return (
    // Merged only with a caller's classes: the site draws this heading on the server, and the first `cn` in
    // the browser would build tailwind-merge's class table inside the hydration (docs/performance.md).
    <h1
      data-slot="application-heading"
      className={className ? cn(headingClass, className) : headingClass}
      {...props}
    >
      {children}
    </h1>
  )
}

type ApplicationLayoutProps = Omit<ComponentProps<'div'>, 'title' | 'children' | 'onSubmit'> & {
  /** The page's heading ('Inscrição: Analista de Crédito Pleno'); omitted where the page draws it. */
  title?: ReactNode
  /** The id of the page's own heading when `title` is omitted: it names the tabs. */
  headingId?: string
  /** Shows the steps bar, on its first step. */
  hasTests?: boolean
  tab: ApplicationTab
  onTabChange: (tab: ApplicationTab) => void
  /** Tab 1: personal data and the opportunity's questions. */
  basic: ReactNode
  /** Tab 2: education, experience, languages and the referral. */
  complementary: ReactNode
  /** 'Próxima Etapa' or 'Finalizar Inscrição'. */
  submitLabel: string
  onSubmit: () => void
  /** Saving or submitting: the button shows a spinner and ignores clicks. */
  busy?: boolean
  /** Above the button: a failed submit (error) or a notice (info). */
  alert?: ApplicationLayoutAlert | null
  /** Shows a close button on the alert ('Fechar'). */
  onDismissAlert?: () => void
  /** Announced politely beside the button ('Respostas salvas', 'Enviando sua inscrição…'). */
  status?: string
  /** The tabs' names and the required-fields note (the catalogue's by default; a brand passes its own). */
  texts?: { tabs: typeof tabTexts; requiredFieldsNote: string }
}

function ApplicationLayout({
  title,
  headingId,
  hasTests = false,
  tab,
  onTabChange,
  basic,
  complementary,
  submitLabel,
  onSubmit,
  busy = false,
  alert,
  onDismissAlert,
  status,
  texts = { tabs: tabTexts, requiredFieldsNote: ptBR.application.requiredFieldsNote },
  className,
  ...props
}: ApplicationLayoutProps) {
  const ownTitleId = useId()
  const titleId = title === undefined ? headingId : ownTitleId
  const tabNames = texts.tabs

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled (not disabled) keeps the focus on the button while busy; clicks are ignored here.
    if (busy) {
      event.preventDefault()
      return
    }
    onSubmit()
  }

  return (
    <div
      data-slot="application-layout"
      aria-busy={busy || undefined}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <div data-slot="application-layout-header" className="flex flex-col gap-4">
        {title === undefined ? null : <ApplicationHeading id={titleId}>{title}</ApplicationHeading>}
        {hasTests ? <StepsBar current={0} /> : null}
        <FormRequiredNote>{texts.requiredFieldsNote}</FormRequiredNote>
      </div>

      <Tabs value={tab} onValueChange={(next) => onTabChange(next as ApplicationTab)}>
        <TabsList aria-labelledby={titleId}>
          <TabsTrigger value="basic" narrowLabel={tabNames.basicShort}>
            {tabNames.basic}
          </TabsTrigger>
          <TabsTrigger value="complementary" narrowLabel={tabNames.complementaryShort}>
            {tabNames.complementary}
          </TabsTrigger>
        </TabsList>
        <TabsContent data-slot="application-layout-basic" value="basic" className="pt-2">
          {basic}
        </TabsContent>
        <TabsContent data-slot="application-layout-complementary" value="complementary" className="pt-2">
          {complementary}
        </TabsContent>
      </Tabs>

      <div data-slot="application-layout-footer" className="flex flex-col gap-3">
        {alert ? (
          <Alert
            data-slot="application-layout-alert"
            variant={alert.tone}
            title={alert.title}
            onClose={onDismissAlert}
          >
            {alert.message}
          </Alert>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
          <p
            data-slot="application-layout-status"
            role="status"
            aria-live="polite"
            className="text-sm text-muted-foreground sm:text-end"
          >
            {status}
          </p>
          <Button
            data-slot="application-layout-submit"
            type="button"
            size="lg"
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            onClick={handleClick}
            className="w-full sm:w-auto"
          >
            {busy ? (
              <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : null}
            {submitLabel}
          </Button>
        </div>
      </div>
    </div>
  )
}

export { ApplicationHeading, ApplicationLayout }
export type { ApplicationLayoutAlert, ApplicationLayoutProps }
