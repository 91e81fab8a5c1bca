// The integrations of a signed-in page (docs/consent-and-survey.md), mounted once in the root. On a page's
// first load it is only this: nothing loads for an anonymous visitor. Once the account runtime knows a
// signed-in person, the chunk signed-in.client.tsx loads: the consent store, the 'Sua privacidade' prompt and
// (with survey consent) the satisfaction survey.
import { lazy, Suspense } from 'react'
import { useAccount } from '../account/account-bridge'
import type { AccountPublicConfig } from '../account/account-types'

const SignedInRuntime = lazy(() => import('./signed-in.client'))

export function SignedInIntegrations({ config }: { config: AccountPublicConfig }) {
  const { user, handles } = useAccount()
  if (!user || !handles) return null
  return (
    <Suspense fallback={null}>
      <SignedInRuntime handles={handles} config={config} />
    </Suspense>
  )
}
