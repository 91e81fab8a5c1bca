// The profile a signed-in candidate sees on /meu-perfil (routes/meu-perfil.tsx draws it through the guard, in
// a chunk of its own: docs/architecture.md, "Protected parts in their own chunk"). A spinner until the personal
// data is read; then the sidebar menu that scrolls to each box, the personal data box (photo, 'Editar' → the
// form in a modal), the résumé boxes, 'Minhas Inscrições' (#box-subscription, also scrolled to on load), the
// invitation a basically empty profile gets and 'Remover minha conta' when the profile has a removal link.
import {
  PROFILE_BOX_IDS,
  profileScrollOffset,
  canRemoveAccount,
  connectPersonalData,
  isPartnerCompanyUser,
  selectIsListLoading,
  selectSectionItems,
  sessionGreetingName,
  sessionCandidate,
  sessionUserId,
  noExperienceSaved,
} from '@carreiras/core'
import { PersonalDataSection } from '@carreiras/ui/personal-data-section'
import { ProfilePage, profileMenuItems } from '@carreiras/ui/profile-page'
import { ProfileResume } from '@carreiras/ui/profile-resume'
import { useSelector } from '@xstate/react'
import { memo, useCallback, useEffect, useMemo } from 'react'
import { useAccount } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'
import { useSession } from '../account/use-session'
import { useMessages } from '../brands/use-messages'
import { toJpegIfHeic } from '../lib/heic'
import { ProfileApplications } from './applications-box'
import { ProfilePrivacy } from './privacy-box'
import { JOB_ALERTS_BOX_ID, ProfileJobAlerts } from './job-alerts-box'
import { usePersonalDataActor } from './personal-data'
import { useProfileResume } from './resume-sections'
import { SavedJobsSection } from '../saved-jobs/saved-jobs-section'
import type { Route } from '../routes/+types/meu-perfil'

type LoaderData = Route.ComponentProps['loaderData']

/** The candidate's profile, once the guard has let the page through. */
export function ProfileBody({ data }: { data: LoaderData }) {
  const { handles } = useAccount()
  if (!handles) return null
  return <SignedIn data={data} handles={handles} />
}

function SignedIn({ data, handles }: { data: LoaderData; handles: AccountHandles }) {
  const userId = useSession(sessionUserId)
  // A new user (another sign-in) is a new page: every box reads its own data again.
  return userId === null ? null : (
    <ProfileContent key={userId} data={data} handles={handles} userId={userId} />
  )
}

/**
 * Memoised: its parents draw again whenever the account's view or the router's state changes (a route found
 * for a link drawn on the page, the session's check), none of which changes its props; its own reads and the
 * session's parts it shows come through its hooks (docs/performance.md, "The header drawn again for every
 * step of the session").
 */
const ProfileContent = memo(function ProfileContent({
  data,
  handles,
  userId,
}: {
  data: LoaderData
  handles: AccountHandles
  userId: number
}) {
  const { texts, states, applications, postalUrl } = data
  const { session, client } = handles
  const messages = useMessages()
  const name = useSession(sessionGreetingName)
  const removable = useSession(canRemoveAccount) ?? false
  // The retail partner's employee (today's check): 'Não possuo formação' while no education.
  const partnerCompanyUser = useSession(isPartnerCompanyUser) ?? false

  // The personal data's read the runtime may have sent with the session's check (account/early-reads.ts).
  const firstRead = useCallback(() => handles.takeProfileRead(userId), [handles, userId])
  const personalData = usePersonalDataActor({
    client,
    userId,
    postalUrl,
    candidate: sessionCandidate(session.getSnapshot()) ?? { name: '', avatar: null },
    session,
    firstRead,
  })
  const view = useSelector(personalData, (s) => connectPersonalData(s, personalData.send, messages))

  const resume = useProfileResume(client, userId, states)
  useEmptyProfileCounts(resume, personalData)

  const menu = useMemo(() => profileMenuItems(messages), [messages])
  const page = messages.profile.page

  return (
    <ProfilePage
      progressive
      heading={texts.heading}
      greeting={name ? texts.greeting.replace('{name}', name) : null}
      loading={view.screen === 'loading'}
      loadingText={view.loadingText}
      menu={menu}
      menuLabel={page.menuLabel}
      invitation={
        view.emptyProfile && view.box
          ? {
              title: page.emptyTitle,
              message: page.emptyMessage,
              actionLabel: page.emptyAction,
              onAction: view.box.onEdit,
            }
          : null
      }
      removeAccount={
        removable
          ? { label: texts.removeAccount, onRemove: () => session.send({ type: 'account.remove' }) }
          : null
      }
    >
      <div id={PROFILE_BOX_IDS.personalData}>
        <PersonalDataSection
          actor={personalData}
          messages={messages}
          states={states}
          prepareImage={toJpegIfHeic}
        />
      </div>
      <ProfileResume {...resume} partnerCompanyUser={partnerCompanyUser} />
      <div
        id={PROFILE_BOX_IDS.applications}
        style={{ scrollMarginTop: profileScrollOffset(PROFILE_BOX_IDS.applications, 0) }}
      >
        <ProfileApplications
          client={client}
          userId={userId}
          companyIds={applications.companyIds}
          challengeUrl={applications.challengeUrl}
        />
      </div>
      <SavedJobsSection handles={handles} userId={userId} />
      <div id={JOB_ALERTS_BOX_ID}>
        <ProfileJobAlerts handles={handles} />
      </div>
      <div
        id={PROFILE_BOX_IDS.privacy}
        style={{ scrollMarginTop: profileScrollOffset(PROFILE_BOX_IDS.privacy, 0) }}
      >
        <ProfilePrivacy handles={handles} />
      </div>
    </ProfilePage>
  )
})

/**
 * The empty-profile rule counts the educations and experiences listed and the no-experience flag: the résumé
 * boxes' actors tell the personal-data actor as they change.
 */
function useEmptyProfileCounts(
  resume: ReturnType<typeof useProfileResume>,
  personalData: ReturnType<typeof usePersonalDataActor>,
) {
  const educations = useSelector(resume.sections.education, (s) =>
    selectIsListLoading(s) ? null : selectSectionItems(s).length,
  )
  const experiences = useSelector(resume.sections.experience, (s) =>
    selectIsListLoading(s) ? null : selectSectionItems(s).length,
  )
  const noExperience = useSelector(resume.noExperience, noExperienceSaved)
  useEffect(() => {
    // Until both lists are read, the profile read's own counts stand.
    if (educations === null || experiences === null) return
    personalData.send({ type: 'resume.change', educations, experiences, noExperience })
  }, [personalData, educations, experiences, noExperience])
}
