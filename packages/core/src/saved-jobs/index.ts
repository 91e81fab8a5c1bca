export * from './saved-jobs'
export { savedJobsMessages } from './saved-jobs.texts'
