// @carreiras/core/testing: sample records for tests and stories — a candidate's profile and personal data,
// and profile update requests — as core's suites and the design system's stories use them, for a site's
// tests of its own screens. Not part of the root entry, so no page bundles them (docs/packages.md,
// "@carreiras/core/testing"). The other fixtures of core's suites stay unpublished.
// The specifiers name the `.js` file: the fixtures are bundled into this entry and have no JavaScript of their
// own in dist/, so the declaration build could not complete them (a node16 consumer needs the extension).
export {
  ANA_PERSONAL_DATA,
  ANA_PROFILE,
  NEW_ACCOUNT_PROFILE,
  PERSONAL_DATA_LISTS_FIXTURE,
} from './personal-data/personal-data.fixtures.js'
export {
  FULL_REQUEST,
  LISTS_ONLY_REQUEST,
  QUESTIONS_ONLY_REQUEST,
  UPDATE_QUESTIONS,
} from './profile-wizard/profile-wizard.fixtures.js'
