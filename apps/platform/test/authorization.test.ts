// THE AUTHORIZATION TEST (docs/wire-format.md, "Who may call what"): a session of user A calling any user-scoped
// operation with user B's id gets 'Não autorizado' (UNAUTHORIZED). The user-scoped operations are found by
// walking the SDL (every root field with a `user_id`/`userId` argument, plus `user(id)`), so an operation
// implemented later cannot slip through: it must be added to CASES (checked here) or, when docs/wire-format.md
// authorizes it by a secret instead of the session, to SECRET_AUTHORIZED (checked without the secret).
import { CONSENT_VERSION, DEFAULT_COMPANY_ID } from '@carreiras/core'
import type { GraphQLObjectType } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPlatformSchema, unimplementedRootFields } from '../src/graphql/schema.js'
import { clientOf, failure, signUp, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

type Case = (b: SignedUp) => { query: string; variables: Record<string, unknown> }

const C = DEFAULT_COMPANY_ID

/** Every implemented user-scoped operation, called with B's id. */
const CASES: Record<string, Case> = {
  'Query.user': (b) => ({ query: 'query($id: ID) { user(id: $id) { id email } }', variables: { id: b.id } }),
  'Query.isEmployer': (b) => ({
    query: 'query($u: ID, $c: ID) { isEmployer(user_id: $u, company_id: $c) { isEmployer } }',
    variables: { u: b.id, c: C },
  }),
  'Query.companyFollow': (b) => ({
    query: 'query($u: ID!, $c: ID!) { companyFollow(userId: $u, companyId: $c) { id } }',
    variables: { u: b.id, c: C },
  }),
  'Mutation.changePassword': (b) => ({
    query:
      'mutation($u: ID, $password: String!) { changePassword(password: $password, user_id: $u) { success } }',
    variables: { u: b.id, password: 'tomada-123' },
  }),
  'Mutation.removeUser': (b) => ({
    query: 'mutation($u: ID!) { removeUser(user_id: $u) { success } }',
    variables: { u: b.id },
  }),
  'Mutation.acceptTermsOfUse': (b) => ({
    query:
      'mutation($u: ID, $c: ID) { acceptTermsOfUse(user_id: $u, company_id: $c, source: "carreiras") { success } }',
    variables: { u: b.id, c: C },
  }),
  'Mutation.followCompany': (b) => ({
    query: 'mutation($u: ID!, $c: ID!) { followCompany(user_id: $u, company_id: $c) { success } }',
    variables: { u: b.id, c: C },
  }),
  // Résumé sections: reads and saves with B's id; a record of B reached with A's own id is NOT_FOUND
  // (resume.test.ts).
  ...Object.fromEntries(
    ['education', 'professionalExperience', 'languageProficiency'].map((field) => [
      `Query.${field}`,
      (b: SignedUp) => ({
        query: `query($id: ID!, $u: ID) { ${field}(id: $id, userId: $u) { id } }`,
        variables: { id: '1', u: b.id },
      }),
    ]),
  ),
  'Mutation.educationCreateUpdate': (b) => ({
    query: `mutation($u: ID!) { educationCreateUpdate(user_id: $u, country_id: 31, state_id: 26, level: 2,
      status: 2) { id } }`,
    variables: { u: b.id },
  }),
  'Mutation.professionalExpCreateUpdate': (b) => ({
    query: `mutation($u: ID!) { professionalExpCreateUpdate(user_id: $u, company: "Tomada", role: "Cargo",
      responsabilities: "Nada", start_year: "01/2020", level: 1, area: 1, current_occupation: true) { id } }`,
    variables: { u: b.id },
  }),
  'Mutation.languageCreateUpdate': (b) => ({
    query: 'mutation($u: ID!) { languageCreateUpdate(user_id: $u, language: 1, proficiency: 1) { id } }',
    variables: { u: b.id },
  }),
  'Mutation.causeExpCreateUpdate': (b) => ({
    query: 'mutation($u: ID!) { causeExpCreateUpdate(user_id: $u, organization: "ONG") { id } }',
    variables: { u: b.id },
  }),
  'Mutation.acknowledgementCreateUpdate': (b) => ({
    query: 'mutation($u: ID!) { acknowledgementCreateUpdate(user_id: $u, title: "Prêmio") { id } }',
    variables: { u: b.id },
  }),
  'Mutation.certificationCreateUpdate': (b) => ({
    query: 'mutation($u: ID!) { certificationCreateUpdate(user_id: $u, description: "NR-35") { id } }',
    variables: { u: b.id },
  }),
  'Mutation.skillsCreateUpdate': (b) => ({
    query: 'mutation($u: ID!) { skillsCreateUpdate(user_id: $u, skills: ["Tomada"]) { success } }',
    variables: { u: b.id },
  }),
  ...Object.fromEntries(
    [
      'educationDelete',
      'professionalExpDelete',
      'languageDelete',
      'causeExpDelete',
      'acknowledgementDelete',
      'certificationDelete',
    ].map((field) => [
      `Mutation.${field}`,
      (b: SignedUp) => ({
        query: `mutation($u: ID!, $id: ID!) { ${field}(user_id: $u, id: $id) { success } }`,
        variables: { u: b.id, id: '1' },
      }),
    ]),
  ),
  // Applications and personal data.
  'Query.subscriptions': (b) => ({
    query: 'query($u: ID) { subscriptions(userId: $u) { id } }',
    variables: { u: b.id },
  }),
  'Query.subscriptionsWithPagination': (b) => ({
    query: 'query($u: ID) { subscriptionsWithPagination(userId: $u) { records { id } } }',
    variables: { u: b.id },
  }),
  'Query.eligibleCandidate': (b) => ({
    query: 'query($u: ID) { eligibleCandidate(userId: $u, opportunityId: 100001) { eligible } }',
    variables: { u: b.id },
  }),
  ...Object.fromEntries(
    ['subscriptionNew', 'createAndIndexSubscriptionLead', 'requestRefusalReview', 'eligibilityItau'].map(
      (field) => [
        `Mutation.${field}`,
        (b: SignedUp) => ({
          query: `mutation($u: ID!) { ${field}(opportunity_id: 100001, user_id: $u) { __typename } }`,
          variables: { u: b.id },
        }),
      ],
    ),
  ),
  'Mutation.saveSubscriptionDraft': (b) => ({
    query:
      'mutation($u: ID!) { saveSubscriptionDraft(opportunity_id: 100001, user_id: $u, draft: {}) { id } }',
    variables: { u: b.id },
  }),
  'Mutation.validateCandidateEliminatoryQuestions': (b) => ({
    query: `mutation($u: ID) { validateCandidateEliminatoryQuestions(opportunity_id: 100001, user_id: $u,
      questions: [{ id: 1007, answer: "Não" }]) { subscribe } }`,
    variables: { u: b.id },
  }),
  'Mutation.subscriptionLogicalDelete': (b) => ({
    query: 'mutation($u: ID!) { subscriptionLogicalDelete(subscription_id: 1, user_id: $u) { id } }',
    variables: { u: b.id },
  }),
  'Mutation.uploadFilesQuestion': (b) => ({
    query: `mutation($u: ID) { uploadFilesQuestion(user_id: $u, question_id: 1006, document_base64: "JVBERi0xLjQK",
      original_filename: "a.pdf") { id } }`,
    variables: { u: b.id },
  }),
  'Mutation.personalDataUpdate': (b) => ({
    query: 'mutation($u: ID!) { personalDataUpdate(user_id: $u, firstname: "Tomada") { success } }',
    variables: { u: b.id },
  }),
  'Mutation.uploadUserAvatar': (b) => ({
    query: 'mutation($u: ID!) { uploadUserAvatar(user_id: $u, image_base64: "iVBORw0KGgo=") { avatar } }',
    variables: { u: b.id },
  }),
  'Mutation.uploadUserDocument': (b) => ({
    query: `mutation($u: ID!) { uploadUserDocument(user_id: $u, document_base64: "JVBERi0xLjQK",
      original_filename: "laudo.pdf", upload_name: "laudo") { id } }`,
    variables: { u: b.id },
  }),
  'Mutation.removeUserLaudo': (b) => ({
    query: 'mutation($u: ID!) { removeUserLaudo(user_id: $u, medical_report_id: 1) { success } }',
    variables: { u: b.id },
  }),
  // Online tests; the operations on a header (testQuestion, saveTestQuestion, requestTestExtraTime) take no
  // user id: tests.test.ts checks another candidate's header there.
  'Query.subscriptionTests': (b) => ({
    query: 'query($u: ID) { subscriptionTests(userId: $u, opportunityId: 100006) { records { test_id } } }',
    variables: { u: b.id },
  }),
  'Query.subscriptionRecentTests': (b) => ({
    query: 'query($u: ID) { subscriptionRecentTests(userId: $u, testIds: [3001]) { records { test_id } } }',
    variables: { u: b.id },
  }),
  'Query.testSummary': (b) => ({
    query:
      'query($u: ID) { testSummary(userId: $u, opportunityId: 100006, sourceTestId: 3001) { records { test_id } } }',
    variables: { u: b.id },
  }),
  'Query.testCover': (b) => ({
    query:
      'query($u: ID) { testCover(userId: $u, opportunityId: 100006, testId: 3001) { json { header_test { id } } } }',
    variables: { u: b.id },
  }),
  ...Object.fromEntries(
    ['returnTest', 'returnPrimeiraEscolha'].map((field) => [
      `Mutation.${field}`,
      (b: SignedUp) => ({
        query: `mutation($u: ID!) { ${field}(opportunity_id: 378937, user_id: $u, source_test_id: 2015) { success } }`,
        variables: { u: b.id },
      }),
    ]),
  ),
  // The candidate's area: events' decisions (events.test.ts checks B's own event from A's session), the
  // no-experience flag and the talent bank.
  'Mutation.confirmEvent': (b) => ({
    query: `mutation($u: ID!) { confirmEvent(opportunity_id: 100001, user_id: $u, event_id: 1, schedule_id: 1)
      { success } }`,
    variables: { u: b.id },
  }),
  ...Object.fromEntries(
    ['refuseEvent', 'cancelEventDecision'].map((field) => [
      `Mutation.${field}`,
      (b: SignedUp) => ({
        query: `mutation($u: ID!) { ${field}(opportunity_id: 100001, user_id: $u, event_id: 1) { success } }`,
        variables: { u: b.id },
      }),
    ]),
  ),
  'Mutation.noProfessionalExperienceUpdate': (b) => ({
    query: 'mutation($u: ID!) { noProfessionalExperienceUpdate(user_id: $u, value: true) { success } }',
    variables: { u: b.id },
  }),
  'Mutation.joinTalentBank': (b) => ({
    query: `mutation($u: ID!, $c: ID!) { joinTalentBank(user_id: $u, company_id: $c,
      answers: [{ id: "1", question: "Tomada?", answer: "Sim" }]) { success } }`,
    variables: { u: b.id, c: C },
  }),
  // Consent: B's choices are read and recorded only with B's session.
  'Query.consents': (b) => ({
    query: 'query($u: ID!) { consents(user_id: $u) { purpose granted } }',
    variables: { u: b.id },
  }),
  'Mutation.setConsents': (b) => ({
    query: `mutation($u: ID!, $v: String!) { setConsents(user_id: $u, version: $v, origin: "profile",
      choices: [{ purpose: "survey", granted: true }]) { purpose } }`,
    variables: { u: b.id, v: CONSENT_VERSION },
  }),
  // Saved jobs (docs/saved-jobs.md): B's list is read and changed only with B's session.
  'Query.savedJobs': (b) => ({
    query: 'query($u: ID!) { savedJobs(user_id: $u) { opportunityId } }',
    variables: { u: b.id },
  }),
  ...Object.fromEntries(
    ['saveJob', 'unsaveJob'].map((field) => [
      `Mutation.${field}`,
      (b: SignedUp) => ({
        query: `mutation($u: ID!) { ${field}(user_id: $u, opportunity_id: 100001) { opportunityId } }`,
        variables: { u: b.id },
      }),
    ]),
  ),
  'Mutation.mergeSavedJobs': (b) => ({
    query: 'mutation($u: ID!) { mergeSavedJobs(user_id: $u, opportunity_ids: [100001]) { opportunityId } }',
    variables: { u: b.id },
  }),
  // Company requests: B's update request and external profile stay B's.
  'Query.profileQuestionUpdate': (b) => ({
    query: 'query($u: ID) { profileQuestionUpdate(userId: $u, idToken: "x.y") { id } }',
    variables: { u: b.id },
  }),
  'Mutation.questionUpdate': (b) => ({
    query:
      'mutation($u: ID!) { questionUpdate(questions_update_id: 1, user_id: $u, questions: []) { success } }',
    variables: { u: b.id },
  }),
  'Mutation.integrateProfileExternalBase': (b) => ({
    query:
      'mutation($u: ID!, $e: String) { integrateProfileExternalBase(user_id: $u, email: $e) { success } }',
    variables: { u: b.id, e: b.email },
  }),
}

/** The exceptions of docs/wire-format.md, "Who may call what": authorized by a secret the person holds; each is called here without it. */
const SECRET_AUTHORIZED: Record<
  string,
  {
    query: string
    check: (b: SignedUp, result: unknown) => void
    variables: (b: SignedUp) => Record<string, unknown>
  }
> = {
  // Sends a code to B's phone on file; A learns only the censored phone, never the code.
  'Mutation.generateTokenChangeEmail': {
    query: 'mutation($u: ID) { generateTokenChangeEmail(user_id: $u) { generateToken phone } }',
    variables: (b) => ({ u: b.id }),
    check: (_b, result) =>
      expect(result).toEqual({ generateTokenChangeEmail: { generateToken: true, phone: '(11) *****-4321' } }),
  },
  'Query.validTokenEmail': {
    query: 'query($u: ID, $t: String!) { validTokenEmail(userId: $u, token: $t) { valid } }',
    variables: (b) => ({ u: b.id, t: '123456' }),
    check: (_b, result) => expect(result).toEqual({ validTokenEmail: { valid: false } }),
  },
  'Mutation.changeEmail': {
    query:
      'mutation($u: ID, $t: String!) { changeEmail(user_id: $u, token: $t, email: "tomada@example.com") { success } }',
    variables: (b) => ({ u: b.id, t: '123456' }),
    check: (_b, result) => expect((result as { code: string }).code).toBe('VALIDATION'),
  },
  // The forced user id of the internal platform login: it names the person, the password decides; B is
  // nobody's employer, and no payload (no session token) comes back without B's password.
  'Mutation.employerSignIn': {
    query: `mutation($u: ID, $c: ID) { employerSignIn(user_id: $u, password: "tomada-123", company_id: $c)
      { id token } }`,
    variables: (b) => ({ u: b.id, c: C }),
    check: (_b, result) => expect((result as { code: string }).code).toBe('USER_NOT_FOUND'),
  },
}

/** Root fields that take a user id, found in the SDL. */
function userScopedFields(): string[] {
  const schema = buildPlatformSchema()
  return [schema.getQueryType(), schema.getMutationType()]
    .filter((type): type is GraphQLObjectType => type != null)
    .flatMap((type) =>
      Object.values(type.getFields())
        .filter(
          (field) =>
            field.args.some((arg) => arg.name === 'user_id' || arg.name === 'userId') ||
            (type.name === 'Query' && field.name === 'user'),
        )
        .map((field) => `${type.name}.${field.name}`),
    )
}

let platform: TestPlatform
let a: SignedUp
let b: SignedUp

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
  a = await signUp(platform)
  b = await signUp(platform)
})
afterAll(() => platform.close())

describe("a session of user A with user B's id", () => {
  const scoped = userScopedFields()
  const unimplemented = new Set(unimplementedRootFields(buildPlatformSchema()))
  const implemented = scoped.filter((field) => !unimplemented.has(field))

  it('finds the user-scoped operations in the SDL', () => {
    expect(scoped.length).toBeGreaterThan(30)
    expect(scoped).toEqual(
      expect.arrayContaining(['Query.user', 'Mutation.removeUser', 'Mutation.followCompany']),
    )
  })

  it('every implemented user-scoped operation is checked here', () => {
    const unchecked = implemented.filter((field) => !(field in CASES) && !(field in SECRET_AUTHORIZED))
    expect(unchecked, 'add them to CASES (or, per docs/wire-format.md, SECRET_AUTHORIZED)').toEqual([])
    for (const field of [...Object.keys(CASES), ...Object.keys(SECRET_AUTHORIZED)])
      expect(implemented).toContain(field)
  })

  it.each(Object.keys(CASES))('%s → Não autorizado (UNAUTHORIZED)', async (field) => {
    const { query, variables } = CASES[field]!(b)
    const asA = await failure(a.client.request(query, variables))
    expect(asA.code).toBe('UNAUTHORIZED')
    expect(asA.message).toBe('Não autorizado')
    const anonymous = await failure(clientOf(platform).request(query, variables))
    expect(anonymous.code).toBe('UNAUTHORIZED')
  })

  it.each(Object.keys(SECRET_AUTHORIZED))('%s → nothing without the secret', async (field) => {
    const { query, variables, check } = SECRET_AUTHORIZED[field]!
    let result: unknown
    try {
      result = await a.client.request(query, variables(b))
    } catch (error) {
      result = error
    }
    check(b, result)
  })

  // Takes no user id but a cpf: only the session user's own cpf is checked.
  it("validateMagazineLuizaEmployees with B's cpf → Não autorizado (UNAUTHORIZED)", async () => {
    const query = 'query($cpf: String!) { validateMagazineLuizaEmployees(cpf: $cpf) { contributor } }'
    const asA = await failure(a.client.request(query, { cpf: b.cpf }))
    expect([asA.code, asA.message]).toEqual(['UNAUTHORIZED', 'Não autorizado'])
    expect((await failure(clientOf(platform).request(query, { cpf: b.cpf }))).code).toBe('UNAUTHORIZED')
  })

  it('left B untouched', async () => {
    const data = await b.client.request<{
      user: {
        email: string
        avatar: string | null
        profile: Record<string, unknown>
      }
      subscriptions: unknown[]
    }>(
      `query($id: ID, $c: ID!) { user(id: $id) { email avatar profile { educations { id } skills firstname
        medicalReports { id } noProfessionalExperience talentBankJoinedAt(companyId: $c) } }
        subscriptions(userId: $id) { id } }`,
      { id: b.id, c: C },
    )
    expect(data.user.email).toBe(b.email)
    expect(data.user.avatar).toBeNull()
    expect(data.user.profile).toEqual({
      educations: [],
      skills: [],
      firstname: 'Joana',
      medicalReports: [],
      noProfessionalExperience: false,
      talentBankJoinedAt: null,
    })
    expect(data.subscriptions).toEqual([])
  })
})
