// The document's CSP nonce for the root's own inline scripts (lib/security-headers.server.ts). The server
// entry provides it per request; in the browser there is none (scripts React renders there are not inline
// scripts the parser runs, and browsers hide the nonce attribute from the page anyway).
import { createContext, useContext } from 'react'

export const NonceContext = createContext<string | undefined>(undefined)

/** The nonce of this server render; undefined in the browser. */
export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
