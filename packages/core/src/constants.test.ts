import { describe, expect, it } from 'vitest'
import * as constants from './constants'

// The spec's business constants (both documents), value by value. A constant missing from constants.ts, or
// with another value, fails here; so does a constant added to constants.ts without a spec line.
const SPEC: Record<string, unknown> = {
  // The site, accounts and applications
  HEADER_OPAQUE_SCROLL_PX: 150,
  WELCOME_MS: 3000,
  RESEND_CODE_COUNTDOWN_S: 120,
  SMS_CODE_LENGTH: 6,
  SMS_CODE_MIN_TO_ENABLE: 5,
  PASSWORD_MIN_LENGTH: 8,
  FOREIGN_DOCUMENT_MIN_EXCLUSIVE: 5,
  FOREIGN_DOCUMENT_MAX: 28,
  FULL_NAME_FIRST_WORD_MIN_EXCLUSIVE: 2,
  FULL_NAME_REST_MIN_EXCLUSIVE: 3,
  TYPEAHEAD_MIN_CHARS: 1,
  TYPEAHEAD_MAX_MATCHES: 4,
  SUBSCRIPTIONS_PAGE_SIZE: 20,
  DEFAULT_PAGE: 1,
  JOB_LIST_PAGE_SIZE: 20,
  SUBSCRIPTIONS_AFTER_LIST_DELAY_MS: 300,
  HUNTING_DELAY_MS: 500,
  SURVEY_INIT_DELAY_MS: 500,
  HASH_SCROLL_OFFSET_PX: 120,
  INVALID_FIELD_FOCUS_DELAY_MS: 400,
  CAROUSEL_SETUP_DELAY_MS: 150,
  CAROUSEL_SINGLE_SLIDE_BREAKPOINTS: [640, 768, 1024],
  SHARE_POPUP_WIDTH: 540,
  SHARE_POPUP_HEIGHT: 600,
  NARROW_TAB_LABEL_MAX_PX: 420,
  DEFAULT_COMPANY_ID: 6562,
  ALTERNATE_COMPANY_ID: 2627,
  INTERNSHIP_OPPORTUNITY_ID: 378937,
  SOCIAL_LOGIN_SCOPE: 'email',
  API_SESSION_COOKIE_DAYS: 1,
  SOURCE_LABEL: 'carreiras',
  SURVEY_PLATFORM_TAG: 'wl',
  HOME_STORES_MIN: 28,
  HOME_YEARS_EXPERIENCE: 30,
  // The profile, tests and data transport
  KEEP_LOGGED_HOURS: 24,
  EMPLOYEE_CHECK_CACHE_CALENDAR_DAYS: 1,
  MAX_UPLOAD_BYTES: 2_100_000,
  AVATAR_CROP_PX: 200,
  NEED_HELP_DESCRIPTION_MAX: 100,
  MIN_AGE: 10,
  MAX_AGE: 100,
  BRAZIL_COUNTRY_ID: 31,
  DEFAULT_NATIONALITY: 'Brasil',
  RESPONSIBILITIES_PREVIEW_CHARS: 120,
  COMPANY_DROPDOWN_MAX: 10,
  TEXT_ANSWER_DEFAULT_MIN: 0,
  TEXT_ANSWER_DEFAULT_MAX: 200,
  SPECIAL_TEST_IDS: [2015, 2018],
  WIZARD_STEPS: ['personal_data', 'education', 'professional_xp', 'languages', 'questions'],
  COPIED_TOOLTIP_RESET_MS: 200,
  EDIT_MODAL_DELAY_MS: 100,
  PROFILE_FIELDS_DELAY_MS: 1000,
  // Beyond the spec's table: how long 'Você completou o seu perfil!' shows before /vagas.
  REGISTER_DONE_REDIRECT_MS: 2500,
  AWARDS_PER_VIEW: 3,
  AWARDS_PER_VIEW_NARROW: 2,
  AWARDS_NARROW_BELOW_PX: 522,
  // Other sections that state a number, and docs/decisions.md
  DEFAULT_SUBSCRIPTION_SOURCE: 'companypage',
  OPEN_STATUS_ID: 1,
  SAO_PAULO_TIME_ZONE: 'America/Sao_Paulo',
  // Beyond the spec: the root element's mark while the chat launcher is on the page (docs/phone.md).
  CHAT_LAUNCHER_MARK: 'data-chat-launcher',
  PROFILE_SECTION_SCROLL_EXTRA_PX: 20,
  APPLICATIONS_ANCHOR_OFFSET_PX: 100,
  MAX_APPLICATION_COMPANY_IDS: 3,
  // Online tests (docs/decisions.md)
  CHALLENGE_TEST_ID: 2015,
  CHALLENGE_DROPPED_TEST_ID: 2018,
  IN_HOUSE_TEST_SOURCE: 'ninenine_jobs',
  TEST_REQUIRED_IN: ['subscription', 'thank_you'],
  EXTRA_TIME_DEFAULT_PERCENT: 50,
  TEST_TIME_WARNING_SECONDS: 30,
  TEST_TIMER_TICK_MS: 1000,
  TEST_SAVE_RETRY_MS: 3000,
  STORAGE_KEYS: {
    states: 'states',
    userLocation: 'userLocation',
    source: 'source',
    sourceOpportunityId: 'sourceOpportunityId',
    indicationForm: 'indication_form',
    subscriptionCallbackUrl: 'subscriptionCallbackUrl',
    opportunityQuestions: 'opportunity_questions',
    termsOfUseAccepted: 'termsOfUseAccepted',
    jobFilters: 'jobFilters',
    nextRoute: 'nextRoute',
    follower: 'follower',
    testNavigation: 'testNavigation',
    session: 'session',
    domains: 'domains',
    linkedinBackTo: 'back_to',
    linkedinState: 'linkedinState',
    // The daily employee check (no CPF) and the single sign-on under way.
    employeeCheck: 'employeeCheck',
    ssoAttempt: 'ssoAttempt',
    attemptFirstName: 'attemptFirstName',
  },
}

describe('constants', () => {
  it.each(Object.entries(SPEC))('%s has the spec value', (name, value) => {
    expect((constants as Record<string, unknown>)[name]).toEqual(value)
  })

  it('exports nothing the spec table does not list', () => {
    expect(Object.keys(constants).sort()).toEqual(Object.keys(SPEC).sort())
  })

  it('names every constant in UPPER_SNAKE_CASE', () => {
    for (const name of Object.keys(constants)) expect(name).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/)
  })

  it('keeps related limits consistent', () => {
    expect(constants.SMS_CODE_MIN_TO_ENABLE).toBeLessThan(constants.SMS_CODE_LENGTH)
    expect(constants.FOREIGN_DOCUMENT_MIN_EXCLUSIVE).toBeLessThan(constants.FOREIGN_DOCUMENT_MAX)
    expect(constants.MIN_AGE).toBeLessThan(constants.MAX_AGE)
    expect(constants.TEXT_ANSWER_DEFAULT_MIN).toBeLessThan(constants.TEXT_ANSWER_DEFAULT_MAX)
    // WCAG 2.2.1: a timed test warns at least 20 s before its end; the special pair is in SPECIAL_TEST_IDS.
    expect(constants.TEST_TIME_WARNING_SECONDS).toBeGreaterThanOrEqual(20)
    expect([constants.CHALLENGE_TEST_ID, constants.CHALLENGE_DROPPED_TEST_ID]).toEqual([
      ...constants.SPECIAL_TEST_IDS,
    ])
    expect(constants.AWARDS_PER_VIEW_NARROW).toBeLessThan(constants.AWARDS_PER_VIEW)
    expect(new Set(Object.values(constants.STORAGE_KEYS)).size).toBe(
      Object.keys(constants.STORAGE_KEYS).length,
    )
  })
})
