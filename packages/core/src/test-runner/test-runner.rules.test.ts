import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ptBR } from '../messages/pt-BR'
import { answerIssueText, durationText, summaryText, testListHeading } from './test-runner.connect'
import {
  EMPTY_TEST_ANSWER,
  answerIssue,
  answerPayload,
  canFinishApplication,
  decodeTestNavigation,
  encodeTestNavigation,
  extendedTimeLimit,
  formatTimer,
  idFromParam,
  isLockedQuestion,
  isTimerAnnouncement,
  isTimeWarning,
  isYoutubeUrl,
  parseTestPlatformPath,
  questionKind,
  secondsLeft,
  testCoverPath,
  testPlatformQuestionPath,
  testQuestionPath,
  testsForCandidate,
  testsSummary,
  textAnswerRange,
  toggleOption,
  withAnswered,
  type ApplicationTest,
  type TestQuestion,
} from './test-runner.rules'

const test = (overrides: Partial<ApplicationTest>): ApplicationTest => ({
  testId: 3001,
  name: 'Avaliação de Conhecimentos Gerais',
  status: 'pending',
  source: 'ninenine_jobs',
  url: null,
  hidden: false,
  requiredIn: 'subscription',
  ...overrides,
})

const OPTIONS = {
  opportunityId: 42,
  userId: 7,
  challengeName: 'Desafio de Talentos',
  challengeUrl: 'https://desafio.example/',
}

const question = (overrides: Partial<TestQuestion> = {}): TestQuestion => ({
  id: 1,
  title: 'Qual é a capital do Brasil?',
  description: null,
  image: null,
  isMovie: false,
  isText: false,
  minCharacters: null,
  maxCharacters: null,
  order: 1,
  requiredAnswers: 1,
  options: [
    { id: 11, option: 'Brasília', image: null },
    { id: 12, option: 'Rio de Janeiro', image: null },
    { id: 13, option: 'São Paulo', image: null },
    { id: 14, option: 'Salvador', image: null },
  ],
  ...overrides,
})

describe('the tests list', () => {
  it('hides hide_to_candidate tests; in-house tests link to their cover, partner tests to the partner', () => {
    const items = testsForCandidate(
      [
        test({}),
        test({ testId: 3004, name: 'Triagem', hidden: true }),
        test({
          testId: 3101,
          name: 'Teste de Inglês Online',
          source: 'parceiro',
          url: 'https://parceiro.example/t/3101',
        }),
      ],
      OPTIONS,
    )
    expect(items.map((i) => [i.testId, i.kind, i.href])).toEqual([
      [3001, 'inHouse', '/vagas/42/inscricao/avaliacao-de-conhecimentos-gerais/3001'],
      [3101, 'partner', 'https://parceiro.example/t/3101'],
    ])
  })

  it('2015 and 2018 both pending: 2018 dropped, 2015 renamed to the challenge with the user id', () => {
    const items = testsForCandidate(
      [
        test({
          testId: 2015,
          name: 'Teste de Perfil Comportamental',
          source: 'parceiro',
          url: 'https://p/2015',
        }),
        test({ testId: 2018, name: 'Teste de Raciocínio Lógico', source: 'parceiro', url: 'https://p/2018' }),
      ],
      OPTIONS,
    )
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      testId: 2015,
      name: 'Desafio de Talentos',
      kind: 'partner',
      href: 'https://desafio.example/?user_id=7&opportunity_id=42',
    })
  })

  it('2015 and 2018 are left alone unless both are pending', () => {
    const items = testsForCandidate(
      [
        test({ testId: 2015, name: 'Perfil', source: 'parceiro', url: 'https://p/2015', status: 'finished' }),
        test({ testId: 2018, name: 'Raciocínio', source: 'parceiro', url: 'https://p/2018' }),
      ],
      OPTIONS,
    )
    expect(items.map((i) => [i.testId, i.name, i.href])).toEqual([
      [2015, 'Perfil', 'https://p/2015'],
      [2018, 'Raciocínio', 'https://p/2018'],
    ])
    // A hidden 2018 does not count as pending.
    const hidden = testsForCandidate(
      [test({ testId: 2015, name: 'Perfil', source: 'p', url: 'u' }), test({ testId: 2018, hidden: true })],
      OPTIONS,
    )
    expect(hidden.map((i) => i.name)).toEqual(['Perfil'])
  })

  it('the summary line: none registered, all done, one missing, several missing', () => {
    expect(summaryText(testsSummary([]))).toBe('Nenhum teste cadastrado')
    expect(summaryText(testsSummary([{ status: 'finished' }]))).toBe('Todos os testes foram finalizados')
    expect(summaryText(testsSummary([{ status: 'finished' }, { status: 'pending' }]))).toBe(
      'Falta 1 teste...',
    )
    expect(
      summaryText(testsSummary([{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }])),
    ).toBe('Faltam 3 testes...')
  })

  it('the summary counts every pending test', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('pending' as const, 'finished' as const), { minLength: 1 }),
        (statuses) => {
          const summary = testsSummary(statuses.map((status) => ({ status })))
          const missing = statuses.filter((s) => s === 'pending').length
          expect(summary).toEqual(missing === 0 ? { kind: 'allDone' } : { kind: 'missing', count: missing })
        },
      ),
    )
  })

  it('the list’s title and introduction, known from the page alone', () => {
    const intro = 'Conclua os testes abaixo para finalizar sua inscrição.'
    expect(testListHeading('list', undefined)).toEqual({ title: 'Testes da vaga', intro })
    expect(testListHeading('pending', 'subscription')).toEqual({ title: 'Testes pendentes', intro })
    expect(testListHeading('list', 'thank_you')).toEqual({
      title: 'Mais um passo, se quiser',
      intro:
        'Sua inscrição está confirmada. Os testes abaixo são opcionais e ajudam a empresa a conhecer você.',
    })
    fc.assert(
      fc.property(
        fc.constantFrom('list' as const, 'pending' as const, 'cover' as const, 'question' as const),
        fc.constantFrom('subscription' as const, 'thank_you' as const, null, undefined),
        (mode, requiredIn) => {
          const { title, intro } = testListHeading(mode, requiredIn)
          const thankYou = requiredIn === 'thank_you'
          expect(intro).toBe(thankYou ? ptBR.tests.thankYouIntro : ptBR.tests.listIntro)
          if (thankYou) expect(title).toBe(ptBR.tests.thankYouTitle)
          else expect(title).toBe(mode === 'pending' ? ptBR.tests.pendingTitle : ptBR.tests.listTitle)
        },
      ),
    )
  })

  it("'Finalizar Inscrição': not enrolled and no pending test required in the subscription", () => {
    const pendingRequired = { status: 'pending' as const, requiredIn: 'subscription' as const }
    const pendingThankYou = { status: 'pending' as const, requiredIn: 'thank_you' as const }
    const finished = { status: 'finished' as const, requiredIn: 'subscription' as const }
    expect(canFinishApplication({ enrolled: false, items: [finished, pendingThankYou] })).toBe(true)
    expect(canFinishApplication({ enrolled: false, items: [finished, pendingRequired] })).toBe(false)
    expect(canFinishApplication({ enrolled: true, items: [finished] })).toBe(false)
    expect(canFinishApplication({ enrolled: false, items: [] })).toBe(true)
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(
          fc.record({
            status: fc.constantFrom('pending' as const, 'finished' as const),
            requiredIn: fc.constantFrom('subscription' as const, 'thank_you' as const, null),
          }),
        ),
        (enrolled, items) => {
          const blocked = items.some((i) => i.status === 'pending' && i.requiredIn === 'subscription')
          expect(canFinishApplication({ enrolled, items })).toBe(!enrolled && !blocked)
        },
      ),
    )
  })
})

describe('paths', () => {
  it('cover, question and test platform paths', () => {
    expect(testCoverPath(42, 'Raciocínio Lógico', 3002)).toBe('/vagas/42/inscricao/raciocinio-logico/3002')
    expect(testCoverPath(42, '', 3002)).toBe('/vagas/42/inscricao/teste/3002')
    expect(testQuestionPath(42, 9, 31)).toBe('/vagas/42/inscricao/9/teste/31')
    expect(testPlatformQuestionPath(9, 31)).toBe('/v1/header/9/questions/31')
    expect(parseTestPlatformPath('https://tests.example/v1/header/9/questions/31')).toEqual({
      headerTestId: 9,
      questionId: 31,
    })
    expect(parseTestPlatformPath('/v1/header/x/questions/31')).toBeNull()
    expect(idFromParam('12')).toBe(12)
    expect(idFromParam('0')).toBeNull()
    expect(idFromParam('12a')).toBeNull()
  })

  it('the test platform path round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: 1, max: 2 ** 40 }), (h, q) => {
        expect(parseTestPlatformPath(testPlatformQuestionPath(h, q))).toEqual({
          headerTestId: h,
          questionId: q,
        })
      }),
    )
  })
})

describe('answers', () => {
  it('one required answer is single choice, more is multiple; is_movie and is_text win', () => {
    expect(questionKind(question())).toBe('single')
    expect(questionKind(question({ requiredAnswers: 2 }))).toBe('multiple')
    expect(questionKind(question({ isText: true }))).toBe('text')
    expect(questionKind(question({ isMovie: true }))).toBe('video')
  })

  it('a video question needs a YouTube link', () => {
    const video = question({ isMovie: true, options: [] })
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/abcdefgh',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(isYoutubeUrl(url), url).toBe(true)
      expect(answerIssue(video, { ...EMPTY_TEST_ANSWER, videoUrl: url })).toBeNull()
    }
    for (const url of [
      '',
      'https://vimeo.com/123456',
      'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
      'youtube',
    ]) {
      expect(answerIssue(video, { ...EMPTY_TEST_ANSWER, videoUrl: url })).toEqual({ code: 'youtubeOnly' })
    }
    expect(answerIssueText({ code: 'youtubeOnly' })).toBe('Insira apenas vídeo do YouTube')
  })

  it('a text answer is non-empty and within min and max (defaults 0 and 200)', () => {
    const text = question({ isText: true, options: [] })
    expect(textAnswerRange(text)).toEqual({ min: 0, max: 200 })
    expect(answerIssue(text, { ...EMPTY_TEST_ANSWER, text: '   ' })).toEqual({
      code: 'length',
      min: 0,
      max: 200,
    })
    expect(answerIssue(text, { ...EMPTY_TEST_ANSWER, text: 'a' })).toBeNull()
    expect(answerIssue(text, { ...EMPTY_TEST_ANSWER, text: 'a'.repeat(201) })).toEqual({
      code: 'length',
      min: 0,
      max: 200,
    })
    const limited = question({ isText: true, minCharacters: 20, maxCharacters: 300, options: [] })
    expect(answerIssue(limited, { ...EMPTY_TEST_ANSWER, text: 'curta' })).toEqual({
      code: 'length',
      min: 20,
      max: 300,
    })
    expect(answerIssueText({ code: 'length', min: 20, max: 300 })).toBe(
      'Sua resposta deve conter entre 20 e 300 caracteres',
    )
  })

  it('text length property: accepted exactly when the trimmed length is within the range and not zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 80 }),
        fc.string({ maxLength: 120 }),
        (min, extra, value) => {
          const q = question({ isText: true, minCharacters: min, maxCharacters: min + extra, options: [] })
          const length = value.trim().length
          const ok = length > 0 && length >= min && length <= min + extra
          expect(answerIssue(q, { ...EMPTY_TEST_ANSWER, text: value }) === null).toBe(ok)
        },
      ),
    )
  })

  it('choice questions need exactly required_answers options', () => {
    const multiple = question({ requiredAnswers: 2 })
    expect(answerIssue(multiple, { ...EMPTY_TEST_ANSWER, optionIds: [11] })).toEqual({
      code: 'selectOptions',
      count: 2,
    })
    expect(answerIssue(multiple, { ...EMPTY_TEST_ANSWER, optionIds: [11, 12] })).toBeNull()
    expect(answerIssue(multiple, { ...EMPTY_TEST_ANSWER, optionIds: [11, 99] })).toEqual({
      code: 'selectOptions',
      count: 2,
    })
    expect(answerIssue(question(), EMPTY_TEST_ANSWER)).toEqual({ code: 'selectOptions', count: 1 })
    expect(answerIssueText({ code: 'selectOptions', count: 1 })).toBe('Selecione 1 opção')
    expect(answerIssueText({ code: 'selectOptions', count: 2 })).toBe('Selecione 2 opções')
  })

  it('choosing: single replaces; multiple toggles and refuses more than required_answers', () => {
    expect(toggleOption(question(), [11], 12)).toEqual({ optionIds: [12], maxReached: false })
    const multiple = question({ requiredAnswers: 2 })
    expect(toggleOption(multiple, [11], 12)).toEqual({ optionIds: [11, 12], maxReached: false })
    expect(toggleOption(multiple, [11, 12], 13)).toEqual({ optionIds: [11, 12], maxReached: true })
    expect(toggleOption(multiple, [11, 12], 12)).toEqual({ optionIds: [11], maxReached: false })
    expect(ptBR.tests.answer.maxOptions).toBe(
      'Máximo de opções já foi escolhido. Remove a seleção de alguma opção.',
    )
  })

  it('toggling never holds more than required_answers options, nor the same option twice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.constantFrom(11, 12, 13, 14)),
        (required, clicks) => {
          const q = question({ requiredAnswers: required })
          let selected: number[] = []
          for (const id of clicks) selected = toggleOption(q, selected, id).optionIds
          expect(selected.length).toBeLessThanOrEqual(required)
          expect(new Set(selected).size).toBe(selected.length)
        },
      ),
    )
  })

  it('the payload sends only what the kind uses', () => {
    const answer = {
      optionIds: [11, 12],
      text: ' minha resposta ',
      videoUrl: ' https://youtu.be/dQw4w9WgXcQ ',
    }
    expect(answerPayload(question({ requiredAnswers: 2 }), answer)).toEqual({
      answers: ['11', '12'],
      text_answer: null,
      url_movie: null,
    })
    expect(answerPayload(question({ isText: true }), answer)).toEqual({
      answers: [],
      text_answer: 'minha resposta',
      url_movie: null,
    })
    expect(answerPayload(question({ isMovie: true }), answer)).toEqual({
      answers: [],
      text_answer: null,
      url_movie: 'https://youtu.be/dQw4w9WgXcQ',
    })
  })
})

describe('time', () => {
  it('extra time, seconds left, the timer text and durations in words', () => {
    expect(extendedTimeLimit(300, 50)).toBe(450)
    expect(extendedTimeLimit(45, 50)).toBe(68)
    expect(secondsLeft(10_500, 10_000)).toBe(1)
    expect(secondsLeft(9_000, 10_000)).toBe(0)
    expect(formatTimer(450)).toBe('7:30')
    expect(formatTimer(3725)).toBe('1:02:05')
    expect(formatTimer(-3)).toBe('0:00')
    expect(durationText(450)).toBe('7 minutos e 30 segundos')
    expect(durationText(300)).toBe('5 minutos')
    expect(durationText(30)).toBe('30 segundos')
    expect(durationText(3660)).toBe('1 hora e 1 minuto')
    expect(durationText(3661)).toBe('1 hora, 1 minuto e 1 segundo')
  })

  it('announcements come at sensible moments, never at the start nor every second', () => {
    const total = 900
    const moments = Array.from({ length: total + 1 }, (_, s) => s).filter((s) =>
      isTimerAnnouncement(s, total),
    )
    expect(moments).toEqual([60, 120, 180, 240, 300, 600])
    expect(isTimeWarning(30)).toBe(true)
    expect(isTimeWarning(31)).toBe(false)
    expect(isTimeWarning(0)).toBe(false)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7200 }), (limit) => {
        const count = Array.from({ length: limit + 1 }, (_, s) => s).filter((s) =>
          isTimerAnnouncement(s, limit),
        ).length
        // Far fewer announcements than seconds: at most 5 in the last five minutes plus one per ten before.
        expect(count).toBeLessThanOrEqual(5 + Math.floor(limit / 600))
      }),
    )
  })
})

describe('test navigation (browser storage)', () => {
  it('is encoded (not plain JSON) and read back; anything unreadable is null', () => {
    const navigation = {
      testId: 3001,
      headerTestId: 9,
      canEdit: false,
      coverUrl: '/vagas/42/inscricao/avaliacao/3001',
      answered: ['/vagas/42/inscricao/9/teste/31'],
    }
    const stored = encodeTestNavigation(navigation)
    expect(stored).not.toContain('coverUrl')
    expect(decodeTestNavigation(stored)).toEqual(navigation)
    for (const bad of [null, '', 'not base64!', btoa('{"testId":"x"}'), btoa('[')])
      expect(decodeTestNavigation(bad)).toBeNull()
    expect(withAnswered(withAnswered(navigation, '/a'), '/a').answered).toEqual([
      ...navigation.answered,
      '/a',
    ])
  })

  it('round-trips any navigation', () => {
    fc.assert(
      fc.property(
        fc.record({
          testId: fc.integer({ min: 1, max: 1e9 }),
          headerTestId: fc.integer({ min: 1, max: 1e9 }),
          canEdit: fc.boolean(),
          coverUrl: fc.string({ maxLength: 100 }).map((s) => `/${s}`),
          answered: fc.array(fc.string({ maxLength: 50 }), { maxLength: 10 }),
        }),
        (navigation) => {
          expect(decodeTestNavigation(encodeTestNavigation(navigation))).toEqual(navigation)
        },
      ),
    )
  })

  it('a test that cannot be edited and was already answered is locked', () => {
    expect(isLockedQuestion({ canEdit: false, answered: true })).toBe(true)
    expect(isLockedQuestion({ canEdit: true, answered: true })).toBe(false)
    expect(isLockedQuestion({ canEdit: false, answered: false })).toBe(false)
  })
})
