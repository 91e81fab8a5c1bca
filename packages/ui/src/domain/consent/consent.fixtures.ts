// The consent components' views for stories and tests: what core's connectConsent answers.
import { ptBR, type ConsentPurposeView, type ConsentState } from '@carreiras/core'

const t = ptBR.consent

export function purposeViews(
  states: Partial<Record<ConsentPurposeView['purpose'], ConsentState>> = {},
): ConsentPurposeView[] {
  return (['survey', 'chat', 'marketing'] as const).map((purpose) => {
    const state = states[purpose] ?? 'undecided'
    return {
      purpose,
      label: t.purposes[purpose].label,
      description: t.purposes[purpose].description,
      state,
      stateText: t[state],
      recordedText:
        state === 'undecided'
          ? null
          : `${t.recordedAt.replace('{date}', '26/11/2026 às 15:40')} ${t.origins.profile}`,
    }
  })
}
