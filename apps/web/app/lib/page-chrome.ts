// Whether a page draws the site's header and footer (its "chrome"), from its routes' handles: the test's cover
// and question hide both, the pending tests the header only (docs/decisions.md, "The pending tests page").
// The root draws by it, and the server's preload list asks for the chat launcher's files only where it is
// drawn (entry.server.tsx).

export interface ChromeHandle {
  hideChrome?: boolean
  hideHeader?: boolean
}

export function pageChrome(handles: readonly unknown[]): { chrome: boolean; header: boolean } {
  const all = handles.map((handle) => (handle ?? {}) as ChromeHandle)
  const chrome = !all.some((handle) => handle.hideChrome)
  return { chrome, header: chrome && !all.some((handle) => handle.hideHeader) }
}
