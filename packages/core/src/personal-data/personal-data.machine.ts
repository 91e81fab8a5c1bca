// The personal-data actor (docs/architecture.md, "The personal-data actor"): the candidate's personal data
// (`personalDataUpdate`, `uploadUserAvatar`, `uploadUserDocument` / `removeUserLaudo`). One machine for every
// screen that edits them: /meu-perfil (a box, and a modal form behind 'Editar'); the register pages
// (/deixe-seu-perfil, /atualizacao-perfil, /banco-de-talentos) and the profile wizard, where the form is
// inline and a parent machine drives it; and the ficha, where the application machine invokes it for the
// values, the postal-code lookup, the cities and the photo (the ficha's rules, draft, save and its file
// queue with progress stay the application's). Its six regions share the values and the one form, so they
// stay in one statechart: that is why this file is longer than the others (types: personal-data.types.ts).
//
// ── Interface ──────────────────────────────────────────────────────────────────────────────────────
//
//   input   { context: 'profile' | 'register' | 'talentBank' | 'ficha', candidate?: { name, avatar },
//           now?: () => Date, profile?: PersonalDataProfile }
//           A `profile` given (the ficha's, read by the application with its draft) is not loaded again.
//           'profile': the box shows the loaded values; `edit.open` opens the form (a modal), `form.cancel`
//           and a successful save close it. 'register' / 'talentBank': the form is always open (inline);
//           `form.cancel` only resets it. Every context uses the rules off the ficha (all required but
//           social name, marital status, complement and what-you-love, which follow `structure`).
//
//   events  edit.open                          (profile) open the form with the loaded values
//           field.change { field, value }      a personal-data field (core's PersonalDataField); a complete
//                                              postal code looks the address up, a state loads its cities,
//                                              has_disability 'no' clears the disabilities
//           form.save                          invalid: per-field issues, first field focused, nothing sent,
//                                              `notifyInvalid`; valid: savePersonalData → the profile re-read,
//                                              alert 'saved', `notifySaved`; failure: alert 'saveFailed',
//                                              every value kept, `notifySaveFailed`
//           form.cancel                        back to the loaded values (and, on the profile, closed)
//           laudo.upload { file }              a medical report (pdf, at most MAX_UPLOAD_BYTES), queued
//           laudo.remove { fileId }            already confirmed ('Atenção', the form's AttachmentField)
//           avatar.save { image }              the cropped PNG as a data URL
//           resume.change { educations, experiences, noExperience }   for the empty-profile rule
//           alert.dismiss, load.retry
//
//   actors  loadProfile: () → PersonalDataProfile          (`user(id)` with the domain lists)
//           savePersonalData: SavePersonalDataInput → unknown   (personalDataUpdate; rejects on an error field)
//           lookupPostalCode, loadCities                   (the application's, same inputs and outputs)
//           uploadLaudo: { file } → AttachedFile, removeLaudo: { fileId } → unknown
//           uploadAvatar: { image } → the new avatar URL
//
//   actions (placeholders, no-ops by default; a parent provides e.g. `sendParent({ type: 'personalData.saved' })`)
//           notifySaved, notifyInvalid, notifySaveFailed, avatarSaved({ url })
//
//   states  starting → ready (a profile given) | loading → loadFailed (load.retry) | ready
//           ready.form: viewing → opening → editing ⇄ saving → refreshing → viewing (profile)
//                       editing ⇄ saving → refreshing → editing (register, talentBank, ficha)
//           ready.postal (idle/looking), ready.cities (idle/loading), ready.laudoUpload (idle/uploading),
//           ready.laudoRemoval (idle/removing), ready.avatar (idle/saving)
//
// Context holds data and codes, never text: personal-data.connect.ts words them from the catalogue.
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { EDIT_MODAL_DELAY_MS } from '../constants'
import { unmask } from '../format/mask'
import type { UploadFile } from '../application/application.types'
import {
  EMPTY_FORM_STRUCTURE,
  EMPTY_PERSONAL_DATA,
  type LoadCitiesInput,
  type PostalLookupInput,
  type PostalLookupOutput,
  type UploadAvatarInput,
  type PersonalDataField,
} from './personal-data.schema'
import {
  isZipcodeComplete,
  personalDataIssues,
  postalAddressFromLookup,
  stateAbbrOfForm,
  withHasDisability,
  withPostalAddress,
} from './personal-data.rules'
import type { AttachedFile } from '../application/questions'
import type { LoadCitiesOutput } from '../job-search/job-search.machine'
import { errorCodeOf, errorGuard } from '../lib/error-guards'
import { validateUploadFile } from '../validation/files'
import {
  type PersonalDataMachineInput,
  type PersonalDataProfile,
  type SavePersonalDataOffFichaInput,
  type LaudoError,
  type PersonalDataMachineContext,
  type PersonalDataMachineEvent,
  type PersonalDataInternalEvent,
} from './personal-data.types'

export * from './personal-data.types'

// ── Helpers ────────────────────────────────────────────────────────────────────────────────────────

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

const today = (context: PersonalDataMachineContext) => (context.input.now ?? (() => new Date()))()

const structureOf = (context: PersonalDataMachineContext) =>
  context.profile?.structure ?? EMPTY_FORM_STRUCTURE

/** The rules broken by the values typed, off the ficha. */
export function personalDataMachineIssues(context: PersonalDataMachineContext) {
  return personalDataIssues(context.values, {
    onFicha: false,
    structure: structureOf(context),
    documentReadOnly: context.profile?.documentReadOnly ?? false,
    today: today(context),
  })
}

function withoutError(
  errors: PersonalDataMachineContext['errors'],
  field: PersonalDataField,
): PersonalDataMachineContext['errors'] {
  if (!(field in errors)) return errors
  const rest = { ...errors }
  delete rest[field]
  return rest
}

/** What a (re)read of the profile sets: the box's data, the form's values and the medical reports. */
function loaded(profile: PersonalDataProfile, context: PersonalDataMachineContext) {
  return {
    profile,
    values: profile.values,
    laudos: profile.laudos,
    loadError: null,
    avatar: { url: profile.avatar ?? context.avatar.url, status: context.avatar.status },
    resume: {
      educations: profile.educations,
      experiences: profile.experiences,
      noExperience: profile.noExperience,
    },
  }
}

const clearedForm = { errors: {}, errorOrder: [], postal: 'idle' as const }

// ── Machine ────────────────────────────────────────────────────────────────────────────────────────

export const personalDataMachine = setup({
  types: {
    context: {} as PersonalDataMachineContext,
    events: {} as PersonalDataMachineEvent | PersonalDataInternalEvent,
    input: {} as PersonalDataMachineInput,
  },
  actors: {
    /** The signed-in candidate's profile with the personal-data lists. */
    loadProfile: fromPromise<PersonalDataProfile, void>(notProvided('loadProfile')),
    /** personalDataUpdate off the ficha; an error field in the result rejects. */
    savePersonalData: fromPromise<unknown, SavePersonalDataOffFichaInput>(notProvided('savePersonalData')),
    /** The public postal-code service: a code it does not know fails with `NOT_FOUND`. */
    lookupPostalCode: fromPromise<PostalLookupOutput, PostalLookupInput>(notProvided('lookupPostalCode')),
    /** The city names of a state. */
    loadCities: fromPromise<LoadCitiesOutput, LoadCitiesInput>(notProvided('loadCities')),
    /** uploadUserDocument with upload_name 'laudo'. */
    uploadLaudo: fromPromise<AttachedFile, { file: UploadFile }>(notProvided('uploadLaudo')),
    /** removeUserLaudo. */
    removeLaudo: fromPromise<unknown, { fileId: string }>(notProvided('removeLaudo')),
    /** Sends the cropped photo and answers its new address. */
    uploadAvatar: fromPromise<string, UploadAvatarInput>(notProvided('uploadAvatar')),
  },
  actions: {
    /** A save went through (a parent machine hears it). */
    notifySaved: () => {},
    /** `form.save` found broken rules: nothing was sent. */
    notifyInvalid: () => {},
    /** The platform refused or did not answer the save: everything typed is kept. */
    notifySaveFailed: () => {},
    /** The new photo's address (the app may refresh the header's). */
    avatarSaved: (_, _params: { url: string }) => {},
    showIssues: assign(({ context }) => {
      const issues = personalDataMachineIssues(context)
      return {
        errors: Object.fromEntries(issues.map((i) => [i.field, i.code])),
        errorOrder: issues.map((i) => i.field),
        errorsShown: context.errorsShown + 1,
      }
    }),
    /** Back to the values as loaded, nothing in error. */
    resetForm: assign(({ context }) => ({
      values: context.profile?.values ?? EMPTY_PERSONAL_DATA,
      ...clearedForm,
    })),
    dismissAlert: assign({ alert: null }),
    applyReread: assign(({ context, event }) =>
      loaded((event as unknown as { output: PersonalDataProfile }).output, context),
    ),
    /** The re-read failed after a save that went through: the profile holds what was typed. */
    keepTyped: assign(({ context }) => ({
      profile: context.profile ? { ...context.profile, values: context.values } : null,
    })),
  },
  guards: {
    isInline: ({ context }) => context.input.context !== 'profile',
    isGiven: ({ context }) => context.input.profile !== undefined,
    hasIssues: ({ context }) => personalDataMachineIssues(context).length > 0,
    /** A state is chosen whose cities are not known nor loading (a failed state retries once changed). */
    needsCities: ({ context }) => {
      const state = stateAbbrOfForm(context.values.state)
      return state !== null && state !== context.cities.state
    },
    hasLaudoUploads: ({ context }) => context.laudoUploads.length > 0,
    hasLaudoRemovals: ({ context }) => context.laudoRemovals.length > 0,
    isNotFoundError: errorGuard((error) => errorCodeOf(error) === 'NOT_FOUND'),
  },
  delays: { editModal: EDIT_MODAL_DELAY_MS },
}).createMachine({
  id: 'personalData',
  context: ({ input }) => {
    const start: PersonalDataMachineContext = {
      input,
      profile: null,
      values: EMPTY_PERSONAL_DATA,
      errors: {},
      errorOrder: [],
      errorsShown: 0,
      alert: null,
      loadError: null,
      postal: 'idle',
      cities: { state: null, names: [], status: 'idle' },
      laudos: [],
      laudoUploads: [],
      laudoRemovals: [],
      laudoError: null,
      avatar: { url: input.candidate?.avatar ?? null, status: 'idle' },
      resume: { educations: 0, experiences: 0, noExperience: false },
    }
    return input.profile ? { ...start, ...loaded(input.profile, start) } : start
  },
  initial: 'starting',
  on: {
    'alert.dismiss': { actions: 'dismissAlert' },
    'resume.change': {
      actions: assign(({ event }) => ({
        resume: {
          educations: event.educations,
          experiences: event.experiences,
          noExperience: event.noExperience,
        },
      })),
    },
  },
  states: {
    /** A profile given with the input (the ficha's) is ready at once; else it is read. */
    starting: {
      always: [{ guard: 'isGiven', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'ready', actions: assign(({ event, context }) => loaded(event.output, context)) },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ loadError: errorCodeOf(event.error) ?? 'INTERNAL' })),
        },
      },
    },
    loadFailed: {
      on: { 'load.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        'field.change': {
          actions: [
            // A complete postal code that changed looks the address up; an incomplete one clears the
            // lookup's message.
            enqueueActions(({ context, event, enqueue }) => {
              if (event.field !== 'zipcode') return
              const next = unmask(String(event.value ?? ''))
              if (isZipcodeComplete(next) && next !== unmask(context.values.zipcode))
                enqueue.raise({ type: 'postal.lookup' })
              else if (!isZipcodeComplete(next)) enqueue.raise({ type: 'postal.reset' })
            }),
            assign(({ context, event }) => ({
              values:
                event.field === 'has_disability'
                  ? withHasDisability(context.values, event.value as boolean | null)
                  : { ...context.values, [event.field]: event.value },
              errors: withoutError(context.errors, event.field),
            })),
          ],
        },
        'laudo.upload': [
          {
            // The form's picker refuses these already; a file that slips through is refused here too.
            guard: ({ event }) => validateUploadFile(event.file, 'document') !== null,
            actions: assign(({ event }) => ({
              laudoError: validateUploadFile(event.file, 'document')!.code as LaudoError,
            })),
          },
          {
            actions: assign(({ context, event }) => ({
              laudoUploads: [...context.laudoUploads, event.file],
              laudoError: null,
            })),
          },
        ],
        'laudo.remove': {
          guard: ({ context, event }) =>
            context.laudos.some((f) => f.id === event.fileId) &&
            !context.laudoRemovals.includes(event.fileId),
          actions: assign(({ context, event }) => ({
            laudoRemovals: [...context.laudoRemovals, event.fileId],
            laudoError: null,
          })),
        },
      },
      states: {
        form: {
          initial: 'routing',
          states: {
            routing: {
              always: [{ guard: 'isInline', target: 'editing' }, { target: 'viewing' }],
            },
            /** The box (profile): the loaded values. */
            viewing: {
              on: {
                'edit.open': { target: 'opening', actions: ['resetForm', 'dismissAlert'] },
              },
            },
            /** The edit modal opens after EDIT_MODAL_DELAY_MS. */
            opening: {
              after: { editModal: 'editing' },
              on: { 'form.cancel': { target: 'viewing', actions: 'resetForm' } },
            },
            editing: {
              on: {
                'form.save': [
                  { guard: 'hasIssues', actions: ['showIssues', 'notifyInvalid'] },
                  { target: 'saving', actions: assign({ ...clearedForm, alert: null }) },
                ],
                'form.cancel': [
                  { guard: 'isInline', actions: ['resetForm', 'dismissAlert'] },
                  { target: 'viewing', actions: ['resetForm', 'dismissAlert'] },
                ],
              },
            },
            saving: {
              tags: 'saving',
              invoke: {
                id: 'savePersonalData',
                src: 'savePersonalData',
                input: ({ context }) => ({
                  values: context.values,
                  structure: structureOf(context),
                  documentReadOnly: context.profile?.documentReadOnly ?? false,
                  context: context.input.context,
                }),
                onDone: { target: 'refreshing', actions: [assign({ alert: 'saved' }), 'notifySaved'] },
                // 'Uoops' with everything typed kept (the form stays).
                onError: {
                  target: 'editing',
                  actions: [assign({ alert: 'saveFailed' }), 'notifySaveFailed'],
                },
              },
            },
            /** After a save the user's data is queried again. */
            refreshing: {
              tags: 'refreshing',
              invoke: {
                id: 'reloadProfile',
                src: 'loadProfile',
                onDone: [
                  { guard: 'isInline', target: 'editing', actions: 'applyReread' },
                  { target: 'viewing', actions: 'applyReread' },
                ],
                // The save went through: what was typed is what the profile now holds.
                onError: [
                  { guard: 'isInline', target: 'editing', actions: 'keepTyped' },
                  { target: 'viewing', actions: 'keepTyped' },
                ],
              },
            },
          },
        },
        /** The address of a complete postal code: one lookup at a time, the newest wins. */
        postal: {
          initial: 'idle',
          // Each state names its own lookup transition: a re-entering one declared on the region would
          // take the whole parallel state as its domain and reset the form's region with it.
          on: {
            'postal.reset': { target: '.idle', actions: assign({ postal: 'idle' }) },
          },
          states: {
            idle: {
              on: { 'postal.lookup': 'looking' },
            },
            looking: {
              on: { 'postal.lookup': { target: 'looking', reenter: true } },
              entry: assign({ postal: 'loading' }),
              invoke: {
                id: 'lookupPostalCode',
                src: 'lookupPostalCode',
                input: ({ context }) => ({ zipcode: unmask(context.values.zipcode) }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    postal: 'idle' as const,
                    values: withPostalAddress(context.values, postalAddressFromLookup(event.output)),
                    errors: (['street', 'neighborhood', 'state', 'city'] as const).reduce(
                      withoutError,
                      context.errors,
                    ),
                  })),
                },
                // Not found or no usable answer: the candidate types the address (nothing is cleared).
                onError: [
                  { guard: 'isNotFoundError', target: 'idle', actions: assign({ postal: 'notFound' }) },
                  { target: 'idle', actions: assign({ postal: 'failed' }) },
                ],
              },
            },
          },
        },
        /** The cities of the chosen state, loaded once per state (a newer state replaces the one loading). */
        cities: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'needsCities', target: 'loading' },
            },
            loading: {
              entry: assign(({ context }) => ({
                cities: {
                  state: stateAbbrOfForm(context.values.state),
                  names: [],
                  status: 'loading' as const,
                },
              })),
              always: { guard: 'needsCities', target: 'loading', reenter: true },
              invoke: {
                id: 'loadCities',
                src: 'loadCities',
                input: ({ context }) => ({ state: context.cities.state ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ event }) => ({
                    cities: {
                      state: event.output.state,
                      names: [...event.output.cities],
                      status: 'ready' as const,
                    },
                  })),
                },
                // A failed load leaves the typed city as it is; another state tries again.
                onError: {
                  target: 'idle',
                  actions: assign(({ context }) => ({
                    cities: { ...context.cities, status: 'failed' as const },
                  })),
                },
              },
            },
          },
        },
        /** Medical reports, sent one at a time in the order chosen. */
        laudoUpload: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasLaudoUploads', target: 'uploading' },
            },
            uploading: {
              tags: 'uploadingLaudo',
              invoke: {
                id: 'uploadLaudo',
                src: 'uploadLaudo',
                input: ({ context }) => ({ file: context.laudoUploads[0]! }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    laudos: [...context.laudos, event.output],
                    laudoUploads: context.laudoUploads.slice(1),
                  })),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context }) => ({
                    laudoUploads: context.laudoUploads.slice(1),
                    laudoError: 'uploadFailed' as const,
                  })),
                },
              },
            },
          },
        },
        /** Removing a medical report: gone from the list only when the platform says so. */
        laudoRemoval: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasLaudoRemovals', target: 'removing' },
            },
            removing: {
              invoke: {
                id: 'removeLaudo',
                src: 'removeLaudo',
                input: ({ context }) => ({ fileId: context.laudoRemovals[0]! }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context }) => {
                    const [done, ...rest] = context.laudoRemovals
                    return { laudoRemovals: rest, laudos: context.laudos.filter((f) => f.id !== done) }
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context }) => ({
                    laudoRemovals: context.laudoRemovals.slice(1),
                    laudoError: 'removeFailed' as const,
                  })),
                },
              },
            },
          },
        },
        /** The photo: the cropped image is sent; a failure keeps the one shown (with no message). */
        avatar: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'avatar.save': 'saving' },
            },
            saving: {
              entry: assign(({ context }) => ({ avatar: { ...context.avatar, status: 'saving' as const } })),
              on: { 'avatar.save': { target: 'saving', reenter: true } },
              invoke: {
                id: 'uploadAvatar',
                src: 'uploadAvatar',
                input: ({ event }) => ({ image: (event as { image?: string }).image ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ event }) => ({ avatar: { url: event.output, status: 'idle' as const } })),
                    { type: 'avatarSaved', params: ({ event }) => ({ url: event.output }) },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context }) => ({
                    avatar: { ...context.avatar, status: 'failed' as const },
                  })),
                },
              },
            },
          },
        },
      },
    },
  },
})
