import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { EducationInlineForms, newEducationEntry } from './education-form'
import { ExperienceInlineForms, newExperienceEntry } from './experience-form'
import { LanguageInlineForms, newLanguageEntry } from './language-form'
import { educationOptions, experienceOptions, languageOptions } from './resume-section.fixtures'

// The registration pages' inline forms (deixe-seu-perfil): one form per entry, add and remove extra
// forms. `showErrors` is what the page turns on after 'Deixar meu currículo' with invalid forms.

type HostProps = { section: 'education' | 'experience' | 'language'; forms?: number; showErrors?: boolean }

function InlineFormsHost({ section, forms = 1, showErrors = false }: HostProps) {
  const [education, setEducation] = useState(() => Array.from({ length: forms }, newEducationEntry))
  const [experience, setExperience] = useState(() => Array.from({ length: forms }, newExperienceEntry))
  const [language, setLanguage] = useState(() => Array.from({ length: forms }, newLanguageEntry))
  if (section === 'education') {
    return (
      <EducationInlineForms
        entries={education}
        onEntriesChange={setEducation}
        options={educationOptions}
        showErrors={showErrors}
      />
    )
  }
  if (section === 'experience') {
    return (
      <ExperienceInlineForms
        entries={experience}
        onEntriesChange={setExperience}
        options={experienceOptions}
        showErrors={showErrors}
      />
    )
  }
  return (
    <LanguageInlineForms
      entries={language}
      onEntriesChange={setLanguage}
      options={languageOptions}
      showErrors={showErrors}
    />
  )
}

const meta = {
  title: 'Domínio/Currículo/ResumeInlineForms',
  component: InlineFormsHost,
  args: { section: 'education', forms: 1, showErrors: false },
} satisfies Meta<typeof InlineFormsHost>

export default meta
type Story = StoryObj<typeof meta>

export const Education: Story = {}

export const EducationTwoForms: Story = { args: { forms: 2 } }

/** After the page's submit: every form shows its errors. */
export const EducationErrors: Story = { args: { showErrors: true } }

export const Experience: Story = { args: { section: 'experience' } }

export const ExperienceErrors: Story = { args: { section: 'experience', showErrors: true } }

export const Language: Story = { args: { section: 'language', forms: 2 } }

/** Keyboard only: add a form (the focus goes to its first field), then remove it (focus on the add button). */
export const AddAndRemoveByKeyboard: Story = {
  args: { section: 'language' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const add = canvas.getByRole('button', { name: 'Adicionar outro idioma' })
    add.focus()
    await userEvent.keyboard('{Enter}')
    const second = await canvas.findByRole('group', { name: 'Idioma 2' })
    await waitFor(() => expect(within(second).getByRole('combobox', { name: 'Idioma' })).toHaveFocus())
    const remove = within(second).getByRole('button', { name: 'Remover' })
    remove.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Idioma 2' })).toBeNull())
    await expect(add).toHaveFocus()
  },
}

export const Mobile: Story = {
  args: { section: 'experience', forms: 2 },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
