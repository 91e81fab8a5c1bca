// The browser's install prompt, kept by the early script (early-script.ts) until the offer uses it.

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** Where the early script keeps the event on window. */
export const PWA_INSTALL_PROMPT_KEY = '__carreirasInstallPrompt'
/** Dispatched on window when the prompt is kept (it may come after the page's scripts ran). */
export const PWA_INSTALL_READY_EVENT = 'carreiras:install-ready'

export function installPrompt(): InstallPromptEvent | undefined {
  return (window as unknown as Record<string, InstallPromptEvent | undefined>)[PWA_INSTALL_PROMPT_KEY]
}

export function forgetInstallPrompt(): void {
  delete (window as unknown as Record<string, unknown>)[PWA_INSTALL_PROMPT_KEY]
}
