// Beside a job's apply button (docs/pwa.md, "Offline"): 'Para se inscrever, você precisa estar conectado à
// internet.', shown only while the page is offline — pwa-slot.tsx marks <html data-offline> and, on a press
// of an apply button then, focuses this note (so it is read) instead of leading to a page that cannot load.
// Plain markup with no state: it adds no script file to the job page.
import { PWA_APPLY_NEEDS_CONNECTION } from '@carreiras/core'

export function OfflineApplyNote() {
  return (
    <p
      tabIndex={-1}
      data-slot="offline-apply-note"
      className="hidden text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring [html[data-offline]_&]:block"
    >
      {PWA_APPLY_NEEDS_CONNECTION}
    </p>
  )
}
