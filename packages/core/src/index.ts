// @carreiras/core: framework-free domain of the careers site (flat named exports).
export * from './constants'
export { ERROR_CODES, isErrorCode } from './errors'
export type { ErrorCode } from './errors'
export { ptBR, messages, errorMessage } from './messages/pt-BR'
export type { Messages } from './messages/pt-BR'
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
export { saoPauloDayNumber } from './time/sao-paulo-day'
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
