import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  GraphQLEnumType,
  GraphQLObjectType,
  assertValidSchema,
  buildSchema,
  getNamedType,
  Kind as AstKind,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  validate,
  type GraphQLField,
} from 'graphql'
import { describe, expect, it } from 'vitest'
import { SPEC_OPERATIONS } from './schema-operations.js'

const schemaPath = fileURLToPath(new URL('../schema/platform.graphql', import.meta.url))
const operationsDir = fileURLToPath(new URL('./operations/', import.meta.url))
const schema = buildSchema(readFileSync(schemaPath, 'utf8'))

type Kind = 'query' | 'mutation'

function rootField(kind: Kind, name: string): GraphQLField<unknown, unknown> | undefined {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType()
  return root?.getFields()[name]
}

/**
 * Every operation named in the spec's two documents: [name as the spec gives it, document, kind, field].
 * Store actions and descriptive names map to the field chosen in the SDL.
 */
const SPEC_NAMES: readonly (readonly [string, '01' | '02', Kind, string])[] = [
  // The site's calls
  ['opportunity by id (opportunities GraphQL)', '01', 'query', 'opportunity'],
  ['subscriptions', '01', 'query', 'subscriptions'],
  ['subscriptions list', '01', 'query', 'subscriptions'],
  ['subscriptionsWithPagination', '01', 'query', 'subscriptionsWithPagination'],
  ['subscriptionQuestions', '01', 'query', 'subscriptionQuestions'],
  ['listQuestionFiles', '01', 'query', 'listQuestionFiles'],
  ['uploadFilesQuestion', '01', 'mutation', 'uploadFilesQuestion'],
  ['removeAttachedFile', '01', 'mutation', 'removeAttachedFile'],
  ['validateCandidateEliminatoryQuestions', '01', 'mutation', 'validateCandidateEliminatoryQuestions'],
  ['subscriptionNew', '01', 'mutation', 'subscriptionNew'],
  ['createAndIndexSubscriptionLead', '01', 'mutation', 'createAndIndexSubscriptionLead'],
  ['subscriptionLogicalDelete', '01', 'mutation', 'subscriptionLogicalDelete'],
  ['application draft (answers kept on the lead)', '01', 'mutation', 'saveSubscriptionDraft'],
  ['refusal review request (/inscricao-recusada)', '01', 'mutation', 'requestRefusalReview'],
  ['eligibleCandidate', '01', 'query', 'eligibleCandidate'],
  ['eligibilityItau', '01', 'mutation', 'eligibilityItau'],
  ['domains', '01', 'query', 'domains'],
  ['users lookup', '01', 'query', 'users'],
  ['user profile query (cpf)', '01', 'query', 'user'],
  ['updateHunting', '01', 'mutation', 'updateHunting'],
  ['acceptTermsOfUse', '01', 'mutation', 'acceptTermsOfUse'],
  ['validTokenEmail', '01', 'query', 'validTokenEmail'],
  // Store actions
  ['signIn', '01', 'mutation', 'userLogin'],
  ['signUp', '01', 'mutation', 'userCreate'],
  ['passwordRecovery', '01', 'mutation', 'passwordRecovery'],
  ['changePassword', '01', 'mutation', 'changePassword'],
  ['change password signed in: the current one asked', '01', 'query', 'hasPassword'],
  ['generateTokenChangeEmail', '01', 'mutation', 'generateTokenChangeEmail'],
  ['changeEmail', '01', 'mutation', 'changeEmail'],
  ['removeUser', '01', 'mutation', 'removeUser'],
  ['linkedinProfile', '01', 'mutation', 'linkedinProfile'],
  ['createSessionToken', '01', 'mutation', 'createSessionToken'],
  ['sign-out (session end)', '01', 'mutation', 'logout'],
  // Access and identity
  ['isEmployer', '02', 'query', 'isEmployer'],
  ['employerSignIn', '02', 'mutation', 'employerSignIn'],
  ['employerSignUp', '02', 'mutation', 'employerSignUp'],
  ['userLogin', '02', 'mutation', 'userLogin'],
  ['socialMediaLogin', '02', 'mutation', 'socialMediaLogin'],
  ['itauLogin', '02', 'mutation', 'itauLogin'],
  ['microsoftGraphLogin', '02', 'mutation', 'microsoftGraphLogin'],
  ['magazineLuizaLogin', '02', 'mutation', 'magazineLuizaLogin'],
  ['user(id)', '02', 'query', 'user'],
  ['userCreate', '02', 'mutation', 'userCreate'],
  ['passwordRecovery', '02', 'mutation', 'passwordRecovery'],
  ['changePassword', '02', 'mutation', 'changePassword'],
  ['users', '02', 'query', 'users'],
  ['removeUser', '02', 'mutation', 'removeUser'],
  ['generateTokenChangeEmail', '02', 'mutation', 'generateTokenChangeEmail'],
  ['validTokenEmail', '02', 'query', 'validTokenEmail'],
  ['changeEmail', '02', 'mutation', 'changeEmail'],
  ['profileExternalBase', '02', 'query', 'profileExternalBase'],
  ['integrateProfileExternalBase', '02', 'mutation', 'integrateProfileExternalBase'],
  ['validateMagazineLuizaEmployees', '02', 'query', 'validateMagazineLuizaEmployees'],
  ['acceptTermsOfUse', '02', 'mutation', 'acceptTermsOfUse'],
  ['followCompany', '02', 'mutation', 'followCompany'],
  ['companyFollow', '02', 'query', 'companyFollow'],
  ['companyInternalRecruitment', '02', 'query', 'companyInternalRecruitment'],
  ['consent choices in force (LGPD)', '02', 'query', 'consents'],
  ['earlier answers for applying again (docs/apply-again.md)', '01', 'query', 'earlierAnswers'],
  ['recording consent choices (LGPD)', '02', 'mutation', 'setConsents'],
  // Saved jobs (docs/saved-jobs.md)
  ['saved jobs', '02', 'query', 'savedJobs'],
  ['saving a job', '02', 'mutation', 'saveJob'],
  ['removing a saved job', '02', 'mutation', 'unsaveJob'],
  ['merging the saved jobs of the browser', '02', 'mutation', 'mergeSavedJobs'],
  // Hunting
  ['decryptTokenHunting', '02', 'query', 'decryptTokenHunting'],
  ['acceptHunting', '02', 'mutation', 'acceptHunting'],
  ['refuseHunting', '02', 'mutation', 'refuseHunting'],
  ['updateHunting', '02', 'mutation', 'updateHunting'],
  // Profile
  ['user(id) profile read', '02', 'query', 'user'],
  ['formStruct', '02', 'query', 'formStruct'],
  ['domains', '02', 'query', 'domains'],
  ['education', '02', 'query', 'education'],
  ['professionalExperience', '02', 'query', 'professionalExperience'],
  ['languageProficiency', '02', 'query', 'languageProficiency'],
  ['profileQuestionUpdate', '02', 'query', 'profileQuestionUpdate'],
  ['personalDataUpdate', '02', 'mutation', 'personalDataUpdate'],
  ['uploadUserAvatar', '02', 'mutation', 'uploadUserAvatar'],
  ['educationCreateUpdate', '02', 'mutation', 'educationCreateUpdate'],
  ['educationDelete', '02', 'mutation', 'educationDelete'],
  ['professionalExpCreateUpdate', '02', 'mutation', 'professionalExpCreateUpdate'],
  ['professionalExpDelete', '02', 'mutation', 'professionalExpDelete'],
  ['causeExpCreateUpdate', '02', 'mutation', 'causeExpCreateUpdate'],
  ['causeExpDelete', '02', 'mutation', 'causeExpDelete'],
  ['languageCreateUpdate', '02', 'mutation', 'languageCreateUpdate'],
  ['languageDelete', '02', 'mutation', 'languageDelete'],
  ['acknowledgementCreateUpdate', '02', 'mutation', 'acknowledgementCreateUpdate'],
  ['acknowledgementDelete', '02', 'mutation', 'acknowledgementDelete'],
  ['certificationCreateUpdate', '02', 'mutation', 'certificationCreateUpdate'],
  ['certificationDelete', '02', 'mutation', 'certificationDelete'],
  ['skillsCreateUpdate', '02', 'mutation', 'skillsCreateUpdate'],
  ['no-experience flag kept on the profile', '02', 'mutation', 'noProfessionalExperienceUpdate'],
  ['joining the talent bank (/banco-de-talentos)', '02', 'mutation', 'joinTalentBank'],
  ['uploadUserDocument', '02', 'mutation', 'uploadUserDocument'],
  ['removeUserLaudo', '02', 'mutation', 'removeUserLaudo'],
  ['questionUpdate', '02', 'mutation', 'questionUpdate'],
  ['listQuestionFiles', '02', 'query', 'listQuestionFiles'],
  ['uploadFilesQuestion', '02', 'mutation', 'uploadFilesQuestion'],
  ['removeAttachedFile', '02', 'mutation', 'removeAttachedFile'],
  ['subscriptionsWithPagination', '02', 'query', 'subscriptionsWithPagination'],
  // Events
  ['confirmEvent', '02', 'mutation', 'confirmEvent'],
  ['refuseEvent', '02', 'mutation', 'refuseEvent'],
  ['cancelEventDecision', '02', 'mutation', 'cancelEventDecision'],
  // Tests
  ['subscriptionTests', '02', 'query', 'subscriptionTests'],
  ['subscriptionRecentTests', '02', 'query', 'subscriptionRecentTests'],
  ['testSummary', '02', 'query', 'testSummary'],
  ['testCover', '02', 'query', 'testCover'],
  ['testQuestion', '02', 'query', 'testQuestion'],
  ['saveTestQuestion', '02', 'mutation', 'saveTestQuestion'],
  ['returnPrimeiraEscolha', '02', 'mutation', 'returnPrimeiraEscolha'],
  ['returnTest', '02', 'mutation', 'returnTest'],
  [
    'extra time on a timed test (docs/decisions.md, "Online tests")',
    '02',
    'mutation',
    'requestTestExtraTime',
  ],
  ['is-enrolled check', '02', 'query', 'subscriptions'],
]

/** Arguments the two documents name differently: [kind, field, both names]. */
const ALIASES: readonly (readonly [Kind, string, readonly string[]])[] = [
  ['mutation', 'userCreate', ['first_name', 'firstname']],
  ['mutation', 'userCreate', ['last_name', 'lastname']],
  ['query', 'subscriptionsWithPagination', ['listTests', 'getOnlineTests']],
  ['mutation', 'removeAttachedFile', ['document_id', 'id']],
  ['mutation', 'generateTokenChangeEmail', ['id', 'user_id']],
  ['query', 'validTokenEmail', ['id', 'userId']],
  ['mutation', 'changeEmail', ['id', 'user_id']],
  ['mutation', 'passwordRecovery', ['return_url', 'domain']],
  ['query', 'user', ['id', 'cpf']],
  ['mutation', 'educationCreateUpdate', ['education_id', 'id']],
  ['mutation', 'educationDelete', ['education_id', 'id']],
]

/** Results that carry a session token (docs/wire-format.md). */
const SESSION_RESULTS: readonly string[] = [
  'userLogin',
  'userCreate',
  'employerSignIn',
  'employerSignUp',
  'socialMediaLogin',
  'itauLogin',
  'microsoftGraphLogin',
  'magazineLuizaLogin',
  'acceptHunting',
]

describe('platform.graphql', () => {
  it('is a valid schema', () => {
    expect(() => assertValidSchema(schema)).not.toThrow()
  })

  it('has no subscription root: `Subscription` is the application type', () => {
    expect(schema.getSubscriptionType()).toBeFalsy()
    expect(schema.getType('Subscription')).toBeInstanceOf(GraphQLObjectType)
  })

  it.each(SPEC_NAMES)('answers %s (doc %s) as %s %s', (_name, _doc, kind, field) => {
    expect(rootField(kind, field), `${kind} ${field}`).toBeDefined()
  })

  it('lists every root field in SPEC_OPERATIONS, with its kind, exactly once', () => {
    const inSchema = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((name) => `query ${name}`),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((name) => `mutation ${name}`),
    ].sort()
    const listed = SPEC_OPERATIONS.map(({ kind, name }) => `${kind} ${name}`).sort()
    expect(listed).toEqual(inSchema)
    expect(new Set(listed).size).toBe(listed.length)
    const mapped = new Set(SPEC_NAMES.map(([, , kind, field]) => `${kind} ${field}`))
    const unmapped = listed.filter((op) => !mapped.has(op))
    expect(unmapped).toEqual([])
  })

  it.each(ALIASES)('%s %s accepts both %j, optional and described', (kind, field, names) => {
    const args = rootField(kind, field)?.args ?? []
    for (const name of names) {
      const arg = args.find((a) => a.name === name)
      expect(arg, `${field}(${name})`).toBeDefined()
      expect(arg?.type.toString().endsWith('!'), `${field}(${name}) is optional`).toBe(false)
      expect(arg?.description, `${field}(${name}) has a description`).toBeTruthy()
    }
  })

  it.each(SESSION_RESULTS)('%s returns token and expiresAt', (field) => {
    const type = getNamedType(rootField('mutation', field)?.type)
    expect(type).toBeInstanceOf(GraphQLObjectType)
    const fields = (type as GraphQLObjectType).getFields()
    expect(fields['token']?.type.toString()).toBe('String')
    expect(fields['expiresAt']?.type.toString()).toBe('String')
  })

  it('gives states and cities with id, name and abbr', () => {
    const domains = schema.getType('Domains') as GraphQLObjectType
    for (const list of ['states', 'cities']) {
      const item = getNamedType(domains.getFields()[list]?.type) as GraphQLObjectType
      expect(Object.keys(item.getFields())).toEqual(expect.arrayContaining(['id', 'name', 'abbr']))
    }
  })

  it('has every reference list of the spec on Domains', () => {
    const domains = schema.getType('Domains') as GraphQLObjectType
    expect(Object.keys(domains.getFields()).sort()).toEqual(
      [
        'states',
        'cities',
        'countries',
        'institutions',
        'courses',
        'companies',
        'languages',
        'skills',
        'genders',
        'sexual_orientations',
        'pronouns',
        'race_and_ethnicities',
        'personal_incomes',
        'family_incomes',
        'maritalStatus',
        'disabilities',
        'education_levels',
        'education_periods',
        'education_status',
        'professional_experience_areas',
        'professional_experience_levels',
        'cause_experience_areas',
        'language_proficiencies',
      ].sort(),
    )
  })

  it('declares every error code of docs/decisions.md', () => {
    const codes = schema.getType('ErrorCode')
    expect(codes).toBeInstanceOf(GraphQLEnumType)
    expect(
      (codes as GraphQLEnumType)
        .getValues()
        .map((value) => value.name)
        .sort(),
    ).toEqual(
      [
        'WRONG_PASSWORD',
        'USER_NOT_FOUND',
        'ALREADY_REGISTERED',
        'RATE_LIMITED',
        'CAPTCHA_FAILED',
        'UNAUTHORIZED',
        'VALIDATION',
        'NOT_FOUND',
        'CLOSED',
        'TIME_UP',
        'NOT_IMPLEMENTED',
        'INTERNAL',
      ].sort(),
    )
  })

  const documents = readdirSync(operationsDir).filter((file) => file.endsWith('.graphql'))

  it('has operation documents', () => {
    expect(documents).toEqual(
      expect.arrayContaining([
        'domains.graphql',
        'session.graphql',
        'resume.graphql',
        'application.graphql',
        'company-requests.graphql',
      ]),
    )
  })

  /** The résumé sections' saves and deletes. */
  const RESUME_MUTATIONS = SPEC_OPERATIONS.filter(
    ({ kind, name }) =>
      kind === 'mutation' &&
      /^(education|professionalExp|causeExp|language|acknowledgement|certification|skills)(CreateUpdate|Delete)$/.test(
        name,
      ),
  ).map(({ name }) => name)

  it('lists the thirteen résumé mutations', () => {
    expect(RESUME_MUTATIONS).toHaveLength(13)
  })

  it.each(RESUME_MUTATIONS)('%s takes user_id (required) and source', (field) => {
    const args = rootField('mutation', field)?.args ?? []
    expect(args.find((a) => a.name === 'user_id')?.type.toString()).toBe('ID!')
    expect(args.find((a) => a.name === 'source')?.type.toString()).toBe('String')
  })

  it.each(RESUME_MUTATIONS)('%s is used by an operation of src/operations/resume.graphql', (field) => {
    const text = readFileSync(`${operationsDir}resume.graphql`, 'utf8')
    expect(text).toMatch(new RegExp(`\\b${field}\\(`))
  })

  // A document may spread a fragment another file defines (codegen reads them all as one set): each file is
  // validated with every other file's fragments beside it, without the unused-fragment rule.
  const fragmentsOf = (file: string) =>
    parse(readFileSync(`${operationsDir}${file}`, 'utf8')).definitions.filter(
      (definition) => definition.kind === AstKind.FRAGMENT_DEFINITION,
    )
  const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule)

  it.each(documents)('validates src/operations/%s against the schema', (file) => {
    const own = parse(readFileSync(`${operationsDir}${file}`, 'utf8'))
    const others = documents.filter((other) => other !== file).flatMap(fragmentsOf)
    const document = { ...own, definitions: [...own.definitions, ...others] }
    expect(validate(schema, document, rules).map((error) => error.message)).toEqual([])
  })
})
