// The catalogue as this site's brand words it: core's pt-BR texts with the brand's overrides, which
// arrive with the root's data and which the root's layout hands down (messages-overrides.ts). For flows that
// run in the browser (application, tests, refusal…); the public pages get their few texts from the server
// instead (texts.server.ts), so they never load this.
import { mergeMessages, ptBR, type Messages } from '@carreiras/core'
import { useContext, useMemo } from 'react'
import { MessageOverridesContext } from './messages-overrides'

export function useMessages(): Messages {
  const overrides = useContext(MessageOverridesContext)
  return useMemo(() => mergeMessages(ptBR, overrides), [overrides])
}
