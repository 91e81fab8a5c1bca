// The web app's one way to read the session in a render: a core selector (sessionToken, sessionUserId,
// sessionGreetingName, canRemoveAccount, isPartnerCompanyUser, sessionFirstName...) over the account
// runtime's session actor, so pages neither repeat `useSelector(handles.session, ...)` nor read the
// snapshot's context (docs/architecture.md, "Flows: machine → connect → ui component → route").
import { useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import { useAccount } from './account-bridge'
import type { AccountHandles } from './account-types'

/** The session actor's snapshot, as core's session selectors take it. */
export type SessionSnapshot = SnapshotFrom<AccountHandles['session']>

/**
 * The session's value under `selector`, kept up to date (a new login, the profile read again); null while
 * the account runtime is not running yet (`useAccount().handles` is null), as the pages waiting for it show
 * nothing. The selector's value is compared with `===`: pass core's selectors of plain values.
 */
export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T | null {
  const { handles } = useAccount()
  return useSelector(handles?.session, (snapshot) => (snapshot ? selector(snapshot) : null))
}
