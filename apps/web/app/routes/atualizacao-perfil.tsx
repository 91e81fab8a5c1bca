// /atualizacao-perfil, the profile update page (login required). The spec names only its parts: the personal
// data with the edit button hidden, and the inline language forms ("Languages box"). Read here as the
// register page's form without its résumé rules: the personal data prefilled from the profile, the education
// and experience the candidate has shown as lists (changed on /meu-perfil), the languages listed plus inline
// forms to add; 'Salvar' → 'Pronto!' / 'Perfil atualizado com sucesso!' → /meu-perfil (core's
// register-profile machine, variant 'update').
import { RequireSession } from '../account/require-session'
import { RegisterProfilePage } from '../profile/register-profile-page'
import { registerProfileData } from '../profile/register-profile.server'
import { registerProfileTexts } from '../texts.server'
import type { Route } from './+types/atualizacao-perfil'

export function loader() {
  return { title: registerProfileTexts('update').title, ...registerProfileData('update') }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function ProfileUpdate({ loaderData: { config, states } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <RegisterProfilePage variant="update" config={config} states={states} />
    </RequireSession>
  )
}
