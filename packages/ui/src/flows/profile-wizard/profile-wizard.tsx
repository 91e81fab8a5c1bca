// The profile update wizard, 'Atualização de Perfil' (education and experience in the wizard, the
// wizard's messages): core's profile-wizard machine read through connectProfileWizard. The steps bar (a named
// list, the current step `aria-current="step"`, done ones marked and said), 'Etapa N de M' announced, the
// step's heading (focused on every step change, so keyboard and screen-reader users start at the new step),
// then the step drawn by the component the profile already has: the personal data inline (as the register
// pages draw it, with the diversity explanation), the 'Formações', 'Experiências Profissionais' (with 'Não
// possuo experiência profissional' kept on the platform) and 'Idiomas' boxes driven by the machine's
// children, or the company's questions. 'Voltar' and 'Continuar' under it, disabled while anything saves; a
// step that cannot go on says why in the 'Uoops' dialog, whose 'Ok' gives the focus back to 'Continuar'.
import {
  EDUCATION_LEVELS,
  EDUCATION_PERIODS,
  EDUCATION_STATUSES,
  LANGUAGE_PROFICIENCIES,
  PROFESSIONAL_EXPERIENCE_AREAS,
  PROFESSIONAL_EXPERIENCE_LEVELS,
  connectPersonalData,
  connectProfileWizard,
  personalDataMessages as defaultPersonalDataMessages,
  profileWizardMessages,
  ptBR,
  type PersonalDataMessages,
  type ProfileWizardActor,
  type ProfileWizardMessages,
  type ProfileWizardView,
  type ReferenceItem,
  type WizardPersonalDataRef,
  type WizardStepView,
} from '@carreiras/core'
import { useSelector } from '@xstate/react'
import { Check } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { defaultRenderLink, type RenderLink } from '../../lib/render-link'
import { Alert } from '../../primitives/alert'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../primitives/alert-dialog'
import { ApplicationQuestions } from '../../domain/applications/application-questions'
import type { ResumeReferenceLists } from '../../domain/profile/application-resume'
import { Button, buttonVariants } from '../../primitives/button'
import { EducationSection } from '../../domain/profile/education-section'
import { LanguageSection } from '../../domain/profile/language-section'
import { InlinePersonalData } from '../../domain/profile/personal-data-dialog'
import { ProfileExperienceSection } from '../../domain/profile/profile-resume'
import { Spinner } from '../../primitives/spinner'
import { focusLater } from '../../primitives/form-field'

/** Where the not-found page's link leads. */
const HOME_HREF = '/'

type ProfileWizardProps = Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  /** The running profile-wizard actor (started by the caller). */
  actor: ProfileWizardActor
  /** The wizard's texts; a brand passes its own (`profileWizardMessagesOf`). */
  messages?: ProfileWizardMessages
  /** The personal data's texts (the ficha's, which the form shares). */
  personalDataMessages?: PersonalDataMessages
  /** The platform's reference lists the résumé forms choose from; states id = numeric code. */
  lists: ResumeReferenceLists
  /** Makes a chosen photo showable (heic → jpeg); see AvatarPicker. */
  prepareImage?: (file: File) => Promise<Blob>
  /** Today, for the listed entries' expected ends and durations (stories and tests pin it). */
  now?: Date
  /** Read after a finished step in the steps bar ('(concluída)'). */
  completedText?: string
  /** The 'Uoops' dialog's button ('Ok'). */
  okLabel?: string
  renderLink?: RenderLink
}

const cardClass = 'rounded-lg border border-border bg-card p-4 text-card-foreground sm:p-6'

// The step's own heading names the box: the box's heading stays for screen readers (it names the
// box's region), out of sight so the step does not show the same title twice.
const boxClass = '[&_[data-slot=resume-section-header]>:is(h3)]:sr-only'

/** Focuses the first invalid control inside `root` (a fieldset's first control). */
function focusFirstInvalid(root: HTMLElement | null) {
  root
    ?.querySelector<HTMLElement>(
      '[aria-invalid="true"]:not(fieldset), fieldset[aria-invalid="true"] input, fieldset[aria-invalid="true"] button',
    )
    ?.focus()
}

/** The steps bar: a named list, the current step `aria-current="step"`, the done ones checked and said. */
function WizardSteps({
  steps,
  label,
  completedText,
}: {
  steps: readonly WizardStepView[]
  label: string
  completedText: string
}) {
  return (
    <nav data-slot="profile-wizard-steps" aria-label={label}>
      <ol className="flex w-full items-start gap-1 sm:gap-2">
        {steps.map((step, index) => (
          <li
            key={step.id}
            data-slot="profile-wizard-step-item"
            data-state={step.status}
            aria-current={step.status === 'current' ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center"
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                step.status === 'done' && 'border-primary bg-primary text-primary-foreground',
                step.status === 'current' && 'border-primary bg-background text-primary',
                step.status === 'upcoming' && 'border-border bg-muted text-muted-foreground',
              )}
            >
              {step.status === 'done' ? <Check className="size-4" /> : index + 1}
            </span>
            {/* On a narrow screen only the numbers show; 'Etapa N de M' and the heading name the step. */}
            <span
              className={cn(
                'sr-only text-sm break-words sm:not-sr-only',
                step.status === 'current' ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              {step.label}
              {step.status === 'done' ? <span className="sr-only"> {completedText}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  )
}

type WizardPersonalDataProps = {
  actor: WizardPersonalDataRef
  messages: PersonalDataMessages
  states: readonly ReferenceItem[]
  disabled: boolean
  prepareImage?: (file: File) => Promise<Blob>
}

/**
 * The personal data inline, as the register pages draw it: the photo first, the profile's form without
 * its buttons ('Continuar' saves it), its 'Uoops' when the save fails (everything typed kept), and the
 * diversity explanation the form's help buttons open. Enter does not submit.
 */
function WizardPersonalData({ actor, messages, states, disabled, prepareImage }: WizardPersonalDataProps) {
  const snapshot = useSelector(actor, (s) => s)
  const view = connectPersonalData(snapshot, actor.send, messages)
  if (view.loadFailed) {
    return (
      <div data-slot="profile-wizard-personal-data-failed" className="flex flex-col items-start gap-3">
        <Alert variant="error">{view.loadFailed.message}</Alert>
        <Button type="button" variant="outline" onClick={view.loadFailed.onRetry}>
          {view.loadFailed.retryLabel}
        </Button>
      </div>
    )
  }
  if (view.screen === 'loading' || !view.form) {
    return (
      <div data-slot="profile-wizard-personal-data-loading" className="flex justify-center py-12">
        <Spinner label={view.loadingText} />
      </div>
    )
  }
  return (
    <InlinePersonalData
      data-slot="profile-wizard-personal-data"
      className={cardClass}
      form={view.form}
      photo={view.avatar}
      messages={messages}
      states={states}
      alert={view.alert?.tone === 'error' ? view.alert : null}
      heading={null}
      disabled={disabled}
      prepareImage={prepareImage}
    />
  )
}

/** The current step's content: the component the profile already has for it, driven by its child. */
function StepContent({
  view,
  lists,
  now,
  personalDataMessages,
  prepareImage,
}: {
  view: ProfileWizardView
  lists: ResumeReferenceLists
  now: Date
  personalDataMessages: PersonalDataMessages
  prepareImage?: (file: File) => Promise<Blob>
}) {
  const { children, questions } = view
  switch (view.current) {
    case 'personal_data':
      return children.personalData ? (
        <WizardPersonalData
          actor={children.personalData}
          messages={personalDataMessages}
          states={lists.states}
          disabled={view.next.busy}
          prepareImage={prepareImage}
        />
      ) : null
    case 'education':
      return children.education ? (
        <EducationSection
          actor={children.education}
          headingLevel={3}
          className={boxClass}
          now={now}
          options={{
            countries: lists.countries,
            states: lists.states,
            institutions: lists.institutions,
            courses: lists.courses,
            levels: EDUCATION_LEVELS,
            statuses: EDUCATION_STATUSES,
            periods: EDUCATION_PERIODS,
          }}
        />
      ) : null
    case 'professional_xp':
      return children.experience && children.noExperience ? (
        <ProfileExperienceSection
          actor={children.experience}
          flag={children.noExperience}
          headingLevel={3}
          className={boxClass}
          now={now}
          options={{
            companies: lists.companies,
            levels: PROFESSIONAL_EXPERIENCE_LEVELS,
            areas: PROFESSIONAL_EXPERIENCE_AREAS,
          }}
        />
      ) : null
    case 'languages':
      return children.language ? (
        <LanguageSection
          actor={children.language}
          headingLevel={3}
          className={boxClass}
          options={{ languages: lists.languages, proficiencies: LANGUAGE_PROFICIENCIES }}
        />
      ) : null
    case 'questions':
      return questions ? (
        <ApplicationQuestions
          data-slot="profile-wizard-questions"
          className={cardClass}
          heading={null}
          questions={questions.items}
          answers={questions.answers}
          errors={questions.errors}
          onAnswer={questions.onAnswer}
          attachments={questions.attachments}
          onUpload={questions.onUpload}
          onRemoveAttachment={questions.onRemove}
          uploading={questions.uploading}
          uploadErrors={questions.fileErrors}
        />
      ) : null
    default:
      return null
  }
}

function ProfileWizard({
  actor,
  messages = profileWizardMessages,
  personalDataMessages = defaultPersonalDataMessages,
  lists,
  prepareImage,
  now = new Date(),
  completedText = ptBR.ui.display.stepsBar.completed,
  okLabel = ptBR.common.ok,
  renderLink = defaultRenderLink,
  className,
  ...props
}: ProfileWizardProps) {
  const snapshot = useSelector(actor, (s) => s)
  const view = connectProfileWizard(snapshot, actor.send, messages)
  const titleId = useId()
  const stepHeadingId = useId()
  const root = useRef<HTMLElement>(null)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const nextButton = useRef<HTMLButtonElement>(null)

  // The personal data step waits for its form: 'Continuar' shows busy until the profile is read, and
  // stays disabled when it could not be (the step offers 'Tentar novamente').
  const personal = useSelector(view.children.personalData ?? undefined, (s) =>
    s ? (s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'ready') : null,
  )
  const onPersonalData = view.current === 'personal_data'
  const waiting = onPersonalData && personal === 'loading'
  const busy = view.next.busy || waiting
  const nextDisabled = view.next.disabled || (onPersonalData && personal === 'loadFailed')

  // A new step replaces the one whose button had the focus: the focus goes to its heading.
  const current = view.current
  const shownStep = useRef(current)
  useEffect(() => {
    const previous = shownStep.current
    shownStep.current = current
    if (previous !== null && current !== null && previous !== current) stepHeading.current?.focus()
  }, [current])

  // 'Continuar' was disabled while saving, which drops its focus: when the step stays (the personal
  // data's save failed), give it back, unless the focus went somewhere on purpose (a dialog, a field).
  // (Only after a save: the personal data's first read ending must not pull the page down to the button.)
  const saving = view.next.busy
  const wasSaving = useRef(saving)
  const alertOpen = view.alert !== null
  useEffect(() => {
    const before = wasSaving.current
    wasSaving.current = saving
    if (!before || saving || alertOpen) return
    const active = document.activeElement
    if (!active || active === document.body) nextButton.current?.focus()
  }, [saving, alertOpen])

  // The dialog keeps its last texts while it closes.
  const [lastAlert, setLastAlert] = useState<ProfileWizardView['alert']>(null)
  if (view.alert && view.alert.code !== lastAlert?.code) setLastAlert(view.alert)

  // A refused questions step: the first invalid question, 400 ms later. The personal data focuses its own
  // field; a missing education or experience is the dialog's.
  const { errorsShown } = view
  const onQuestions = current === 'questions'
  useEffect(() => {
    if (errorsShown === 0 || !onQuestions) return
    return focusLater(() =>
      focusFirstInvalid(root.current?.querySelector('[data-slot="profile-wizard-questions"]') ?? null),
    )
  }, [errorsShown, onQuestions])

  let body: ReactNode
  // A request with no step at all is completed at once: nothing to show but the wait.
  if (view.screen === 'loading' || view.screen === 'leaving' || (view.screen === 'wizard' && !current)) {
    body = (
      <div data-slot="profile-wizard-loading" className="flex justify-center py-16">
        <Spinner size="lg" showLabel label={view.loadingText} className="flex-col gap-3" />
      </div>
    )
  } else if (view.retry) {
    body = (
      <div data-slot="profile-wizard-load-failed" className="flex flex-col items-start gap-3">
        <Alert variant="error">{view.retry.message}</Alert>
        <Button type="button" variant="outline" onClick={view.retry.onRetry}>
          {view.retry.label}
        </Button>
      </div>
    )
  } else if (view.notFound) {
    body = (
      <div data-slot="profile-wizard-not-found" className={cn(cardClass, 'flex flex-col items-start gap-3')}>
        <h2 className="font-heading text-xl font-semibold break-words">{view.notFound.title}</h2>
        <p className="text-base">{view.notFound.message}</p>
        {renderLink({
          href: HOME_HREF,
          className: buttonVariants({ variant: 'outline', size: 'md' }),
          'data-slot': 'profile-wizard-home',
          children: view.notFound.homeLabel,
        })}
      </div>
    )
  } else {
    const { back, next } = view
    const alert = view.alert ?? lastAlert
    body = (
      <>
        <WizardSteps steps={view.steps} label={view.stepsLabel} completedText={completedText} />
        <div
          data-slot="profile-wizard-step"
          data-step={current ?? undefined}
          aria-busy={busy || undefined}
          className="flex flex-col gap-4"
        >
          <div className="flex flex-col gap-1">
            {/* Always in the page, so each new step's number is announced. */}
            <p
              data-slot="profile-wizard-progress"
              role="status"
              aria-live="polite"
              className="text-sm font-medium text-muted-foreground"
            >
              {view.progress}
            </p>
            <h2
              id={stepHeadingId}
              ref={stepHeading}
              tabIndex={-1}
              data-slot="profile-wizard-step-title"
              className="font-heading text-2xl font-semibold break-words text-foreground focus-ring"
            >
              {view.currentLabel}
            </h2>
            {view.intro ? <p className="text-base text-muted-foreground">{view.intro}</p> : null}
          </div>
          <StepContent
            view={view}
            lists={lists}
            now={now}
            personalDataMessages={personalDataMessages}
            prepareImage={prepareImage}
          />
        </div>
        <div
          data-slot="profile-wizard-actions"
          className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
        >
          {back ? (
            <Button
              data-slot="profile-wizard-back"
              type="button"
              variant="outline"
              size="lg"
              disabled={back.disabled}
              onClick={back.onBack}
              className="w-full sm:w-auto"
            >
              {back.label}
            </Button>
          ) : null}
          <Button
            ref={nextButton}
            data-slot="profile-wizard-next"
            type="button"
            size="lg"
            loading={busy}
            disabled={nextDisabled}
            onClick={next.onNext}
            className="w-full sm:ms-auto sm:w-auto"
          >
            {next.label}
          </Button>
        </div>
        <AlertDialog open={view.alert !== null}>
          <AlertDialogContent
            data-slot="profile-wizard-alert"
            data-alert={alert?.code}
            size="sm"
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              nextButton.current?.focus()
            }}
          >
            <AlertDialogHeader>
              <AlertDialogTitle>{alert?.title}</AlertDialogTitle>
              <AlertDialogDescription className="text-base text-foreground">
                {alert?.message}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogAction onClick={() => alert?.onDismiss()}>{okLabel}</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </>
    )
  }

  return (
    <section
      ref={root}
      data-slot="profile-wizard"
      data-screen={view.screen}
      aria-labelledby={titleId}
      aria-busy={view.screen === 'loading' || view.screen === 'leaving' || undefined}
      className={cn('mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-6 py-8', className)}
      {...props}
    >
      <header data-slot="profile-wizard-header" className="flex flex-col gap-2">
        <h1 id={titleId} className="font-heading text-3xl font-bold break-words sm:text-4xl">
          {view.title}
        </h1>
        {view.deadline && view.screen === 'wizard' ? (
          <p data-slot="profile-wizard-deadline" className="text-base text-muted-foreground">
            {view.deadline}
          </p>
        ) : null}
      </header>
      {body}
    </section>
  )
}

export { ProfileWizard }
export type { ProfileWizardProps }
