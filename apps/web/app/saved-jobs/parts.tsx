// The saved jobs' parts that load after hydration (lazy.tsx), in one module so that they travel as one chunk:
// a page with the toggles, the count and the sync fetches one file, not four.
export { SaveJobToggle } from './save-job-toggle'
export { SavedJobsHeader } from './saved-jobs-header'
export { SavedJobsSync } from './saved-jobs-sync'
