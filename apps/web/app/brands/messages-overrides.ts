// The brand's wording of core's texts (the root's data), handed down once by the root's layout. Reading it
// from the root's route data instead (useRouteLoaderData) made every component that speaks the catalogue
// draw again at each change of the router's state, such as a route found for a link drawn on the page
// (docs/performance.md, "The header drawn again for every step of the session"). Types only from core: the
// catalogue itself stays out of the public pages' first load (use-messages.ts merges it).
import type { MessageOverrides, Messages } from '@carreiras/core'
import { createContext } from 'react'

export const MessageOverridesContext = createContext<MessageOverrides<Messages> | undefined>(undefined)
