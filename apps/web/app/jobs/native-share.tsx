// The job detail's 'Compartilhar' button: the browser's own share sheet (Web Share API), shown only where
// the browser has `navigator.share` (phones, mostly), beside the share widget, which stays for every
// browser (docs/link-previews.md). Its code is a chunk of its own, loaded after hydration and only
// where the API exists: the public page's first load does not grow.
import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { NativeShareButtonProps } from './native-share-button.client'

const NativeShareButton = lazy(() => import('./native-share-button.client'))

const subscribe = () => () => {}
/** Whether the browser can share: never on the server, so hydration matches and the button comes after. */
const canShare = () => typeof navigator.share === 'function'
const onServer = () => false

export function NativeShare(props: NativeShareButtonProps) {
  const available = useSyncExternalStore(subscribe, canShare, onServer)
  if (!available) return null
  return (
    <Suspense fallback={null}>
      <NativeShareButton {...props} />
    </Suspense>
  )
}
