// /vagas/:id/inscricao (the ficha): core's application machine with the api's actors over the signed-in
// candidate's platform client, rendered with the design system's application components. Tab 1 holds the
// avatar, the personal data (the opportunity's form structure decides each field) and the opportunity's
// questions; tab 2 the résumé sections the opportunity requires and the referral. What the candidate
// types lives in the machine and, a moment later, in the draft on the lead; never in browser storage.
import { createApplicationActors, createApplicationServices } from '@carreiras/api'
import {
  INVALID_FIELD_FOCUS_DELAY_MS,
  STORAGE_KEYS,
  applicationMachine,
  applicationScreen,
  applicationSubmitText,
  complementarySections,
  draftStatusText,
  firstInvalidField,
  isApplicationBusy,
  isForeignNationality,
  isZipcodeComplete,
  personalDataRules,
  ptBR,
  unmask,
  whatsappLink,
  type ApplicationOpportunity,
  type AttachedFile,
  type ReferenceItem,
} from '@carreiras/core'
import { ApplicationLayout } from '@carreiras/ui/application-layout'
import { ApplicationQuestions } from '@carreiras/ui/application-questions'
import { Button } from '@carreiras/ui/button'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@carreiras/ui/alert-dialog'
import { PersonalDataForm, focusField } from '@carreiras/ui/personal-data-form'
import { ReferralForm } from '@carreiras/ui/referral-form'
import { Spinner } from '@carreiras/ui/spinner'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useAccount } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'
import { read, remove, saveFollower } from '../account/browser-storage'
import { ResumeSections } from '../profile/resume-sections'
import { AvatarPicker } from './avatar-picker'
import { rememberDraft, rememberedDraft, forgetDraft } from './draft-memory'

export interface ApplicationSiteConfig {
  companyId: number
  alternateCompanyWord: string
  externalApplyUrl: string
  whatsapp: { number: string; text: string }
  /** The public postal-code service's base (`{base}{cep}/json/`). */
  postalUrl: string
  origin: string
}

interface Props {
  opportunity: ApplicationOpportunity
  config: ApplicationSiteConfig
  /** The states (id = numeric code) with their abbreviations, from the loader (kept out of shared chunks). */
  states: readonly StateItem[]
}

type StateItem = ReferenceItem & { abbr: string }

export function ApplicationPage(props: Props) {
  const { handles } = useAccount()
  const userId = handles ? handles.session.getSnapshot().context.record?.userId ?? null : null
  if (!handles || userId === null) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    )
  }
  return <ApplicationFlow {...props} handles={handles} userId={userId} />
}

function ApplicationFlow({
  opportunity,
  config,
  states,
  handles,
  userId,
}: Props & { handles: AccountHandles; userId: number }) {
  const navigate = useNavigate()
  const account = useAccount()
  const client = handles.client
  const machine = useMemo(
    () =>
      applicationMachine.provide({
        actors: createApplicationActors(client, { userId, opportunity }),
        actions: {
          navigate: (_, params) => {
            if (params.to.startsWith('/inscricao-confirmada')) forgetDraft(opportunity.id)
            void navigate(params.to, { state: params.state, replace: params.replace })
          },
          redirect: (_, params) => window.location.assign(params.url),
          setFollower: () => saveFollower(),
          clearSource: () => {
            for (const key of [STORAGE_KEYS.source, STORAGE_KEYS.sourceOpportunityId, STORAGE_KEYS.indicationForm]) {
              remove('local', key)
            }
          },
          requestLogin: () => {
            const path = `${window.location.pathname}${window.location.search}`
            account.send({ type: 'open', form: 'login', options: { nextRoute: path, path } })
          },
          rememberDraft: (_, params) => rememberDraft(opportunity.id, params.draft),
        },
      }),
    // The account's `send` is stable; the machine is made once per candidate and opportunity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, userId, opportunity.id],
  )
  const savedOpportunity = Number(read('local', STORAGE_KEYS.sourceOpportunityId))
  const actor = useActorRef(machine, {
    input: {
      opportunityId: opportunity.id,
      savedSource: read('local', STORAGE_KEYS.source),
      savedSourceOpportunityId: Number.isInteger(savedOpportunity) && savedOpportunity > 0 ? savedOpportunity : null,
      storeSource: null,
      callbackUrl: read('local', STORAGE_KEYS.subscriptionCallbackUrl),
      alternateCompanyWord: config.alternateCompanyWord,
      companyId: config.companyId,
      origin: config.origin,
      externalApplyBaseUrl: config.externalApplyUrl,
      whatsapp: config.whatsapp,
      memoryDraft: rememberedDraft(opportunity.id),
    },
  })

  // A new login after an expired session: the same step is tried again.
  const token = useSelector(handles.session, (s) => s.context.record?.token ?? null)
  const lastToken = useRef(token)
  useEffect(() => {
    if (token && lastToken.current && token !== lastToken.current) actor.send({ type: 'session.renewed' })
    lastToken.current = token
  }, [actor, token])

  const screen = useSelector(actor, applicationScreen)
  const title = ptBR.application.title(opportunity.title)

  if (screen === 'loading' || screen === 'leaving') {
    return (
      <div className="flex flex-col items-center gap-3 py-16" role="status">
        <Spinner />
        <p className="text-muted-foreground">{ptBR.application.loading}</p>
      </div>
    )
  }
  if (screen === 'loadFailed') {
    return (
      <section className="flex flex-col gap-4 py-8">
        <h1 className="font-heading text-3xl font-bold">{title}</h1>
        <p role="alert">{ptBR.application.loadFailed}</p>
        <p>
          <Button onClick={() => actor.send({ type: 'load.retry' })}>{ptBR.application.retry}</Button>
        </p>
      </section>
    )
  }
  if (screen === 'closed') {
    return (
      <section className="flex flex-col gap-4 py-8">
        <h1 className="font-heading text-3xl font-bold">{title}</h1>
        <AlertDialog open>
          <AlertDialogContent size="sm" onEscapeKeyDown={() => actor.send({ type: 'closed.dismiss' })}>
            <AlertDialogHeader>
              <AlertDialogTitle>{ptBR.application.closedDialog.title}</AlertDialogTitle>
              <AlertDialogDescription>{ptBR.application.closedDialog.message}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogAction onClick={() => actor.send({ type: 'closed.dismiss' })}>
                {ptBR.common.ok}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </section>
    )
  }
  if (screen === 'alreadyApplied') {
    return (
      <section className="flex flex-col gap-4 py-8">
        <h1 className="font-heading text-3xl font-bold">{title}</h1>
        <p className="text-lg">{ptBR.application.alreadyApplied}</p>
        <p className="flex flex-wrap gap-4">
          <Link className="focus-ring text-primary rounded-sm underline" to="/meu-perfil#box-subscription">
            {ptBR.application.followApplications}
          </Link>
          <Link className="focus-ring text-primary rounded-sm underline" to={`/vagas/${opportunity.id}`}>
            {ptBR.application.backToJob}
          </Link>
        </p>
      </section>
    )
  }
  if (screen === 'externalApply') {
    return (
      <section className="flex flex-col gap-4 py-8">
        <h1 className="font-heading text-3xl font-bold">{ptBR.application.external.title}</h1>
        <p role="status">{ptBR.application.external.message}</p>
      </section>
    )
  }
  if (screen === 'whatsappApply') {
    const link = whatsappLink(actor.getSnapshot().context, `${config.origin}/vagas/${opportunity.id}`)
    return (
      <section className="flex flex-col gap-4 py-8">
        <h1 className="font-heading text-3xl font-bold">{ptBR.application.whatsapp.title}</h1>
        <p>{ptBR.application.whatsapp.message}</p>
        {link ? (
          <p>
            <Button asChild>
              <a href={link} target="_blank" rel="noopener noreferrer">
                {ptBR.application.whatsapp.open}
              </a>
            </Button>
          </p>
        ) : null}
      </section>
    )
  }
  return (
    <ApplicationForm
      actor={actor}
      client={client}
      userId={userId}
      opportunity={opportunity}
      config={config}
      states={states}
      title={title}
    />
  )
}

type ApplicationActor = ReturnType<typeof useActorRef<typeof applicationMachine>>

function ApplicationForm({
  actor,
  client,
  userId,
  opportunity,
  config,
  states,
  title,
}: {
  actor: ApplicationActor
  client: AccountHandles['client']
  userId: number
  opportunity: ApplicationOpportunity
  config: ApplicationSiteConfig
  states: readonly StateItem[]
  title: string
}) {
  const actors = useMemo(() => createApplicationServices(client, { userId }), [client, userId])
  const tab = useSelector(actor, (s) => s.context.tab)
  const busy = useSelector(actor, isApplicationBusy)
  const submitLabel = useSelector(actor, applicationSubmitText)
  const rules = useSelector(actor, personalDataRules)
  const values = useSelector(actor, (s) => s.context.personalData)
  const answers = useSelector(actor, (s) => s.context.answers)
  const referral = useSelector(actor, (s) => s.context.referral)
  const errors = useSelector(actor, (s) => s.context.errors)
  const errorsShown = useSelector(actor, (s) => s.context.errorsShown)
  const firstInvalid = useSelector(actor, firstInvalidField)
  const alert = useSelector(actor, (s) => s.context.alert)
  const files = useSelector(actor, (s) => s.context.files)
  const laudos = useSelector(actor, (s) => s.context.laudos)
  const data = useSelector(actor, (s) => s.context.data)
  const sections = useSelector(actor, complementarySections)
  const status = useSelector(actor, draftStatusText)
  const noExperience = useSelector(actor, (s) => s.context.noExperience)
  const [zipcodeStatus, setZipcodeStatus] = useState<'idle' | 'loading' | 'not-found'>('idle')
  const [uploading, setUploading] = useState<Record<string, boolean>>({})
  const [uploadErrors, setUploadErrors] = useState<Record<string, { title: string; message: string }>>({})

  // The first invalid field gets the focus 400 ms after a failed step (doc 02 §8).
  useEffect(() => {
    if (errorsShown === 0 || !firstInvalid) return
    const timer = window.setTimeout(() => void focusField(firstInvalid), INVALID_FIELD_FOCUS_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [errorsShown, firstInvalid])

  // The cities of the chosen state (public data, from the site's own endpoint).
  const abbr = states.find((s) => String(s.id) === values.state)?.abbr ?? null
  const [loadedCities, setLoadedCities] = useState<{ abbr: string; list: ReferenceItem[] } | null>(null)
  const cities = abbr && loadedCities?.abbr === abbr ? loadedCities.list : []
  useEffect(() => {
    if (!abbr) return
    let cancelled = false
    fetch(`/api/cidades?state=${abbr}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ cities?: string[] }>) : { cities: [] }))
      .then((body) => {
        if (!cancelled) setLoadedCities({ abbr, list: (body.cities ?? []).map((name, i) => ({ id: i + 1, name })) })
      })
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [abbr])

  async function lookupZipcode(zip: string) {
    setZipcodeStatus('loading')
    try {
      const response = await fetch(`${config.postalUrl}${unmask(zip)}/json/`)
      const body = (await response.json()) as {
        erro?: boolean
        logradouro?: string
        bairro?: string
        uf?: string
        localidade?: string
      }
      if (!response.ok || body.erro) throw new Error('not found')
      const code = states.find((state) => state.abbr === body.uf?.toUpperCase())?.id ?? null
      actor.send({
        type: 'address.found',
        address: {
          street: body.logradouro ?? '',
          neighborhood: body.bairro ?? '',
          state: code ? String(code) : '',
          city: body.localidade ?? '',
        },
      })
      setZipcodeStatus('idle')
    } catch {
      setZipcodeStatus('not-found')
    }
  }

  async function uploadQuestionFile(questionId: string, file: File) {
    setUploading((u) => ({ ...u, [questionId]: true }))
    setUploadErrors(({ [questionId]: _, ...rest }) => rest)
    try {
      const attached = await actors.uploadQuestionFile(questionId, file)
      const current = actor.getSnapshot().context.files[questionId] ?? []
      actor.send({ type: 'files.change', questionId, files: [...current, attached] })
    } catch {
      setUploadErrors((e) => ({
        ...e,
        [questionId]: { title: ptBR.profile.file.attachFailed, message: ptBR.profile.file.tryAgainLater },
      }))
    } finally {
      setUploading(({ [questionId]: _, ...rest }) => rest)
    }
  }

  async function removeQuestionFile(questionId: string, fileId: string) {
    try {
      await actors.removeQuestionFile(fileId)
      const current = actor.getSnapshot().context.files[questionId] ?? []
      actor.send({ type: 'files.change', questionId, files: current.filter((f) => f.id !== fileId) })
    } catch {
      setUploadErrors((e) => ({
        ...e,
        [questionId]: { title: ptBR.profile.file.removeFailed, message: ptBR.profile.file.tryAgainLater },
      }))
    }
  }

  async function uploadLaudo(file: File) {
    const attached = await actors.uploadLaudo(file)
    actor.send({ type: 'laudos.change', files: [...actor.getSnapshot().context.laudos, attached] })
  }

  async function removeLaudo(id: string) {
    await actors.removeLaudo(id)
    actor.send({ type: 'laudos.change', files: actor.getSnapshot().context.laudos.filter((f) => f.id !== id) })
  }

  if (!data || !rules) return null
  const lists = data.lists
  const questions = data.questions
  const foreigner = isForeignNationality(values.nationality)

  const basic = (
    <div className="flex flex-col gap-8">
      <PersonalDataForm
        values={values}
        rules={rules}
        errors={errors}
        onChange={(field, value) => actor.send({ type: 'personal.change', field, value } as never)}
        options={{
          pronouns: lists.pronouns ?? [],
          races: lists.race_and_ethnicities ?? [],
          genders: lists.genders ?? [],
          sexualOrientations: lists.sexual_orientations ?? [],
          countries: lists.countries ?? [],
          incomes: lists.personal_incomes ?? [],
          familyIncomes: lists.family_incomes ?? [],
          maritalStatuses: lists.maritalStatus ?? [],
          disabilities: lists.disabilities ?? [],
          states: [...states],
          cities,
        }}
        documentReadOnly={data.documentReadOnly}
        foreigner={foreigner}
        onZipcodeComplete={(zip) => {
          if (isZipcodeComplete(zip)) void lookupZipcode(zip)
        }}
        zipcodeStatus={zipcodeStatus}
        laudos={laudos}
        onUploadLaudo={(file) => uploadLaudo(file)}
        onRemoveLaudo={(id) => removeLaudo(id)}
        avatar={<AvatarPicker client={client} userId={userId} />}
        slotAfterMaritalStatus={
          questions.length > 0 ? (
            <ApplicationQuestions
              questions={questions}
              answers={answers}
              errors={errors}
              onAnswer={(id, value) => actor.send({ type: 'answer.change', id, value })}
              attachments={files as Record<string, AttachedFile[]>}
              onUpload={(id, file) => void uploadQuestionFile(id, file)}
              onRemoveAttachment={(id, fileId) => void removeQuestionFile(id, fileId)}
              uploading={uploading}
              uploadErrors={uploadErrors}
            />
          ) : undefined
        }
      />
    </div>
  )

  const complementary = (
    <div className="flex flex-col gap-8">
      {sections.education || sections.experience || sections.language ? (
        <ResumeSections
          client={client}
          userId={userId}
          states={states}
          show={{ education: sections.education, experience: sections.experience, language: sections.language }}
          noExperience={noExperience}
          onNoExperienceChange={(checked) =>
            actor.send({ type: 'resume.change', experiences: actor.getSnapshot().context.experiences, noExperience: checked })
          }
          onExperienceCountChange={(experiences) =>
            actor.send({ type: 'resume.change', experiences, noExperience: actor.getSnapshot().context.noExperience })
          }
          experienceError={errors.experience ?? null}
        />
      ) : null}
      {sections.referral ? (
        <ReferralForm
          values={referral}
          errors={{ name: errors['referral.name'], email: errors['referral.email'] }}
          domains={sections.domains}
          onChange={(field, value) => actor.send({ type: 'referral.change', field, value })}
        />
      ) : null}
    </div>
  )

  return (
    <ApplicationLayout
      title={title}
      hasTests={opportunity.hasTests}
      tab={tab}
      onTabChange={(next) => actor.send({ type: 'tab.select', tab: next })}
      basic={basic}
      complementary={complementary}
      submitLabel={submitLabel}
      onSubmit={() => actor.send({ type: 'step.next' })}
      busy={busy}
      alert={alert ? { title: alert.title, message: alert.message, tone: alert.tone } : null}
      onDismissAlert={() => actor.send({ type: 'alert.dismiss' })}
      status={status ?? undefined}
    />
  )
}
