import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ptBR } from '../messages/pt-BR'
import {
  answersPayload,
  attachedFileSchema,
  checkboxAnswer,
  choosesAnyOf,
  chosenOptions,
  defaultAnswers,
  eliminatoryAnswers,
  isValidMotherName,
  isValidRg,
  parseCheckboxAnswer,
  storedChoiceAnswer,
  questionAnswerInputSchema,
  questionIssues,
  questionOptions,
  subscriptionQuestionListSchema,
  subscriptionQuestionSchema,
  type ApplicationQuestion,
} from './questions'

const REQUIRED = 'Campo obrigatório'
const MOTHER = 'Nome e sobrenome devem conter mais que 2 caracteres.'
const RG = 'RG parece inválido'

const question = (id: string, overrides: Partial<ApplicationQuestion> = {}): ApplicationQuestion => ({
  id,
  title: `Pergunta ${id}`,
  required: false,
  hint: null,
  htmlType: 'text',
  options: [],
  slug: null,
  order: Number(id),
  eliminatory: false,
  ...overrides,
})

/** The issues' fields and texts (their codes are the application machine's, checked there). */
const texts = (issues: { field: string; message: string }[]) =>
  issues.map(({ field, message }) => ({ field, message }))

/** An option as a question holds it: trimmed, non-empty, without ';'. */
const option = fc
  .string({ minLength: 1, maxLength: 10 })
  .map((s) => s.replace(/;/g, '').trim())
  .filter((s) => s !== '')

describe('options', () => {
  it('from a ";" string: trimmed, blanks dropped', () => {
    expect(questionOptions('a; b;;c')).toEqual(['a', 'b', 'c'])
    expect(questionOptions(' Sim ;Não; ')).toEqual(['Sim', 'Não'])
    expect(questionOptions('')).toEqual([])
  })

  it('from a list, the same way; nothing gives none', () => {
    expect(questionOptions(['a', ' b ', '', '  ', 'c'])).toEqual(['a', 'b', 'c'])
    expect(questionOptions(null)).toEqual([])
    expect(questionOptions(undefined)).toEqual([])
  })
})

describe('check boxes', () => {
  const options = ['Manhã', 'Tarde', 'Noite']

  it('the answer keeps the options’ order, whatever the order of the clicks', () => {
    expect(checkboxAnswer(['Noite', 'Manhã'], options)).toBe('Manhã;Noite')
    expect(checkboxAnswer(['Tarde'], options)).toBe('Tarde')
    expect(checkboxAnswer([], options)).toBe('')
    // Something that is not an option is not sent.
    expect(checkboxAnswer(['Madrugada', 'Tarde'], options)).toBe('Tarde')
  })

  it('parses an answer back', () => {
    expect(parseCheckboxAnswer('Manhã;Noite')).toEqual(['Manhã', 'Noite'])
    expect(parseCheckboxAnswer('')).toEqual([])
  })

  it('property: choosing then parsing gives the chosen options, in the options’ order', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(option, { maxLength: 8 })
          .chain((opts) => fc.tuple(fc.constant(opts), fc.shuffledSubarray(opts))),
        ([opts, chosen]) => {
          const parsed = parseCheckboxAnswer(checkboxAnswer(chosen, opts))
          expect(parsed).toEqual(opts.filter((o) => chosen.includes(o)))
          expect(new Set(parsed)).toEqual(new Set(chosen))
          // The answer itself is stable once written.
          expect(checkboxAnswer(parsed, opts)).toBe(checkboxAnswer(chosen, opts))
        },
      ),
    )
  })
})

describe('a question as the platform sends it', () => {
  it('reads htmlType or html_type, ";" options and the eliminatory flag', () => {
    expect(
      subscriptionQuestionSchema.parse({
        id: 12,
        title: 'Turno',
        required: true,
        hint: 'Escolha um',
        html_type: 'check_boxes',
        options: 'Manhã; Tarde;;Noite',
        slug: ' turno ',
        order: 2,
        eliminatoryQuestion: true,
        answer: 'Tarde',
      }),
    ).toEqual({
      id: '12',
      title: 'Turno',
      required: true,
      hint: 'Escolha um',
      htmlType: 'check_boxes',
      options: ['Manhã', 'Tarde', 'Noite'],
      slug: 'turno',
      order: 2,
      eliminatory: true,
      answer: 'Tarde',
    })
    expect(
      subscriptionQuestionSchema.parse({ id: '1', htmlType: 'radio_buttons', options: ['Sim', 'Não'] }),
    ).toEqual({
      id: '1',
      title: '',
      required: false,
      hint: null,
      htmlType: 'radio_buttons',
      options: ['Sim', 'Não'],
      slug: null,
      order: 0,
      eliminatory: false,
      answer: null,
    })
  })

  it('htmlType wins over html_type; an unknown or missing type reads as text; blank hint and slug are null', () => {
    expect(subscriptionQuestionSchema.parse({ id: 1, htmlType: 'select', html_type: 'text' }).htmlType).toBe(
      'select',
    )
    expect(subscriptionQuestionSchema.parse({ id: 1, htmlType: 'date' }).htmlType).toBe('text')
    expect(subscriptionQuestionSchema.parse({ id: 1 }).htmlType).toBe('text')
    const blank = subscriptionQuestionSchema.parse({ id: 1, hint: '  ', slug: ' ' })
    expect([blank.hint, blank.slug]).toEqual([null, null])
  })

  it('the list is sorted by order; none is an empty list', () => {
    const list = subscriptionQuestionListSchema.parse([
      { id: 3, order: 3 },
      { id: 1, order: 1 },
      { id: 2, order: 2 },
    ])
    expect(list.map((q) => q.id)).toEqual(['1', '2', '3'])
    expect(subscriptionQuestionListSchema.parse(null)).toEqual([])
  })

  it('an attached file reads its id as a string and blank name and URL as empty', () => {
    expect(attachedFileSchema.parse({ id: 9, name: null, file: undefined })).toEqual({
      id: '9',
      name: '',
      file: '',
    })
  })
})

describe('default answers', () => {
  const questions = [
    question('1', { title: 'Nome da mãe', slug: 'mae' }),
    question('2', { title: 'Você possui CNH?' }),
    question('3', { title: 'Turno', htmlType: 'check_boxes', options: ['Manhã', 'Tarde', 'Noite'] }),
    question('4', { title: 'Currículo', htmlType: 'file_upload' }),
    question('5', { title: 'Pretensão salarial' }),
  ]

  it('by slug, else by title (ignoring accents and case); file uploads start empty', () => {
    expect(
      defaultAnswers(questions, [
        { slug: 'MAE', question: 'Qualquer', answer: 'Maria da Silva' },
        { question: '  voce POSSUI cnh? ', answer: 'Sim' },
        { question: 'turno', answer: 'Noite;Manhã' },
        { question: 'Currículo', answer: 'cv.pdf' },
      ]),
    ).toEqual({ '1': 'Maria da Silva', '2': 'Sim', '3': 'Manhã;Noite', '5': '' })
  })

  it('the slug wins over the title', () => {
    expect(
      defaultAnswers(
        [question('1', { title: 'Nome da mãe', slug: 'mae' })],
        [
          { question: 'Nome da mãe', answer: 'pelo título' },
          { slug: 'mãe', answer: 'pelo slug' },
        ],
      ),
    ).toEqual({ '1': 'pelo slug' })
  })

  it('the question’s own previous answer wins', () => {
    expect(
      defaultAnswers(
        [{ ...question('1', { title: 'Nome da mãe', slug: 'mae' }), answer: 'Joana Souza' }],
        [{ slug: 'mae', question: 'Nome da mãe', answer: 'Maria da Silva' }],
      ),
    ).toEqual({ '1': 'Joana Souza' })
  })

  it('check boxes keep only options, in the options’ order', () => {
    expect(
      defaultAnswers(
        [{ ...question('3', { htmlType: 'check_boxes', options: ['A', 'B', 'C'] }), answer: 'C;X;A' }],
        [],
      ),
    ).toEqual({ '3': 'A;C' })
  })
})

describe('the rules', () => {
  it('a required question needs an answer: "Campo obrigatório" (blank counts as empty)', () => {
    const questions = [question('1', { required: true }), question('2', { required: true }), question('3')]
    expect(texts(questionIssues(questions, { '1': '   ' }))).toEqual([
      { field: '1', message: REQUIRED },
      { field: '2', message: REQUIRED },
    ])
    expect(texts(questionIssues(questions, { '1': 'x', '2': 'y' }))).toEqual([])
    expect(
      texts(
        questionIssues([question('4', { required: true, htmlType: 'check_boxes', options: ['a'] })], {
          '4': '',
        }),
      ),
    ).toEqual([{ field: '4', message: REQUIRED }])
  })

  it('a required file upload needs an attachment; an optional one does not', () => {
    const upload = question('7', { required: true, htmlType: 'file_upload' })
    expect(texts(questionIssues([upload], {}))).toEqual([
      { field: '7', message: ptBR.validation.attachmentRequired },
    ])
    expect(texts(questionIssues([upload], {}, { '7': 0 }))).toEqual([
      { field: '7', message: 'Anexe um arquivo' },
    ])
    expect(texts(questionIssues([upload], {}, { '7': 1 }))).toEqual([])
    // A typed answer is no attachment.
    expect(texts(questionIssues([upload], { '7': 'cv.pdf' }, {}))).toHaveLength(1)
    expect(texts(questionIssues([{ ...upload, required: false }], {}))).toEqual([])
  })

  it('slug mae: two words, first and last longer than 2 characters', () => {
    const mae = question('1', { slug: 'mae' })
    const message = (answer: string) => questionIssues([mae], { '1': answer })[0]?.message ?? null
    expect(message('Maria')).toBe(MOTHER)
    expect(message('Ma Silva')).toBe(MOTHER)
    expect(message('Maria Si')).toBe(MOTHER)
    expect(message('Maria da Silva')).toBeNull()
    expect(message('  Maria   Silva ')).toBeNull()
    // Optional and empty: nothing to check.
    expect(message('')).toBeNull()
    expect(isValidMotherName('Ana Lee')).toBe(true)
    expect(isValidMotherName('Ana Li')).toBe(false)
  })

  it('slug rg: 5 to 14 characters, at least 5 word characters, not all the same', () => {
    const rg = question('2', { slug: 'rg' })
    const message = (answer: string) => questionIssues([rg], { '2': answer })[0]?.message ?? null
    expect(message('1234')).toBe(RG)
    expect(message('111111')).toBe(RG)
    expect(message('12.345.678-9')).toBeNull()
    expect(message('123456789012345')).toBe(RG)
    expect(message('12345678901234')).toBeNull()
    expect(message('12345')).toBeNull()
    expect(message('1.2.3-4')).toBe(RG)
    // One repeated digit stays one repeated digit with punctuation.
    expect(message('111.111.111-1')).toBe(RG)
    expect(isValidRg('  12.345.678-9  ')).toBe(true)
  })

  it('other slugs have no format rule; one issue per question, in the questions’ order', () => {
    const questions = [
      question('1', { slug: 'mae', required: true }),
      question('2', { slug: 'rg' }),
      question('3', { slug: 'cpf', required: true }),
    ]
    expect(texts(questionIssues(questions, { '1': 'Maria', '2': '1111', '3': 'x' }))).toEqual([
      { field: '1', message: MOTHER },
      { field: '2', message: RG },
    ])
  })
})

describe('the answers as sent', () => {
  const questions = [
    question('1', { title: 'Nome da "mãe"', slug: 'mae' }),
    question('2', { title: 'Turno', htmlType: 'check_boxes', options: ['Manhã', 'Noite'] }),
    question('3', { title: 'Documentos', htmlType: 'file_upload' }),
    question('4', { title: 'Sem resposta', eliminatory: true }),
    question('5', { title: 'Aceita viajar?', eliminatory: true }),
  ]

  it('every question, without backslashes and double quotes; file uploads answer with their files’ names', () => {
    expect(
      answersPayload(
        questions,
        { '1': ' Maria "da" Silva\\ ', '2': 'Manhã;Noite', '3': 'ignored', '5': 'Sim' },
        {
          '3': [
            { id: 'a', name: 'rg.pdf', file: 'https://files/rg.pdf' },
            { id: 'b', name: 'cpf "frente".pdf', file: 'https://files/cpf.pdf' },
          ],
        },
      ),
    ).toEqual([
      { id: '1', title: 'Nome da mãe', slug: 'mae', answer: 'Maria da Silva' },
      { id: '2', title: 'Turno', slug: null, answer: 'Manhã;Noite' },
      { id: '3', title: 'Documentos', slug: null, answer: 'rg.pdf;cpf frente.pdf' },
      { id: '4', title: 'Sem resposta', slug: null, answer: '' },
      { id: '5', title: 'Aceita viajar?', slug: null, answer: 'Sim' },
    ])
  })

  it('a file upload without files answers with nothing', () => {
    expect(answersPayload([questions[2]!], {})).toEqual([
      { id: '3', title: 'Documentos', slug: null, answer: '' },
    ])
  })

  it('the eliminatory answers are only the eliminatory questions’', () => {
    expect(eliminatoryAnswers(questions, { '1': 'Maria da Silva', '5': 'Não' })).toEqual([
      { id: '4', title: 'Sem resposta', slug: null, answer: '' },
      { id: '5', title: 'Aceita viajar?', slug: null, answer: 'Não' },
    ])
    expect(eliminatoryAnswers(questions.slice(0, 3), {})).toEqual([])
  })

  it('the platform strips what it receives too', () => {
    expect(questionAnswerInputSchema.parse({ id: 4, answer: ' "Sim"\\ ', title: 'T' })).toEqual({
      id: '4',
      answer: 'Sim',
      title: 'T',
    })
    expect(questionAnswerInputSchema.safeParse({ id: 4, answer: 'x'.repeat(5001) }).success).toBe(false)
  })
})

describe('a choice answer as the platform stores it', () => {
  const shift = { htmlType: 'select' as const, options: ['Manhã', 'Tarde', 'Noite'] }
  const tools = { htmlType: 'check_boxes' as const, options: ['Excel', 'Power BI', 'SQL', 'Python'] }

  it('writes the option as the question does, whatever the case, spaces or Unicode form', () => {
    expect(storedChoiceAnswer(shift, '  tarde ')).toBe('Tarde')
    expect(storedChoiceAnswer(shift, 'Manha\u0303'.normalize('NFD'))).toBe('Manhã')
    expect(storedChoiceAnswer(tools, 'sql; excel')).toBe('Excel;SQL')
  })

  it('refuses an answer that names anything that is not an option', () => {
    expect(storedChoiceAnswer(shift, 'Madrugada')).toBeNull()
    expect(storedChoiceAnswer(tools, 'Excel;Word')).toBeNull()
    expect(storedChoiceAnswer(shift, '   ')).toBeNull()
  })

  it('leaves an empty answer and any other question type as given', () => {
    expect(storedChoiceAnswer(shift, '')).toBe('')
    expect(storedChoiceAnswer({ htmlType: 'text', options: [] }, ' livre ')).toBe(' livre ')
  })

  it('names the options an answer chooses and whether any is among given ones', () => {
    expect(chosenOptions('check_boxes', ' Excel ;; SQL ')).toEqual(['Excel', 'SQL'])
    expect(chosenOptions('radio_buttons', ' Sim ')).toEqual(['Sim'])
    expect(choosesAnyOf('radio_buttons', 'não', ['Não'])).toBe(true)
    expect(choosesAnyOf('check_boxes', 'Excel;SQL', ['Python'])).toBe(false)
  })

  it('property: what it stores is stored again unchanged, and only options are stored', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(option, { maxLength: 8, selector: (s) => s.normalize('NFC').toLowerCase() })
          .chain((opts) => fc.tuple(fc.constant(opts), fc.shuffledSubarray(opts), fc.boolean())),
        ([options, chosen, upper]) => {
          const question = { htmlType: 'check_boxes' as const, options }
          const typed = chosen.map((o) => (upper ? o.toUpperCase() : o)).join(' ; ')
          const stored = storedChoiceAnswer(question, typed)
          if (chosen.length === 0) return
          expect(stored).toBe(checkboxAnswer(chosen, options))
          expect(storedChoiceAnswer(question, stored!)).toBe(stored)
        },
      ),
    )
  })
})
