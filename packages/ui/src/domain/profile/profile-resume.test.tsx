import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ProfileExperienceSection } from './profile-resume'
import { startNoExperience } from './profile-sections.fixtures'
import { experienceOptions, startSectionList } from './resume-section.fixtures'

async function renderFlag(scenario: Parameters<typeof startNoExperience>[0]) {
  const [actor, flag] = await Promise.all([
    startSectionList({ section: 'experience', items: [] }),
    startNoExperience(scenario),
  ])
  render(<ProfileExperienceSection actor={actor} flag={flag} options={experienceOptions} />)
  return { flag, box: () => screen.getByRole('checkbox', { name: 'Não possuo experiência profissional' }) }
}

describe("ProfileExperienceSection: 'Não possuo experiência profissional' on the platform", () => {
  it('shows the saved value', async () => {
    const { box } = await renderFlag({ saved: true })
    expect((box() as HTMLInputElement).checked).toBe(true)
  })

  it('saves a change and keeps it', async () => {
    const { box, flag } = await renderFlag({ saved: false })
    await userEvent.click(box())
    await waitFor(() => expect(flag.getSnapshot().context.saved).toBe(true))
    expect((box() as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("a failed save unchecks it again with 'Uoops'", async () => {
    const { box } = await renderFlag({ saved: false, fakes: { save: 'error' } })
    await userEvent.click(box())
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Uoops'))
    expect(screen.getByRole('alert').textContent).toContain('Ocorreu um erro ao salvar suas informações')
    expect((box() as HTMLInputElement).checked).toBe(false)
  })

  it("a failed read disables it and offers 'Tentar novamente'", async () => {
    const { box } = await renderFlag({ saved: true, fakes: { read: 'error' } })
    expect(box().hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy()
  })
})
