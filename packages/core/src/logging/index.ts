export { LOG_REDACTIONS, isSafeRequestId, logPath, redactLogText, redactLogValue } from './redact'
