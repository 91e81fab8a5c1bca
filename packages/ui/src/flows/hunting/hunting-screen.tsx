// A headhunting invitation's pages (docs/decisions.md, "Company requests"): core's hunting machine read
// through connectHunting, for /accept_hunting/{token} and its refusal link. A spinner while the invitation is
// read and accepted (the machine then leaves for /InsertCpf or /); on the refusal link the question with
// 'Recusar convite', which keeps the focus while the answer is sent and says beside it when it could not be;
// then the answer, an unusable invitation (unknown, or answered / expired) or a failure with 'Tentar
// novamente'. Each new screen's heading takes the focus, so a screen reader starts there. Never a blank page.
import { connectHunting, huntingMessages, type HuntingMessages, type huntingMachine } from '@carreiras/core'
import { useSelector } from '@xstate/react'
import { CircleAlert, CircleCheck, LoaderCircle, MailQuestion } from 'lucide-react'
import { useEffect, useId, useRef, type ComponentProps } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cn } from '../../lib/cn'
import { defaultRenderLink, type RenderLink } from '../../lib/render-link'
import { Button, buttonVariants } from '../../primitives/button'
import { Spinner } from '../../primitives/spinner'

type HuntingActor = ActorRefFrom<typeof huntingMachine>

/** Where the links lead by default. */
const HUNTING_HOME_HREF = '/'
const HUNTING_JOBS_HREF = '/vagas'

type HuntingScreenProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  actor: HuntingActor
  /** The screens' texts; a brand passes its own (`huntingMessagesOf`). */
  messages?: HuntingMessages
  homeHref?: string
  jobsHref?: string
  renderLink?: RenderLink
}

const linkRow = 'flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center'

function HuntingScreen({
  actor,
  messages = huntingMessages,
  homeHref = HUNTING_HOME_HREF,
  jobsHref = HUNTING_JOBS_HREF,
  renderLink = defaultRenderLink,
  className,
  ...props
}: HuntingScreenProps) {
  const snapshot = useSelector(actor, (s) => s)
  const view = connectHunting(snapshot, actor.send, messages)
  const titleId = useId()
  const messageId = useId()
  const heading = useRef<HTMLHeadingElement>(null)

  // A new screen replaces the one the person was on (the spinner, the question): its heading takes
  // the focus. The first screen keeps the page's natural start.
  const { screen } = view
  const shownScreen = useRef(screen)
  useEffect(() => {
    const previous = shownScreen.current
    shownScreen.current = screen
    if (previous !== screen) heading.current?.focus()
  }, [screen])

  if (screen === 'working') {
    return (
      <div
        data-slot="hunting-screen"
        data-screen="working"
        aria-busy="true"
        className={cn('flex justify-center py-16', className)}
      >
        <Spinner size="lg" showLabel label={view.workingText} className="flex-col gap-3" />
      </div>
    )
  }

  const home = renderLink({
    href: homeHref,
    // The page's way on: the main button once the invitation is answered or unusable.
    className: buttonVariants({
      variant: screen === 'refused' || screen === 'invalid' ? 'primary' : 'outline',
      size: 'lg',
    }),
    'data-slot': 'hunting-screen-home',
    children: view.homeLabel,
  })
  const jobs = renderLink({
    href: jobsHref,
    className: buttonVariants({ variant: 'outline', size: 'lg' }),
    'data-slot': 'hunting-screen-jobs',
    children: view.jobsLabel,
  })

  const Icon = screen === 'refused' ? CircleCheck : screen === 'confirm' ? MailQuestion : CircleAlert
  const { confirm, retry } = view

  return (
    <section
      data-slot="hunting-screen"
      data-screen={screen}
      aria-labelledby={titleId}
      aria-busy={confirm?.busy || undefined}
      className={cn('mx-auto flex w-full max-w-2xl flex-col items-center gap-4 py-8 text-center', className)}
      {...props}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-12', screen === 'refused' ? 'text-success' : 'text-primary')}
      />
      <h1
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className="font-heading text-2xl font-semibold break-words text-foreground focus-ring sm:text-3xl"
      >
        {view.title}
      </h1>
      <p
        id={messageId}
        data-slot="hunting-screen-message"
        role={screen === 'failed' ? 'alert' : undefined}
        className="text-base break-words text-foreground"
      >
        {view.message}
      </p>
      {view.error ? (
        <p
          data-slot="hunting-screen-error"
          role="alert"
          className="flex items-start gap-2 text-start text-sm font-medium text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {view.error}
        </p>
      ) : null}
      <div className={linkRow}>
        {confirm ? (
          <Button
            data-slot="hunting-screen-confirm"
            type="button"
            size="lg"
            aria-describedby={messageId}
            // aria-disabled keeps the focus on the button while the refusal is sent.
            aria-disabled={confirm.disabled || undefined}
            aria-busy={confirm.busy || undefined}
            onClick={() => {
              if (!confirm.disabled) confirm.onConfirm()
            }}
          >
            {confirm.busy ? (
              <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : null}
            {confirm.label}
          </Button>
        ) : null}
        {retry ? (
          <Button data-slot="hunting-screen-retry" type="button" size="lg" onClick={retry.onRetry}>
            {retry.label}
          </Button>
        ) : null}
        {screen === 'refused' || screen === 'invalid' ? jobs : null}
        {home}
      </div>
    </section>
  )
}

export { HUNTING_HOME_HREF, HUNTING_JOBS_HREF, HuntingScreen }
export type { HuntingActor, HuntingScreenProps }
