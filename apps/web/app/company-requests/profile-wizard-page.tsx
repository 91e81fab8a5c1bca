// The profile update wizard's wiring (/profile_questions_updates/token/:token; docs/decisions.md, "Company
// requests: hunting invitations and profile update requests"): core's profile-wizard machine with the api's
// actors over the account runtime's platform client, its children (the personal data, the profile's section
// lists, the no-experience flag) with theirs, and this site's effects: the wizard's last word shown over /
// (the runtime's notice) and the navigation. The design system's ProfileWizard draws it with the brand's
// texts. Nothing typed goes to browser storage.
import { createNoExperienceActors, createProfileWizardActors, createResumeActors } from '@carreiras/api'
import {
  noExperienceMachine,
  profileWizardMachine,
  profileWizardMessagesOf,
  sectionListMachine,
  sessionCandidate,
  sessionUserId,
  wizardNoticeText,
  type ReferenceItem,
} from '@carreiras/core'
import { ProfileWizard } from '@carreiras/ui/profile-wizard'
import { Spinner } from '@carreiras/ui/spinner'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import { useAccount } from '../account/account-bridge'
import { routerLink } from '../components/router-link'
import type { AccountHandles } from '../account/account-types'
import { useMessages } from '../brands/use-messages'
import { toJpegIfHeic } from '../lib/heic'
import type { RegisterProfileConfig } from '../profile/register-profile-page'
import { childPersonalDataLogic } from '../profile/personal-data'
import { usePlatformLists } from '../profile/resume-sections'

interface Props {
  token: string
  config: RegisterProfileConfig
  /** The states (id = numeric code), from the loader. */
  states: readonly ReferenceItem[]
}

export function ProfileWizardPage(props: Props) {
  const { handles } = useAccount()
  const userId = handles ? sessionUserId(handles.session.getSnapshot()) : null
  if (!handles || userId === null) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    )
  }
  // A new token (another e-mail's link) is a new wizard.
  return <ProfileWizardWiring key={`${userId}:${props.token}`} {...props} handles={handles} userId={userId} />
}

function ProfileWizardWiring({
  token,
  config,
  states,
  handles,
  userId,
}: Props & { handles: AccountHandles; userId: number }) {
  const account = useAccount()
  const navigate = useNavigate()
  const catalogue = useMessages()
  const messages = useMemo(() => profileWizardMessagesOf(catalogue), [catalogue])
  const { client, session } = handles

  const machine = useMemo(
    () =>
      profileWizardMachine.provide({
        actors: {
          ...createProfileWizardActors(client, { userId }),
          personalData: childPersonalDataLogic(client, userId, config.postalUrl, session),
          sectionList: sectionListMachine.provide({ actors: createResumeActors(client, { userId }) }),
          noExperience: noExperienceMachine.provide({ actors: createNoExperienceActors(client, { userId }) }),
        },
        actions: {
          notify: (_, notice) =>
            account.send({ type: 'notice', text: wizardNoticeText(notice, messages), tone: notice.tone }),
          navigate: (_, { to }) => void navigate(to),
        },
      }),
    // One machine per candidate and token; the account's `send`, the navigation and the texts are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, userId, config.postalUrl],
  )
  const candidate = sessionCandidate(session.getSnapshot()) ?? undefined
  const actor = useActorRef(machine, { input: { token, ...(candidate ? { candidate } : {}) } })

  const platformLists = usePlatformLists(client)
  const lists = useMemo(() => ({ ...platformLists, states }), [platformLists, states])
  return (
    <ProfileWizard
      actor={actor}
      messages={messages}
      personalDataMessages={catalogue}
      lists={lists}
      prepareImage={toJpegIfHeic}
      renderLink={routerLink}
    />
  )
}
