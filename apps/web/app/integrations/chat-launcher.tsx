// The chat launcher on every page with the site's chrome (root.tsx), when the chat is configured
// (CHAT_WIDGET_URL; the root loader's `chat`). The page carries only the button: the widget, the identity
// request and the session reading are in chat.client.ts, imported when the visitor presses it.
import { PROFILE_BOX_IDS } from '@carreiras/core'
import { ChatLauncher, type ChatLauncherStatus } from '@carreiras/ui/chat-launcher'
import { useState } from 'react'
import { routerLink } from '../components/router-link'

export function SiteChatLauncher({ config }: { config: { widgetUrl: string; source: string } }) {
  const [status, setStatus] = useState<ChatLauncherStatus>('closed')
  const [notAllowed, setNotAllowed] = useState(false)
  const open = () => {
    setStatus('loading')
    import('./chat.client')
      .then(({ openChat }) => openChat(config))
      .then((kind) => {
        setNotAllowed(kind === 'not-allowed')
        setStatus('open')
      })
      .catch(() => setStatus('error'))
  }
  return (
    <ChatLauncher
      status={status}
      notAllowed={notAllowed}
      onOpen={open}
      // The profile's Privacidade box, where the person allows the chat (the page scrolls to its anchor).
      privacyHref={`/meu-perfil#${PROFILE_BOX_IDS.privacy}`}
      renderLink={routerLink}
    />
  )
}
