// /refuse_hunting/:token: the refusal link of a headhunter's invitation (beyond the spec, which names no
// route for it; docs/decisions.md, "Company requests"). Opening the link only asks ('Recusar convite');
// the refusal is recorded when the person confirms, so a mail scanner opening it refuses nothing.
import { HuntingPage } from '../company-requests/hunting-page'
import { huntingTexts } from '../texts.server'
import type { Route } from './+types/refuse-hunting'

export function loader() {
  return { title: huntingTexts().refuseTitle }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function RefuseHunting({ params }: Route.ComponentProps) {
  return <HuntingPage token={params.token} mode="refuse" />
}
