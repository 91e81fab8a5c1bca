// @carreiras/core: framework-free domain of the careers site (flat named exports).
export * from './constants'
export * from './limits'
export { CLIENT_ERROR_CODES, ERROR_CODES, isClientErrorCode, isErrorCode } from './errors'
export type { ClientErrorCode, ErrorCode } from './errors'
export { ptBR, messages, errorMessage } from './messages/pt-BR'
export { headerMessages } from './messages/header'
export { chromeMessages } from './messages/ui/chrome'
export type { Messages } from './messages/pt-BR'
export { mergeMessages, templateText, unknownOverridePaths } from './messages/overrides'
export type { MessageOverrides } from './messages/overrides'
export {
  BRAZILIAN_STATES,
  STATE_ABBRS,
  STATE_CODES,
  isStateAbbr,
  stateAbbrFromCode,
  stateCodeFromAbbr,
} from './reference/states'
export type { BrazilianState, StateAbbr } from './reference/states'
export { ACTING_MODES, JOB_AREAS, OPPORTUNITY_LEVELS, TEAMS } from './reference/job-areas'
export type { ActingMode, JobArea, OpportunityLevel, Team } from './reference/job-areas'
export { saoPauloDayNumber, saoPauloIsoDate } from './time/sao-paulo-day'
export { initialsOf } from './format/initials'
export {
  daysLeft,
  isOpportunityOpen,
  opportunityIdFromParam,
  opportunityPath,
  opportunitySlug,
  progressPercent,
  slugFromSubscriptionLink,
} from './opportunity/opportunity.rules'
export {
  OPPORTUNITY_LIST_ORDERS,
  OPPORTUNITY_TEST_REQUIRED_IN,
  opportunityDetailResponseSchema,
  opportunityListItemSchema,
  opportunityListParamsSchema,
  opportunityListResponseSchema,
  opportunitySchema,
  parseOpportunityListParams,
  toOpportunityListSearchParams,
} from './opportunity/opportunity.schema'
export type {
  FieldError,
  Opportunity,
  OpportunityDetailResponse,
  OpportunityListItem,
  OpportunityListOrder,
  OpportunityListParamField,
  OpportunityListParams,
  OpportunityListParamsResult,
  OpportunityListQuery,
  OpportunityListResponse,
  OpportunityTest,
} from './opportunity/opportunity.schema'
export { jobAction, jobActionLabel } from './opportunity/job-action'
export type { JobAction, JobActionKind, JobActionVariant, SubscriptionStep } from './opportunity/job-action'
export { SHARE_NETWORKS, jobShareUrl, sharePopupFeatures, shareLinks } from './opportunity/share'
export type { ShareNetwork } from './opportunity/share'
export { CLOSED_OPPORTUNITY_PATH, closedOpportunityView } from './opportunity/closed-dialog'
export type { ClosedOpportunityMessages, ClosedOpportunityView } from './opportunity/closed-dialog'
export { nextQuarterTurn, rotatedBoundingSize } from './image/rotated-size'
export { hidePdfToolbar } from './document/hide-pdf-toolbar'
export { formatCountdown, isCountdownAnnouncement } from './time/countdown'
export { greetingName } from './format/greeting-name'
export { titleCaseName } from './format/title-case'
export {
  CEP_MASK,
  CPF_MASK,
  DATE_MASK,
  MASK_DIGIT,
  MONTH_YEAR_MASK,
  PHONE_MASKS,
  applyMask,
  maskAs,
  maskDigitCount,
  maskMaxDigits,
  maskPatternFor,
  maskPhone,
  phoneMaskFor,
  unmask,
} from './format/mask'
export type { MaskKind } from './format/mask'
export { typeaheadKey, typeaheadMatches } from './search/typeahead'
export { UPLOAD_RULES, uploadAccept, validateUploadFile } from './validation/files'
export type { UploadFileError, UploadFileErrorCode, UploadKind } from './validation/files'
export * from './validation/index'
export * from './account/index'
export * from './session/index'
export * from './navigation/index'
export * from './logging/index'
export * from './job-search'
export * from './brand/index'
export * from './resume'
export * from './application/index'
export * from './test-runner/index'
export * from './refusal/index'
export * from './subscriptions/index'
export * from './personal-data/index'
export * from './profile/index'
export * from './register-profile/index'
export * from './profile-wizard/index'
export * from './hunting/index'
export * from './consent/index'
export * from './survey/index'
export * from './chat/index'
export * from './push/index'
export * from './link-preview/index'
export * from './marketing/index'
export * from './internal-recruitment/index'
export * from './identity-providers/index'
export * from './saved-jobs/index'
export { unguessableState } from './lib/unguessable-state'
export { allowsFraming } from './lib/frame-policy'
export type { ActorsOf } from './lib/actors'
export {
  errorCodeOf,
  errorGuard,
  isClosedError,
  isNetworkError,
  isRateLimitedError,
  isSessionError,
} from './lib/error-guards'
export * from './phone-first'
export * from './apply-again'
export * from './pwa/index'
export * from './near/index'
export * from './job-alerts'
export * from './data-export/index'
export * from './web-vitals/index'
