// The test runner of the tests pages, a test's cover and question, the confirmation and the partner test's
// return, in a chunk of its own (docs/architecture.md, "Protected parts in their own chunk"). Every one of them
// needs the candidate's session, which lives in the browser.
import { protectedPart } from '../account/require-session'

export const TestRunnerPart = protectedPart(
  () => import('./test-runner-page'),
  (m) => m.TestRunnerPage,
)
