// The saved jobs' parts as the pages place them (docs/saved-jobs.md): the toggle on the cards and the
// detail, the header's count and the sync with the session, in one chunk of their own (parts.tsx;
// lib/lazy-part.tsx) rather than in the page's first script, which then does not carry the store.
import { lazyPart } from '../lib/lazy-part'

const parts = () => import('./parts')

export const SaveJobToggle = lazyPart(() => parts().then((m) => m.SaveJobToggle))
export const SavedJobsHeader = lazyPart(() => parts().then((m) => m.SavedJobsHeader))
export const SavedJobsSync = lazyPart(() => parts().then((m) => m.SavedJobsSync))
