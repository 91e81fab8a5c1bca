// When the site offers to be installed (docs/pwa.md, "The install offer"): never on a first load; after a
// second visit or once a job was saved; never again once dismissed or when already installed. A browser
// that can prompt (Chromium's beforeinstallprompt) gets the offer; an iPhone or iPad (Safari has no prompt)
// gets the 'Adicionar à Tela de Início' hint; any other browser nothing.

export type InstallWay = 'prompt' | 'ios' | 'none'
export type InstallOffer = 'offer' | 'ios-hint' | null

export interface InstallContext {
  /** This browser visited the site before this visit (the `visited` flag was there when it started). */
  returning: boolean
  /** A job was saved during this page's life. */
  jobSaved: boolean
  /** The person dismissed the offer before. */
  dismissed: boolean
  /** Running as the installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean
  /** How this browser installs. */
  way: InstallWay
}

/** What to show now, or null. */
export function installOfferOf(context: InstallContext): InstallOffer {
  if (context.dismissed || context.standalone || context.way === 'none') return null
  if (!context.returning && !context.jobSaved) return null
  return context.way === 'prompt' ? 'offer' : 'ios-hint'
}

/**
 * An iPhone, iPod or iPad (iPadOS reports a Mac with touch), where installing is Share → 'Adicionar à Tela
 * de Início'. Other browsers on iOS use the same engine and the same menu.
 */
export function isIosDevice(userAgent: string, maxTouchPoints = 0): boolean {
  if (/\b(?:iPhone|iPod|iPad)\b/.test(userAgent)) return true
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1
}
