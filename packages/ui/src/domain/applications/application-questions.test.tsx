import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleAnswers, sampleAttachments, sampleQuestions } from './application-form.fixtures'
import { ApplicationQuestions } from './application-questions'
import { focusField } from '../profile/personal-data-form'

afterEach(cleanup)

type Props = ComponentProps<typeof ApplicationQuestions>

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')

const pdf = (name = 'certificado.pdf') => new File([new Uint8Array(100)], name, { type: 'application/pdf' })
const png = () => new File([new Uint8Array(10)], 'foto.png', { type: 'image/png' })

function renderQuestions(overrides: Partial<Props> = {}) {
  const props: Props = { questions: sampleQuestions, answers: {}, onAnswer: vi.fn(), ...overrides }
  return { ...render(<ApplicationQuestions {...props} />), props }
}

function Stateful(props: Partial<Props>) {
  const [answers, setAnswers] = useState<Record<string, string>>({})
  return (
    <ApplicationQuestions
      questions={sampleQuestions}
      answers={answers}
      {...props}
      onAnswer={(id, value) => {
        props.onAnswer?.(id, value)
        setAnswers((previous) => ({ ...previous, [id]: value }))
      }}
    />
  )
}

describe('ApplicationQuestions', () => {
  it('renders each question by its html type under the heading', () => {
    renderQuestions({ answers: sampleAnswers, attachments: sampleAttachments })
    expect(screen.getByRole('region', { name: 'Perguntas da vaga' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Nome completo da sua mãe' })).toHaveProperty(
      'value',
      'Maria Aparecida Souza',
    )
    expect(
      screen.getByRole('combobox', { name: 'Qual é a sua disponibilidade de horário?' }).textContent,
    ).toContain('Tarde')
    const radios = screen.getByRole('group', { name: /^Você possui CNH categoria B\?/ })
    expect((within(radios).getByRole('radio', { name: 'Sim' }) as HTMLInputElement).checked).toBe(true)
    const boxes = screen.getByRole('group', { name: /^Quais ferramentas/ })
    expect(
      within(boxes)
        .getAllByRole('checkbox', { checked: true })
        .map((box) => box.id),
    ).toEqual(['question-104-option-0', 'question-104-option-2'])
    const upload = screen.getByRole('group', { name: /^Anexe seu portfólio/ })
    expect(within(upload).getByLabelText(/Anexe seu portfólio.*Anexar arquivo/)).toHaveProperty(
      'type',
      'file',
    )
    const name = within(upload).getByRole('button', { name: 'Visualizar arquivo portfolio-ana-souza.pdf' })
    expect(name.textContent).toBe('portfolio-ana-souza.pdf')
    expect(name.getAttribute('aria-haspopup')).toBe('dialog')
    // Nothing opens a new tab from the list itself: the document modal offers that.
    expect(within(upload).queryByRole('link')).toBeNull()
  })

  it('shows a sent file in the document modal when its name is clicked; Esc returns to the name', async () => {
    renderQuestions({ attachments: sampleAttachments })
    const name = screen.getByRole('button', { name: 'Visualizar arquivo portfolio-ana-souza.pdf' })
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(name)
    const dialog = await screen.findByRole('dialog', { name: 'portfolio-ana-souza.pdf' })
    const frame = within(dialog).getByTitle('portfolio-ana-souza.pdf')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toBe('/arquivos/portfolio-ana-souza.pdf#toolbar=0')
    const newTab = within(dialog).getByRole('link', { name: 'Abrir documento em nova aba' })
    expect(newTab.getAttribute('href')).toBe('/arquivos/portfolio-ana-souza.pdf')
    expect(newTab.getAttribute('target')).toBe('_blank')
    expect(within(dialog).getByText('Se o documento não aparecer, abra-o em uma nova aba.')).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(name))
  })

  it('opens the document modal from the keyboard', async () => {
    renderQuestions({ attachments: sampleAttachments })
    const name = screen.getByRole('button', { name: 'Visualizar arquivo portfolio-ana-souza.pdf' })
    name.focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'portfolio-ana-souza.pdf' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(name))
  })

  it("marks required questions with ' *' and describes each by its hint", () => {
    renderQuestions()
    const mother = screen.getByRole('textbox', { name: 'Nome completo da sua mãe' })
    expect(mother.getAttribute('aria-required')).toBe('true')
    expect(describedBy(mother)).toEqual(['Como consta no seu documento de identidade.'])
    const boxes = screen.getByRole('group', { name: /^Quais ferramentas/ })
    expect(boxes.querySelector('legend')?.textContent).toBe('Quais ferramentas você já usou no trabalho?')
    expect(describedBy(boxes)).toEqual(['Marque todas as que se aplicam.'])
    const radios = screen.getByRole('group', { name: /^Você possui CNH/ })
    expect(radios.querySelector('legend')?.textContent).toBe('Você possui CNH categoria B? *')
    expect(within(radios).getByRole('radiogroup').getAttribute('aria-required')).toBe('true')
  })

  it('wires each error to its control or group', () => {
    const errors = {
      '101': 'Nome e sobrenome devem conter mais que 2 caracteres.',
      '102': 'Campo obrigatório',
      '103': 'Campo obrigatório',
      '105': 'Campo obrigatório',
    }
    renderQuestions({ errors })
    const mother = screen.getByRole('textbox', { name: 'Nome completo da sua mãe' })
    expect(mother.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(mother)).toEqual([
      'Como consta no seu documento de identidade.',
      'Nome e sobrenome devem conter mais que 2 caracteres.',
    ])
    expect(screen.getByRole('combobox', { name: /disponibilidade/ }).getAttribute('aria-invalid')).toBe(
      'true',
    )
    const radios = screen.getByRole('group', { name: /^Você possui CNH/ })
    expect(radios.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(radios)).toEqual(['Campo obrigatório'])
    expect(within(radios).getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true')
    const upload = screen.getByRole('group', { name: /^Anexe seu portfólio/ })
    expect(upload.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(upload)).toEqual([
      'Um único arquivo com seus trabalhos mais recentes.',
      'Campo obrigatório',
    ])
    // The picker itself is described by the error too.
    expect(describedBy(within(upload).getByLabelText(/Anexar arquivo/))).toContain('Campo obrigatório')
    // Questions without an error stay clean.
    expect(screen.getByRole('group', { name: /^Quais ferramentas/ }).getAttribute('aria-invalid')).toBeNull()
  })

  it("answers text and radio questions, and joins check boxes with ';' in the options' order", async () => {
    const onAnswer = vi.fn()
    render(<Stateful onAnswer={onAnswer} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome completo da sua mãe' }), 'Maria')
    expect(onAnswer).toHaveBeenLastCalledWith('101', 'Maria')
    await userEvent.click(screen.getByRole('radio', { name: 'Não' }))
    expect(onAnswer).toHaveBeenLastCalledWith('103', 'Não')
    await userEvent.click(screen.getByRole('checkbox', { name: 'SQL' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Excel' }))
    expect(onAnswer).toHaveBeenLastCalledWith('104', 'Excel;SQL')
    await userEvent.click(screen.getByRole('checkbox', { name: 'SQL' }))
    expect(onAnswer).toHaveBeenLastCalledWith('104', 'Excel')
  })

  it("announces 'Enviando <name>' while the chosen file uploads, keeping the picker's focus", async () => {
    function Uploading() {
      const [uploading, setUploading] = useState<Record<string, boolean>>({})
      return (
        <ApplicationQuestions
          questions={sampleQuestions}
          answers={{}}
          onAnswer={() => {}}
          uploading={uploading}
          onUpload={(id) => setUploading({ [id]: true })}
        />
      )
    }
    render(<Uploading />)
    const picker = screen.getByLabelText(/Anexe seu portfólio.*Anexar arquivo/) as HTMLInputElement
    await userEvent.upload(picker, pdf('historico.pdf'))
    expect(screen.getByText('Enviando historico.pdf').closest('[role="status"]')).toBeTruthy()
    expect(picker.disabled).toBe(false)
    expect(document.activeElement).toBe(picker)
  })

  it('hands a valid PDF to onUpload and refuses another format with the spec message', async () => {
    const onUpload = vi.fn()
    renderQuestions({ onUpload })
    const picker = screen.getByLabelText(/Anexe seu portfólio.*Anexar arquivo/) as HTMLInputElement
    await userEvent.setup({ applyAccept: false }).upload(picker, png())
    expect(onUpload).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toContain('Seu arquivo deve estar no formato .pdf')
    await userEvent.upload(picker, pdf())
    expect(onUpload).toHaveBeenCalledWith('105', expect.objectContaining({ name: 'certificado.pdf' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the upload in progress and its failure', () => {
    const { rerender, props } = renderQuestions({ uploading: { '105': true } })
    const upload = screen.getByRole('group', { name: /^Anexe seu portfólio/ })
    expect(upload.getAttribute('aria-busy')).toBe('true')
    // A file chosen elsewhere (restored state): no name to tell.
    expect(within(upload).getByText('Carregando...').closest('[role="status"]')).toBeTruthy()
    rerender(
      <ApplicationQuestions
        {...props}
        uploading={{}}
        uploadErrors={{
          '105': { title: 'Erro ao anexar arquivo.', message: 'Por favor, tente novamente mais tarde.' },
        }}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'Erro ao anexar arquivo.Por favor, tente novamente mais tarde.',
    )
  })

  it("asks 'Atenção' before removing an attachment; 'Não' keeps it and returns to its button", async () => {
    const onRemoveAttachment = vi.fn()
    renderQuestions({ attachments: sampleAttachments, onRemoveAttachment })
    const remove = screen.getByRole('button', { name: 'Remover arquivo portfolio-ana-souza.pdf' })
    await userEvent.click(remove)
    const dialog = await screen.findByRole('alertdialog', { name: 'Atenção' })
    expect(within(dialog).getByText('Deseja remover este arquivo?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(onRemoveAttachment).not.toHaveBeenCalled()
    await waitFor(() => expect(document.activeElement).toBe(remove))
    await userEvent.click(remove)
    await userEvent.click(await screen.findByRole('button', { name: 'Sim, desejo remover' }))
    expect(onRemoveAttachment).toHaveBeenCalledWith('105', 'file-1')
  })

  it('lets focusField reach a question by its id', () => {
    renderQuestions({ answers: sampleAnswers })
    expect(focusField('101')).toBe(true)
    expect(document.activeElement?.getAttribute('name')).toBe('question-101')
    expect(focusField('103')).toBe(true)
    expect((document.activeElement as HTMLInputElement).type).toBe('radio')
    expect(focusField('104')).toBe(true)
    expect((document.activeElement as HTMLInputElement).type).toBe('checkbox')
  })

  it('renders nothing without questions', () => {
    const { container } = renderQuestions({ questions: [] })
    expect(container.innerHTML).toBe('')
  })
})
