// List sizes: the most items a list may carry in one request (docs/security.md, "List sizes"): each list argument of
// the platform's GraphQL schema has one of these (apps/platform/src/security/list-limits.ts, whose test
// walks the schema), and core's payload schemas and boxes use the same. Generous for real use, small enough that a
// request cannot keep the platform busy.

/** Skills one candidate keeps (the skills box stops there). */
export const MAX_SKILLS = 100
/** Occupations of one professional experience. */
export const MAX_OCCUPATIONS = 50
/** Disabilities one candidate declares. */
export const MAX_DISABILITIES = 50
/** Answers to an opening's questions in one call (applying, the eliminatory check). */
export const MAX_APPLICATION_ANSWERS = 100
/** Answers to a profile-update request's questions in one call. */
export const MAX_PROFILE_UPDATE_ANSWERS = 100
/** Answers of one talent-bank joining. */
export const MAX_TALENT_BANK_ANSWERS = 50
/** Options chosen in one answer of an online test. */
export const MAX_TEST_ANSWER_OPTIONS = 50
/** Tests one call asks about (the applications box asks for its page's tests). */
export const MAX_TEST_IDS = 200
/** Reference lists named in one `domains(names:)` query. */
export const MAX_REFERENCE_LIST_NAMES = 50

// Request bodies the site's own server reads, in bytes (docs/security.md, "Body sizes"): a larger one is
// answered 413 before it is read (apps/web/server.mjs, by its Content-Length) or as soon as it passes the
// limit (the routes, for a body sent without one).

/** The same-origin proxy to the platform: the sealed transport's 4 MiB (an upload of MAX_UPLOAD_BYTES fits). */
export const SITE_PROXY_MAX_BODY_BYTES = 4 * 1024 * 1024
/** The refusal template sent to POST /api/recusa (REFUSAL_TEMPLATE_MAX_CHARS in a form). */
export const SITE_REFUSAL_MAX_BODY_BYTES = 128 * 1024
/** The JSON the other /api routes read (a session and a few fields). */
export const SITE_JSON_MAX_BODY_BYTES = 8 * 1024
/** Every other path: no page reads a body. */
export const SITE_DEFAULT_MAX_BODY_BYTES = 16 * 1024
/** The refusal template is cut at this many characters (a refusal message is a few paragraphs). */
export const REFUSAL_TEMPLATE_MAX_CHARS = 20_000
/** Openings one person keeps saved (the account's list, the browser's list and one merge at sign-in). */
export const MAX_SAVED_JOBS = 100
