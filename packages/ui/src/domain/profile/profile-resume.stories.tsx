import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import {
  causeOptions,
  sampleAcknowledgements,
  sampleCauses,
  sampleCertifications,
  sampleSkills,
  startNoExperience,
  startSkills,
  type NoExperienceScenario,
} from './profile-sections.fixtures'
import { ProfileResume, type ProfileReferenceLists, type ProfileResumeProps } from './profile-resume'
import {
  SAMPLE_NOW,
  educationOptions,
  experienceOptions,
  languageOptions,
  sampleEducations,
  sampleExperiences,
  sampleLanguages,
  startSectionList,
} from './resume-section.fixtures'

// The profile's seven résumé boxes together, each driven by its real machine with fake platform calls;
// and 'Não possuo experiência profissional' kept on the platform in each of its states
// (parameters.profile: empty boxes, the flag's scenario).

type StoryArgs = Omit<ProfileResumeProps, 'sections' | 'skills' | 'noExperience'>
type ProfileParameters = { empty?: boolean; flag?: NoExperienceScenario }
type Loaded = Pick<ProfileResumeProps, 'sections' | 'skills' | 'noExperience'>

const lists: ProfileReferenceLists = {
  countries: educationOptions.countries,
  states: educationOptions.states,
  institutions: educationOptions.institutions,
  courses: educationOptions.courses,
  companies: experienceOptions.companies,
  languages: languageOptions.languages,
  causeAreas: causeOptions.areas,
}

let running: Loaded | undefined

const meta = {
  title: 'Domínio/Currículo/ProfileResume',
  component: ProfileResume,
  // The loader gives the actors (from the story's scenario): no control or row for them.
  argTypes: {
    sections: { table: { disable: true }, control: false },
    skills: { table: { disable: true }, control: false },
    noExperience: { table: { disable: true }, control: false },
  },
  args: { lists, now: SAMPLE_NOW },
  loaders: [
    async ({ parameters }) => {
      if (running) {
        for (const actor of [...Object.values(running.sections), running.skills, running.noExperience])
          actor.stop()
      }
      const { empty = false, flag = { saved: false } } = (parameters.profile ?? {}) as ProfileParameters
      const list = <T,>(items: readonly T[]) => (empty ? [] : items)
      const [education, experience, language, cause, acknowledgement, certification, skills, noExperience] =
        await Promise.all([
          startSectionList({ section: 'education', items: list(sampleEducations) }),
          // The flag shows while the experiences are empty.
          startSectionList({
            section: 'experience',
            items: parameters.profile?.flag ? [] : list(sampleExperiences),
          }),
          startSectionList({ section: 'language', items: list(sampleLanguages) }),
          startSectionList({ section: 'cause', items: list(sampleCauses) }),
          startSectionList({ section: 'acknowledgement', items: list(sampleAcknowledgements) }),
          startSectionList({ section: 'certification', items: list(sampleCertifications) }),
          startSkills({ skills: list(sampleSkills) }),
          startNoExperience(flag),
        ])
      running = {
        sections: { education, experience, language, cause, acknowledgement, certification },
        skills,
        noExperience,
      }
      return running
    },
  ],
  render: (args, { loaded }) => <ProfileResume {...args} {...(loaded as Loaded)} />,
} satisfies Meta<typeof ProfileResume>

export default meta
// The stories' args: the props but the actors, which the loader gives.
type Story = StoryObj<StoryArgs>

const profile = (parameters: ProfileParameters) => ({ parameters: { profile: parameters } })
const checkbox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('checkbox', { name: 'Não possuo experiência profissional' })

/** Every box with entries, in the page's order, each under its anchor. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    await expect(headings).toEqual([
      'Formações',
      'Experiências Profissionais',
      'Idiomas',
      'Causas',
      'Reconhecimentos',
      'Certificações',
      'Habilidades',
    ])
    await expect(canvasElement.querySelector('#box-skills')).not.toBeNull()
  },
}

export const AllEmpty: Story = profile({ empty: true })

/** The flag as saved on the platform: checked. */
export const NoExperienceChecked: Story = profile({ empty: true, flag: { saved: true } })

/** Until the saved value is read the checkbox is disabled. */
export const NoExperienceLoading: Story = profile({
  empty: true,
  flag: { saved: false, fakes: { read: 'pending' } },
})

export const NoExperienceSaving: Story = profile({
  empty: true,
  flag: { saved: false, fakes: { save: 'pending' }, changes: [true] },
})

/** The save failed: back to the saved value, with 'Uoops'. */
export const NoExperienceSaveFailed: Story = profile({
  empty: true,
  flag: { saved: false, fakes: { save: 'error' }, changes: [true] },
})

/** The saved value could not be read: the checkbox disabled and 'Tentar novamente'. */
export const NoExperienceReadFailed: Story = profile({
  empty: true,
  flag: { saved: false, fakes: { read: 'error' } },
})

/** Keyboard only: Space checks it; the save goes through and the box stays checked. */
export const NoExperienceKeyboard: Story = {
  ...profile({ empty: true, flag: { saved: false } }),
  play: async ({ canvasElement, userEvent }) => {
    const box = checkbox(canvasElement)
    box.focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(box).toBeChecked())
    await expect(box).toHaveFocus()
    await expect(within(canvasElement).queryByRole('alert')).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
