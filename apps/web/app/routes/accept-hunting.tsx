// /accept_hunting/:token: a headhunter's invitation, accepted on arrival (public): a spinner while the
// invitation is read and accepted, then /InsertCpf when the profile has no CPF, else /. A used, expired or
// tampered link is said on the page.
import { HuntingPage } from '../company-requests/hunting-page'
import { huntingTexts } from '../texts.server'
import type { Route } from './+types/accept-hunting'

export function loader() {
  return { title: huntingTexts().title }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function AcceptHunting({ params }: Route.ComponentProps) {
  return <HuntingPage token={params.token} mode="accept" />
}
