// The application machine with fake platform calls, for ApplicationFlow's stories and tests: the
// opening and the candidate of the form fixtures, uploads that report progress when told to, and a
// postal-code service that knows one code.
import {
  applicationMachine,
  personalDataMachine,
  type ApplicationData,
  type ApplicationEvent,
  type ApplicationInput,
  type EliminatoryResult,
  type PostalLookupOutput,
  type UploadFileInput,
} from '@carreiras/core'
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate'
import {
  fichaStructure,
  filledPersonalData,
  personalDataOptions,
  sampleQuestions,
} from '../../domain/applications/application-form.fixtures'

const platformError = (code: string, message = '') => Object.assign(new Error(message), { code })

/** What the form opens with: the ficha's structure, a filled profile and one question of each type. */
function applicationData(overrides: Partial<ApplicationData> = {}): ApplicationData {
  const { states: _states, cities: _cities, ...lists } = personalDataOptions
  return {
    opportunity: {
      id: 100001,
      title: 'Analista de Crédito Pleno',
      open: true,
      hasTests: false,
      ninenineApply: false,
      whatsappApply: false,
      companyName: 'Grupo Aurora',
      indicationDomains: [],
    },
    structure: fichaStructure,
    questions: sampleQuestions,
    personalData: { ...filledPersonalData, has_disability: true, disabilities: ['4'] },
    documentReadOnly: true,
    additional: [],
    files: {},
    laudos: [],
    experiences: 0,
    noExperience: false,
    lists: {
      pronouns: [...lists.pronouns],
      race_and_ethnicities: [...lists.races],
      genders: [...lists.genders],
      sexual_orientations: [...lists.sexualOrientations],
      countries: [...lists.countries],
      personal_incomes: [...lists.incomes],
      family_incomes: [...lists.familyIncomes],
      maritalStatus: [...lists.maritalStatuses],
      disabilities: [...lists.disabilities],
    },
    subscription: { step: 'lead', draft: null },
    ...overrides,
  }
}

/** How the fake uploads behave: done at once, stopped at a percentage (in progress), or refused. */
type UploadBehaviour = 'done' | { progress: number } | 'refused'

interface ApplicationScenario {
  data?: ApplicationData
  /** The load fails with this code. */
  loadError?: string
  /** The load never ends (the wait). */
  loadPending?: boolean
  input?: Partial<ApplicationInput>
  upload?: UploadBehaviour
  /** The postal-code service: 'found' (01310-100), 'notFound', or 'failed' (an unreadable answer). */
  postal?: 'found' | 'notFound' | 'failed'
  /** Events sent once the form is open, in order. */
  events?: ApplicationEvent[]
  /** The subscription never ends (sending). */
  pending?: 'subscribe'
  /** The subscription fails with this code. */
  subscribeError?: string
}

const FOUND: PostalLookupOutput = {
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  stateAbbr: 'SP',
  city: 'São Paulo',
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A started application actor with fake platform calls, after the scenario's events. */
async function startApplication(scenario: ApplicationScenario = {}) {
  const data = scenario.data ?? applicationData()
  const upload = scenario.upload ?? 'done'
  let seq = 0
  const machine = applicationMachine.provide({
    actors: {
      loadApplication: fromPromise(async () => {
        if (scenario.loadError) throw platformError(scenario.loadError)
        if (scenario.loadPending) await new Promise(() => {})
        return data
      }),
      checkEligibility: fromPromise(async (): Promise<{ eligible: boolean }> => ({ eligible: true })),
      createLead: fromPromise(async (): Promise<unknown> => ({ id: 1 })),
      saveDraft: fromPromise(async (): Promise<unknown> => true),
      validateEliminatory: fromPromise(async (): Promise<EliminatoryResult> => ({ subscribe: 'true' })),
      savePersonalData: fromPromise(async (): Promise<unknown> => true),
      subscribe: fromPromise(async (): Promise<unknown> => {
        if (scenario.subscribeError) throw platformError(scenario.subscribeError)
        if (scenario.pending === 'subscribe') await new Promise(() => {})
        return { id: 1 }
      }),
      personalData: personalDataMachine.provide({
        actors: {
          lookupPostalCode: fromPromise(async () => {
            const postal = scenario.postal ?? 'found'
            if (postal === 'notFound') throw platformError('NOT_FOUND')
            if (postal === 'failed') throw platformError('BAD_RESPONSE')
            return FOUND
          }),
          loadCities: fromPromise(async ({ input }) => ({
            state: input.state,
            cities: personalDataOptions.cities.map((city) => city.name),
          })),
          uploadAvatar: fromPromise(async () => '/arquivos/foto.png'),
        },
      }),
      uploadFile: fromCallback<ApplicationEvent, UploadFileInput>(({ input, sendBack }) => {
        const { uploadId } = input
        queueMicrotask(() => {
          if (upload === 'refused') sendBack({ type: 'upload.failed', uploadId, code: 'VALIDATION' })
          else if (upload === 'done') {
            seq += 1
            sendBack({
              type: 'upload.done',
              uploadId,
              file: { id: `enviado-${seq}`, name: input.file.name, file: `/arquivos/${input.file.name}` },
            })
          } else sendBack({ type: 'upload.progress', uploadId, percent: upload.progress })
        })
      }),
      removeFile: fromPromise(async (): Promise<unknown> => true),
    },
  })
  const actor = createActor(machine, {
    input: {
      opportunityId: data.opportunity.id,
      origin: 'https://carreiras.example',
      candidate: { name: 'Ana Souza', avatar: null },
      now: () => new Date('2025-03-15T12:00:00Z'),
      ...scenario.input,
    },
  }).start()
  await tick()
  await tick()
  for (const event of scenario.events ?? []) {
    actor.send(event)
    await tick()
  }
  await tick()
  return actor
}

/** A PDF as the machine sees a chosen file. */
const pdfFile = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' })

type ApplicationFlowActor = ActorRefFrom<typeof applicationMachine>

export { applicationData, pdfFile, platformError, startApplication }
export type { ApplicationFlowActor, ApplicationScenario, UploadBehaviour }
