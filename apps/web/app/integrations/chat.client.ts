// The customer chat in the browser (docs/chat-and-marketing.md). Loaded only when the visitor presses the
// launcher (integrations/chat-launcher.tsx imports this module dynamically): then the widget's script
// (CHAT_WIDGET_URL) is added to the page and, in parallel, a signed-in person's identity is asked of the
// site's server (CHAT_IDENTITY_PATH), which answers it only when the person allowed the chat. The widget
// boots with the identity, or as 'Candidate'.
// The widget's contract: its script defines `window.ChatWidget = { boot(settings), show(), hide(), shutdown() }`
// (the platform's stand-in, apps/platform/src/integrations-stand-ins/chat.ts, does the same).
import {
  CHAT_IDENTITY_PATH,
  chatBootSettings,
  chatIdentityAnswerSchema,
  type ChatBootSettings,
  type ChatIdentity,
} from '@carreiras/core'
import { loadSession } from '../account/session-record'

export interface ChatWidget {
  boot(settings: ChatBootSettings): unknown
  show(): void
  hide?(): void
  shutdown(): void
}

declare global {
  interface Window {
    ChatWidget?: ChatWidget
  }
}

/** How the chat was booted: who the chat knows. */
export type ChatIdentityKind = 'anonymous' | 'identified' | 'not-allowed'

const SCRIPT_TIMEOUT_MS = 20_000

let widgetPromise: Promise<ChatWidget> | null = null

/** Adds the widget's script once; resolves with its API. A failure lets the next press try again. */
export function loadChatWidget(url: string): Promise<ChatWidget> {
  if (window.ChatWidget) return Promise.resolve(window.ChatWidget)
  widgetPromise ??= new Promise<ChatWidget>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.dataset.chatWidget = ''
    const timer = window.setTimeout(() => fail(new Error('chat widget timed out')), SCRIPT_TIMEOUT_MS)
    const fail = (error: Error) => {
      window.clearTimeout(timer)
      script.remove()
      widgetPromise = null
      reject(error)
    }
    script.onload = () => {
      window.clearTimeout(timer)
      if (window.ChatWidget) resolve(window.ChatWidget)
      else fail(new Error('chat widget did not define its API'))
    }
    script.onerror = () => fail(new Error('chat widget did not load'))
    document.head.appendChild(script)
  })
  return widgetPromise
}

/** The signed-in person's identity from the site's server; null (anonymous) when it will not or cannot say. */
export async function fetchChatIdentity(
  session: { token: string; userId: number },
  fetchImpl: typeof fetch = fetch,
): Promise<{ identity: ChatIdentity | null; kind: ChatIdentityKind }> {
  try {
    const response = await fetchImpl(CHAT_IDENTITY_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ userId: session.userId }),
      credentials: 'same-origin',
    })
    const answer = chatIdentityAnswerSchema.safeParse(await response.json())
    if (!answer.success) return { identity: null, kind: 'anonymous' }
    if (answer.data.identified) {
      const { name, email, hash } = answer.data
      return { identity: { name, email, hash }, kind: 'identified' }
    }
    return { identity: null, kind: answer.data.reason === 'consent' ? 'not-allowed' : 'anonymous' }
  } catch {
    return { identity: null, kind: 'anonymous' }
  }
}

/** Whom the running widget was booted for (a user id, or null for 'Candidate'); undefined: not booted. */
let bootedFor: number | null | undefined
let bootedKind: ChatIdentityKind = 'anonymous'

/**
 * Opens the chat: loads the widget (once), boots it for the person signed in now (again when that changed since
 * the last boot) and shows it. Rejects when the widget cannot load.
 */
export async function openChat(options: { widgetUrl: string; source: string }): Promise<ChatIdentityKind> {
  const session = loadSession()
  const userId = session?.userId ?? null
  if (bootedFor !== undefined && bootedFor === userId && window.ChatWidget) {
    window.ChatWidget.show()
    return bootedKind
  }
  const [widget, who] = await Promise.all([
    loadChatWidget(options.widgetUrl),
    session
      ? fetchChatIdentity({ token: session.token, userId: session.userId })
      : Promise.resolve({ identity: null, kind: 'anonymous' as const }),
  ])
  if (bootedFor !== undefined) widget.shutdown()
  await widget.boot(chatBootSettings(who.identity, options.source))
  bootedFor = userId
  bootedKind = who.kind
  return who.kind
}
