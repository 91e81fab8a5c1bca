// Drizzle schema of the local platform (pg-core: the same tables on PGlite and on PostgreSQL).
// Migrations are generated from this file with `npm run db:generate -w @carreiras/platform` into ../../drizzle.
// `*_normalized` columns hold the text upper case without accents: matching ignores case and accents
// (docs/decisions.md, "List parameters") without needing the `unaccent` extension on either engine.
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  website: text('website'),
  score: doublePrecision('score'),
  evaluationsCount: integer('evaluations_count').notNull().default(0),
  pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
  street: text('street'),
  neighborhood: text('neighborhood'),
  stateAbbr: text('state_abbr'),
  zipcode: text('zipcode'),
  country: text('country').notNull().default('Brasil'),
  /**
   * Extra time (percent) a candidate with a disability may ask for on a timed test. The default is core's
   * EXTRA_TIME_DEFAULT_PERCENT, written out: drizzle-kit (CommonJS) cannot load core's ESM.
   */
  extraTimePercent: integer('extra_time_percent').notNull().default(50),
  /**
   * Internal recruitment: how the company's own people sign in — 'email', 'document' or 'unique_id'; null
   * when the company has no internal recruitment.
   */
  internalLoginType: text('internal_login_type'),
  /** With 'email': only e-mails of `internalDomains` may sign in. */
  internalSpecificDomains: boolean('internal_specific_domains').notNull().default(false),
  /** Allowed e-mail domains, lower case, without '@'. */
  internalDomains: jsonb('internal_domains').$type<string[]>().notNull().default([]),
})

/** The 27 federative units; `id` is the numeric code the list API takes (AC 2 … TO 28). */
export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  abbr: text('abbr').notNull().unique(),
  ibgeCode: integer('ibge_code').notNull(),
})

/** IBGE municipalities; `id` is the 7-digit IBGE code. */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    nameNormalized: text('name_normalized').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [
    index('cities_state_name_idx').on(t.stateId, t.name),
    index('cities_name_normalized_idx').on(t.nameNormalized),
  ],
)

export const jobAreas = pgTable('job_areas', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
})

export const teams = pgTable('teams', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  cover: text('cover'),
})

export const benefits = pgTable('benefits', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  category: text('category').notNull(),
})

export interface OpportunityDescription {
  order: number
  data: string
}

export interface OpportunityTest {
  id: number
  name: string
  requiredIn: 'subscription' | 'thank_you'
}

export const opportunities = pgTable(
  'opportunities',
  {
    /** Integer ids (docs/decisions.md, "Ids"); assigned by the seed and, later, by the platform. */
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    titleNormalized: text('title_normalized').notNull(),
    level: text('level').notNull(),
    actingMode: text('acting_mode').notNull(),
    /** 1 = open, 2 = closed. */
    statusId: smallint('status_id').notNull().default(1),
    pcd: boolean('pcd').notNull().default(false),
    responsability: text('responsability').notNull().default(''),
    requirement: text('requirement').notNull().default(''),
    workEnvironment: text('work_environment').notNull().default(''),
    cover: text('cover'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }).notNull(),
    street: text('street'),
    number: text('number'),
    neighborhood: text('neighborhood'),
    neighborhoodNormalized: text('neighborhood_normalized'),
    zipcode: text('zipcode'),
    cityId: integer('city_id').references(() => cities.id),
    stateId: integer('state_id').references(() => states.id),
    otherBenefit: text('other_benefit'),
    descriptions: jsonb('descriptions').$type<OpportunityDescription[]>().notNull().default([]),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Team slug: the list's `company_area`. */
    team: text('team').references(() => teams.slug),
    /** One of the 14 job areas: the list's `company_field_area`. */
    jobAreaId: integer('job_area_id').references(() => jobAreas.id),
    /** Allowed referrer e-mail domains; empty = no referral form. */
    indicationDomains: jsonb('indication_domains').$type<string[]>().notNull().default([]),
    ninenineApply: boolean('ninenine_apply').notNull().default(false),
    whatsappApply: boolean('whatsapp_apply').notNull().default(false),
    poloDescription: text('polo_description'),
    temporary: boolean('temporary').notNull().default(false),
    internalRecruitment: boolean('internal_recruitment').notNull().default(false),
    tests: jsonb('tests').$type<OpportunityTest[]>().notNull().default([]),
    collection: text('collection'),
    /** Written by the seed: its dates follow the calendar (see `refreshSeedDates`). */
    seeded: boolean('seeded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The public list: open and not expired, newest first.
    index('opportunities_listing_idx').on(t.companyId, t.statusId, t.expiredAt),
    // The list in its default order: the company's open openings walked already sorted, so a page joins
    // only its own rows and stops early. NULLS FIRST is what `ORDER BY … DESC` means: with drizzle's
    // default (NULLS LAST) the planner cannot use the index for that ORDER BY (the old
    // opportunities_recent_idx had that flaw and is replaced by this one). See scripts/bench-listing.ts.
    // National scale (docs/performance.md, "National scale"): the columns after the order are the list's
    // filters, so the walk checks them in the index (an index-only scan) instead of fetching every row it
    // passes from the table: a small state, an area or a rare term no longer read thousands of table pages.
    index('opportunities_open_recent_idx').on(
      t.companyId,
      t.statusId,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.expiredAt,
      t.internalRecruitment,
      t.stateId,
      t.jobAreaId,
      t.pcd,
      t.titleNormalized,
    ),
    // A term typed in the search (`title_normalized LIKE '%…%'`) answered from the openings holding its
    // trigrams (pg_trgm): a term that matches few openings of a large state no longer walks all of that
    // state's openings in the list's order (docs/performance.md, "National scale"). Terms of one or two
    // letters have no trigram; the planner keeps the walk above for them.
    index('opportunities_title_trgm_idx').using('gin', t.titleNormalized.op('gin_trgm_ops')),
    // A state's or a municipality's open openings in the list's order, with the filters the walk checks,
    // so a city as large as São Paulo is read from the index alone (docs/performance.md, "National scale").
    index('opportunities_state_recent_idx').on(
      t.stateId,
      t.companyId,
      t.statusId,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.expiredAt,
      t.internalRecruitment,
      t.jobAreaId,
      t.pcd,
      t.cityId,
    ),
    index('opportunities_city_recent_idx').on(
      t.cityId,
      t.companyId,
      t.statusId,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.expiredAt,
      t.internalRecruitment,
      t.stateId,
    ),
    // The job alerts' new openings (job-alerts/service.ts, `newOpenings`): a window of created_at, with
    // every column the matcher reads, so the window is read from the index alone (docs/performance.md,
    // "Job alerts at national scale").
    index('opportunities_new_openings_idx').on(
      t.createdAt,
      t.companyId,
      t.statusId,
      t.expiredAt,
      t.internalRecruitment,
      t.stateId,
      t.cityId,
      t.pcd,
      t.temporary,
      t.jobAreaId,
      t.level,
      t.team,
      t.collection,
      t.neighborhoodNormalized,
      t.titleNormalized,
      t.id,
    ),
    index('opportunities_pcd_idx')
      .on(t.pcd)
      .where(sql`${t.pcd}`),
    index('opportunities_team_idx').on(t.team),
    index('opportunities_job_area_idx').on(t.jobAreaId),
    index('opportunities_level_idx').on(t.level),
    index('opportunities_collection_idx').on(t.collection),
    index('opportunities_title_normalized_idx').on(t.titleNormalized),
  ],
)

export const opportunityBenefits = pgTable(
  'opportunity_benefits',
  {
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id),
  },
  (t) => [
    primaryKey({ columns: [t.opportunityId, t.benefitId] }),
    index('opportunity_benefits_benefit_idx').on(t.benefitId),
  ],
)

/** One row: the instant the seed's dates are relative to, moved forward on every start. */
export const seedState = pgTable('seed_state', {
  id: smallint('id').primaryKey().default(1),
  anchoredAt: timestamp('anchored_at', { withTimezone: true, mode: 'date' }).notNull(),
})

// ── Accounts ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Candidates and employers. `email` is stored lower case; `cpf` as its 11 digits; `passport` upper case.
 * `password_hash` is `scrypt$N$r$p$salt$hash` (base64 salt and hash), never the password.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    name: text('name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    socialName: text('social_name'),
    email: text('email').notNull(),
    cpf: text('cpf'),
    passport: text('passport'),
    foreigner: boolean('foreigner').notNull().default(false),
    phone: text('phone'),
    avatar: text('avatar'),
    passwordHash: text('password_hash'),
    provider: text('provider'),
    providerId: text('provider_id'),
    forceChangePassword: boolean('force_change_password').notNull().default(false),
    /**
     * Bumped by every password change: the account's removal links carry the value they were made under
     * and stop working when it moves (accounts/removal.ts).
     */
    linkGeneration: integer('link_generation').notNull().default(0),
    /** 'candidate' or 'employer' (employers sign in through employerSignIn, for their company). */
    role: text('role').notNull().default('candidate'),
    /** Employers: the company they belong to. */
    companyId: integer('company_id').references(() => companies.id),
    /** Employers: the company's unique id of the person (badge, registration…). */
    uniqueId: text('unique_id'),
    originCompanyId: integer('origin_company_id'),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Personal data (personalDataUpdate). Ids point into `reference_items` (genders, pronouns…).
    birthday: date('birthday', { mode: 'string' }),
    nationality: text('nationality').notNull().default('Brasil'),
    genderId: integer('gender_id'),
    maritalStatusId: integer('marital_status_id'),
    pronounId: integer('pronoun_id'),
    raceAndEthnicityId: integer('race_and_ethnicity_id'),
    sexualOrientationId: integer('sexual_orientation_id'),
    familyIncomeId: integer('family_income_id'),
    personalIncomeId: integer('personal_income_id'),
    /** Null until answered. */
    hasDisability: boolean('has_disability'),
    /** Ids of the `disabilities` domain. */
    disabilityIds: jsonb('disability_ids').$type<number[]>().notNull().default([]),
    needHelpSelectionProcess: boolean('need_help_selection_process'),
    descriptionHelpSelectionProcess: text('description_help_selection_process'),
    whatDoYouLove: text('what_do_you_love'),
    /** Address: the CEP as its 8 digits, the city as a name, the state as its numeric code. */
    zipcode: text('zipcode'),
    street: text('street'),
    addressNumber: text('address_number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    city: text('city'),
    stateId: integer('state_id').references(() => states.id),
    addressCountry: text('address_country'),
    /** 'Não possuo experiência profissional' (noProfessionalExperienceUpdate). */
    noProfessionalExperience: boolean('no_professional_experience').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_cpf_idx').on(t.cpf),
    uniqueIndex('users_passport_idx').on(t.passport),
    uniqueIndex('users_provider_idx').on(t.provider, t.providerId),
  ],
)

/** Sign-in sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    keepLogged: boolean('keep_logged').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

/** One acceptance of a company's terms of use: which version, when, from where. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    version: text('version').notNull(),
    source: text('source'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
)

export const follows = pgTable(
  'follows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('follows_user_company_idx').on(t.userId, t.companyId)],
)

/** Password-recovery links: the SHA-256 of the token, used once before it expires. */
export const recoveryTokens = pgTable(
  'recovery_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_tokens_hash_idx').on(t.tokenHash)],
)

/** SMS codes of the forgotten-e-mail flow: hashed, with an expiry and a count of wrong attempts. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_user_idx').on(t.userId)],
)

/**
 * Headhunting invitations (docs/decisions.md, "Company requests"): /accept_hunting/{token} and the refusal
 * link /refuse_hunting/{token}. The invited person is a user (`user_id`) or, with no account yet, a profile
 * of the external base (`external_base_profile_id`): accepting creates the user from it and sets `user_id`.
 * `email` is where the invitation went. The token is signed (hunting/signed-tokens.ts); only its SHA-256 is
 * kept. One answer: accepted or refused, before `expires_at`.
 */
export const huntingInvitations = pgTable(
  'hunting_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    externalBaseProfileId: integer('external_base_profile_id').references(() => externalBaseProfiles.id, {
      onDelete: 'cascade',
    }),
    email: text('email').notNull(),
    opportunityId: integer('opportunity_id').references(() => opportunities.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    refusedAt: timestamp('refused_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hunting_invitations_hash_idx').on(t.tokenHash),
    index('hunting_invitations_email_idx').on(t.email),
    check(
      'hunting_invitations_invitee_check',
      sql`${t.userId} is not null or ${t.externalBaseProfileId} is not null`,
    ),
    check('hunting_invitations_one_answer_check', sql`${t.acceptedAt} is null or ${t.refusedAt} is null`),
  ],
)

/**
 * The message road (outgoing/queue.ts, docs/messages.md): every e-mail, SMS and push the platform sends,
 * written in the transaction of its cause and drained by the workers. `status`: 'pending' (waiting for
 * `next_attempt_at`), 'sending' (claimed by a worker until `locked_until`), 'sent' or 'dead' (no more
 * attempts). `data` holds the template's values (links, codes): cleared once sent or dead in production;
 * sent and dead rows are deleted after MESSAGES_RETENTION_DAYS. `last_error` is redacted (no address, code
 * or link).
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    channel: text('channel').$type<'email' | 'sms' | 'push' | 'job'>().notNull(),
    template: text('template').notNull(),
    to: text('to').notNull(),
    brand: text('brand'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'dead'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    deadAt: timestamp('dead_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('outgoing_messages_to_idx').on(t.to),
    // What the workers claim: waiting rows by due time (the partial index stays small).
    index('outgoing_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    check('outgoing_messages_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'dead')`),
  ],
)

// ── Plain-JSON services (docs/wire-format.md, "Not encrypted") ──────────────────────────────────────────────

/**
 * Sessions of the opportunities GraphQL endpoint (POST /sessions): anonymous, created on demand, valid
 * API_SESSION_COOKIE_DAYS. Only the SHA-256 of the opaque token is stored.
 */
export const apiSessions = pgTable(
  'api_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_sessions_token_hash_idx').on(t.tokenHash),
    // Expired rows are purged when new sessions are made.
    index('api_sessions_expires_idx').on(t.expiresAt),
  ],
)

/**
 * The postal-code stand-in (GET /ws/{cep}/json/, ViaCEP's shape): `cep` is the 8 digits; the city and
 * state come from `cities` (its id is the IBGE code). Seeded: one general CEP per city plus the openings'.
 */
export const postalCodes = pgTable(
  'postal_codes',
  {
    cep: text('cep').primaryKey(),
    street: text('street').notNull().default(''),
    complement: text('complement').notNull().default(''),
    neighborhood: text('neighborhood').notNull().default(''),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
  },
  (t) => [index('postal_codes_city_idx').on(t.cityId)],
)

// ── Résumé sections and their reference domains ────────────────────────────────────────────────────

/**
 * The simple reference lists, one table for all: `domain` is the `Domains` field name
 * (countries, languages, companies, skills, education_levels, education_periods, education_status,
 * professional_experience_areas, professional_experience_levels, cause_experience_areas,
 * language_proficiencies). Ids are per list; the lists whose ids drive rules come from core's constants.
 */
export const referenceItems = pgTable(
  'reference_items',
  {
    domain: text('domain').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.domain, t.id] })],
)

/** Higher-education and technical institutions, by state (domain `institutions`, `domains(state:)`). */
export const institutions = pgTable(
  'institutions',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [index('institutions_state_idx').on(t.stateId)],
)

/** Courses by education level (domain `courses`, `domains(level:)`); `level_id` is core's EDUCATION_LEVEL. */
export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    levelId: integer('level_id').notNull(),
  },
  (t) => [index('courses_level_idx').on(t.levelId)],
)

const recordTimestamps = {
  source: text('source'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}

/**
 * A candidate's education. Institution and course are a list id or free text (`*_name` holds the text
 * only when no id is given). Dates are MM/YYYY as the candidate typed them.
 */
export const educations = pgTable(
  'educations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryId: integer('country_id').notNull(),
    stateId: integer('state_id').references(() => states.id),
    levelId: integer('level_id').notNull(),
    institutionId: integer('institution_id').references(() => institutions.id),
    institutionName: text('institution_name'),
    courseId: integer('course_id').references(() => courses.id),
    courseName: text('course_name'),
    statusId: integer('status_id').notNull(),
    campus: text('campus'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    periodId: integer('period_id'),
    ...recordTimestamps,
  },
  (t) => [index('educations_user_idx').on(t.userId)],
)

/** A candidate's professional experience. `area` is a domain id as text, or 'Outros'. */
export const professionalExperiences = pgTable(
  'professional_experiences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An id of the `companies` reference list (not the employers' `companies` table). */
    companyId: integer('company_id'),
    companyName: text('company_name'),
    role: text('role').notNull(),
    responsabilities: text('responsabilities').notNull(),
    startYear: text('start_year').notNull(),
    endYear: text('end_year'),
    levelId: integer('level_id').notNull(),
    area: text('area').notNull(),
    currentOccupation: boolean('current_occupation').notNull().default(false),
    ...recordTimestamps,
  },
  (t) => [index('professional_experiences_user_idx').on(t.userId)],
)

export const languageProficiencies = pgTable(
  'language_proficiencies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    languageId: integer('language_id').notNull(),
    proficiencyId: integer('proficiency_id').notNull(),
    ...recordTimestamps,
  },
  (t) => [index('language_proficiencies_user_idx').on(t.userId)],
)

/** Volunteering (cause) experience. */
export const causeExperiences = pgTable(
  'cause_experiences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organization: text('organization').notNull(),
    areaId: integer('area_id'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    country: text('country'),
    responsabilities: text('responsabilities'),
    ...recordTimestamps,
  },
  (t) => [index('cause_experiences_user_idx').on(t.userId)],
)

export const acknowledgements = pgTable(
  'acknowledgements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    date: text('date'),
    ...recordTimestamps,
  },
  (t) => [index('acknowledgements_user_idx').on(t.userId)],
)

export const certifications = pgTable(
  'certifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code'),
    description: text('description').notNull(),
    expiresAt: text('expires_at'),
    ...recordTimestamps,
  },
  (t) => [index('certifications_user_idx').on(t.userId)],
)

/** The candidate's skills: the whole list, replaced by each skillsCreateUpdate. */
export const userSkills = pgTable('user_skills', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  skills: jsonb('skills').$type<string[]>().notNull().default([]),
  source: text('source'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

// ── Applications: subscriptions, questions, attached files, form structures ───────────────────────

/** Binary content (files are kept in the database and served at GET /files/{id}/{token}). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    typeof value === 'string'
      ? new Uint8Array(Buffer.from(value.startsWith('\\x') ? value.slice(2) : value, 'hex'))
      : new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
})

/**
 * Every uploaded file: question attachments, medical reports and avatars. `token` (32 random bytes,
 * base64url) is the capability in the file's URL; the owner's session can also read it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'question' | 'laudo' | 'avatar'>().notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_user_idx').on(t.userId, t.kind)],
)

/** Html types: text, select, radio_buttons, check_boxes, file_upload. */
export type QuestionHtmlType = 'text' | 'select' | 'radio_buttons' | 'check_boxes' | 'file_upload'

/** An opportunity's application question. `eliminatory_answers` never leave the platform. */
export const subscriptionQuestions = pgTable(
  'subscription_questions',
  {
    /** Assigned by the seed (and, later, by the platform), like opportunity ids. */
    id: integer('id').primaryKey(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    required: boolean('required').notNull().default(false),
    candidate: boolean('candidate').notNull().default(true),
    eliminatoryQuestion: boolean('eliminatory_question').notNull().default(false),
    /** The answers that eliminate (check boxes: any chosen option among them). */
    eliminatoryAnswers: jsonb('eliminatory_answers').$type<string[]>().notNull().default([]),
    /** HTML refusal message. */
    eliminatoryTemplate: text('eliminatory_template'),
    hint: text('hint'),
    htmlType: text('html_type').$type<QuestionHtmlType>().notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    order: integer('order').notNull().default(0),
    slug: text('slug'),
    inSubscription: boolean('in_subscription').notNull().default(true),
  },
  (t) => [index('subscription_questions_opportunity_idx').on(t.opportunityId, t.order)],
)

/** One stored answer (the contract's QuestionAnswer, plus the question's html type). */
export interface StoredAnswer {
  id: string
  title: string
  answer: string
  slug: string | null
  candidate: boolean
  htmlType: QuestionHtmlType
}

/**
 * Applications. A `lead` is created when the form opens and becomes `applied` on submission. At most one
 * live (not logically deleted) subscription per user and opportunity: the partial unique index makes
 * subscriptionNew, createAndIndexSubscriptionLead and saveSubscriptionDraft idempotent (INSERT … ON
 * CONFLICT), whatever the retries or concurrency.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    step: text('step').$type<'lead' | 'applied'>().notNull().default('lead'),
    source: text('source'),
    indicationName: text('indication_name'),
    indicationEmail: text('indication_email'),
    originCompany: integer('origin_company'),
    /** The answers given when applying. */
    questions: jsonb('questions').$type<StoredAnswer[]>().notNull().default([]),
    /** The candidate's unsent answers (saveSubscriptionDraft); only the owner reads it. */
    draft: jsonb('draft').$type<unknown>(),
    /** The eliminatory refusal message recorded by validateCandidateEliminatoryQuestions. */
    refusalTemplate: text('refusal_template'),
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true, mode: 'date' }),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('subscriptions_live_user_opportunity_idx')
      .on(t.userId, t.opportunityId)
      .where(sql`${t.isDeleted} = false`),
    index('subscriptions_user_created_idx').on(t.userId, t.createdAt),
    // An opening's applications by step, counted from the index alone (docs/performance.md, "National scale").
    index('subscriptions_opportunity_step_idx').on(t.opportunityId, t.isDeleted, t.step),
  ],
)

/**
 * A file attached by a candidate to a file-upload question (the bytes are in `stored_files`): an opening's
 * question (`question_id`), or a question a profile update request brings itself (`update_request_id` and
 * the question's id in its `questions`, `update_question_id`). Exactly one of the two is set.
 */
export const questionFiles = pgTable(
  'question_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => subscriptionQuestions.id, { onDelete: 'cascade' }),
    updateRequestId: integer('update_request_id').references(() => profileUpdateRequests.id, {
      onDelete: 'cascade',
    }),
    updateQuestionId: integer('update_question_id'),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('question_files_user_question_idx').on(t.userId, t.questionId),
    index('question_files_user_update_question_idx').on(t.userId, t.updateQuestionId),
    check(
      'question_files_one_question_check',
      sql`(${t.questionId} is null) <> (${t.updateRequestId} is null) and (${t.updateRequestId} is null) = (${t.updateQuestionId} is null)`,
    ),
  ],
)

/** A candidate's medical report (laudo), a PDF (the bytes are in `stored_files`). */
export const medicalReports = pgTable(
  'medical_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('medical_reports_user_idx').on(t.userId)],
)

/**
 * The form structure of an opportunity's data sheet (docs/decisions.md, "Form structure conditions"): per personal-data field (the
 * `personalDataUpdate` argument names, address keys flat) a condition, `required`, `off` (hidden) or
 * anything else (shown, optional); and the condition of each résumé section and of the questions.
 */
export const formStructures = pgTable('form_structures', {
  opportunityId: integer('opportunity_id')
    .primaryKey()
    .references(() => opportunities.id, { onDelete: 'cascade' }),
  personalData: jsonb('personal_data').$type<Record<string, string>>().notNull().default({}),
  education: text('education'),
  professionalExperience: text('professional_experience'),
  languageProficiency: text('language_proficiency'),
  questions: text('questions'),
})

// ── Online tests ────────────────────────────────────────────────────────────────────────────────────

/**
 * The tests openings list (`opportunities.tests` holds `{ id, name, requiredIn }`; the rest is here).
 * `source` is core's IN_HOUSE_TEST_SOURCE (`ninenine_jobs`: taken on the site) or a partner's name.
 * `partner_url` is the partner's address; null for a partner test means the local stand-in
 * (`/partner-test/{id}`, outside production). `time_limit_seconds` null = untimed.
 */
export const onlineTests = pgTable('tests', {
  /** Fixed ids (the seed's; the special pair 2015/2018). */
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  source: text('source').notNull().default('ninenine_jobs'),
  partnerUrl: text('partner_url'),
  timeLimitSeconds: integer('time_limit_seconds'),
  /** Whether a saved answer may be changed. */
  canEdit: boolean('can_edit').notNull().default(true),
  hideToCandidate: boolean('hide_to_candidate').notNull().default(false),
})

/**
 * A question of an in-house test. Its kind follows core's `questionKind`: `is_movie` (a YouTube link),
 * `is_text` (text between min and max characters; null = core's defaults 0 and 200), or a choice of
 * exactly `required_answers` options (1 = single choice).
 */
export const testQuestions = pgTable(
  'test_questions',
  {
    id: integer('id').primaryKey(),
    testId: integer('test_id')
      .notNull()
      .references(() => onlineTests.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    isMovie: boolean('is_movie').notNull().default(false),
    isText: boolean('is_text').notNull().default(false),
    minCharacters: integer('min_characters'),
    maxCharacters: integer('max_characters'),
    requiredAnswers: integer('required_answers').notNull().default(1),
  },
  (t) => [index('test_questions_test_idx').on(t.testId, t.order)],
)

export const testAnswerOptions = pgTable(
  'test_answer_options',
  {
    id: integer('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => testQuestions.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    option: text('option').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [index('test_answer_options_question_idx').on(t.questionId, t.order)],
)

/**
 * A candidate's test (docs/decisions.md, "One header per candidate and test"; its id is `{headerTestId}`).
 * The clock starts when the first question is opened: `deadline_at` = `started_at` + the limit with the
 * extra time granted (`extra_time_percent`, null when none), fixed then. `opportunity_id` is the opening
 * whose cover created it (its company's extra-time percent applies).
 */
export const testHeaders = pgTable(
  'test_headers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => onlineTests.id, { onDelete: 'cascade' }),
    opportunityId: integer('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    status: text('status').$type<'pending' | 'finished'>().notNull().default('pending'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    deadlineAt: timestamp('deadline_at', { withTimezone: true, mode: 'date' }),
    extraTimePercent: integer('extra_time_percent'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_headers_user_test_idx').on(t.userId, t.testId)],
)

/**
 * One answer per header and question (saving again replaces it when the test's `can_edit`).
 * `time_to_finish` is what the browser believed was left: recorded only (the platform's clock decides).
 */
export const testAnswers = pgTable(
  'test_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    headerId: integer('header_id')
      .notNull()
      .references(() => testHeaders.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => testQuestions.id, { onDelete: 'cascade' }),
    optionIds: jsonb('option_ids').$type<number[]>().notNull().default([]),
    textAnswer: text('text_answer'),
    urlMovie: text('url_movie'),
    timeToFinish: integer('time_to_finish'),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_answers_header_question_idx').on(t.headerId, t.questionId)],
)

/** A partner test completed (written by the partner's stand-in; `returnTest` reads it). */
export const partnerTestResults = pgTable(
  'partner_test_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => onlineTests.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_test_results_user_test_idx').on(t.userId, t.testId)],
)

// ── The candidate's area: selection events, the talent bank ─────────────────────────────────────────

/**
 * A place where on-site selection events happen. Ids from 1000 are the platform's; lower ones are the
 * seed's (seed-events.ts), like every table of this section.
 */
export const eventAddresses = pgTable('event_addresses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  street: text('street').notNull(),
  number: text('number'),
  complement: text('complement'),
  neighborhood: text('neighborhood'),
  city: text('city'),
  stateAbbr: text('state_abbr'),
  zipcode: text('zipcode'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/** A room of an address. */
export const eventRooms = pgTable(
  'event_rooms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    addressId: integer('address_id')
      .notNull()
      .references(() => eventAddresses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('event_rooms_address_idx').on(t.addressId)],
)

/**
 * One time slot (São Paulo date and HH:MM) at an address and room (none for an online event), taking
 * `capacity` candidates. A slot may be offered to several candidates' events (`event_schedule_options`):
 * its places left are its capacity minus the events confirmed on it (docs/decisions.md, "Events").
 * `seeded` slots have their dates moved with the seed's openings (`refreshSeedDates`).
 */
export const eventSchedules = pgTable(
  'event_schedules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    capacity: integer('capacity').notNull(),
    addressId: integer('address_id').references(() => eventAddresses.id, { onDelete: 'cascade' }),
    roomId: integer('room_id').references(() => eventRooms.id, { onDelete: 'cascade' }),
    seeded: boolean('seeded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('event_schedules_capacity_check', sql`${t.capacity} >= 1`),
    check('event_schedules_time_check', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
)

export type EventType = 'interview' | 'group_dynamic'
export type EventLocationType = 'online' | 'on_site'
export type EventStatus = 'pending' | 'confirmed' | 'refused'

/**
 * A selection event of one subscription: the company invited the candidate to an interview or a group
 * dynamic, online or on site (docs/decisions.md, "Events"). The candidate confirms one of the offered
 * schedules (`chosen_schedule_id`, set exactly while `confirmed`), refuses, or cancels the decision (back
 * to `pending`). `confirmed_at` is when the candidate decided (confirmed or refused).
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    typeEvent: text('type_event').$type<EventType>().notNull(),
    typeLocation: text('type_location').$type<EventLocationType>().notNull(),
    description: text('description'),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    meetingUrl: text('meeting_url'),
    status: text('status').$type<EventStatus>().notNull().default('pending'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    chosenScheduleId: integer('chosen_schedule_id').references(() => eventSchedules.id),
    invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('events_subscription_idx').on(t.subscriptionId),
    // The places taken of a slot: its confirmed events.
    index('events_chosen_schedule_idx')
      .on(t.chosenScheduleId)
      .where(sql`${t.status} = 'confirmed'`),
    check('events_type_event_check', sql`${t.typeEvent} in ('interview', 'group_dynamic')`),
    check('events_type_location_check', sql`${t.typeLocation} in ('online', 'on_site')`),
    check('events_status_check', sql`${t.status} in ('pending', 'confirmed', 'refused')`),
    check(
      'events_chosen_schedule_check',
      sql`(${t.status} = 'confirmed') = (${t.chosenScheduleId} is not null)`,
    ),
  ],
)

/** The schedules an event offers its candidate. */
export const eventScheduleOptions = pgTable(
  'event_schedule_options',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => eventSchedules.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.scheduleId] }),
    index('event_schedule_options_schedule_idx').on(t.scheduleId),
  ],
)

/** One answer to a brand's extra question given when joining a talent bank. */
export interface TalentBankAnswer {
  id: string
  question: string | null
  answer: string | null
}

/**
 * A candidate in a company's talent bank ('/banco-de-talentos', docs/decisions.md, "Talent bank"): one row
 * per user and company; joining again replaces the answers (`joined_at` stays the first time).
 */
export const talentBankEntries = pgTable(
  'talent_bank_entries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    answers: jsonb('answers').$type<TalentBankAnswer[]>().notNull().default([]),
    source: text('source'),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
)

// ── Company requests: the external profile base, hunting, profile update requests ─────────────────

/** An education as the external base holds it: the ids of the résumé domains (see `educations`). */
export interface ExternalEducation {
  countryId: number
  stateId: number | null
  levelId: number
  institutionId: number | null
  institutionName: string | null
  courseId: number | null
  courseName: string | null
  statusId: number
  campus: string | null
  /** MM/YYYY. */
  startDate: string | null
  /** MM/YYYY. */
  endDate: string | null
  periodId: number | null
}

/** A professional experience as the external base holds it (see `professional_experiences`). */
export interface ExternalExperience {
  companyId: number | null
  companyName: string | null
  role: string
  responsabilities: string
  /** MM/YYYY. */
  startYear: string
  /** MM/YYYY; null when current. */
  endYear: string | null
  levelId: number
  /** A domain id as text, or 'Outros'. */
  area: string
  currentOccupation: boolean
}

export interface ExternalLanguage {
  languageId: number
  proficiencyId: number
}

/** The address as the users table keeps it: the CEP as its 8 digits, the state as its numeric code. */
export interface ExternalLocation {
  zipcode: string | null
  street: string | null
  number: string | null
  complement: string | null
  neighborhood: string | null
  city: string | null
  stateId: number | null
}

/**
 * The external (partner) profile base: résumés a partner holds for people who may have no account here.
 * `token_hash` is the SHA-256 of the token the partner gave the person (`profileExternalBase(token)`);
 * `email` is stored lower case, `cpf` as its 11 digits, `passport` upper case. The lists are kept whole
 * (jsonb), with the ids of the résumé domains; importing them into a profile (hunting/external-base.ts)
 * writes the profile's own rows. Ids below 1000 are the seed's.
 */
export const externalBaseProfiles = pgTable(
  'external_base_profiles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    cpf: text('cpf'),
    passport: text('passport'),
    foreigner: boolean('foreigner').notNull().default(false),
    phone: text('phone'),
    /** Ids of the `disabilities` domain. */
    disabilityIds: jsonb('disability_ids').$type<number[]>().notNull().default([]),
    languages: jsonb('languages').$type<ExternalLanguage[]>().notNull().default([]),
    educations: jsonb('educations').$type<ExternalEducation[]>().notNull().default([]),
    experiences: jsonb('experiences').$type<ExternalExperience[]>().notNull().default([]),
    location: jsonb('location').$type<ExternalLocation>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('external_base_profiles_token_hash_idx').on(t.tokenHash),
    uniqueIndex('external_base_profiles_email_idx').on(t.email),
    index('external_base_profiles_cpf_idx').on(t.cpf),
    index('external_base_profiles_passport_idx').on(t.passport),
  ],
)

/**
 * A question of a profile update request, in the shape of an opportunity's question (`subscription_questions`,
 * served as `SubscriptionQuestion`). Its id is the request's own (`profile_update_question_id_seq`, far from
 * the opportunities' question ids) unless the company asks again one of its opening's questions.
 */
export interface UpdateQuestion {
  id: string
  title: string
  required: boolean
  candidate: boolean
  hint: string | null
  htmlType: QuestionHtmlType
  options: string[]
  slug: string | null
  order: number
}

/** Ids of the questions a profile update request brings itself. */
export const profileUpdateQuestionIds = pgSequence('profile_update_question_id_seq', {
  startWith: 500_000_001,
  minValue: 500_000_001,
  maxValue: 999_999_999,
})

/**
 * A company asks a candidate to update the profile (/profile_questions_updates/token/{token}). `steps` are
 * the wizard's step names as the company gave them (unknown names are kept; the site drops them), `questions`
 * its extra questions. The token is signed (hunting/signed-tokens.ts, kind `update`); only its SHA-256 is
 * kept. Completed once (`completed_at`, by `questionUpdate`), before `expires_at`.
 */
export const profileUpdateRequests = pgTable(
  'profile_update_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: integer('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    steps: jsonb('steps').$type<string[]>().notNull().default([]),
    questions: jsonb('questions').$type<UpdateQuestion[]>().notNull().default([]),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_update_requests_hash_idx').on(t.tokenHash),
    index('profile_update_requests_user_idx').on(t.userId),
  ],
)

/** One answer of a completed update request (id, question, answer). */
export const profileUpdateAnswers = pgTable(
  'profile_update_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => profileUpdateRequests.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    /** The question's title. */
    question: text('question').notNull(),
    /** Check boxes: the chosen options joined by ';'; a file upload: its files' names. */
    answer: text('answer').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profile_update_answers_request_question_idx').on(t.requestId, t.questionId)],
)

// ── State shared by every platform process (several processes on one PostgreSQL) ───────────────────────
// Rate limits, captcha replays and the users lookup's references live here rather than in one process's
// memory, so processes behind a load balancer agree and a restart forgets nothing. Each row carries its
// expiry; expired rows are swept in small batches by the code that writes them (accounts/shared-state.ts).

/** One fixed window of a rate limit (accounts/rate-limit.ts): `<limit>|<key>` → attempts until it ends. */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_windows_expires_idx').on(t.expiresAt)],
)

/** Solved sign-up captcha challenges (accounts/captcha.ts), by their `challenge` hash, until they expire. */
export const captchaReplays = pgTable(
  'captcha_replays',
  {
    challenge: text('challenge').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('captcha_replays_expires_idx').on(t.expiresAt)],
)

/** The opaque references the users lookup answers instead of user ids (accounts/lookup-refs.ts). */
export const lookupRefs = pgTable(
  'lookup_refs',
  {
    ref: text('ref').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('lookup_refs_expires_idx').on(t.expiresAt)],
)

// ── Every way in, and the services around the site ────────────────────────────────────────────────────

/**
 * The retail partner's employee base (its stand-in): `magazineLuizaLogin` checks the login and password
 * here, `validateMagazineLuizaEmployees` the CPF. In production the partner answers; nothing here is read.
 */
export const retailPartnerEmployees = pgTable('retail_partner_employees', {
  /** The CPF's 11 digits. */
  cpf: text('cpf').primaryKey(),
  login: text('login').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  active: boolean('active').notNull().default(true),
})

/** The employee check by CPF, once per calendar day (São Paulo) and CPF. */
export const employeeChecks = pgTable(
  'employee_checks',
  {
    cpf: text('cpf').notNull(),
    /** The calendar day in São Paulo, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    contributor: boolean('contributor').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cpf, t.day] })],
)

/** Web-push subscriptions (`POST /push/register`): one row per browser endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), as the subscription gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
)

/**
 * Consent per optional purpose (LGPD arts. 7–8): every choice is a new row (the history is the proof); the
 * newest row of a user and purpose is the one in force. `purpose`: 'survey', 'chat' or 'marketing'.
 */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    /** The version of the consent text the person saw (core's CONSENT_VERSION). */
    version: text('version').notNull(),
    /** Where the choice was made: 'sign-up', 'prompt' or 'profile'. */
    origin: text('origin').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_purpose_idx').on(t.userId, t.purpose, t.recordedAt)],
)

/** Settings every platform process shares, written once (the generated VAPID key pair, when not configured). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/**
 * The partners' completion callbacks already accepted (online-tests/partner-callback.ts), by the callback's `id`,
 * until its replay window has passed: a callback is acted on once, whichever platform process it reaches.
 */
export const partnerCallbackIds = pgTable(
  'partner_callback_ids',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('partner_callback_ids_expires_idx').on(t.expiresAt)],
)

// ── Network sign-in (docs/security.md, "Network sign-in tickets") ─────────────────────────────────────

/**
 * The network tickets already spent (accounts/network-tickets.ts), by the ticket's id, until the ticket
 * expires: a ticket signs in or creates one account once, whichever platform process it reaches.
 */
export const networkTicketUses = pgTable(
  'network_ticket_uses',
  {
    ticketId: text('ticket_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('network_ticket_uses_expires_idx').on(t.expiresAt)],
)

/**
 * The provider ids the local network stand-ins gave their fictitious people (development and tests): random
 * per provider and e-mail, so nobody derives one from an e-mail, and the same for that person next time.
 * In production the networks answer; nothing here is read.
 */
export const standInNetworkIds = pgTable(
  'stand_in_network_ids',
  {
    provider: text('provider').notNull(),
    /** The e-mail as typed on the stand-in's page, lower case. */
    email: text('email').notNull(),
    providerId: text('provider_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.email] }),
    uniqueIndex('stand_in_network_ids_provider_id_idx').on(t.provider, t.providerId),
  ],
)

/**
 * What the local stand-ins of the mail server and the SMS provider received (outside production only;
 * docs/messages.md, "Locally"): the e-mail's raw RFC 5322 source as the SMTP server took it, or the SMS as
 * the provider's endpoint took it. In the database, not in a process's memory, so that every platform
 * process on one PostgreSQL (each with its own SMTP listener) shows the same inbox at /dev/mail and
 * /dev/sms. Stays empty in production, where the stand-ins are not started; the newest rows are kept.
 */
export const devInbox = pgTable(
  'dev_inbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** The recipient: an e-mail address in lower case, or a phone number's digits. */
    to: text('to').notNull(),
    /** The e-mail's Message-ID, or the SMS request's Idempotency-Key (a repeated key is stored once). */
    messageId: text('message_id'),
    /** The e-mail's source (headers and body), or the SMS's text. */
    raw: text('raw').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('dev_inbox_to_idx').on(t.channel, t.to, t.id),
    uniqueIndex('dev_inbox_sms_key_idx')
      .on(t.messageId)
      .where(sql`${t.channel} = 'sms'`),
  ],
)

/**
 * The openings a candidate saved (docs/saved-jobs.md): one row per person and opening, at most core's
 * MAX_SAVED_JOBS per person. Gone with the account or the opening.
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.opportunityId] })],
)

// ── Job alerts (docs/job-alerts.md) ─────────────────────────────────────────────────────────────────────────

/**
 * A saved /vagas search sent as a digest of its new openings. A signed-in candidate's alert is theirs
 * (`user_id`, active at once); an anonymous visitor's waits as 'pending' until its e-mail's link is
 * confirmed. Its confirmation and unsubscribe links carry an HMAC of its id (job-alerts/links.ts), so no
 * token is stored. `checked_until`: the
 * openings created up to this time have been matched (the next digest covers those created after it).
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The /vagas query (core's jobFiltersToUrl, canonical). */
    search: text('search').notNull(),
    companyId: integer('company_id').notNull(),
    brand: text('brand'),
    frequency: text('frequency').$type<'daily' | 'weekly'>().notNull(),
    status: text('status').$type<'pending' | 'active' | 'paused' | 'unsubscribed'>().notNull(),
    checkedUntil: timestamp('checked_until', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true, mode: 'date' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId),
    index('job_alerts_email_idx').on(t.email),
    // What the matcher reads: the active alerts by the start of their window.
    index('job_alerts_due_idx')
      .on(t.checkedUntil)
      .where(sql`${t.status} = 'active'`),
    check('job_alerts_frequency_check', sql`${t.frequency} in ('daily', 'weekly')`),
    check('job_alerts_status_check', sql`${t.status} in ('pending', 'active', 'paused', 'unsubscribed')`),
  ],
)

// ── 'Baixar meus dados' (docs/privacy.md) ───────────────────────────────────────────────────────────

/**
 * A person's request for a copy of their data: `public_id` (a random UUID) names it in the e-mailed link
 * and the site's page; the archive (a zip, data-export/archive.ts) is built by the message road's worker
 * (`job` channel) and kept until `expires_at` (7 days after `ready_at`), then the purge deletes the row.
 * 'pending' (being built) → 'ready' (archive stored, e-mail enqueued) or 'failed' (the job is dead).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'ready' | 'failed'>().notNull().default('pending'),
    /** The brand of the site the request came through (the e-mail goes out in it). */
    brand: text('brand'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    archive: bytea('archive'),
    size: integer('size'),
  },
  (t) => [
    uniqueIndex('data_exports_public_id_idx').on(t.publicId),
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_expires_idx').on(t.expiresAt),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
)

/**
 * Real-user figures (docs/performance.md, "Real-user figures"): one row per Core Web Vital a sampled page
 * load reported (rest/web-vitals.ts). Only the route's pattern (`/vagas/:id`), the metric, its value and
 * rating, and how the page was reached: no user, cookie, address or full URL (docs/privacy.md).
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    route: text('route').notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    navigationType: text('navigation_type').notNull(),
  },
  (t) => [
    index('web_vitals_received_idx').on(t.receivedAt),
    index('web_vitals_metric_route_idx').on(t.metric, t.route),
  ],
)
