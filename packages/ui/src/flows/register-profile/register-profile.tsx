// The pages that fill a profile in one go: /deixe-seu-perfil, /banco-de-talentos and /atualizacao-perfil,
// core's register-profile machine read through connectRegisterProfile, with its personal-data child read
// through connectPersonalData. The personal data inline (no edit button: the form is open), with the photo
// and, on the talent bank, the brand's questions after marital status; then education, experience ('Não
// possuo experiência profissional') and languages: what the candidate already lists, then the inline forms
// with add and remove. One button at the end ('Deixar meu currículo'; 'Salvar' on the update page). A refused
// submission marks every broken part, says which section ('Preencha corretamente sua formação'), focuses the
// first one 400 ms later and keeps everything typed; a failed one is an alert; success is announced ('Pronto'
// / 'Você completou o seu perfil!') before the next page.
import {
  EDUCATION_LEVELS,
  EDUCATION_PERIODS,
  EDUCATION_STATUSES,
  LANGUAGE_PROFICIENCIES,
  PROFESSIONAL_EXPERIENCE_AREAS,
  PROFESSIONAL_EXPERIENCE_LEVELS,
  connectPersonalData,
  connectRegisterProfile,
  personalDataMessages as defaultPersonalDataMessages,
  registerProfileMessages,
  type PersonalDataFormView,
  type PersonalDataMessages,
  type PersonalDataView,
  type ReferenceItem,
  type RegisterPersonalDataRef,
  type RegisterProfileMessages,
  type RegisterSectionView,
  type registerProfileMachine,
} from '@carreiras/core'
import { useSelector } from '@xstate/react'
import { CircleCheck } from 'lucide-react'
import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cn } from '../../lib/cn'
import { cx } from '../../lib/cx'
import { Alert } from '../../primitives/alert'
import { ApplicationQuestions } from '../../domain/applications/application-questions'
import type { ResumeReferenceLists } from '../../domain/profile/application-resume'
import { Button } from '../../primitives/button'
import { Checkbox } from '../../primitives/checkbox'
import { EducationInlineForms } from '../../domain/profile/education-form'
import { EducationItem } from '../../domain/profile/education-section'
import { ExperienceInlineForms } from '../../domain/profile/experience-form'
import { ExperienceItem } from '../../domain/profile/experience-section'
import { LanguageInlineForms } from '../../domain/profile/language-form'
import { LanguageItem } from '../../domain/profile/language-section'
import { InlinePersonalData } from '../../domain/profile/personal-data-dialog'
import { ResumeList } from '../../domain/profile/resume-section'
import { Spinner } from '../../primitives/spinner'
import { focusLater } from '../../primitives/form-field'

type RegisterProfileActor = ActorRefFrom<typeof registerProfileMachine>

type RegisterProfileProps = Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  /** The running register-profile actor (started by the caller). */
  actor: RegisterProfileActor
  /** The page's texts; a brand passes its own (`registerProfileMessagesOf`). */
  messages?: RegisterProfileMessages
  /** The personal data's texts (the ficha's, which the form shares). */
  personalDataMessages?: PersonalDataMessages
  /** The platform's reference lists the résumé forms choose from; states id = numeric code. */
  lists: ResumeReferenceLists
  /** Makes a chosen photo showable (heic → jpeg); see AvatarPicker. */
  prepareImage?: (file: File) => Promise<Blob>
  /** Today, for the listed entries' expected ends and durations (stories and tests pin it). */
  now?: Date
}

const sectionClass = cx(
  'flex flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground sm:p-6',
)
const headingClass = 'font-heading text-xl font-semibold'

/** Focuses the first invalid control inside `root`, else `fallback` (the section's message). */
function focusFirstInvalid(root: HTMLElement | null, fallback: HTMLElement | null) {
  const target =
    root?.querySelector<HTMLElement>(
      '[aria-invalid="true"]:not(fieldset), fieldset[aria-invalid="true"] input, fieldset[aria-invalid="true"] button',
    ) ?? fallback
  target?.focus()
}

type SectionShellProps<R, V> = {
  name: 'education' | 'experience' | 'language'
  view: RegisterSectionView<R, V>
  renderItem: (record: R) => ReactNode
  /** The inline forms (given the view's forms), and what goes between the list and them. */
  children: (inline: NonNullable<RegisterSectionView<R, V>['inline']>) => ReactNode
  before?: ReactNode
}

/** One résumé section: its heading, the entries listed, the extra content, the forms and the section's error. */
function RegisterSection<R, V>({ name, view, renderItem, children, before }: SectionShellProps<R, V>) {
  const headingId = useId()
  const listedId = useId()
  const errorId = useId()
  return (
    <section
      data-slot={`register-profile-${name}`}
      data-register-part={name}
      aria-labelledby={headingId}
      aria-describedby={view.error ? errorId : undefined}
      className={sectionClass}
    >
      <h2 id={headingId} className={headingClass}>
        {view.heading}
      </h2>
      {view.listed.length > 0 ? (
        <div data-slot="register-profile-listed" className="flex flex-col gap-2">
          <p id={listedId} className="text-sm font-medium text-muted-foreground">
            {view.listedHint}
          </p>
          <ResumeList aria-labelledby={listedId}>{view.listed.map(renderItem)}</ResumeList>
        </div>
      ) : null}
      {before}
      {view.inline && !view.inline.hidden ? children(view.inline) : null}
      {view.error ? (
        <p
          id={errorId}
          tabIndex={-1}
          role="alert"
          data-slot="register-profile-section-error"
          className="text-sm font-medium text-destructive"
        >
          {view.error}
        </p>
      ) : null}
    </section>
  )
}

type PersonalDataPartProps = {
  form: PersonalDataFormView
  avatar: PersonalDataView['avatar']
  heading: string
  messages: PersonalDataMessages
  states: readonly ReferenceItem[]
  questions: ReactNode
  disabled: boolean
  prepareImage?: (file: File) => Promise<Blob>
}

/**
 * The personal data inline (the profile's form without its buttons): the photo first, the questions
 * after marital status. Enter does not submit: the page's button does.
 */
function PersonalDataPart({ heading, questions, avatar, ...props }: PersonalDataPartProps) {
  return (
    <InlinePersonalData
      data-slot="register-profile-personal-data"
      className={sectionClass}
      heading={heading}
      slotAfterMaritalStatus={questions}
      photo={avatar}
      {...props}
    />
  )
}

function usePersonalData(actor: RegisterPersonalDataRef, messages: PersonalDataMessages) {
  const snapshot = useSelector(actor, (s) => s)
  return connectPersonalData(snapshot, actor.send, messages)
}

function RegisterProfile({
  actor,
  messages = registerProfileMessages,
  personalDataMessages = defaultPersonalDataMessages,
  lists,
  prepareImage,
  now = new Date(),
  className,
  ...props
}: RegisterProfileProps) {
  const snapshot = useSelector(actor, (s) => s)
  const view = connectRegisterProfile(snapshot, actor.send, messages)
  const personal = usePersonalData(view.personalData.actor, personalDataMessages)
  const titleId = useId()
  const root = useRef<HTMLElement>(null)

  // After a refused submission, the first broken part of the page (the personal data focuses its own).
  const { errorsShown, firstInvalid } = view
  useEffect(() => {
    if (errorsShown === 0 || !firstInvalid || firstInvalid === 'personalData') return
    return focusLater(() => {
      const part = root.current?.querySelector<HTMLElement>(`[data-register-part="${firstInvalid}"]`) ?? null
      focusFirstInvalid(
        part,
        part?.querySelector<HTMLElement>('[data-slot="register-profile-section-error"]') ?? null,
      )
    })
  }, [errorsShown, firstInvalid])

  const loading = view.screen === 'loading' || personal.screen === 'loading'
  const loadFailed =
    view.loadFailed ??
    (personal.loadFailed ? { ...personal.loadFailed, label: personal.loadFailed.retryLabel } : null)

  const options = {
    education: {
      countries: lists.countries,
      states: lists.states,
      institutions: lists.institutions,
      courses: lists.courses,
      levels: EDUCATION_LEVELS,
      statuses: EDUCATION_STATUSES,
      periods: EDUCATION_PERIODS,
    },
    experience: {
      companies: lists.companies,
      levels: PROFESSIONAL_EXPERIENCE_LEVELS,
      areas: PROFESSIONAL_EXPERIENCE_AREAS,
    },
    language: { languages: lists.languages, proficiencies: LANGUAGE_PROFICIENCIES },
  }
  let body: ReactNode
  if (view.done) {
    body = (
      <div
        role="status"
        data-slot="register-profile-done"
        className="flex flex-col items-center gap-2 rounded-lg border border-border bg-card p-8 text-center"
      >
        <CircleCheck aria-hidden="true" className="size-12 text-success" />
        <p className="font-heading text-2xl font-bold">{view.done.title}</p>
        <p className="text-lg">{view.done.message}</p>
      </div>
    )
  } else if (loadFailed) {
    body = (
      <div data-slot="register-profile-load-failed" className="flex flex-col items-start gap-3">
        <Alert variant="error">{loadFailed.message}</Alert>
        <Button type="button" variant="outline" onClick={loadFailed.onRetry}>
          {loadFailed.label}
        </Button>
      </div>
    )
  } else if (loading || !personal.form) {
    body = (
      <div data-slot="register-profile-loading" className="flex justify-center py-16">
        <Spinner label={view.loadingText} />
      </div>
    )
  } else {
    const { education, experience, language, questions } = view
    const disabled = view.busy
    body = (
      <>
        {view.joinedNote ? (
          <p data-slot="register-profile-joined" className="rounded-md bg-muted p-3 text-sm">
            {view.joinedNote}
          </p>
        ) : null}
        <PersonalDataPart
          form={personal.form}
          avatar={personal.avatar}
          heading={view.personalData.heading}
          messages={personalDataMessages}
          states={lists.states}
          disabled={disabled}
          prepareImage={prepareImage}
          questions={
            questions ? (
              <div data-register-part="questions">
                <ApplicationQuestions
                  heading={questions.heading}
                  headingLevel={3}
                  questions={questions.items}
                  answers={questions.answers}
                  errors={questions.errors}
                  onAnswer={questions.onAnswer}
                  disabled={disabled}
                />
              </div>
            ) : null
          }
        />
        <RegisterSection
          name="education"
          view={education}
          renderItem={(record) => (
            <EducationItem key={record.id} record={record} names={options.education} now={now} />
          )}
          before={
            // The partner-company user: 'Não possuo formação' while nothing is listed.
            education.noEducation ? (
              <Checkbox
                data-slot="register-profile-no-education"
                label={education.noEducation.label}
                checked={education.noEducation.checked}
                disabled={disabled}
                onCheckedChange={(checked) => education.noEducation?.onChange(checked === true)}
              />
            ) : null
          }
        >
          {(inline) => (
            <EducationInlineForms
              entries={inline.drafts}
              onEntriesChange={inline.onDraftsChange}
              minEntries={inline.minForms}
              options={options.education}
              showErrors={inline.showErrors}
              disabled={disabled}
            />
          )}
        </RegisterSection>
        <RegisterSection
          name="experience"
          view={experience}
          renderItem={(record) => (
            <ExperienceItem key={record.id} record={record} names={options.experience} now={now} />
          )}
          before={
            experience.noExperience ? (
              <Checkbox
                data-slot="register-profile-no-experience"
                label={experience.noExperience.label}
                checked={experience.noExperience.checked}
                disabled={disabled}
                onCheckedChange={(checked) => experience.noExperience?.onChange(checked === true)}
              />
            ) : null
          }
        >
          {(inline) => (
            <ExperienceInlineForms
              entries={inline.drafts}
              onEntriesChange={inline.onDraftsChange}
              minEntries={inline.minForms}
              options={options.experience}
              showErrors={inline.showErrors}
              disabled={disabled}
            />
          )}
        </RegisterSection>
        <RegisterSection
          name="language"
          view={language}
          renderItem={(record) => <LanguageItem key={record.id} record={record} names={options.language} />}
        >
          {(inline) => (
            <LanguageInlineForms
              entries={inline.drafts}
              onEntriesChange={inline.onDraftsChange}
              minEntries={inline.minForms}
              options={options.language}
              showErrors={inline.showErrors}
              disabled={disabled}
            />
          )}
        </RegisterSection>
        {view.alert ? (
          <Alert
            data-slot="register-profile-alert"
            variant="error"
            title={view.alert.title}
            onClose={view.alert.onDismiss}
          >
            {view.alert.message}
          </Alert>
        ) : null}
        <div data-slot="register-profile-actions" className="flex justify-end">
          <Button
            type="button"
            size="lg"
            loading={view.submit.busy}
            disabled={view.submit.disabled && !view.submit.busy}
            onClick={view.submit.onSubmit}
            className="w-full sm:w-auto"
          >
            {view.submit.label}
          </Button>
        </div>
      </>
    )
  }

  return (
    <section
      data-slot="register-profile"
      ref={root}
      data-variant={view.variant}
      aria-labelledby={titleId}
      aria-busy={loading || view.busy || undefined}
      className={cn('flex max-w-4xl flex-col gap-6 py-8', className)}
      {...props}
    >
      <header data-slot="register-profile-header" className="flex flex-col gap-2">
        <h1 id={titleId} className="font-heading text-3xl font-bold sm:text-4xl">
          {view.title}
        </h1>
        {view.done ? null : <p className="text-lg text-muted-foreground">{view.intro}</p>}
      </header>
      {body}
    </section>
  )
}

export { RegisterProfile }
export type { RegisterProfileActor, RegisterProfileProps }
