/**
 * Every root field of schema/platform.graphql, with its kind and the spec document that first names it
 * ('01' = site, accounts and applications; '02' = profile, tests and transport). The platform asserts that
 * it answers each one (NOT_IMPLEMENTED until built); src/schema.test.ts asserts that this list and the schema
 * agree. Plain data: no graphql import.
 */
export interface SpecOperation {
  readonly name: string
  readonly kind: 'query' | 'mutation'
  readonly doc: '01' | '02'
}

const q = (name: string, doc: '01' | '02'): SpecOperation => ({ name, kind: 'query', doc })
const m = (name: string, doc: '01' | '02'): SpecOperation => ({ name, kind: 'mutation', doc })

export const SPEC_OPERATIONS: readonly SpecOperation[] = [
  // Opportunities and applications
  q('opportunity', '01'),
  q('subscriptions', '01'),
  q('subscriptionsWithPagination', '01'),
  q('subscriptionQuestions', '01'),
  q('listQuestionFiles', '01'),
  // docs/apply-again.md: the signed-in candidate's earlier answers, offered when applying again
  q('earlierAnswers', '01'),
  m('uploadFilesQuestion', '01'),
  m('removeAttachedFile', '01'),
  m('validateCandidateEliminatoryQuestions', '01'),
  m('subscriptionNew', '01'),
  m('createAndIndexSubscriptionLead', '01'),
  m('subscriptionLogicalDelete', '01'),
  // The application flow: the form's draft and the refusal review kept on the platform
  m('saveSubscriptionDraft', '01'),
  m('requestRefusalReview', '01'),
  q('eligibleCandidate', '01'),
  m('eligibilityItau', '01'),
  q('domains', '01'),
  // Accounts
  q('users', '01'),
  q('user', '01'),
  m('updateHunting', '01'),
  m('acceptTermsOfUse', '01'),
  q('validTokenEmail', '01'),
  m('userLogin', '01'),
  m('userCreate', '01'),
  m('passwordRecovery', '01'),
  m('changePassword', '01'),
  // Change password, signed in: whether the form asks for the current password
  q('hasPassword', '01'),
  m('generateTokenChangeEmail', '01'),
  m('changeEmail', '01'),
  m('removeUser', '01'),
  m('linkedinProfile', '01'),
  m('createSessionToken', '01'),
  m('logout', '01'),
  // Access and identity
  q('isEmployer', '02'),
  m('employerSignIn', '02'),
  m('employerSignUp', '02'),
  m('socialMediaLogin', '02'),
  m('itauLogin', '02'),
  m('microsoftGraphLogin', '02'),
  m('magazineLuizaLogin', '02'),
  q('profileExternalBase', '02'),
  m('integrateProfileExternalBase', '02'),
  q('validateMagazineLuizaEmployees', '02'),
  m('followCompany', '02'),
  q('companyFollow', '02'),
  q('companyInternalRecruitment', '02'),
  // Consent per optional purpose (LGPD; docs/consent-and-survey.md)
  q('consents', '02'),
  m('setConsents', '02'),
  // Saved jobs (docs/saved-jobs.md)
  q('savedJobs', '02'),
  m('saveJob', '02'),
  m('unsaveJob', '02'),
  m('mergeSavedJobs', '02'),
  // Hunting
  q('decryptTokenHunting', '02'),
  m('acceptHunting', '02'),
  m('refuseHunting', '02'),
  // Profile
  q('formStruct', '02'),
  q('education', '02'),
  q('professionalExperience', '02'),
  q('languageProficiency', '02'),
  q('profileQuestionUpdate', '02'),
  m('personalDataUpdate', '02'),
  m('uploadUserAvatar', '02'),
  m('educationCreateUpdate', '02'),
  m('educationDelete', '02'),
  m('professionalExpCreateUpdate', '02'),
  m('professionalExpDelete', '02'),
  m('causeExpCreateUpdate', '02'),
  m('causeExpDelete', '02'),
  m('languageCreateUpdate', '02'),
  m('languageDelete', '02'),
  m('acknowledgementCreateUpdate', '02'),
  m('acknowledgementDelete', '02'),
  m('certificationCreateUpdate', '02'),
  m('certificationDelete', '02'),
  m('skillsCreateUpdate', '02'),
  // Beyond the spec: the no-experience flag kept on the profile, and joining the talent bank
  m('noProfessionalExperienceUpdate', '02'),
  m('joinTalentBank', '02'),
  m('uploadUserDocument', '02'),
  m('removeUserLaudo', '02'),
  m('questionUpdate', '02'),
  // Events
  m('confirmEvent', '02'),
  m('refuseEvent', '02'),
  m('cancelEventDecision', '02'),
  // Online tests
  q('subscriptionTests', '02'),
  q('subscriptionRecentTests', '02'),
  q('testSummary', '02'),
  q('testCover', '02'),
  q('testQuestion', '02'),
  m('saveTestQuestion', '02'),
  m('returnPrimeiraEscolha', '02'),
  m('returnTest', '02'),
  // docs/decisions.md, "Online tests": extra time on a timed test for a candidate with a disability
  m('requestTestExtraTime', '02'),
]
