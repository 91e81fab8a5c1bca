// The application's tests: the heading, the summary line ('Faltam 2 testes...', polite), one card per test
// (name, 'Pendente'/'Finalizado', 'Obrigatório' or 'Após a inscrição') with its way in — a link to the cover
// of an in-house test, a button that asks 'Atenção' before opening a partner's test in a new tab — and
// 'Finalizar Inscrição' once nothing required is pending (or the note that the candidate is already
// enrolled). Everything comes from connect's list view; links go through the caller's `renderLink` (its
// router).
import { ptBR, type TestListItemView, type TestListView } from '@carreiras/core'
import { CircleCheck, ExternalLink, LoaderCircle } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { defaultRenderLink, type RenderLink } from '../../lib/render-link'
import { useReturnFocus } from '../../lib/return-focus'
import { Badge } from '../../primitives/badge'
import { Button, buttonVariants } from '../../primitives/button'
import { Card, CardTitle } from '../../primitives/card'
import { ConfirmDialog } from '../../primitives/confirm-dialog'

type TestListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** connect's list view (`view.list`). */
  list: TestListView
  /** A message above 'Finalizar Inscrição' (a failed finish: an inline Alert with its close button). */
  alert?: ReactNode
  /** Read after a partner test's button: it opens a new tab. */
  opensInNewTabText?: string
  /** Where 'Voltar para a inscrição' goes; without it the link is not shown. */
  backHref?: string
  renderLink?: RenderLink
  /** The title's level (2 where the page has its own h1, as the confirmation); the tests' names one below. */
  headingLevel?: 1 | 2
  /**
   * The id of the title a site drew above the list (TestListIntro, on the server, before the scripts run):
   * the list then draws no title, introduction or way back of its own and is named by that title.
   */
  headingId?: string
}

type TestListIntroProps = {
  /** The title ('Testes da vaga'), core's `testListHeading`. */
  title: string
  /** The line below it ('Conclua os testes abaixo para finalizar sua inscrição.'). */
  intro: string
  /** The title's id (it names the list). */
  titleId?: string
  /** 'Voltar para a inscrição', above the title; none: not shown. */
  back?: { href: string; label: string }
  renderLink?: RenderLink
  headingLevel?: 1 | 2
}

/**
 * The list's title, introduction and way back: what the page alone decides. TestList draws it, or a site
 * draws it on the server above the list (and gives the list its `headingId`) so it is the page's first
 * large paint while the session and the tests load (docs/performance.md).
 */
function TestListIntro({
  title,
  intro,
  titleId,
  back,
  renderLink = defaultRenderLink,
  headingLevel = 1,
}: TestListIntroProps) {
  const Title = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <>
      {back
        ? renderLink({
            href: back.href,
            className: cn(buttonVariants({ variant: 'link' }), 'self-start px-0'),
            'data-slot': 'test-list-back',
            children: back.label,
          })
        : null}
      <Title
        id={titleId}
        className="font-heading text-2xl font-semibold break-words text-foreground sm:text-3xl"
      >
        {title}
      </Title>
      <p className="text-base text-foreground">{intro}</p>
    </>
  )
}

type TestCardProps = {
  item: TestListItemView
  opensInNewTabText: string
  renderLink: RenderLink
  headingLevel: 2 | 3
}

/** One test: its name, status and requirement, and its way in while pending. */
function TestCard({ item, opensInNewTabText, renderLink, headingLevel }: TestCardProps) {
  const Name = headingLevel === 2 ? 'h2' : 'h3'
  const finished = item.status === 'finished'
  let action: ReactNode = null
  if (item.actionLabel && item.kind === 'inHouse' && item.href) {
    action = renderLink({
      href: item.href,
      className: buttonVariants({ variant: 'primary' }),
      'data-slot': 'test-list-take',
      children: item.actionLabel,
    })
  } else if (item.actionLabel) {
    action = (
      <Button data-slot="test-list-take" data-test-id={item.testId} type="button" onClick={item.onOpen}>
        {item.actionLabel}
        <ExternalLink aria-hidden="true" />
        {/* The space stays outside the hidden span so every name computation keeps it. */}{' '}
        <span className="sr-only">{opensInNewTabText}</span>
      </Button>
    )
  }
  return (
    <li data-slot="test-list-item" data-status={item.status} data-kind={item.kind}>
      <Card className="gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:px-5 sm:py-5">
        <div className="flex min-w-0 flex-col gap-2">
          <CardTitle asChild>
            <Name>{item.name}</Name>
          </CardTitle>
          <div className="flex flex-wrap items-center gap-2">
            <Badge data-slot="test-list-status" variant={finished ? 'success' : 'outline'}>
              {item.statusText}
            </Badge>
            {item.requiredText ? (
              <span data-slot="test-list-required" className="text-sm text-muted-foreground">
                {item.requiredText}
              </span>
            ) : null}
          </div>
        </div>
        {action ? <div className="flex shrink-0 flex-col sm:items-end">{action}</div> : null}
      </Card>
    </li>
  )
}

function TestList({
  list,
  alert,
  opensInNewTabText = ptBR.tests.opensInNewTab,
  backHref,
  renderLink = defaultRenderLink,
  headingLevel = 1,
  headingId,
  className,
  ...props
}: TestListProps) {
  const ownTitleId = useId()
  const titleId = headingId ?? ownTitleId
  const returnFocus = useReturnFocus()
  const { partnerDialog: dialog, finishing } = list

  return (
    <section
      data-slot="test-list"
      aria-labelledby={titleId}
      aria-busy={finishing || undefined}
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-6', className)}
      {...props}
    >
      <header className="flex flex-col gap-2">
        {headingId === undefined ? (
          <TestListIntro
            titleId={titleId}
            title={list.title}
            intro={list.intro}
            back={backHref ? { href: backHref, label: list.backLabel } : undefined}
            renderLink={renderLink}
            headingLevel={headingLevel}
          />
        ) : null}
        <p
          data-slot="test-list-summary"
          role="status"
          aria-live="polite"
          className="text-base font-medium text-foreground"
        >
          {list.summaryText}
        </p>
      </header>

      {list.items.length > 0 ? (
        <ul data-slot="test-list-items" className="flex flex-col gap-4">
          {list.items.map((item) => (
            <TestCard
              key={item.testId}
              item={item}
              opensInNewTabText={opensInNewTabText}
              renderLink={renderLink}
              headingLevel={headingLevel === 1 ? 2 : 3}
            />
          ))}
        </ul>
      ) : null}

      {alert || list.showFinish || list.enrolledText ? (
        <footer data-slot="test-list-footer" className="flex flex-col gap-3">
          {alert}
          {list.enrolledText ? (
            <p
              data-slot="test-list-enrolled"
              className="inline-flex items-start gap-2 text-base text-foreground"
            >
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              {list.enrolledText}
            </p>
          ) : null}
          {list.showFinish ? (
            <Button
              data-slot="test-list-finish"
              type="button"
              size="lg"
              // aria-disabled (not disabled) keeps the focus on the button while the application is sent.
              aria-disabled={finishing || undefined}
              aria-busy={finishing || undefined}
              onClick={() => {
                if (!finishing) list.onFinish()
              }}
              className="w-full sm:w-auto sm:self-end"
            >
              {finishing ? (
                <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : null}
              {list.finishLabel}
            </Button>
          ) : null}
        </footer>
      ) : null}

      <ConfirmDialog
        open={dialog.open}
        title={dialog.title}
        message={dialog.message}
        cancelLabel={dialog.cancelLabel}
        confirmLabel={dialog.confirmLabel}
        onConfirm={dialog.onConfirm}
        onCancel={dialog.onCancel}
        {...returnFocus}
      />
    </section>
  )
}

export { TestList, TestListIntro }
export type { TestListIntroProps, TestListProps }
