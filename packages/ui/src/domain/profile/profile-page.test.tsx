import { APPLICATIONS_ANCHOR_OFFSET_PX, PROFILE_SECTION_SCROLL_EXTRA_PX, ptBR } from '@carreiras/core'
import { cleanup, render, screen, within } from '@testing-library/react'
import { Profiler } from 'react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProfilePage, profileMenuItems } from './profile-page'

const HEADER = 64
const menu = ptBR.profile.menu

/** Boxes laid out 1000 px apart, each reporting its top (jsdom has no layout). */
function Boxes() {
  return (
    <>
      {profileMenuItems().map((item, index) => (
        <section
          key={item.id}
          id={item.id}
          aria-label={item.label}
          ref={(element) => {
            if (element)
              element.getBoundingClientRect = () => ({ top: 1000 * (index + 1) - window.scrollY }) as DOMRect
          }}
        />
      ))}
    </>
  )
}

const originalScrollTo = window.scrollTo
let scrollTo: ReturnType<typeof vi.fn>
afterAll(() => {
  window.scrollTo = originalScrollTo
  window.history.replaceState(null, '', '/')
})
beforeEach(() => {
  scrollTo = vi.fn()
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo
  window.history.replaceState(null, '', '/meu-perfil')
})
afterEach(cleanup)

const page = (props: Partial<Parameters<typeof ProfilePage>[0]> = {}) => (
  <ProfilePage heading="Meu Perfil" greeting="Olá, Ana!" headerHeight={() => HEADER} {...props}>
    <Boxes />
  </ProfilePage>
)

describe('ProfilePage', () => {
  it('draws the boxes one commit after another when progressive, then the removal; all at once otherwise', () => {
    const drawn = (progressive: boolean) => {
      const host = document.body.appendChild(document.createElement('div'))
      const commits: string[] = []
      const ids = ['box-a', 'box-b', 'box-c']
      render(
        <Profiler
          id="page"
          onRender={() =>
            commits.push(
              ids.filter((id) => host.querySelector(`#${id}`)).join(' ') +
                (host.querySelector('[data-slot="profile-page-remove-account"]') ? ' +remove' : ''),
            )
          }
        >
          <ProfilePage
            heading="Meu Perfil"
            headerHeight={() => HEADER}
            progressive={progressive}
            removeAccount={{ label: 'Remover minha conta', onRemove: vi.fn() }}
          >
            {ids.map((id) => (
              <section key={id} id={id} aria-label={id} />
            ))}
          </ProfilePage>
        </Profiler>,
        { container: host },
      )
      return commits
    }
    expect(drawn(true)).toEqual(['box-a', 'box-a box-b', 'box-a box-b box-c +remove'])
    cleanup()
    expect(drawn(false)).toEqual(['box-a box-b box-c +remove'])
  })

  it('shows only a spinner until the data is loaded', () => {
    render(page({ loading: true }))
    expect(screen.getByRole('status').textContent).toContain(ptBR.common.loading)
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Meu Perfil' })).toBeNull()
  })

  it('has a named menu with every box in the page’s order, as ordinary links', () => {
    render(page())
    const nav = screen.getByRole('navigation', { name: ptBR.profile.page.menuLabel })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      menu.personalData,
      menu.educations,
      menu.experiences,
      menu.languages,
      menu.causes,
      menu.acknowledgements,
      menu.certifications,
      menu.skills,
      menu.applications,
      menu.privacy,
    ])
    expect(links.at(-2)?.getAttribute('href')).toBe('#box-subscription')
    expect(links.at(-1)?.getAttribute('href')).toBe('#box-privacy')
    expect(links[0]?.getAttribute('href')).toBe('#box-personal-data')
  })

  it('a menu link scrolls to its box below the header plus 20 px and moves the focus there', async () => {
    render(page())
    await userEvent.click(screen.getByRole('link', { name: menu.languages }))
    expect(scrollTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ top: 4000 - HEADER - PROFILE_SECTION_SCROLL_EXTRA_PX }),
    )
    const box = screen.getByRole('region', { name: menu.languages })
    expect(document.activeElement).toBe(box)
    expect(box.getAttribute('tabindex')).toBe('-1')
    expect(window.location.hash).toBe('#box-language')
  })

  it('works by keyboard: Enter on a focused link', async () => {
    render(page())
    const user = userEvent.setup()
    const link = screen.getByRole('link', { name: menu.educations })
    link.focus()
    await user.keyboard('{Enter}')
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 2000 - HEADER - 20 }))
    expect(document.activeElement).toBe(screen.getByRole('region', { name: menu.educations }))
  })

  it('keeps 100 px above the applications box', async () => {
    render(page())
    await userEvent.click(screen.getByRole('link', { name: menu.applications }))
    expect(scrollTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ top: 9000 - APPLICATIONS_ANCHOR_OFFSET_PX }),
    )
  })

  it('an address with #box-subscription scrolls there once loaded', () => {
    window.history.replaceState(null, '', '/meu-perfil#box-subscription')
    const { rerender } = render(page({ loading: true }))
    expect(scrollTo).not.toHaveBeenCalled()
    rerender(page({ loading: false }))
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 9000 - 100 }))
  })

  it('invites a basically empty profile to complete it; the button does what the page says', async () => {
    const onAction = vi.fn()
    render(
      page({
        invitation: {
          title: ptBR.profile.page.emptyTitle,
          message: ptBR.profile.page.emptyMessage,
          actionLabel: ptBR.profile.page.emptyAction,
          onAction,
        },
      }),
    )
    const invitation = screen.getByRole('region', { name: ptBR.profile.page.emptyTitle })
    expect(invitation.textContent).toContain(ptBR.profile.page.emptyMessage)
    await userEvent.click(within(invitation).getByRole('button', { name: ptBR.profile.page.emptyAction }))
    expect(onAction).toHaveBeenCalledTimes(1)
  })

  it('offers "Remover minha conta" only when allowed', async () => {
    const onRemove = vi.fn()
    const { rerender } = render(page())
    expect(screen.queryByRole('button', { name: 'Remover minha conta' })).toBeNull()
    rerender(page({ removeAccount: { label: 'Remover minha conta', onRemove } }))
    await userEvent.click(screen.getByRole('button', { name: 'Remover minha conta' }))
    expect(onRemove).toHaveBeenCalledTimes(1)
  })
})
