import type { AttachedFile } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { sampleAnswers, sampleAttachments, sampleQuestions } from './application-form.fixtures'
import { ApplicationQuestions } from './application-questions'

// The opportunity's questions with their answers and files in state, as the flow container holds them
// (an upload "succeeds" at once with the chosen file's name; a removal drops the file).

const body = (element: HTMLElement) => within(element.ownerDocument.body)

// A local sample document (no network in tests); in the product this is the PDF's URL.
const sampleDocument = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="pt-BR"><head><title>Portfólio</title></head>' +
    '<body style="font-family:sans-serif;padding:1rem"><h1>Portfólio de Ana Souza</h1>' +
    '<p>Projetos de análise de dados e painéis de indicadores, 2023 a 2025.</p></body></html>',
)}`

const meta = {
  title: 'Domínio/Inscrição/ApplicationQuestions',
  component: ApplicationQuestions,
  args: {
    questions: sampleQuestions,
    answers: {},
    onAnswer: fn(),
    onUpload: fn(),
    onRemoveAttachment: fn(),
  },
  render: function Render(args) {
    const [answers, setAnswers] = useState(args.answers)
    const [files, setFiles] = useState<Record<string, readonly AttachedFile[]>>(args.attachments ?? {})
    return (
      <ApplicationQuestions
        {...args}
        answers={answers}
        attachments={files}
        onAnswer={(id, value) => {
          args.onAnswer(id, value)
          setAnswers((previous) => ({ ...previous, [id]: value }))
        }}
        onUpload={(id, file) => {
          args.onUpload?.(id, file)
          const added = { id: `${id}-${file.name}`, name: file.name, file: '#' }
          setFiles((previous) => ({ ...previous, [id]: [...(previous[id] ?? []), added] }))
        }}
        onRemoveAttachment={(id, fileId) => {
          args.onRemoveAttachment?.(id, fileId)
          setFiles((previous) => ({ ...previous, [id]: (previous[id] ?? []).filter((f) => f.id !== fileId) }))
        }}
      />
    )
  },
} satisfies Meta<typeof ApplicationQuestions>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** One question of each html type, unanswered. */
export const EveryType: Story = {}

export const Answered: Story = { args: { answers: sampleAnswers, attachments: sampleAttachments } }

/** After a submit: 'Campo obrigatório' (and the slug rules' messages) under each question, wired to it. */
export const WithErrors: Story = {
  args: {
    errors: {
      '101': 'Nome e sobrenome devem conter mais que 2 caracteres.',
      '102': 'Campo obrigatório',
      '103': 'Campo obrigatório',
      '105': 'Campo obrigatório',
    },
  },
  play: async ({ canvas }) => {
    const mother = canvas.getByRole('textbox', { name: 'Nome completo da sua mãe' })
    await expect(mother).toHaveAttribute('aria-invalid', 'true')
    await expect(mother).toHaveAccessibleDescription(
      'Como consta no seu documento de identidade. Nome e sobrenome devem conter mais que 2 caracteres.',
    )
    const cnh = canvas.getByRole('group', { name: 'Você possui CNH categoria B?' })
    await expect(cnh).toHaveAttribute('aria-invalid', 'true')
    await expect(cnh).toHaveAccessibleDescription('Campo obrigatório')
  },
}

export const Uploading: Story = {
  args: { answers: sampleAnswers, uploading: { '105': true } },
}

export const UploadError: Story = {
  args: {
    answers: sampleAnswers,
    uploadErrors: {
      '105': { title: 'Erro ao anexar arquivo.', message: 'Por favor, tente novamente mais tarde.' },
    },
  },
}

/** Files already sent: each name shows the file in the document modal; removing one asks 'Atenção' first. */
export const Attachments: Story = {
  args: {
    answers: sampleAnswers,
    attachments: {
      '105': [
        ...(sampleAttachments['105'] ?? []),
        { id: 'file-2', name: 'certificado-power-bi-avancado-2025.pdf', file: '#' },
      ],
    },
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remover arquivo certificado-power-bi-avancado-2025.pdf' }),
    )
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await waitFor(() => expect(within(dialog).getByText('Deseja remover este arquivo?')).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, desejo remover' }))
    await expect(args.onRemoveAttachment).toHaveBeenCalledWith('105', 'file-2')
    await waitFor(() => expect(canvas.queryByRole('button', { name: /certificado-power-bi/ })).toBeNull())
    // The row is gone: the focus goes to the picker.
    await waitFor(() => expect(canvas.getByLabelText(/Anexe seu portfólio.*Anexar arquivo/)).toHaveFocus())
  },
}

/**
 * A sent file's name clicked: the document modal shows it (the PDF's toolbar hidden) with the link that opens
 * it in a new tab; Esc closes it and the focus is back on the name.
 */
export const FileInDocumentModal: Story = {
  args: {
    answers: sampleAnswers,
    attachments: { '105': [{ id: 'file-1', name: 'portfolio-ana-souza.pdf', file: sampleDocument }] },
  },
  // The sample frame is an opaque data: document that axe cannot enter; the frame itself is checked.
  parameters: { a11y: { options: { iframes: false } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const name = canvas.getByRole('button', { name: 'Visualizar arquivo portfolio-ana-souza.pdf' })
    await userEvent.click(name)
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'portfolio-ana-souza.pdf' })
    const frame = within(dialog).getByTitle('portfolio-ana-souza.pdf')
    await expect(frame).toHaveAttribute('src', `${sampleDocument}#toolbar=0`)
    await expect(within(dialog).getByRole('link', { name: 'Abrir documento em nova aba' })).toHaveAttribute(
      'href',
      sampleDocument,
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(name).toHaveFocus())
    // Open again for the picture: the modal open over the list.
    await userEvent.click(name)
    await body(canvasElement).findByRole('dialog', { name: 'portfolio-ana-souza.pdf' })
  },
}

/** Check boxes answer with the chosen options joined by ';', in the options' order. */
export const CheckBoxes: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SQL' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Excel' }))
    await expect(args.onAnswer).toHaveBeenLastCalledWith('104', 'Excel;SQL')
  },
}

/** The select question by keyboard (Radix Select): open, choose, the answer is the option. */
export const SelectByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const name = 'Qual é a sua disponibilidade de horário?'
    // Press again until the list is open (the story may render again while this play starts).
    await waitFor(
      async () => {
        if (!body(canvasElement).queryByRole('listbox')) {
          canvas.getByRole('combobox', { name }).focus()
          await userEvent.keyboard('{Enter}')
        }
        await expect(body(canvasElement).getByRole('listbox')).toBeVisible()
      },
      { timeout: 5000 },
    )
    await userEvent.click(body(canvasElement).getByRole('option', { name: 'Noite' }))
    await expect(args.onAnswer).toHaveBeenLastCalledWith('102', 'Noite')
    await waitFor(() => expect(canvas.getByRole('combobox', { name })).toHaveTextContent('Noite'))
  },
}

export const Mobile: Story = {
  args: { answers: sampleAnswers, attachments: sampleAttachments },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
