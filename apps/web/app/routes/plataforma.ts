// The same-origin proxy to the platform (lib/platform-proxy.server.ts): every method of /plataforma/*
// goes to proxyToPlatform, which forwards only the platform's known public paths.
import { getBrand } from '../brands/index.server'
import { getConfig } from '../config.server'
import { clientAddressContext, proxyToPlatform } from '../lib/platform-proxy.server'
import type { Route } from './+types/plataforma'

function forward({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const config = getConfig()
  return proxyToPlatform(request, {
    platformUrl: config.platformUrl,
    secret: config.siteProxySecret,
    clientAddress: context.get(clientAddressContext),
    brand: getBrand().id,
  })
}

export const loader = (args: Route.LoaderArgs) => forward(args)
export const action = (args: Route.ActionArgs) => forward(args)
