// The online tests of the seed: the tests the openings list, with the questions and answer options of the
// in-house ones. Idempotent and cheap on every start (INSERT … ON CONFLICT DO NOTHING).
//
// Tests (fixed ids; question ids are test id × 100 + n, option ids question id × 10 + n):
//   3001 'Avaliação de Conhecimentos Gerais'  in-house, untimed, answers may be changed; one question of
//        every kind: 300101 single choice with an image, 300102 multiple choice (2 of 4), 300103 text of
//        20 to 300 characters, 300104 text with the default range (0 to 200), 300105 video (YouTube link),
//        300106 single choice whose options are images
//   3002 'Raciocínio Lógico'                   in-house, 5 minutes, answers cannot be changed; 3 single choices
//   3003 'Pesquisa de Experiência do Candidato' in-house, untimed; 2 short questions (offered as 'thank_you')
//   3004 'Triagem Interna'                     in-house, hidden from the candidate; 1 question
//   3101 'Teste de Inglês Online'              partner (the local stand-in, /partner-test/3101)
// 2015 'Teste de Perfil Comportamental' partner; with 2018, the special pair (both
//   2018 'Teste de Raciocínio Lógico'          partner  pending: the challenge, /partner-test/challenge)
// Images are small SVGs as data: URLs, so they load anywhere without an external host.
import { IN_HOUSE_TEST_SOURCE, type TestRequiredIn } from '@carreiras/core'
import type { Db } from './client.js'
import { onlineTests, testAnswerOptions, testQuestions, type OpportunityTest } from './schema.js'

/** The partner name of the seeded partner tests. */
export const PARTNER_TEST_SOURCE = 'parceiro'

interface SeedTestQuestion {
  title: string
  description?: string
  image?: string
  kind: 'choice' | 'text' | 'video'
  requiredAnswers?: number
  minCharacters?: number | null
  maxCharacters?: number | null
  options?: readonly (string | { option: string; image: string })[]
}

interface SeedTest {
  id: number
  name: string
  description: string
  source: string
  timeLimitSeconds?: number
  canEdit?: boolean
  hideToCandidate?: boolean
  questions?: readonly SeedTestQuestion[]
}

const svg = (body: string, width = 120, height = 120) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  ).toString('base64')}`

const CIRCLE = '<circle cx="60" cy="60" r="40" fill="#1d4ed8"/>'
const SQUARE = '<rect x="22" y="22" width="76" height="76" fill="#b45309"/>'
const TRIANGLE = '<polygon points="60,18 104,100 16,100" fill="#15803d"/>'
const shifted = (shape: string, x: number) => `<g transform="translate(${x} 0)">${shape}</g>`

/** Monthly sales as bars (question 300101): April is the highest. */
const SALES_CHART = svg(
  '<rect width="320" height="200" fill="#fff"/>' +
    '<line x1="30" y1="170" x2="310" y2="170" stroke="#18181b" stroke-width="2"/>' +
    [
      ['Jan', 90],
      ['Fev', 60],
      ['Mar', 110],
      ['Abr', 140],
    ]
      .map(
        ([label, h], i) =>
          `<rect x="${50 + i * 65}" y="${170 - Number(h)}" width="40" height="${h}" fill="#1d4ed8"/>` +
          `<text x="${70 + i * 65}" y="190" font-family="sans-serif" font-size="14" text-anchor="middle">${label}</text>`,
      )
      .join(''),
  320,
  200,
)

/** Circle, square, circle, square, ? (question 300106). */
const SEQUENCE = svg(
  [CIRCLE, SQUARE, CIRCLE, SQUARE].map((shape, i) => shifted(shape, i * 120)).join('') +
    '<text x="540" y="78" font-family="sans-serif" font-size="48" text-anchor="middle">?</text>',
  600,
  120,
)

export const SEED_ONLINE_TESTS: readonly SeedTest[] = [
  {
    id: 3001,
    name: 'Avaliação de Conhecimentos Gerais',
    description:
      'Questões sobre atendimento, organização, comunicação e raciocínio. Não há limite de tempo e você pode revisar suas respostas antes de terminar.',
    source: IN_HOUSE_TEST_SOURCE,
    canEdit: true,
    questions: [
      {
        title:
          'O gráfico mostra as vendas de uma loja de janeiro a abril. Em qual mês as vendas foram maiores?',
        image: SALES_CHART,
        kind: 'choice',
        options: ['Janeiro', 'Fevereiro', 'Março', 'Abril'],
      },
      {
        title: 'Quais destas práticas ajudam a organizar o trabalho em equipe?',
        description: 'Escolha 2 opções.',
        kind: 'choice',
        requiredAnswers: 2,
        options: [
          'Combinar as prioridades no início do dia',
          'Registrar as tarefas em um quadro compartilhado',
          'Guardar as informações só para si',
          'Deixar as pendências para o fim do mês',
        ],
      },
      {
        title: 'Conte uma situação em que você resolveu um problema no trabalho ou nos estudos.',
        description: 'Escreva de 20 a 300 caracteres.',
        kind: 'text',
        minCharacters: 20,
        maxCharacters: 300,
      },
      {
        title: 'Em uma frase, o que você espera aprender nesta vaga?',
        kind: 'text',
        minCharacters: null,
        maxCharacters: null,
      },
      {
        title: 'Grave um vídeo curto se apresentando e publique no YouTube.',
        description: 'Até 1 minuto. Pode ser um vídeo não listado; cole o link abaixo.',
        kind: 'video',
      },
      {
        title: 'Observe a sequência de figuras. Qual figura vem a seguir?',
        image: SEQUENCE,
        kind: 'choice',
        options: [
          { option: 'Círculo', image: svg(CIRCLE) },
          { option: 'Quadrado', image: svg(SQUARE) },
          { option: 'Triângulo', image: svg(TRIANGLE) },
        ],
      },
    ],
  },
  {
    id: 3002,
    name: 'Raciocínio Lógico',
    description:
      'Três questões de lógica. Você terá 5 minutos para concluir o teste, contados a partir da primeira questão, e não poderá alterar uma resposta enviada.',
    source: IN_HOUSE_TEST_SOURCE,
    timeLimitSeconds: 300,
    canEdit: false,
    questions: [
      {
        title: 'Se todo A é B e todo B é C, então:',
        kind: 'choice',
        options: ['Todo A é C', 'Todo C é A', 'Nenhum A é C', 'Não é possível concluir'],
      },
      {
        title: 'Qual número continua a sequência 2, 4, 8, 16, …?',
        kind: 'choice',
        options: ['18', '24', '32', '64'],
      },
      {
        title: 'Ana é mais alta que Bia, e Bia é mais alta que Carla. Quem é a mais baixa?',
        kind: 'choice',
        options: ['Ana', 'Bia', 'Carla'],
      },
    ],
  },
  {
    id: 3003,
    name: 'Pesquisa de Experiência do Candidato',
    description: 'Duas perguntas rápidas sobre a sua inscrição. Sua opinião nos ajuda a melhorar.',
    source: IN_HOUSE_TEST_SOURCE,
    canEdit: true,
    questions: [
      {
        title: 'Como você avalia o processo de inscrição?',
        kind: 'choice',
        options: ['Muito fácil', 'Fácil', 'Difícil', 'Muito difícil'],
      },
      {
        title: 'Deixe uma sugestão para melhorarmos o processo.',
        kind: 'text',
        maxCharacters: 200,
      },
    ],
  },
  {
    id: 3004,
    name: 'Triagem Interna',
    description: 'Triagem feita pela equipe de recrutamento.',
    source: IN_HOUSE_TEST_SOURCE,
    hideToCandidate: true,
    questions: [
      {
        title: 'A pessoa tem disponibilidade para início imediato?',
        kind: 'choice',
        options: ['Sim', 'Não'],
      },
    ],
  },
  {
    id: 3101,
    name: 'Teste de Inglês Online',
    description: 'Teste de leitura e compreensão em inglês, feito no site do parceiro.',
    source: PARTNER_TEST_SOURCE,
  },
  {
    id: 2015,
    name: 'Teste de Perfil Comportamental',
    description: 'Questionário de perfil comportamental, feito no site do parceiro.',
    source: PARTNER_TEST_SOURCE,
  },
  {
    id: 2018,
    name: 'Teste de Raciocínio Lógico',
    description: 'Teste de raciocínio lógico, feito no site do parceiro.',
    source: PARTNER_TEST_SOURCE,
  },
]

/** An opening's entry for a seeded test (`opportunities.tests`), named as the test. */
export function openingTest(id: number, requiredIn: TestRequiredIn): OpportunityTest {
  const test = SEED_ONLINE_TESTS.find((t) => t.id === id)
  if (!test) throw new Error(`Seed: teste desconhecido ${id}`)
  return { id, name: test.name, requiredIn }
}

/** The rows of the seeded tests (pure). */
export function buildSeedTests() {
  const tests = SEED_ONLINE_TESTS.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    source: t.source,
    partnerUrl: null,
    timeLimitSeconds: t.timeLimitSeconds ?? null,
    canEdit: t.canEdit ?? true,
    hideToCandidate: t.hideToCandidate ?? false,
  }))
  const questions: (typeof testQuestions.$inferInsert)[] = []
  const options: (typeof testAnswerOptions.$inferInsert)[] = []
  for (const test of SEED_ONLINE_TESTS) {
    for (const [i, q] of (test.questions ?? []).entries()) {
      const id = test.id * 100 + i + 1
      questions.push({
        id,
        testId: test.id,
        order: i + 1,
        title: q.title,
        description: q.description ?? null,
        imageUrl: q.image ?? null,
        isMovie: q.kind === 'video',
        isText: q.kind === 'text',
        minCharacters: q.minCharacters ?? null,
        maxCharacters: q.maxCharacters ?? null,
        requiredAnswers: q.kind === 'choice' ? (q.requiredAnswers ?? 1) : 0,
      })
      for (const [k, option] of (q.options ?? []).entries())
        options.push({
          id: id * 10 + k + 1,
          questionId: id,
          order: k + 1,
          option: typeof option === 'string' ? option : option.option,
          imageUrl: typeof option === 'string' ? null : option.image,
        })
    }
  }
  return { tests, questions, options }
}

/** Inserts the missing seeded tests, questions and options; returns the rows written. */
export async function seedTests(db: Db): Promise<number> {
  const { tests, questions, options } = buildSeedTests()
  return db.transaction(async (tx) => {
    const t = await tx
      .insert(onlineTests)
      .values(tests)
      .onConflictDoNothing()
      .returning({ id: onlineTests.id })
    const q = await tx
      .insert(testQuestions)
      .values(questions)
      .onConflictDoNothing()
      .returning({ id: testQuestions.id })
    const o = await tx
      .insert(testAnswerOptions)
      .values(options)
      .onConflictDoNothing()
      .returning({ id: testAnswerOptions.id })
    return t.length + q.length + o.length
  })
}
