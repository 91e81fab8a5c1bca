import {
  ptBR,
  withHasDisability,
  type ApplicationTab,
  type PersonalDataField,
  type PersonalDataForm as PersonalDataValues,
} from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import {
  fichaStructure,
  filledPersonalData,
  isForeigner,
  personalDataOptions,
  sampleAnswers,
  sampleAttachments,
  sampleDomains,
  sampleQuestions,
  sampleRules,
} from '../../domain/applications/application-form.fixtures'
import { ApplicationLayout } from './application-layout'
import { ApplicationQuestions } from '../../domain/applications/application-questions'
import { PersonalDataForm } from '../../domain/profile/personal-data-form'
import { ReferralForm } from './referral-form'

// The application form's frame with the real tab contents (the ficha's personal data and the
// opportunity's questions; the referral on tab 2), the tab held in state as the flow container does.

const { tabs, nextStep, finish } = ptBR.application

/** The screenshot shows the viewport: bring the state under review into it. */
const reveal = (element: HTMLElement) => element.scrollIntoView({ block: 'center' })

function BasicTab() {
  const [values, setValues] = useState<PersonalDataValues>(filledPersonalData)
  const [answers, setAnswers] = useState<Record<string, string>>(sampleAnswers)
  return (
    <div className="flex flex-col gap-10">
      <PersonalDataForm
        values={values}
        rules={sampleRules(values, fichaStructure)}
        foreigner={isForeigner(values)}
        options={personalDataOptions}
        onChange={(field: PersonalDataField, value: unknown) =>
          setValues((previous) =>
            field === 'has_disability'
              ? withHasDisability(previous, value as boolean)
              : { ...previous, [field]: value },
          )
        }
      />
      <ApplicationQuestions
        questions={sampleQuestions}
        answers={answers}
        attachments={sampleAttachments}
        onAnswer={(id, value) => setAnswers((previous) => ({ ...previous, [id]: value }))}
      />
    </div>
  )
}

function ComplementaryTab() {
  const [referral, setReferral] = useState({ name: '', email: '' })
  return (
    <div className="flex flex-col gap-10">
      <p className="text-sm text-muted-foreground">
        Formação, experiência profissional e idiomas (seções do currículo).
      </p>
      <ReferralForm
        values={referral}
        domains={sampleDomains}
        onChange={(field, value) => setReferral((previous) => ({ ...previous, [field]: value }))}
      />
    </div>
  )
}

const meta = {
  title: 'Domínio/Inscrição/ApplicationLayout',
  component: ApplicationLayout,
  args: {
    title: 'Inscrição: Analista de Crédito Pleno',
    tab: 'basic',
    onTabChange: fn(),
    basic: <BasicTab />,
    complementary: <ComplementaryTab />,
    submitLabel: nextStep,
    onSubmit: fn(),
  },
  parameters: {
    viewport: {
      options: {
        mobile400: { name: 'Celular 400', styles: { width: '400px', height: '900px' }, type: 'mobile' },
      },
    },
  },
  render: function Render(args) {
    const [tab, setTab] = useState<ApplicationTab>(args.tab)
    return (
      <ApplicationLayout
        {...args}
        tab={tab}
        onTabChange={(next) => {
          args.onTabChange(next)
          setTab(next)
        }}
      />
    )
  },
} satisfies Meta<typeof ApplicationLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const BasicTabSelected: Story = {}

/** Tab 2 without tests: the button finishes the application. */
export const ComplementaryTabSelected: Story = {
  args: { tab: 'complementary', submitLabel: finish },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: tabs.complementary })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('region', { name: 'Indicação' })).toBeVisible()
  },
}

/** The opportunity has tests: the steps bar, on step 1; the button always reads 'Próxima Etapa'. */
export const WithTests: Story = {
  args: { hasTests: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Etapas da inscrição' })).toBeVisible()
    await expect(canvas.getByText('1: Preencha o perfil').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    )
  },
}

/** Submitting: a spinner, aria-disabled (the focus stays), clicks ignored; the status says what happens. */
export const Busy: Story = {
  args: { busy: true, status: ptBR.application.submitting },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: nextStep })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(button).toHaveFocus()
  },
}

/** A double click submits once: the first click makes the container busy. */
export const DoubleClickSubmitsOnce: Story = {
  render: function Render(args) {
    const [busy, setBusy] = useState(false)
    return (
      <ApplicationLayout
        {...args}
        busy={busy}
        status={busy ? ptBR.application.submitting : undefined}
        onSubmit={() => {
          args.onSubmit()
          setBusy(true)
        }}
      />
    )
  },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: nextStep })
    await userEvent.dblClick(button)
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText(ptBR.application.submitting)).toHaveAttribute('role', 'status')
  },
}

export const ErrorAlert: Story = {
  args: {
    alert: { tone: 'error', title: 'Uoops', message: ptBR.application.networkFailed },
    onDismissAlert: fn(),
  },
  play: async ({ canvas }) => {
    reveal(canvas.getByRole('alert'))
    await expect(canvas.getByRole('alert')).toHaveTextContent(ptBR.application.networkFailed)
  },
}

export const InfoAndStatus: Story = {
  args: {
    alert: { tone: 'info', message: ptBR.tests.listIntro },
    status: ptBR.application.draftSaved,
  },
  play: async ({ canvas }) => {
    const status = canvas.getByText(ptBR.application.draftSaved)
    reveal(status)
    await expect(status).toHaveAttribute('role', 'status')
  },
}

/** At 400 px the tabs show 'Info. Básicas' / 'Info. Complementares'; their names stay whole. */
export const Narrow400: Story = {
  globals: { viewport: { value: 'mobile400', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(tabs.basicShort)).toBeVisible())
    await expect(canvas.getByText(tabs.complementaryShort)).toBeVisible()
    await expect(canvas.getByRole('tab', { name: tabs.basic })).toHaveAccessibleName(tabs.basic)
    await expect(canvas.getByRole('tab', { name: tabs.complementary })).toHaveAccessibleName(
      tabs.complementary,
    )
  },
}

/** Tabs by keyboard: arrows move and select, Tab goes into the panel. */
export const KeyboardTabs: Story = {
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('tab', { name: tabs.basic }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(args.onTabChange).toHaveBeenCalledWith('complementary')
    await expect(canvas.getByRole('tab', { name: tabs.complementary })).toHaveFocus()
    await expect(canvas.getByRole('region', { name: 'Indicação' })).toBeVisible()
  },
}
