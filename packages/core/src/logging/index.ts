export {
  LOG_REDACTIONS,
  isSafeRequestId,
  logErrorFields,
  logPath,
  redactLogText,
  redactLogValue,
} from './redact'
export type { LogErrorFields } from './redact'
