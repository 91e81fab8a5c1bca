// The install offer's drawing, a chunk loaded only when the offer shows (pwa-slot.tsx, which holds what
// 'Instalar' and 'Agora não' do; nothing here is shared with the root's chunk, so a first visit gets no
// extra file).
import { InstallOffer } from '@carreiras/ui/install-offer'

export default function InstallOfferClient({
  kind,
  onInstall,
  onDismiss,
}: {
  kind: 'offer' | 'ios-hint'
  onInstall: () => void
  onDismiss: () => void
}) {
  return <InstallOffer kind={kind} onInstall={onInstall} onDismiss={onDismiss} />
}
