export { jobAlertEmailMessages, jobAlertsMessages, type JobAlertsMessages } from './job-alerts.texts'
export {
  JOB_ALERTS_PER_PERSON,
  JOB_ALERT_DIGEST_MAX_ITEMS,
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_PERIOD_MS,
  JOB_ALERT_STATUSES,
  isJobAlertDue,
  isJobAlertFrequency,
  normalizeSearchText,
  openingMatchesListParams,
  prepareListSearch,
  type ListSearchMatcher,
  type JobAlertFrequency,
  type JobAlertStatus,
  type MatchableOpening,
} from './job-alerts.rules'
export {
  alertEmailError,
  canonicalAlertSearch,
  jobAlertCreateSchema,
  jobAlertUpdateSchema,
  type JobAlertCreateInput,
  type JobAlertView,
} from './job-alerts.schema'
export { alertSearchSummary } from './job-alerts.summary'
export {
  alertRequestMessageOf,
  jobAlertFormMachine,
  type JobAlertCreateRequest,
  type JobAlertFormContext,
  type JobAlertFormEvent,
  type JobAlertFormValues,
  type JobAlertSubmission,
} from './job-alert-form.machine'
export {
  connectJobAlertForm,
  type JobAlertFormScreen,
  type JobAlertFormTexts,
  type JobAlertFormView,
} from './job-alert-form.connect'
export {
  jobAlertsBoxMachine,
  type JobAlertChange,
  type JobAlertsBoxContext,
  type JobAlertsBoxEvent,
  type JobAlertsNotice,
} from './job-alerts-box.machine'
export {
  connectJobAlertsBox,
  type JobAlertsBoxItem,
  type JobAlertsBoxTexts,
  type JobAlertsBoxView,
} from './job-alerts-box.connect'
