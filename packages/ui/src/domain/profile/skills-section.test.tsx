import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { sampleSkills, startSkills } from './profile-sections.fixtures'
import { SkillsSection } from './skills-section'

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

describe('SkillsSection', () => {
  it('lists the skills as tags, each with its own remove button', async () => {
    render(<SkillsSection actor={await startSkills({ skills: sampleSkills })} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Habilidades' })).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Suas habilidades' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(sampleSkills)
    expect(within(list).getByRole('button', { name: 'Remover Power BI' })).toBeTruthy()
  })

  it('says when there is none, and still offers the field', async () => {
    render(<SkillsSection actor={await startSkills({ skills: [] })} />)
    expect(screen.getByText('Nenhuma habilidade cadastrada')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Nova habilidade' })).toBeTruthy()
  })

  it('adds with Enter: the whole list is saved, the field empties and keeps the focus', async () => {
    const onSave = vi.fn()
    render(<SkillsSection actor={await startSkills({ skills: ['Excel'], onSave })} />)
    const field = screen.getByRole('textbox', { name: 'Nova habilidade' })
    await userEvent.type(field, '  Power   BI {Enter}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remover Power BI' })).toBeTruthy())
    expect(onSave).toHaveBeenCalledWith(['Excel', 'Power BI'])
    expect((field as HTMLInputElement).value).toBe('')
    expect(document.activeElement).toBe(field)
    expect(screen.getByText('Habilidades salvas com sucesso')).toBeTruthy()
  })

  it("refuses a skill already listed (ignoring case) with 'Adicionar', keeping the text", async () => {
    const onSave = vi.fn()
    render(<SkillsSection actor={await startSkills({ skills: ['Excel'], onSave })} />)
    const field = screen.getByRole('textbox', { name: 'Nova habilidade' })
    await userEvent.type(field, 'EXCEL')
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }))
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(field)).toContain('Esta habilidade já está na sua lista')
    expect((field as HTMLInputElement).value).toBe('EXCEL')
    expect(onSave).not.toHaveBeenCalled()
    await userEvent.clear(field)
    expect(field.getAttribute('aria-invalid')).toBeNull()
  })

  it("removes a tag only after 'Atenção', then the field takes the focus", async () => {
    const onSave = vi.fn()
    render(<SkillsSection actor={await startSkills({ skills: ['Excel', 'SQL'], onSave })} />)
    await userEvent.click(screen.getByRole('button', { name: 'Remover Excel' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Atenção' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Não' }))
    expect(onSave).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Remover Excel' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Atenção' })).getByRole('button', {
        name: 'Sim, desejo remover',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remover Excel' })).toBeNull())
    expect(onSave).toHaveBeenCalledWith(['SQL'])
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nova habilidade' })),
    )
  })

  it("a failed removal keeps the tag and says 'Uoops'", async () => {
    render(<SkillsSection actor={await startSkills({ skills: ['Excel'], fakes: { save: 'error' } })} />)
    await userEvent.click(screen.getByRole('button', { name: 'Remover Excel' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Atenção' })).getByRole('button', {
        name: 'Sim, desejo remover',
      }),
    )
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Uoops'))
    expect(screen.getByRole('button', { name: 'Remover Excel' })).toBeTruthy()
  })
})
