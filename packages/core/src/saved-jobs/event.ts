// The window event of a saved job (docs/saved-jobs.md). A module of its own: the site's root listens to it on
// every page (the install offer counts a save as engagement) and should not carry the saved jobs' rules.

/**
 * The window event dispatched when a job is saved (not when one is removed). Other features listen to it
 * (the install offer counts it as engagement); its `detail` is `{ opportunityId }`.
 */
export const JOB_SAVED_EVENT = 'carreiras:job-saved'

/** The `detail` of a JOB_SAVED_EVENT. */
export interface JobSavedEventDetail {
  opportunityId: number
}
