// /meu-perfil: login-required, rendered in the browser where the session lives. The server reads the texts and
// settings; what the candidate sees is profile/profile-content.tsx, in a chunk of its own the guard draws once
// the session is there (docs/architecture.md, "Protected parts in their own chunk").
import { BRAZILIAN_STATES } from '@carreiras/core'
import { RequireSession, protectedPart } from '../account/require-session'
import { browserConfig } from '../brands/index.server'
import { applicationsBoxConfig } from '../profile/applications-box.server'
import { profileTexts } from '../texts.server'
import type { Route } from './+types/meu-perfil'

const ProfilePart = protectedPart(
  () => import('../profile/profile-content'),
  (m) => m.ProfileBody,
)

export function loader() {
  return {
    texts: profileTexts(),
    states: BRAZILIAN_STATES.map((state) => ({ id: state.code, name: state.name })),
    applications: applicationsBoxConfig(),
    /** The public postal-code service's base (`{base}{cep}/json/`). */
    postalUrl: `${browserConfig().platformUrl.replace(/\/$/, '')}/ws/`,
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.texts.title }] : []
}

export default function MyProfile({ loaderData }: Route.ComponentProps) {
  return (
    <RequireSession>
      <ProfilePart data={loaderData} />
    </RequireSession>
  )
}
