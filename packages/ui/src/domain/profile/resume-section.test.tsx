import { EDUCATION_LEVEL, EDUCATION_STATUS } from '@carreiras/core'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EducationFields, EducationForm, emptyEducationValues } from './education-form'
import { EducationBox, EducationSection } from './education-section'
import { ExperienceForm } from './experience-form'
import { ExperienceBox } from './experience-section'
import { LanguageForm } from './language-form'
import { LanguageBox } from './language-section'
import {
  SAMPLE_NOW,
  educationOptions,
  experienceOptions,
  languageOptions,
  longExperience,
  sampleEducations,
  sampleExperiences,
  sampleLanguages,
  startSectionList,
} from './resume-section.fixtures'

afterEach(cleanup)

// jsdom has no ResizeObserver (the textarea measures itself).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

const errorSummary = () => document.querySelector('[data-slot="form-error-summary"]')?.textContent

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

describe('EducationBox', () => {
  it('lists educations by end date, latest first, with an expected end', () => {
    render(<EducationBox items={sampleEducations} names={educationOptions} now={SAMPLE_NOW} />)
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual(['Fundação Getulio Vargas', 'Universidade de São Paulo', 'Ensino Médio'])
    expect(screen.getByText('2024 - Previsão de término: 2026')).toBeTruthy()
  })

  it("describes each entry's 'Editar' and 'Remover' by its title and reports the id", async () => {
    const onEdit = vi.fn()
    const onRemove = vi.fn()
    render(
      <EducationBox
        items={sampleEducations}
        names={educationOptions}
        now={SAMPLE_NOW}
        onEdit={onEdit}
        onRemove={onRemove}
      />,
    )
    const [edit] = screen.getAllByRole('button', { name: 'Editar' })
    expect(describedBy(edit!)).toBe('Fundação Getulio Vargas')
    await userEvent.click(edit!)
    expect(onEdit).toHaveBeenCalledWith(2)
    await userEvent.click(screen.getAllByRole('button', { name: 'Remover' })[1]!)
    expect(onRemove).toHaveBeenCalledWith(1)
  })

  it("shows the empty state, and 'Não possuo formação' only for the partner-company user", async () => {
    const { rerender } = render(<EducationBox items={[]} names={educationOptions} />)
    expect(screen.getByRole('heading', { name: 'Nenhuma formação cadastrada' })).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
    const onChange = vi.fn()
    rerender(
      <EducationBox items={[]} names={educationOptions} showNoEducation onNoEducationChange={onChange} />,
    )
    await userEvent.click(screen.getByRole('checkbox', { name: 'Não possuo formação' }))
    expect(onChange).toHaveBeenCalledWith(true)
  })

  it("announces 'Pronto!' politely and 'Uoops' assertively", () => {
    const { rerender } = render(
      <EducationBox
        items={[]}
        names={educationOptions}
        alert={{ tone: 'success', title: 'Pronto!', message: 'Formação salva com sucesso' }}
      />,
    )
    expect(screen.getByRole('status').textContent).toContain('Formação salva com sucesso')
    rerender(
      <EducationBox
        items={[]}
        names={educationOptions}
        alert={{ tone: 'error', title: 'Uoops', message: 'Ocorreu um erro ao salvar sua formação' }}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Uoops')
  })
})

describe('EducationFields', () => {
  it('hides institution and course for elementary school and shows campus and shift while studying', () => {
    const values = {
      ...emptyEducationValues(),
      level: EDUCATION_LEVEL.elementary,
      status: EDUCATION_STATUS.studying,
    }
    render(<EducationFields values={values} onValuesChange={() => {}} options={educationOptions} />)
    expect(screen.queryByLabelText(/Instituição/)).toBeNull()
    expect(screen.queryByLabelText(/Curso/)).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Campus' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Turno' }).getAttribute('aria-required')).toBe('true')
  })

  it('makes institution optional for high school and hides the state outside Brazil', () => {
    const values = { ...emptyEducationValues(), countryId: 45, level: EDUCATION_LEVEL.highSchool }
    render(<EducationFields values={values} onValuesChange={() => {}} options={educationOptions} />)
    expect(screen.getByRole('combobox', { name: 'Instituição' }).getAttribute('aria-required')).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Estado' })).toBeNull()
  })
})

describe('EducationForm', () => {
  it('ties each error to its field, announces the count and focuses the first invalid field', async () => {
    const onSubmit = vi.fn()
    render(<EducationForm options={educationOptions} onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(errorSummary()).toBe('6 campos precisam de correção.')
    const state = screen.getByRole('combobox', { name: 'Estado' })
    expect(state.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(state)).toBe('Campo obrigatório')
    await waitFor(() => expect(document.activeElement).toBe(state), { timeout: 1000 })
  })

  it("says 'Deve ser posterior a data inicial' for an end before the start", async () => {
    render(<EducationForm record={sampleEducations[1]!} options={educationOptions} onSubmit={vi.fn()} />)
    const end = screen.getByRole('textbox', { name: 'Data de término' })
    await userEvent.clear(end)
    await userEvent.type(end, '012020')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(describedBy(end)).toBe('Deve ser posterior a data inicial')
  })

  it('submits the checked values of a valid record', async () => {
    const onSubmit = vi.fn()
    render(<EducationForm record={sampleEducations[0]!} options={educationOptions} onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, institution: { id: 1, name: '' }, endDate: '12/2016' }),
    )
  })
})

describe('ExperienceForm', () => {
  it('clears and disables the end date when current occupation is checked', async () => {
    render(<ExperienceForm record={sampleExperiences[1]!} options={experienceOptions} onSubmit={vi.fn()} />)
    const end = screen.getByRole('textbox', { name: 'Data de término' }) as HTMLInputElement
    expect(end.value).toBe('02/2021')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trabalho atualmente nesta empresa' }))
    expect(end.value).toBe('')
    expect(end.disabled).toBe(true)
  })

  it('offers at most 10 companies and keeps free text', async () => {
    const onSubmit = vi.fn()
    render(<ExperienceForm record={sampleExperiences[1]!} options={experienceOptions} onSubmit={onSubmit} />)
    const company = screen.getByRole('combobox', { name: 'Empresa' })
    await userEvent.clear(company)
    await userEvent.type(company, 'a')
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(10)
    await userEvent.clear(company)
    await userEvent.type(company, 'Oficina do Bairro')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ company: { id: null, name: 'Oficina do Bairro' } }),
    )
  })
})

describe('ExperienceBox', () => {
  it("shows 'Atualmente', the duration and responsibilities cut at 120 characters", () => {
    render(
      <ExperienceBox
        items={[...sampleExperiences, longExperience]}
        names={experienceOptions}
        now={SAMPLE_NOW}
      />,
    )
    expect(screen.getByText('2021 - Atualmente · 4 anos 3 meses')).toBeTruthy()
    const preview = document.querySelectorAll('[data-slot="experience-item-responsibilities"]')[2]!
      .textContent!
    expect(preview).toHaveLength(123)
    expect(preview.endsWith('...')).toBe(true)
  })

  it("offers 'Não possuo experiência profissional' while empty", () => {
    render(<ExperienceBox items={[]} names={experienceOptions} />)
    expect(screen.getByRole('checkbox', { name: 'Não possuo experiência profissional' })).toBeTruthy()
  })
})

describe('LanguageBox and LanguageForm', () => {
  it('lists language and proficiency', () => {
    render(<LanguageBox items={sampleLanguages} names={languageOptions} />)
    expect(screen.getByRole('heading', { name: 'Inglês' })).toBeTruthy()
    expect(screen.getByText('Avançado')).toBeTruthy()
  })

  it('requires language and proficiency', async () => {
    render(<LanguageForm options={languageOptions} onSubmit={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(errorSummary()).toBe('2 campos precisam de correção.')
  })
})

describe('EducationSection (machine-driven)', () => {
  it('removes an entry only after confirming, and keeps it when the platform refuses', async () => {
    const actor = await startSectionList({
      section: 'education',
      items: sampleEducations,
      fakes: { remove: 'refused' },
    })
    render(<EducationSection actor={actor} options={educationOptions} now={SAMPLE_NOW} />)
    await userEvent.click(screen.getAllByRole('button', { name: 'Remover' })[0]!)
    const confirm = await screen.findByRole('alertdialog', { name: 'Atenção' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim, desejo remover' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })

  it('sends the checked form values and shows the success alert', async () => {
    const onSave = vi.fn()
    const actor = await startSectionList({ section: 'education', items: sampleEducations, onSave })
    render(<EducationSection actor={actor} options={educationOptions} now={SAMPLE_NOW} />)
    await userEvent.click(screen.getAllByRole('button', { name: 'Editar' })[1]!)
    const dialog = await screen.findByRole('dialog', { name: 'FORMAÇÃO' })
    await act(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    })
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ section: 'education', id: 1 })),
    )
    await waitFor(() => expect(screen.getByText('Formação salva com sucesso')).toBeTruthy())
  })
})
