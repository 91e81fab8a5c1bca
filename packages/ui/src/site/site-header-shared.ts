// What the site header and its lazily loaded avatar menu (site-header-user-menu.tsx) both use: the
// header's texts and the signed-in person. A module of its own, so neither of the two imports the other
// for it (the header only loads the menu, lazily).
import { chromeMessages, headerMessages } from '@carreiras/core'

// The header's own text modules, not the whole catalogue: every page loads the header first.
const siteHeaderTexts = { ...headerMessages, ...chromeMessages.header }

type SiteHeaderTexts = typeof siteHeaderTexts

interface SiteHeaderUser {
  name: string
  socialName?: string | null
  avatar?: string | null
}

export { siteHeaderTexts }
export type { SiteHeaderTexts, SiteHeaderUser }
