// /profile_questions_updates/token/:token: 'Atualização de Perfil', the wizard a company's e-mail links to
// (login required). The steps come from the request; the machine (core's profile-wizard) reads it with the
// candidate's session, so another account's session is told the request was not found.
import { RequireSession } from '../account/require-session'
import { ProfileWizardPage } from '../company-requests/profile-wizard-page'
import { registerProfileData } from '../profile/register-profile.server'
import { profileWizardTexts } from '../texts.server'
import type { Route } from './+types/profile-update-request'

export function loader() {
  const { config, states } = registerProfileData('update')
  return { title: profileWizardTexts().title, config, states }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function ProfileUpdateRequest({ loaderData, params }: Route.ComponentProps) {
  return (
    <RequireSession>
      <ProfileWizardPage token={params.token} config={loaderData.config} states={loaderData.states} />
    </RequireSession>
  )
}
