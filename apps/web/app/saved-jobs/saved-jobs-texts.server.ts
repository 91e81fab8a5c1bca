// Saved jobs' texts for the browser, as the brand words them (core's savedJobsBrowserTexts): sent with
// the root's data, so every page's toggles, the header's count and its announcements have them.
import { savedJobsBrowserTexts } from '@carreiras/core'
import { brandMessages } from '../brands/index.server'

export const savedJobsTexts = () => savedJobsBrowserTexts(brandMessages().savedJobs)
