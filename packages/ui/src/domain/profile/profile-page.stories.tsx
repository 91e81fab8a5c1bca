import { PROFILE_BOX_IDS, connectPersonalData, ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSelector } from '@xstate/react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { EmptyState } from '../../primitives/empty-state'
import { PersonalDataSection, type PersonalDataActor } from './personal-data-section'
import {
  emptyProfile,
  isViewing,
  sampleStates,
  startPersonalData,
  type PersonalDataScenario,
} from './personal-data-section.fixtures'
import { ProfilePage, profileMenuItems, type ProfilePageProps } from './profile-page'

// /meu-perfil's layout: the sidebar menu, the personal data box (the real machine with fake calls), the
// invitation of a basically empty profile and 'Remover minha conta'. The other boxes have their own
// stories (ProfileResume, ApplicationsBox); here each is a plain box under its anchor.

const menu = ptBR.profile.menu
const page = ptBR.profile.page

let running: PersonalDataActor | undefined

/** Stand-ins for the résumé and applications boxes (their own stories show them). */
function OtherBoxes() {
  return (
    <>
      {profileMenuItems()
        .filter((item) => item.id !== PROFILE_BOX_IDS.personalData)
        .map((item) => (
          <section key={item.id} id={item.id} aria-label={item.label} className="flex flex-col gap-2">
            <h2 className="font-heading text-xl font-semibold">{item.label}</h2>
            <EmptyState headingLevel={3} title={item.label} className="min-h-64" />
          </section>
        ))}
    </>
  )
}

function Page({ actor, heading, greeting, onRemove }: StoryArgs & { actor: PersonalDataActor }) {
  const view = useSelector(actor, (s) => connectPersonalData(s, actor.send))
  return (
    <ProfilePage
      heading={heading}
      greeting={greeting}
      loading={view.screen === 'loading'}
      headerHeight={() => 0}
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
      removeAccount={{ label: ptBR.account.removeAccount.button, onRemove }}
    >
      <div id={PROFILE_BOX_IDS.personalData}>
        <PersonalDataSection actor={actor} states={sampleStates} />
      </div>
      <OtherBoxes />
    </ProfilePage>
  )
}

/** The page's texts a designer sets, and the removal's callback (the page's `removeAccount.onRemove`). */
type StoryArgs = Pick<ProfilePageProps, 'heading' | 'greeting'> & { onRemove: () => void }

const meta = {
  title: 'Domínio/Perfil/ProfilePage',
  // The table lists the page's props; the stories draw it through Page above, with the personal data box
  // (the loader starts its actor).
  component: ProfilePage,
  subcomponents: { PersonalDataSection },
  args: { heading: ptBR.header.menu.profile, greeting: ptBR.myProfile.greeting('Ana'), onRemove: fn() },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      running = await startPersonalData((parameters.personalData ?? {}) as PersonalDataScenario)
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => (
    <Page {...(args as StoryArgs)} actor={(loaded as { actor: PersonalDataActor }).actor} />
  ),
} satisfies Meta

export default meta
// The stories' args are Page's: the heading, the greeting and the removal's callback (Page sets the rest).
type Story = StoryObj<StoryArgs>

const scenario = (personalData: PersonalDataScenario) => ({ parameters: { personalData } })

/** Loaded: the menu with icons, the boxes, 'Remover minha conta'; no invitation for a full profile. */
export const Playground: Story = {
  ...scenario({ until: isViewing }),
  // The whole page is taller than the viewport and its height varies by a pixel between renders (the
  // sticky menu's sub-pixel layout); its parts have their own screenshots (personal data, résumé boxes,
  // applications), and the loading and invitation states below keep the page's frame checked.
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: page.menuLabel })
    await expect(within(nav).getAllByRole('link')).toHaveLength(10)
    await expect(canvas.queryByRole('region', { name: page.emptyTitle })).toBeNull()
    await userEvent.click(within(nav).getByRole('link', { name: menu.applications }))
    await expect(canvas.getByRole('region', { name: menu.applications })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: ptBR.account.removeAccount.button }))
    await expect(args.onRemove).toHaveBeenCalled()
  },
}

/** Until the data is loaded: a spinner, nothing else. */
export const Loading: Story = {
  ...scenario({ fakes: { load: 'pending' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ptBR.common.loading)
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/** A basically empty profile: the invitation opens the personal data form. */
export const EmptyProfileInvitation: Story = {
  ...scenario({ profile: emptyProfile, until: isViewing }),
  play: async ({ canvas }) => {
    const invitation = canvas.getByRole('region', { name: page.emptyTitle })
    await expect(invitation).toHaveTextContent(page.emptyMessage)
    await userEvent.click(within(invitation).getByRole('button', { name: page.emptyAction }))
    const dialog = await within(document.body).findByRole('dialog', {
      name: ptBR.profile.personalData.modalTitle,
    })
    // Visible once the dialog's entrance has run.
    await waitFor(() => expect(dialog).toBeVisible())
  },
}
