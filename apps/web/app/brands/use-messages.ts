// The catalogue as this site's brand words it: core's pt-BR texts with the brand's overrides, which
// arrive with the root's data. For flows that run in the browser (application, tests, refusal…); the
// public pages get their few texts from the server instead (texts.server.ts), so they never load this.
import { mergeMessages, ptBR, type MessageOverrides, type Messages } from '@carreiras/core'
import { useMemo } from 'react'
import { useRouteLoaderData } from 'react-router'

interface RootData {
  messages?: MessageOverrides<Messages>
}

export function useMessages(): Messages {
  const overrides = useRouteLoaderData<RootData>('root')?.messages
  return useMemo(() => mergeMessages(ptBR, overrides), [overrides])
}
