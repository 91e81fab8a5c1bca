// Business constants of the spec (both documents, plus the few limits the spec states elsewhere as
// numbers). Each value is written here once and imported everywhere else.

// ── Site chrome and layout ──────────────────────────────────────────────────────────────────────

/** The fixed header turns opaque after this much scroll (always opaque on the ficha route). */
export const HEADER_OPAQUE_SCROLL_PX = 150
/** Offset applied when scrolling to a hash anchor; without a hash the page scrolls to the top. */
export const HASH_SCROLL_OFFSET_PX = 120
/** Profile sidebar: extra offset added to the header height when scrolling to a section. */
export const PROFILE_SECTION_SCROLL_EXTRA_PX = 20
/** Profile page: scroll offset of the applications anchor (#box-subscription). */
export const APPLICATIONS_ANCHOR_OFFSET_PX = 100
/** At this width or less the application tabs use their short labels ('Info. Básicas'). */
export const NARROW_TAB_LABEL_MAX_PX = 420
/** Carousels are set up this long after mount. */
export const CAROUSEL_SETUP_DELAY_MS = 150
/** Breakpoints at which a carousel shows one slide per view, with no gap. */
export const CAROUSEL_SINGLE_SLIDE_BREAKPOINTS = [640, 768, 1024] as const
/** Awards carousel: seals per view. */
export const AWARDS_PER_VIEW = 3
/** Awards carousel: seals per view below AWARDS_NARROW_BELOW_PX. */
export const AWARDS_PER_VIEW_NARROW = 2
/** Awards carousel: width under which AWARDS_PER_VIEW_NARROW applies. */
export const AWARDS_NARROW_BELOW_PX = 522
/** Share popup width. */
export const SHARE_POPUP_WIDTH = 540
/** Share popup height. */
export const SHARE_POPUP_HEIGHT = 600
/** Home page claim: more than this many stores. */
export const HOME_STORES_MIN = 28
/** Home page claim: over this many years of experience. */
export const HOME_YEARS_EXPERIENCE = 30

// ── Timings ─────────────────────────────────────────────────────────────────────────────────────

/** Welcome animation after login or sign-up, before the dialog closes. */
export const WELCOME_MS = 3000
/** Resend-code link (forgot e-mail) stays disabled for this countdown, in seconds. */
export const RESEND_CODE_COUNTDOWN_S = 120
/** Job list: the user's subscriptions for the page load this long after the opportunities. */
export const SUBSCRIPTIONS_AFTER_LIST_DELAY_MS = 300
/** Accept-hunting: wait before reading the profile cpf. */
export const HUNTING_DELAY_MS = 500
/** Satisfaction survey initialisation after navigation (signed-in sessions). */
export const SURVEY_INIT_DELAY_MS = 500
/** The first invalid field is focused this long after a failed submit. */
export const INVALID_FIELD_FOCUS_DELAY_MS = 400
/** Share widget: the 'Copiado!' tooltip resets after this long. */
export const COPIED_TOOLTIP_RESET_MS = 200
/** Profile edit modals open after about this long. */
export const EDIT_MODAL_DELAY_MS = 100
/** Profile form fields are set about this long after the profile query. */
export const PROFILE_FIELDS_DELAY_MS = 1000
/** Register profile page: 'Pronto' / 'Você completou o seu perfil!' shows this long before /vagas. */
export const REGISTER_DONE_REDIRECT_MS = 2500

// ── Accounts and session ────────────────────────────────────────────────────────────────────────

/** SMS code length: only a code of this many digits is accepted. */
export const SMS_CODE_LENGTH = 6
/** The SMS-code button is enabled at this many characters or more. */
export const SMS_CODE_MIN_TO_ENABLE = 5
/** Password minimum length. */
export const PASSWORD_MIN_LENGTH = 8
/** Foreign document (RNE or passport): length must be greater than this. */
export const FOREIGN_DOCUMENT_MIN_EXCLUSIVE = 5
/** Foreign document (RNE or passport): at most this many characters. */
export const FOREIGN_DOCUMENT_MAX = 28
/** Full name: the first word must be longer than this. */
export const FULL_NAME_FIRST_WORD_MIN_EXCLUSIVE = 2
/** Full name: the remainder after the first space must be longer than this. */
export const FULL_NAME_REST_MIN_EXCLUSIVE = 3
/** Keep-logged session: expiry, renewed on use. */
export const KEEP_LOGGED_HOURS = 24
/** Opportunities API session cookie lifetime, in days. */
export const API_SESSION_COOKIE_DAYS = 1
/** The employee-check result is cached for this many calendar days (the current day). */
export const EMPLOYEE_CHECK_CACHE_CALENDAR_DAYS = 1
/** Scope requested from the social network on social login. */
export const SOCIAL_LOGIN_SCOPE = 'email'

// ── Company, source and tracking ────────────────────────────────────────────────────────────────

/** Default company id of the white-label site. */
export const DEFAULT_COMPANY_ID = 6562
/** Company id used for submission when the company name contains the brand's switch word. */
export const ALTERNATE_COMPANY_ID = 2627
/** Internship programme opening ('/estagio'). */
export const INTERNSHIP_OPPORTUNITY_ID = 378937
/** Source sent with sign-up and terms acceptance. */
export const SOURCE_LABEL = 'carreiras'
/** Source sent with subscriptionNew when none was saved. */
export const DEFAULT_SUBSCRIPTION_SOURCE = 'companypage'
/** Platform tag given to the satisfaction survey. */
export const SURVEY_PLATFORM_TAG = 'wl'

// ── Search, lists and paging ────────────────────────────────────────────────────────────────────

/** Type-ahead starts at this many characters. */
export const TYPEAHEAD_MIN_CHARS = 1
/** Type-ahead shows at most this many suggestions. */
export const TYPEAHEAD_MAX_MATCHES = 4
/** Subscription lists: page size. */
export const SUBSCRIPTIONS_PAGE_SIZE = 20
/** First page of paged lists (1-based, docs/decisions.md, "Paging"). */
export const DEFAULT_PAGE = 1
/** Job list page size; a page with fewer results is the last. */
export const JOB_LIST_PAGE_SIZE = 20
/** Applications box: at most this many company ids restrict the applications shown. */
export const MAX_APPLICATION_COMPANY_IDS = 3
/** Company dropdown (professional experience): at most this many options. */
export const COMPANY_DROPDOWN_MAX = 10

// ── Opportunities ───────────────────────────────────────────────────────────────────────────────

/** status_id of an open opportunity; anything else is closed. */
export const OPEN_STATUS_ID = 1
/** Days left and progress are counted in this time zone, by calendar day. */
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo'

/**
 * The root element's attribute that says the chat launcher is on the page (docs/phone.md): the theme then
 * keeps the launcher's room at the page's end. A site that will show the launcher renders it on its
 * server's `<html>`, so that setting it after hydration does not restyle the whole page.
 */
export const CHAT_LAUNCHER_MARK = 'data-chat-launcher'

// ── Profile ─────────────────────────────────────────────────────────────────────────────────────

/** File size limit (avatar, question attachments, medical reports), in bytes. */
export const MAX_UPLOAD_BYTES = 2_100_000
/** Avatar crop viewport, square, in px. */
export const AVATAR_CROP_PX = 200
/** Need-help-in-selection-process description: maximum characters. */
export const NEED_HELP_DESCRIPTION_MAX = 100
/** Minimum age (by year difference). */
export const MIN_AGE = 10
/** Maximum age (by year difference). */
export const MAX_AGE = 100
/** Country id of Brazil in the reference domains. */
export const BRAZIL_COUNTRY_ID = 31
/** Default nationality (country name). */
export const DEFAULT_NATIONALITY = 'Brasil'
/** Professional experience responsibilities preview length (then '...'). */
export const RESPONSIBILITIES_PREVIEW_CHARS = 120
/** Profile update wizard: the step names allowed, in order; unknown names are dropped. */
export const WIZARD_STEPS = [
  'personal_data',
  'education',
  'professional_xp',
  'languages',
  'questions',
] as const

// ── Tests ───────────────────────────────────────────────────────────────────────────────────────

/** Online test text answer: default minimum characters. */
export const TEXT_ANSWER_DEFAULT_MIN = 0
/** Online test text answer: default maximum characters. */
export const TEXT_ANSWER_DEFAULT_MAX = 200
/** Test ids with special handling (if both pending, 2018 is dropped and 2015 renamed). */
export const SPECIAL_TEST_IDS = [2015, 2018] as const
/** Of the special pair, the one kept (renamed to the challenge) and the one dropped when both are pending. */
export const CHALLENGE_TEST_ID = 2015
export const CHALLENGE_DROPPED_TEST_ID = 2018
/** `source` of the in-house tests (taken on this site); any other source is a partner's. */
export const IN_HOUSE_TEST_SOURCE = 'ninenine_jobs'
/** Where a test is required: before submitting the application, or offered after it. */
export const TEST_REQUIRED_IN = ['subscription', 'thank_you'] as const
/** Extra time a candidate with a disability may ask for on a timed test (a company setting; default). */
export const EXTRA_TIME_DEFAULT_PERCENT = 50
/** A timed test warns this many seconds before its end (WCAG 2.2.1 asks for at least 20). */
export const TEST_TIME_WARNING_SECONDS = 30
/** The test timer's tick. */
export const TEST_TIMER_TICK_MS = 1000
/** An answer that could not be sent (no connection) is tried again after this wait. */
export const TEST_SAVE_RETRY_MS = 3000

// ── Browser storage ─────────────────────────────────────────────────────────────────────────────

/**
 * Keys of the browser-stored entries. Where the spec names a key it is used as is; the others (saved job
 * filters, next route, session, domain caches, back_to) are named here. Never store CPF, phone, diversity,
 * disability data or files.
 */
export const STORAGE_KEYS = {
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
  /** The state sent to the professional network by this tab, checked on its return (session storage). */
  linkedinState: 'linkedinState',
  /** Today's retail-partner employee check: `{ userId, day, contributor }`, never the CPF. */
  employeeCheck: 'employeeCheck',
  /** The single sign-on under way in this tab: state, back_to, next route. */
  ssoAttempt: 'ssoAttempt',
  /**
   * The first name of a sign-up tried in this tab that did not end in a session (session storage; only the
   * first name): a protected route then opens the register form (docs/decisions.md, "The first name of an
   * earlier sign-up").
   */
  attemptFirstName: 'attemptFirstName',
} as const
