// `npm test` (scripts/test.mjs) runs the journeys in three lanes beside the other gates: the first starts right
// after the build; the second runs these files once the story tests are done, the third once typecheck, lint
// and the unit suites are, so that the two cores stay busy to the end instead of one idling while the other
// finishes the journeys. Chosen by their measured time (scripts/test.mjs, at the lanes). `E2E_LANE` unset runs
// every file.
export const SECOND_LANE = [
  '**/profile-sections.spec.ts',
  '**/resume.spec.ts',
  '**/identity-providers.spec.ts',
  '**/internal-recruitment.spec.ts',
  '**/push.spec.ts',
  '**/request-fanout.spec.ts',
]

// The third lane starts after the unit suites (about 16 minutes in CI's run of 2026-12-02, where the first lane
// took 30): the newer, shorter journey files go here.
export const THIRD_LANE = [
  '**/register-profile.spec.ts',
  '**/flow-edges.spec.ts',
  '**/tests-edges.spec.ts',
  '**/document-modal.spec.ts',
  '**/session-check.spec.ts',
]
