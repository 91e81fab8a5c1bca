// 'Baixar meus dados' in the Privacidade box of /meu-perfil (docs/privacy.md): core's data-export machine with
// the api's client (through the site's proxy, with the signed-in session's Authorization header), drawn by
// the design system's DataExportPanel. Nothing is kept in browser storage.
import { createDataExportClient } from '@carreiras/api'
import { connectDataExport, dataExportMachine } from '@carreiras/core'
import { DataExportPanel } from '@carreiras/ui/data-export-panel'
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import type { AccountHandles } from '../account/account-types'
import { useMessages } from '../brands/use-messages'
import { PLATFORM_PROXY_PATH } from '../lib/platform-path'

export function ProfileDataExport({ handles }: { handles: AccountHandles }) {
  const messages = useMessages()
  const [machine] = useState(() => {
    const client = createDataExportClient({
      apiUrl: PLATFORM_PROXY_PATH,
      authorization: () => handles.authorization(),
    })
    return dataExportMachine.provide({
      actors: {
        loadState: fromPromise(() => client.state()),
        requestExport: fromPromise(() => client.request()),
      },
    })
  })
  const actor = useActorRef(machine)
  const view = useSelector(actor, (s) => connectDataExport(s, actor.send, messages.dataExport))
  return (
    <DataExportPanel
      screen={view.screen}
      statusText={view.statusText}
      limitText={view.limitText}
      requesting={view.requesting}
      error={view.error}
      onRequest={view.onRequest}
      onRetry={view.onRetry}
      messages={messages.dataExport}
      retryLabel={messages.ui.domain.list.retry}
    />
  )
}
