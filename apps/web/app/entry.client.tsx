// The browser entry: React Router's default, except that hydration waits for the first paint. Module
// scripts run as soon as the stylesheet has arrived, which on a fast connection is before the browser
// has painted anything: hydrating the whole page there would hold the first paint behind it. The
// server's HTML is already complete and usable (links and forms work without JavaScript), so painting
// it first and hydrating a frame later costs nothing. A page opened in a background tab gets no frames
// until it is shown, so it hydrates at once.
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

if (document.visibilityState === 'hidden') hydrate()
// requestAnimationFrame runs just before the next paint; the timeout inside it runs just after it.
else requestAnimationFrame(() => setTimeout(hydrate, 0))
