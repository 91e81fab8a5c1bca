// The share widget's behaviour, shared by the design system's ShareWidget (Radix tooltip) and any
// lighter rendering of it (the public job page draws its tooltip in CSS for its JS budget): each
// network opens in a 540 × 600 popup (a blocked popup lets the link open a tab), and copying the link
// sets 'copied' until shortly after the pointer or focus leaves. No catalogue, no tailwind-merge.
import { COPIED_TOOLTIP_RESET_MS, sharePopupFeatures, type ShareNetwork } from '@carreiras/core'
import { useEffect, useRef, useState, type MouseEvent } from 'react'

export interface ShareActionsOptions {
  url: string
  links: Record<ShareNetwork, string>
  /** Polite announcements after copying (success / failure). */
  announcements: { copied: string; failed: string }
  onShare?: (network: ShareNetwork) => void
  onCopy?: (copied: boolean) => void
}

export function useShareActions({ url, links, announcements, onShare, onCopy }: ShareActionsOptions) {
  const [copied, setCopied] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(resetTimer.current), [])

  const openPopup = (network: ShareNetwork) => (event: MouseEvent<HTMLAnchorElement>) => {
    const popup = window.open(links[network], `share-${network}`, sharePopupFeatures())
    // A blocked popup leaves the link to open normally, in a new tab.
    if (popup) {
      popup.opener = null
      event.preventDefault()
    }
    onShare?.(network)
  }

  /** Copies the URL; resolves with whether it worked. */
  const copy = async (): Promise<boolean> => {
    clearTimeout(resetTimer.current)
    let ok = false
    try {
      await navigator.clipboard.writeText(url)
      ok = true
    } catch {
      ok = false
    }
    setCopied(ok)
    setAnnouncement(ok ? announcements.copied : announcements.failed)
    onCopy?.(ok)
    return ok
  }

  // 'Copiado!' stays while the pointer or focus is on the button, then resets shortly after leaving.
  const scheduleReset = () => {
    if (!copied) return
    clearTimeout(resetTimer.current)
    resetTimer.current = setTimeout(() => setCopied(false), COPIED_TOOLTIP_RESET_MS)
  }

  return { copied, announcement, openPopup, copy, scheduleReset }
}
