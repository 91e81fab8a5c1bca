// `npm test` (scripts/test.mjs) runs the journeys in two lanes beside the other gates: the first starts
// right after the build; the second runs these files once typecheck, lint, unit and story tests are done,
// so the two cores stay busy to the end instead of one idling while the other finishes the journeys.
// Chosen by their measured time (about a tenth of the journeys); `E2E_LANE` unset runs every file.
// Issue 17's journeys are shared between the lanes: three here, the consent/survey and chat/marketing ones in the first.
export const SECOND_LANE = [
  '**/profile-sections.spec.ts',
  '**/resume.spec.ts',
  '**/identity-providers.spec.ts',
  '**/internal-recruitment.spec.ts',
  '**/push.spec.ts',
]
