// /banco-de-talentos, the company's talent bank (docs/decisions.md, "Talent bank"): the register page's form,
// with the brand's extra questions after marital status when its `talentBank` is enabled; 'Deixar meu
// currículo' saves the profile and joins the bank (a follow of the company and the answers). Login required:
// joining needs the candidate.
import { RequireSession } from '../account/require-session'
import { seoMeta } from '../lib/seo'
import { pageSeo } from '../lib/seo.server'
import { RegisterProfilePage } from '../profile/register-profile-page'
import { registerProfileData } from '../profile/register-profile.server'
import { registerProfileTexts } from '../texts.server'
import type { Route } from './+types/banco-de-talentos'

export function loader({ request }: Route.LoaderArgs) {
  const texts = registerProfileTexts('talentBank')
  return {
    seo: pageSeo(request, '/banco-de-talentos', texts.title, texts.description),
    ...registerProfileData('talentBank'),
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo)
}

export default function TalentBank({ loaderData: { config, states, questions } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <RegisterProfilePage variant="talentBank" config={config} states={states} questions={questions} />
    </RequireSession>
  )
}
