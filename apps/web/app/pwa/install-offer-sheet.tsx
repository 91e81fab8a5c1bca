// Where the install offer shows (docs/pwa.md, "The install offer"): a sheet fixed at the bottom of the window,
// over the page rather than in it, so nothing on the page moves when the offer comes (it comes after the
// page has loaded). While it holds an offer, the page keeps room for it: ui's theme reads its height from
// `--install-offer-height` (kept here as the sheet resizes, with `data-install-offer` on the root element
// while it is taller than nothing) to pad the page's end, to keep the browser's
// scrolling to a focused control clear of it (WCAG 2.2, 2.4.11) and to lift the chat launcher above it.
import { useEffect, useRef, type ReactNode } from 'react'

const HEIGHT_VARIABLE = '--install-offer-height'
const OFFER_MARK = 'data-install-offer'

export function InstallOfferSheet({ children }: { children: ReactNode }) {
  const sheet = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = sheet.current
    if (!element) return
    const root = document.documentElement
    // The root element is marked while the sheet holds an offer (it is hidden, 0 px tall, when empty).
    const observer = new ResizeObserver(() => {
      const height = element.getBoundingClientRect().height
      root.style.setProperty(HEIGHT_VARIABLE, `${height}px`)
      root.toggleAttribute(OFFER_MARK, height > 0)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(HEIGHT_VARIABLE)
      root.removeAttribute(OFFER_MARK)
    }
  }, [])
  return (
    <div
      ref={sheet}
      data-slot="install-offer-sheet"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center px-3 pb-3 empty:hidden sm:px-4 sm:pb-4 [&>*]:pointer-events-auto [&>*]:w-full [&>*]:max-w-lg [&>*]:shadow-lg"
    >
      {children}
    </div>
  )
}
