// What the application screen needs from a snapshot of the application machine (docs/architecture.md, "Flows": a screen
// reads selectors, never the context's internals).
import type { SnapshotFrom } from 'xstate'
import { ptBR } from '../messages/pt-BR'
import { applicationSubmitLabel } from './application.rules'
import type { applicationMachine } from './application.machine'
import { isSectionRequired } from '../personal-data/personal-data.schema'
import { personalDataFieldRules, type PersonalDataRules } from '../personal-data/personal-data.rules'
import { referralDomains } from './referral'

type Snapshot = SnapshotFrom<typeof applicationMachine>

export type ApplicationScreen =
  | 'loading'
  | 'loadFailed'
  | 'closed'
  | 'alreadyApplied'
  | 'externalApply'
  | 'whatsappApply'
  | 'form'
  | 'review'
  | 'leaving'

export function applicationScreen(snapshot: Snapshot): ApplicationScreen {
  if (
    snapshot.matches('loading') ||
    snapshot.matches('routing') ||
    snapshot.matches('checkingEligibility') ||
    snapshot.matches('creatingLead')
  )
    return 'loading'
  if (snapshot.matches('loadFailed')) return 'loadFailed'
  // On its way to the application error page.
  if (snapshot.matches('ineligible')) return 'leaving'
  if (snapshot.matches('closed')) return 'closed'
  if (snapshot.matches('alreadyApplied')) return 'alreadyApplied'
  if (snapshot.matches('externalApply')) return 'externalApply'
  if (snapshot.matches('whatsappApply')) return 'whatsappApply'
  if (
    snapshot.matches({ editing: { form: 'refused' } }) ||
    snapshot.matches({ editing: { form: 'subscribed' } }) ||
    snapshot.matches({ editing: { form: 'tests' } })
  ) {
    return 'leaving'
  }
  // The review stays on screen while its confirmation is sent (or a new login is awaited).
  if (snapshot.context.reviewing) return 'review'
  return 'form'
}

/** Sending something (the eliminatory check, the personal data, the subscription): the button is busy. */
export function isApplicationBusy(snapshot: Snapshot): boolean {
  return (
    snapshot.matches({ editing: { form: 'validatingEliminatory' } }) ||
    snapshot.matches({ editing: { form: 'refusing' } }) ||
    snapshot.matches({ editing: { form: 'savingPersonalData' } }) ||
    snapshot.matches({ editing: { form: 'savingAnswersForTests' } }) ||
    snapshot.matches({ editing: { form: 'subscribing' } }) ||
    snapshot.matches({ editing: { form: 'sessionExpired' } }) ||
    applicationScreen(snapshot) === 'leaving'
  )
}

export const applicationTab = (snapshot: Snapshot) => snapshot.context.tab

/** 'Próxima Etapa' or 'Finalizar Inscrição'. */
export const applicationSubmitText = (snapshot: Snapshot) =>
  applicationSubmitLabel(snapshot.context.tab, Boolean(snapshot.context.data?.opportunity.hasTests))

export function personalDataRules(snapshot: Snapshot): PersonalDataRules | null {
  const data = snapshot.context.data
  if (!data) return null
  return personalDataFieldRules(snapshot.context.personalData, { onFicha: true, structure: data.structure })
}

/** Tab 2's sections, each shown only when the opportunity requires it; the referral with its domains. */
export function complementarySections(snapshot: Snapshot) {
  const data = snapshot.context.data
  const structure = data?.structure
  const domains = referralDomains(data?.opportunity.indicationDomains)
  return {
    education: structure ? isSectionRequired(structure, 'education') : false,
    experience: structure ? isSectionRequired(structure, 'professionalExperience') : false,
    language: structure ? isSectionRequired(structure, 'languageProficiency') : false,
    referral: domains.length > 0,
    domains,
  }
}

/** The polite status line about the draft ('Salvando respostas…', 'Respostas salvas'…), or null. */
export function draftStatusText(snapshot: Snapshot): string | null {
  switch (snapshot.context.draftStatus) {
    case 'saving':
      return ptBR.application.draftSaving
    case 'saved':
      return ptBR.application.draftSaved
    case 'failed':
      return ptBR.application.draftFailed
    default:
      return null
  }
}

/** The first field in error (the screen focuses it 400 ms after a failed step). */
export const firstInvalidField = (snapshot: Snapshot) => snapshot.context.errorOrder[0] ?? null
