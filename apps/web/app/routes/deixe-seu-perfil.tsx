// /deixe-seu-perfil: login-required (RequireSession, as /meu-perfil). A placeholder until the register
// profile page (doc 02, "Register profile page") is built.
import { RequireSession } from '../account/require-session'
import { seoMeta } from '../lib/seo'
import { pageSeo } from '../lib/seo.server'
import { leaveProfileTexts } from '../texts.server'
import type { Route } from './+types/deixe-seu-perfil'

export function loader({ request }: Route.LoaderArgs) {
  const texts = leaveProfileTexts()
  return { texts, seo: pageSeo(request, '/deixe-seu-perfil', texts.title, texts.description) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo)
}

export default function LeaveProfile({ loaderData: { texts } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <section className="flex max-w-3xl flex-col gap-6 py-8">
        <h1 className="font-heading text-4xl font-bold">{texts.heading}</h1>
        <p className="text-lg">{texts.intro}</p>
        <p className="text-muted-foreground">{texts.soon}</p>
      </section>
    </RequireSession>
  )
}
