// /deixe-seu-perfil, the register-your-CV page (login required): 'Deixar meu currículo' with the personal
// data, education, experience and languages in inline forms; 'Pronto' / 'Você completou o seu perfil!', then
// /vagas. The page renders in the browser, where the session lives (docs/decisions.md, "Protected routes
// render in the browser"); the server gives its title, the states and the site's settings.
import { RequireSession } from '../account/require-session'
import { seoMeta } from '../lib/seo'
import { pageSeo } from '../lib/seo.server'
import { RegisterProfilePage } from '../profile/register-profile-page'
import { registerProfileData } from '../profile/register-profile.server'
import { registerProfileTexts } from '../texts.server'
import type { Route } from './+types/deixe-seu-perfil'

export function loader({ request }: Route.LoaderArgs) {
  const texts = registerProfileTexts('register')
  return {
    seo: pageSeo(request, '/deixe-seu-perfil', texts.title, texts.description),
    ...registerProfileData('register'),
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo)
}

export default function LeaveProfile({ loaderData: { config, states } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <RegisterProfilePage variant="register" config={config} states={states} />
    </RequireSession>
  )
}
