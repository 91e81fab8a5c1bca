// Pure rules of the online tests (the special ids 2015/2018; docs/decisions.md, "Online
// tests"). The test runner machine, its connect layer, the design system and the platform all use these.
import { z } from 'zod'
import {
  CHALLENGE_DROPPED_TEST_ID,
  CHALLENGE_TEST_ID,
  IN_HOUSE_TEST_SOURCE,
  TEST_TIME_WARNING_SECONDS,
  TEXT_ANSWER_DEFAULT_MAX,
  TEXT_ANSWER_DEFAULT_MIN,
} from '../constants'
import { applicationTestsPath } from '../application/application.rules'
import { opportunitySlug } from '../opportunity/opportunity.rules'

// ── Tests of an application ─────────────────────────────────────────────────────────────────────────

export type TestStatus = 'pending' | 'finished'
export type TestRequiredIn = 'subscription' | 'thank_you'

/** A test of an application, as the platform lists it (`Test`). */
export interface ApplicationTest {
  testId: number
  name: string
  status: TestStatus
  /** `ninenine_jobs` for in-house tests, or a partner's name. */
  source: string
  /** The partner's address (with its return address); null for in-house tests. */
  url: string | null
  hidden: boolean
  requiredIn: TestRequiredIn | null
}

export type TestLinkKind = 'inHouse' | 'partner'

/** A test as the candidate sees it in the list. */
export interface TestListItem {
  testId: number
  name: string
  status: TestStatus
  kind: TestLinkKind
  /** In-house: the cover's path on this site; partner: the partner's address (null when it has none). */
  href: string | null
  requiredIn: TestRequiredIn | null
}

export const isInHouseTest = (test: Pick<ApplicationTest, 'source'>) => test.source === IN_HOUSE_TEST_SOURCE

/**
 * The tests the candidate sees: `hide_to_candidate` tests are not shown; when tests 2015 and 2018 are both
 * pending, 2018 is dropped and 2015 becomes the challenge (its name, and the challenge site's address with
 * the user's id). In-house tests link to their cover; other tests to the partner.
 */
export function testsForCandidate(
  tests: readonly ApplicationTest[],
  options: { opportunityId: number; userId: number; challengeName: string; challengeUrl: string | null },
): TestListItem[] {
  const visible = tests.filter((test) => !test.hidden)
  const pending = (id: number) => visible.some((test) => test.testId === id && test.status === 'pending')
  const challenge = pending(CHALLENGE_TEST_ID) && pending(CHALLENGE_DROPPED_TEST_ID)
  return visible
    .filter((test) => !(challenge && test.testId === CHALLENGE_DROPPED_TEST_ID))
    .map((test) => {
      if (challenge && test.testId === CHALLENGE_TEST_ID) {
        return {
          testId: test.testId,
          name: options.challengeName,
          status: test.status,
          kind: 'partner' as const,
          href: options.challengeUrl
            ? challengeLink(options.challengeUrl, options.userId, options.opportunityId)
            : test.url,
          requiredIn: test.requiredIn,
        }
      }
      const inHouse = isInHouseTest(test)
      return {
        testId: test.testId,
        name: test.name,
        status: test.status,
        kind: inHouse ? ('inHouse' as const) : ('partner' as const),
        href: inHouse ? testCoverPath(options.opportunityId, test.name, test.testId) : test.url,
        requiredIn: test.requiredIn,
      }
    })
}

/** The challenge site's address with the user's (and the opening's) id. */
export function challengeLink(baseUrl: string, userId: number, opportunityId: number): string {
  const separator = baseUrl.includes('?') ? '&' : '?'
  return `${baseUrl}${separator}user_id=${userId}&opportunity_id=${opportunityId}`
}

export type TestsSummary = { kind: 'none' } | { kind: 'allDone' } | { kind: 'missing'; count: number }

/** The summary line: none registered / all done / 'Falta 1 teste...' / 'Faltam N testes...'. */
export function testsSummary(items: readonly Pick<TestListItem, 'status'>[]): TestsSummary {
  if (items.length === 0) return { kind: 'none' }
  const missing = items.filter((item) => item.status === 'pending').length
  return missing === 0 ? { kind: 'allDone' } : { kind: 'missing', count: missing }
}

/**
 * 'Finalizar Inscrição' shows only when the candidate is not enrolled yet and no pending test is required in
 * the subscription; `thank_you` tests never block it (docs/decisions.md, "Tests after the subscription").
 */
export function canFinishApplication(input: {
  enrolled: boolean
  items: readonly Pick<TestListItem, 'status' | 'requiredIn'>[]
}): boolean {
  return (
    !input.enrolled && !input.items.some((i) => i.status === 'pending' && i.requiredIn === 'subscription')
  )
}

// ── Paths ───────────────────────────────────────────────────────────────────────────────────────────

/** The tests page (the application's own rule: where tab 2 goes when the opening has tests). */
export const testsPath = applicationTestsPath
export const pendingTestsPath = (opportunityId: number) =>
  `/vagas/${opportunityId}/inscricao/testes-pendentes`
/** `/vagas/{id}/inscricao/{testName}/{testId}` (the name as a slug; only the id is read back). */
export const testCoverPath = (opportunityId: number, testName: string, testId: number) =>
  `/vagas/${opportunityId}/inscricao/${opportunitySlug(testName) || 'teste'}/${testId}`
/** `/vagas/{id}/inscricao/{headerTestId}/teste/{questionId}`. */
export const testQuestionPath = (opportunityId: number, headerTestId: number, questionId: number) =>
  `/vagas/${opportunityId}/inscricao/${headerTestId}/teste/${questionId}`
/** The landing after a partner test. */
export const returnTestPath = (userId: number, sourceTestId: number, opportunityId: number) =>
  `/return_test/${userId}/${sourceTestId}/${opportunityId}`
/** The test platform's path of one question, where its answer is saved. */
export const testPlatformQuestionPath = (headerTestId: number, questionId: number) =>
  `/v1/header/${headerTestId}/questions/${questionId}`

/** The header and question ids of a test platform path (or a full URL ending in one); null otherwise. */
export function parseTestPlatformPath(url: string): { headerTestId: number; questionId: number } | null {
  const match = /\/v1\/header\/(\d{1,15})\/questions\/(\d{1,15})\/?(?:[?#].*)?$/.exec(url.trim())
  if (!match) return null
  return { headerTestId: Number(match[1]), questionId: Number(match[2]) }
}

/** A positive integer id from a route parameter, or null. */
export function idFromParam(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

// ── Questions and answers ───────────────────────────────────────────────────────────────────────────

export interface TestAnswerOption {
  id: number
  option: string
  image: string | null
}

/** One question of a test (`TestQuestionItem`). */
export interface TestQuestion {
  id: number
  title: string
  description: string | null
  image: string | null
  isMovie: boolean
  isText: boolean
  minCharacters: number | null
  maxCharacters: number | null
  order: number
  requiredAnswers: number
  options: TestAnswerOption[]
}

export type TestQuestionKind = 'single' | 'multiple' | 'text' | 'video'

/** Video (YouTube link), text, or choice: one required answer = single choice, more = multiple. */
export function questionKind(
  question: Pick<TestQuestion, 'isMovie' | 'isText' | 'requiredAnswers'>,
): TestQuestionKind {
  if (question.isMovie) return 'video'
  if (question.isText) return 'text'
  return question.requiredAnswers > 1 ? 'multiple' : 'single'
}

/** The text answer's length range, with the spec's defaults 0 and 200. */
export function textAnswerRange(question: Pick<TestQuestion, 'minCharacters' | 'maxCharacters'>) {
  const min = question.minCharacters ?? TEXT_ANSWER_DEFAULT_MIN
  const max = question.maxCharacters ?? TEXT_ANSWER_DEFAULT_MAX
  return { min: Math.max(0, min), max: Math.max(min, max) }
}

/** What the candidate has given for one question. */
export interface TestAnswer {
  optionIds: number[]
  text: string
  videoUrl: string
}

export const EMPTY_TEST_ANSWER: TestAnswer = { optionIds: [], text: '', videoUrl: '' }

const YOUTUBE_ID = '[\\w-]{6,}'
const YOUTUBE_URL = new RegExp(
  '^(?:https?://)?(?:(?:www\\.|m\\.|music\\.)?youtube\\.com/(?:watch\\?(?:[^#\\s]*&)?v=' +
    YOUTUBE_ID +
    '|shorts/' +
    YOUTUBE_ID +
    '|embed/' +
    YOUTUBE_ID +
    '|live/' +
    YOUTUBE_ID +
    ')|youtu\\.be/' +
    YOUTUBE_ID +
    ')(?:[?&#/][^\\s]*)?$',
  'i',
)

/** A YouTube video link (youtube.com/watch?v=, youtu.be/, /shorts/, /embed/, /live/). */
export const isYoutubeUrl = (url: string) => YOUTUBE_URL.test(url.trim())

export type TestAnswerIssue =
  | { code: 'youtubeOnly' }
  | { code: 'length'; min: number; max: number }
  | { code: 'selectOptions'; count: number }

/**
 * The answer rules: a video question needs a YouTube link; a text answer is non-empty and between min and max
 * characters; a choice question needs exactly `required_answers` options.
 */
export function answerIssue(question: TestQuestion, answer: TestAnswer): TestAnswerIssue | null {
  switch (questionKind(question)) {
    case 'video':
      return isYoutubeUrl(answer.videoUrl) ? null : { code: 'youtubeOnly' }
    case 'text': {
      const { min, max } = textAnswerRange(question)
      const length = answer.text.trim().length
      return length === 0 || length < min || length > max ? { code: 'length', min, max } : null
    }
    default: {
      const required = Math.max(1, question.requiredAnswers)
      const known = new Set(question.options.map((o) => o.id))
      const chosen = new Set(answer.optionIds.filter((id) => known.has(id)))
      return chosen.size === required && chosen.size === answer.optionIds.length
        ? null
        : { code: 'selectOptions', count: required }
    }
  }
}

/**
 * Choosing an option: single choice replaces the choice; multiple choice toggles it, and choosing more
 * than `required_answers` keeps the choice and says the maximum is reached.
 */
export function toggleOption(
  question: Pick<TestQuestion, 'isMovie' | 'isText' | 'requiredAnswers'>,
  selected: readonly number[],
  optionId: number,
): { optionIds: number[]; maxReached: boolean } {
  if (questionKind(question) === 'single') return { optionIds: [optionId], maxReached: false }
  if (selected.includes(optionId))
    return { optionIds: selected.filter((id) => id !== optionId), maxReached: false }
  if (selected.length >= question.requiredAnswers) return { optionIds: [...selected], maxReached: true }
  return { optionIds: [...selected, optionId], maxReached: false }
}

/** What `saveTestQuestion` sends for an answer: only the part the question's kind uses. */
export function answerPayload(question: TestQuestion, answer: TestAnswer) {
  const kind = questionKind(question)
  return {
    answers: kind === 'single' || kind === 'multiple' ? answer.optionIds.map(String) : [],
    text_answer: kind === 'text' ? answer.text.trim() : null,
    url_movie: kind === 'video' ? answer.videoUrl.trim() : null,
  }
}

// ── Time ────────────────────────────────────────────────────────────────────────────────────────────

/** A timed test's limit with extra time (percent), rounded up to the second. */
export const extendedTimeLimit = (seconds: number, percent: number) =>
  Math.ceil(Math.max(0, seconds) * (1 + Math.max(0, percent) / 100))

/** Seconds left until a deadline (never negative; whole seconds, rounded up while time remains). */
export const secondsLeft = (deadlineMs: number, nowMs: number) =>
  Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000))

/** The timer's text: `m:ss`, or `h:mm:ss` from one hour. */
export function formatTimer(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.ceil(totalSeconds)) : 0
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** A duration in words from its parts (`7 minutos e 30 segundos`), for the cover and announcements. */
export function durationParts(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.ceil(totalSeconds)) : 0
  return {
    hours: Math.floor(seconds / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  }
}

/**
 * When the time left is announced to screen readers (WCAG 2.2.1): at every whole minute of the last
 * five and every ten minutes before that — never at the start nor every second. The last 30 s have
 * their own warning (an alert), so they are not announced here too.
 */
export function isTimerAnnouncement(remaining: number, total: number): boolean {
  if (remaining <= TEST_TIME_WARNING_SECONDS || remaining >= total) return false
  if (remaining % 60 !== 0) return false
  return remaining <= 300 || remaining % 600 === 0
}

/** The warning shows from 30 s before the end (at least 20 s, WCAG 2.2.1). */
export const isTimeWarning = (remaining: number | null) =>
  remaining !== null && remaining > 0 && remaining <= TEST_TIME_WARNING_SECONDS

// ── Test navigation (browser storage, encoded; nothing sensitive in it) ─────────────────────────────

export interface TestNavigation {
  testId: number
  headerTestId: number
  canEdit: boolean
  coverUrl: string
  /** The question paths already answered. */
  answered: string[]
}

const navigationSchema = z.lazy(() =>
  z.object({
    testId: z.number().int().positive(),
    headerTestId: z.number().int().positive(),
    canEdit: z.boolean(),
    coverUrl: z.string().startsWith('/').max(300),
    answered: z.array(z.string().max(300)).max(500),
  }),
)

// Base64 is a global of browsers and Node alike; core has no DOM types, so it is reached through globalThis.
const base64 = globalThis as unknown as { btoa(text: string): string; atob(text: string): string }

/** The stored form: base64 of the JSON (URI-escaped first, so any character survives). */
export function encodeTestNavigation(navigation: TestNavigation): string {
  return base64.btoa(encodeURIComponent(JSON.stringify(navigation)))
}

/** The navigation read back; anything unreadable is null, never a crash. */
export function decodeTestNavigation(value: string | null | undefined): TestNavigation | null {
  if (!value) return null
  try {
    const parsed = navigationSchema.safeParse(JSON.parse(decodeURIComponent(base64.atob(value))))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The navigation after answering a question (each path once). */
export function withAnswered(navigation: TestNavigation, path: string): TestNavigation {
  return navigation.answered.includes(path)
    ? navigation
    : { ...navigation, answered: [...navigation.answered, path] }
}

/** A test that cannot be edited and whose question was already answered goes back to its cover. */
export function isLockedQuestion(input: { canEdit: boolean; answered: boolean }): boolean {
  return !input.canEdit && input.answered
}
