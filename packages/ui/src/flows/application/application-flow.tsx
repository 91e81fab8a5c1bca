// The application form, the ficha: draws the screen the application machine is on — the wait, a load that
// failed (with a retry), the closed opportunity's 'Uoops' dialog, 'already applied', the external or chat
// handoff, or the two tabs — from core's connect view, never from the machine's context. Every effect (the
// postal-code lookup, the cities, the uploads with their progress, the photo, the draft, the submission) is
// the machine's: this component only sends its events. The app creates the actor with its real actors;
// Storybook and the tests with fakes.
import {
  applicationMessages,
  connectApplication,
  type ApplicationFormView,
  type ApplicationMessages,
  type ReferenceItem,
  type applicationMachine,
} from '@carreiras/core'
import { useSelector } from '@xstate/react'
import { useDeferredValue, useEffect, type ComponentProps, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cn } from '../../lib/cn'
import { MemoPart, useStableCallback, useStableValue } from '../../lib/memo-part'
import { defaultRenderLink, type RenderLink } from '../../lib/render-link'
import { ApplicationLayout } from './application-layout'
import { ApplicationQuestions } from '../../domain/applications/application-questions'
import { ApplicationResume, type ApplicationResumeProps } from '../../domain/profile/application-resume'
import { ApplicationReview } from './application-review'
import { AvatarPicker } from '../../domain/profile/avatar-picker'
import { Button } from '../../primitives/button'
import { ClosedOpportunityDialog } from '../../domain/applications/closed-opportunity-dialog'
import { PersonalDataForm, focusField } from '../../domain/profile/personal-data-form'
import { ReferralForm } from './referral-form'
import { Spinner } from '../../primitives/spinner'
import { focusLater } from '../../primitives/form-field'

type ApplicationActor = ActorRefFrom<typeof applicationMachine>

type ApplicationFlowProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The running application actor (started by the caller). */
  actor: ApplicationActor
  /** The texts (default: the pt-BR catalogue's); a brand passes the catalogue with its overrides. */
  messages?: ApplicationMessages
  /** The opening's title, for the heading before the form has loaded. */
  opportunityTitle?: string
  /**
   * The id of the page's own heading for the opening (ApplicationHeading, drawn on the server above the
   * flow): the flow then draws no heading of its own, and the external and chat handoffs' titles are h2.
   */
  headingId?: string
  /** The states (id = numeric code), from the route (their names stay out of shared bundles). */
  states: readonly ReferenceItem[]
  /** Tab 2's résumé sections: their section-list actors and reference lists (none: not shown). */
  resume?: Pick<ApplicationResumeProps, 'sections' | 'lists'>
  /** Makes a chosen photo showable (heic → jpeg); see AvatarPicker. */
  prepareImage?: (file: File) => Promise<Blob>
  renderLink?: RenderLink
}

const linkClass = 'focus-ring rounded-sm text-primary underline'
const headingClass = 'font-heading text-3xl font-bold'
const subheadingClass = 'font-heading text-xl font-semibold text-foreground'

/** Tab 1 and tab 2 of the form, from the form's view. */
function ApplicationForm({
  form,
  headingId,
  messages,
  states,
  resume,
  prepareImage,
}: {
  form: ApplicationFormView
  headingId?: string
  messages: ApplicationMessages
  states: readonly ReferenceItem[]
  resume?: ApplicationFlowProps['resume']
  prepareImage?: ApplicationFlowProps['prepareImage']
}) {
  const { personal, questions, complementary } = form
  const laudo = personal.laudo

  // The first invalid field gets the focus 400 ms after a failed step, unless the candidate moved on.
  const { field, token } = form.focus
  useEffect(() => {
    if (token === 0 || !field) return
    return focusLater(() => void focusField(field))
  }, [field, token])

  // A keystroke gives a new view: the parts below keep their identity where nothing they show changed, so
  // the questions and the photo are not drawn again (docs/performance.md, "Responsiveness (INP)").
  const fileQuestions = questions.files
  const byQuestion = <T,>(pick: (id: string) => T): Record<string, T> =>
    Object.fromEntries(Object.keys(fileQuestions).map((id) => [id, pick(id)]))
  const errors = useStableValue(form.errors)
  const earlier = useStableValue(questions.earlier)
  const files = useStableValue({
    attachments: byQuestion((id) => fileQuestions[id]?.files ?? []),
    uploading: byQuestion((id) => Boolean(fileQuestions[id]?.upload)),
    progress: byQuestion((id) => fileQuestions[id]?.upload?.progress),
    uploadErrors: byQuestion((id) => {
      const error = fileQuestions[id]?.error
      return error ? { title: error.title ?? '', message: error.message } : undefined
    }),
  })
  const onAnswer = useStableCallback(questions.onAnswer)
  const onUpload = useStableCallback((id: string, file: File) => fileQuestions[id]?.onUpload(file))
  const onRemoveAttachment = useStableCallback((id: string, fileId: string) =>
    fileQuestions[id]?.onRemove(fileId),
  )
  const onCancelUpload = useStableCallback((id: string) => fileQuestions[id]?.upload?.onCancel())
  const onSaveAvatar = useStableCallback(form.avatar.onSave)

  const basic = (
    <PersonalDataForm
      // Drawn in parts (shorter tasks as the ficha first shows), until a failed step asks to focus a field:
      // a form drawn again then (its tab chosen for the field) draws at once, so the field is there.
      progressive={token === 0}
      values={personal.values}
      rules={personal.rules}
      errors={errors}
      onChange={personal.onChange}
      options={{ ...personal.options, states }}
      documentReadOnly={personal.documentReadOnly}
      foreigner={personal.foreigner}
      zipcodeStatus={personal.postal.status}
      zipcodeText={personal.postal.text}
      laudos={laudo.files}
      onUploadLaudo={(file) => laudo.onUpload(file)}
      onRemoveLaudo={laudo.onRemove}
      laudoUploading={laudo.upload !== null}
      laudoProgress={laudo.upload?.progress ?? null}
      onCancelLaudoUpload={laudo.upload?.onCancel}
      laudoUploadError={laudo.error ? { title: laudo.error.title ?? '', message: laudo.error.message } : null}
      avatar={
        <MemoPart deps={[form.avatar.name, form.avatar.url, form.avatar.saving, prepareImage, messages]}>
          {() => (
            <AvatarPicker
              name={form.avatar.name}
              src={form.avatar.url}
              saving={form.avatar.saving}
              onSave={onSaveAvatar}
              prepareImage={prepareImage}
              label={messages.application.personalData.fields.avatar}
              texts={messages.profile.avatar}
            />
          )}
        </MemoPart>
      }
      slotAfterMaritalStatus={
        questions.items.length > 0 ? (
          <MemoPart deps={[questions.items, questions.answers, errors, earlier, files]}>
            {() => (
              <ApplicationQuestions
                questions={questions.items}
                answers={questions.answers}
                errors={errors}
                onAnswer={onAnswer}
                attachments={files.attachments}
                earlier={earlier}
                onUpload={onUpload}
                onRemoveAttachment={onRemoveAttachment}
                uploading={files.uploading}
                progress={files.progress}
                onCancelUpload={onCancelUpload}
                uploadErrors={files.uploadErrors}
              />
            )}
          </MemoPart>
        ) : undefined
      }
    />
  )

  const showResume = complementary.education || complementary.experience || complementary.language
  const complementaryTab = (
    <div className="flex flex-col gap-8">
      {showResume && resume ? (
        <ApplicationResume
          sections={resume.sections}
          lists={resume.lists}
          show={{
            education: complementary.education,
            experience: complementary.experience,
            language: complementary.language,
          }}
          noExperience={complementary.noExperience}
          onNoExperienceChange={complementary.onNoExperienceChange}
          onExperienceCountChange={complementary.onExperienceCountChange}
          experienceError={complementary.experienceError}
        />
      ) : null}
      {complementary.referral ? (
        <ReferralForm
          values={complementary.referral.values}
          errors={complementary.referral.errors}
          domains={complementary.referral.domains}
          onChange={complementary.referral.onChange}
        />
      ) : null}
    </div>
  )

  return (
    <ApplicationLayout
      title={headingId === undefined ? form.title : undefined}
      headingId={headingId}
      hasTests={form.hasTests}
      tab={form.tab}
      onTabChange={form.onTabChange}
      basic={basic}
      complementary={complementaryTab}
      submitLabel={form.submitLabel}
      onSubmit={form.onSubmit}
      busy={form.busy}
      alert={
        form.alert ? { tone: form.alert.tone, title: form.alert.title, message: form.alert.message } : null
      }
      onDismissAlert={form.alert?.onDismiss}
      status={form.status ?? undefined}
      texts={{ tabs: messages.application.tabs, requiredFieldsNote: messages.application.requiredFieldsNote }}
    />
  )
}

function ApplicationFlow({
  actor,
  messages = applicationMessages,
  opportunityTitle,
  headingId,
  states,
  resume,
  prepareImage,
  renderLink = defaultRenderLink,
  className,
  ...props
}: ApplicationFlowProps) {
  const snapshot = useSelector(actor, (s) => s)
  const view = connectApplication(snapshot, actor.send, messages)
  // The form's first draw (hundreds of elements) in a render React can pause for input and paint: a
  // machine's snapshot renders at once, in one task, so the spinner stays for that render and the form
  // follows in a deferred one (docs/performance.md, "The ficha's form drawn in a render that yields").
  const deferredScreen = useDeferredValue(view.screen)
  const drawn = view.screen === 'form' && deferredScreen === 'loading' ? 'loading' : view.screen
  const title =
    view.form?.title ??
    (opportunityTitle !== undefined ? messages.application.title(opportunityTitle) : view.title)
  // Where the page draws the opening's heading, the screens draw none, and their own titles are one below.
  const heading = headingId === undefined ? <h1 className={headingClass}>{title}</h1> : null
  const Subtitle = headingId === undefined ? 'h1' : 'h2'
  const subtitleClass = headingId === undefined ? headingClass : subheadingClass
  const sectionClass = cn('flex flex-col gap-4', headingId === undefined ? 'py-8' : 'pb-8')
  const review = view.review ? (
    <ApplicationReview heading={headingId === undefined ? title : undefined} review={view.review} />
  ) : null
  const form = view.form ? (
    <ApplicationForm
      form={view.form}
      headingId={headingId}
      messages={messages}
      states={states}
      resume={resume}
      prepareImage={prepareImage}
    />
  ) : null

  let screen: ReactNode = null
  switch (drawn) {
    case 'loading':
    case 'leaving':
      // Leaving (to the tests or the confirmation), the screen the candidate was on stays until then.
      screen = (drawn === 'leaving' && (review ?? form)) || (
        <div data-slot="application-flow-loading" className="flex justify-center py-16">
          <Spinner size="lg" showLabel label={view.loadingText} className="flex-col gap-4" />
        </div>
      )
      break
    case 'loadFailed':
      screen = view.loadFailed ? (
        <section className={sectionClass}>
          {heading}
          <p role="alert">{view.loadFailed.message}</p>
          <p>
            <Button onClick={view.loadFailed.onRetry}>{view.loadFailed.retryLabel}</Button>
          </p>
        </section>
      ) : null
      break
    case 'closed':
      screen = view.closed ? (
        <section className={sectionClass}>
          {heading}
          <ClosedOpportunityDialog closed={view.closed} />
        </section>
      ) : null
      break
    case 'alreadyApplied':
      screen = view.alreadyApplied ? (
        <section className={sectionClass}>
          {heading}
          <p className="text-lg">{view.alreadyApplied.message}</p>
          <p className="flex flex-wrap gap-4">
            {renderLink({
              href: view.alreadyApplied.followHref,
              className: linkClass,
              children: view.alreadyApplied.followLabel,
            })}
            {renderLink({
              href: view.alreadyApplied.backHref,
              className: linkClass,
              children: view.alreadyApplied.backLabel,
            })}
          </p>
        </section>
      ) : null
      break
    case 'externalApply':
      screen = view.external ? (
        <section className={sectionClass}>
          <Subtitle className={subtitleClass}>{view.external.title}</Subtitle>
          <p role="status">{view.external.message}</p>
        </section>
      ) : null
      break
    case 'whatsappApply':
      screen = view.whatsapp ? (
        <section className={sectionClass}>
          <Subtitle className={subtitleClass}>{view.whatsapp.title}</Subtitle>
          <p>{view.whatsapp.message}</p>
          {view.whatsapp.href ? (
            <p>
              <Button asChild>
                <a href={view.whatsapp.href} target="_blank" rel="noopener noreferrer">
                  {view.whatsapp.openLabel}
                </a>
              </Button>
            </p>
          ) : null}
        </section>
      ) : null
      break
    // Applying again with nothing missing: one review screen (docs/apply-again.md).
    case 'review':
      screen = review
      break
    case 'form':
      screen = form
      break
  }

  return (
    <div
      data-slot="application-flow"
      data-screen={drawn}
      aria-busy={view.busy || drawn !== view.screen || undefined}
      className={cn('w-full', className)}
      {...props}
    >
      {screen}
    </div>
  )
}

export { ApplicationFlow }
export type { ApplicationActor, ApplicationFlowProps }
