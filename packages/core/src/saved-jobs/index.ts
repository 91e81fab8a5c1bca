export * from './saved-jobs'
export * from './saved-jobs.schema'
export { fillSavedJobsText, savedJobsBrowserTexts, savedJobsMessages } from './saved-jobs.texts'
export type { SavedJobsBrowserTexts } from './saved-jobs.texts'
