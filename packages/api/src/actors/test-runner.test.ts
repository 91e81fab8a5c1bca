import type { TestAnswer, TestQuestion } from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import { PlatformError } from '../errors.js'
import { fakeClient, run } from './fake-client.js'
import { createTestRunnerActors } from './test-runner.js'

const actors = (responder: Parameters<typeof fakeClient>[0]) => {
  const { client, calls } = fakeClient(responder)
  return { actors: createTestRunnerActors(client, { userId: 7 }), calls }
}

const coverPayload = (
  test: Record<string, unknown> = {},
  links: Record<string, unknown> | null = { first_question: '31' },
) => ({
  json: {
    header_test: {
      id: '900',
      test: {
        id: '44',
        name: 'Raciocínio lógico',
        description: 'Dez questões.',
        qtd_of_questions: 10,
        can_edit: true,
        finished: false,
        time_limit: 600,
        extra_time: { eligible: true, granted: false, percent: 50 },
        ...test,
      },
      links,
    },
  },
  error: null,
})

const questionPayload = (
  header: Record<string, unknown> = {},
  question: Record<string, unknown> = {},
  links: Record<string, unknown> | null = { next: '32', prev: null },
) => ({
  json: {
    header_questions: {
      header: {
        id: '900',
        test_id: '44',
        test_name: 'Raciocínio lógico',
        qtd_of_questions: 10,
        time_to_finish: 412,
        time_limit: 600,
        expired: false,
        can_edit: true,
        ...header,
      },
      question: {
        id: '31',
        title: 'Qual é o próximo número?',
        description: null,
        image: null,
        is_movie: false,
        is_text: false,
        min_characters: null,
        max_characters: null,
        order: 1,
        required_answers: 1,
        answer_options: [
          { id: '301', option: '8', image: null },
          { id: '302', option: '13', image: 'http://x/img/302.png' },
        ],
        saved_answer: null,
        ...question,
      },
      links,
    },
  },
  error: null,
})

describe('loadTests', () => {
  const records = [
    {
      test_id: '44',
      name: 'Raciocínio lógico',
      status: 'pending',
      source: 'ninenine_jobs',
      url: null,
      hide_to_candidate: false,
      required_in: 'subscription',
    },
    {
      test_id: '2015',
      name: 'Desafio',
      status: 'finished',
      source: 'partner',
      url: 'https://parceiro.example/t/2015',
      hide_to_candidate: true,
      required_in: 'thank_you',
    },
    {
      test_id: 46,
      name: null,
      status: 'in_progress',
      source: null,
      url: '',
      hide_to_candidate: null,
      required_in: 'x',
    },
  ]

  it('sends the user, the opening and the step; maps records to core’s tests and reads the subscription step', async () => {
    const { actors: a, calls } = actors({
      SubscriptionTests: {
        subscriptionTests: { records, error: null },
        subscriptions: [{ id: '70', step: 'lead' }],
      },
    })
    const data = await run(a.loadTests, { opportunityId: 100001, requiredIn: 'thank_you' })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.variables).toEqual({ userId: '7', opportunityId: '100001', requiredIn: 'thank_you' })
    expect(calls[0]?.query).toMatch(/subscriptions\(opportunityId: \$opportunityId, userId: \$userId\)/)
    expect(data).toEqual({
      step: 'lead',
      tests: [
        {
          testId: 44,
          name: 'Raciocínio lógico',
          status: 'pending',
          source: 'ninenine_jobs',
          url: null,
          hidden: false,
          requiredIn: 'subscription',
        },
        {
          testId: 2015,
          name: 'Desafio',
          status: 'finished',
          source: 'partner',
          url: 'https://parceiro.example/t/2015',
          hidden: true,
          requiredIn: 'thank_you',
        },
        { testId: 46, name: '', status: 'pending', source: '', url: null, hidden: false, requiredIn: null },
      ],
    })
  })

  it('sends requiredIn null for every test; no subscription is step null; no records is no tests', async () => {
    const { actors: a, calls } = actors({
      SubscriptionTests: { subscriptionTests: { records: null, error: null }, subscriptions: [] },
    })
    await expect(run(a.loadTests, { opportunityId: 100001, requiredIn: null })).resolves.toEqual({
      tests: [],
      step: null,
    })
    expect(calls[0]?.variables).toMatchObject({ requiredIn: null })
    const empty = actors({ SubscriptionTests: { subscriptionTests: null, subscriptions: null } })
    await expect(run(empty.actors.loadTests, { opportunityId: 1, requiredIn: null })).resolves.toEqual({
      tests: [],
      step: null,
    })
  })

  it('an applied subscription is step applied; an unknown step is null', async () => {
    const applied = actors({
      SubscriptionTests: {
        subscriptionTests: { records: [] },
        subscriptions: [
          { id: '70', step: 'lead' },
          { id: '71', step: 'applied' },
        ],
      },
    })
    await expect(
      run(applied.actors.loadTests, { opportunityId: 1, requiredIn: null }),
    ).resolves.toMatchObject({
      step: 'applied',
    })
    const unknown = actors({
      SubscriptionTests: { subscriptionTests: { records: [] }, subscriptions: [{ id: '70', step: 'other' }] },
    })
    await expect(
      run(unknown.actors.loadTests, { opportunityId: 1, requiredIn: null }),
    ).resolves.toMatchObject({
      step: null,
    })
  })

  it('a malformed answer is a BAD_RESPONSE; an error field is a failure', async () => {
    const malformed = actors({
      SubscriptionTests: { subscriptionTests: { records: [{ test_id: 'abc' }] }, subscriptions: [] },
    })
    await expect(
      run(malformed.actors.loadTests, { opportunityId: 1, requiredIn: null }),
    ).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    })
    const notAList = actors({ SubscriptionTests: { subscriptionTests: { records: {} }, subscriptions: 'x' } })
    await expect(
      run(notAList.actors.loadTests, { opportunityId: 1, requiredIn: null }),
    ).rejects.toBeInstanceOf(PlatformError)
    const failed = actors({
      SubscriptionTests: {
        subscriptionTests: { records: null, error: 'Falha ao listar testes' },
        subscriptions: [],
      },
    })
    await expect(run(failed.actors.loadTests, { opportunityId: 1, requiredIn: null })).rejects.toThrow(
      'Falha ao listar testes',
    )
  })

  it('a platform error reaches the machine with its code', async () => {
    const { actors: a } = actors(() => {
      throw new PlatformError('Não autorizado', 'UNAUTHORIZED')
    })
    await expect(run(a.loadTests, { opportunityId: 1, requiredIn: null })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    })
  })
})

describe('loadCover', () => {
  it('sends the user, the opening and the test; reads the header test, first question, limit and extra time', async () => {
    const { actors: a, calls } = actors({ TestCover: { testCover: coverPayload() } })
    const cover = await run(a.loadCover, { opportunityId: 100001, testId: 44 })
    expect(calls[0]?.variables).toEqual({ userId: '7', opportunityId: '100001', testId: '44' })
    expect(cover).toEqual({
      headerTestId: 900,
      testId: 44,
      name: 'Raciocínio lógico',
      description: 'Dez questões.',
      questionCount: 10,
      canEdit: true,
      firstQuestionId: 31,
      finished: false,
      timeLimit: 600,
      extraTime: { eligible: true, granted: false, percent: 50 },
    })
  })

  it('untimed (0 or absent) is a null limit; a finished test has no first question; defaults fill the gaps', async () => {
    const zero = actors({
      TestCover: {
        testCover: coverPayload(
          {
            time_limit: 0,
            extra_time: null,
            finished: true,
            description: null,
            can_edit: null,
            qtd_of_questions: null,
          },
          { first_question: null },
        ),
      },
    })
    await expect(run(zero.actors.loadCover, { opportunityId: 1, testId: 44 })).resolves.toMatchObject({
      timeLimit: null,
      firstQuestionId: null,
      finished: true,
      description: null,
      canEdit: false,
      questionCount: 0,
      extraTime: { eligible: false, granted: false, percent: 50 },
    })
    const absent = actors({ TestCover: { testCover: coverPayload({ time_limit: undefined }, null) } })
    await expect(run(absent.actors.loadCover, { opportunityId: 1, testId: 44 })).resolves.toMatchObject({
      timeLimit: null,
      firstQuestionId: null,
    })
  })

  it('reads a first question given as a number or as the test platform’s path', async () => {
    const number = actors({ TestCover: { testCover: coverPayload({}, { first_question: 33 }) } })
    await expect(run(number.actors.loadCover, { opportunityId: 1, testId: 44 })).resolves.toMatchObject({
      firstQuestionId: 33,
    })
    const path = actors({
      TestCover: { testCover: coverPayload({}, { first_question: '/v1/header/900/questions/34' }) },
    })
    await expect(run(path.actors.loadCover, { opportunityId: 1, testId: 44 })).resolves.toMatchObject({
      firstQuestionId: 34,
    })
  })

  it.each([
    ['a cover without its header test', { json: { header_test: null } }],
    ['a cover without its test', { json: { header_test: { id: '900', test: null } } }],
    ['a null cover', null],
    ['a non-numeric id', coverPayload({ id: 'x' })],
    ['a first question that is not an id', coverPayload({}, { first_question: 'primeira' })],
    ['a text limit', coverPayload({ time_limit: '600' })],
    ['an incomplete extra time', coverPayload({ extra_time: { eligible: true } })],
  ])('%s is a BAD_RESPONSE', async (_name, testCover) => {
    const { actors: a } = actors({ TestCover: { testCover } })
    await expect(run(a.loadCover, { opportunityId: 1, testId: 44 })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    })
  })

  it('an error field is a failure with its message', async () => {
    const { actors: a } = actors({ TestCover: { testCover: { json: null, error: 'Teste indisponível' } } })
    await expect(run(a.loadCover, { opportunityId: 1, testId: 44 })).rejects.toThrow('Teste indisponível')
  })
})

describe('requestExtraTime', () => {
  it('sends the header test and answers the cover with the new limit', async () => {
    const { actors: a, calls } = actors({
      RequestTestExtraTime: {
        requestTestExtraTime: coverPayload({
          time_limit: 900,
          extra_time: { eligible: false, granted: true, percent: 50 },
        }),
      },
    })
    const cover = await run(a.requestExtraTime, { headerTestId: 900, opportunityId: 100001, testId: 44 })
    expect(calls[0]?.operation).toBe('RequestTestExtraTime')
    expect(calls[0]?.variables).toEqual({ headerTestId: '900' })
    expect(cover).toMatchObject({
      headerTestId: 900,
      testId: 44,
      timeLimit: 900,
      extraTime: { granted: true },
    })
  })

  it('a malformed answer is a BAD_RESPONSE; a refusal reaches the machine with its code', async () => {
    const malformed = actors({
      RequestTestExtraTime: { requestTestExtraTime: { json: { header_test: 'x' } } },
    })
    await expect(
      run(malformed.actors.requestExtraTime, { headerTestId: 900, opportunityId: 1, testId: 44 }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    const refused = actors(() => {
      throw new PlatformError('O teste já começou', 'VALIDATION')
    })
    await expect(
      run(refused.actors.requestExtraTime, { headerTestId: 900, opportunityId: 1, testId: 44 }),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: 'O teste já começou' })
  })
})

describe('loadQuestion', () => {
  it('sends the header test and question; reads the header, the question, its options and the links as ids', async () => {
    const { actors: a, calls } = actors({ TestQuestion: { testQuestion: questionPayload() } })
    const data = await run(a.loadQuestion, { headerTestId: 900, questionId: 31 })
    expect(calls[0]?.variables).toEqual({ headerTestId: '900', questionId: '31' })
    expect(data).toEqual({
      headerTestId: 900,
      testId: 44,
      testName: 'Raciocínio lógico',
      questionCount: 10,
      timeLeft: 412,
      timeLimit: 600,
      expired: false,
      canEdit: true,
      question: {
        id: 31,
        title: 'Qual é o próximo número?',
        description: null,
        image: null,
        isMovie: false,
        isText: false,
        minCharacters: null,
        maxCharacters: null,
        order: 1,
        requiredAnswers: 1,
        options: [
          { id: 301, option: '8', image: null },
          { id: 302, option: '13', image: 'http://x/img/302.png' },
        ],
      },
      saved: null,
      nextQuestionId: 32,
      prevQuestionId: null,
    })
  })

  it('untimed (limit 0 or absent) has no time left nor limit', async () => {
    for (const header of [
      { time_limit: 0, time_to_finish: 0 },
      { time_limit: null, time_to_finish: null },
    ]) {
      const { actors: a } = actors({ TestQuestion: { testQuestion: questionPayload(header) } })
      await expect(run(a.loadQuestion, { headerTestId: 900, questionId: 31 })).resolves.toMatchObject({
        timeLeft: null,
        timeLimit: null,
        expired: false,
      })
    }
  })

  it('an expired test has no time left; a timed one without the clock has its whole limit', async () => {
    const expired = actors({
      TestQuestion: { testQuestion: questionPayload({ time_to_finish: 0, expired: true }) },
    })
    await expect(
      run(expired.actors.loadQuestion, { headerTestId: 900, questionId: 31 }),
    ).resolves.toMatchObject({
      timeLeft: 0,
      timeLimit: 600,
      expired: true,
    })
    const noClock = actors({ TestQuestion: { testQuestion: questionPayload({ time_to_finish: null }) } })
    await expect(
      run(noClock.actors.loadQuestion, { headerTestId: 900, questionId: 31 }),
    ).resolves.toMatchObject({
      timeLeft: 600,
    })
  })

  it('reads the saved answer of each kind; an empty one is none', async () => {
    const cases: [Record<string, unknown>, TestAnswer | null][] = [
      [
        { answers: ['302'], text_answer: null, url_movie: null },
        { optionIds: [302], text: '', videoUrl: '' },
      ],
      [{ answers: [301, '302'] }, { optionIds: [301, 302], text: '', videoUrl: '' }],
      [
        { answers: [], text_answer: 'Porque sim.' },
        { optionIds: [], text: 'Porque sim.', videoUrl: '' },
      ],
      [
        { url_movie: 'https://youtu.be/abcdef12345' },
        { optionIds: [], text: '', videoUrl: 'https://youtu.be/abcdef12345' },
      ],
      [{ answers: null, text_answer: null, url_movie: null }, null],
    ]
    for (const [saved_answer, expected] of cases) {
      const { actors: a } = actors({ TestQuestion: { testQuestion: questionPayload({}, { saved_answer }) } })
      const data = await run(a.loadQuestion, { headerTestId: 900, questionId: 31 })
      expect(data.saved).toEqual(expected)
    }
  })

  it('reads text, video and multiple-choice questions with their defaults', async () => {
    const text = actors({
      TestQuestion: {
        testQuestion: questionPayload(
          { can_edit: false },
          {
            is_text: true,
            min_characters: 10,
            max_characters: 500,
            answer_options: null,
            required_answers: null,
            description: 'Explique.',
            image: '',
            title: null,
            order: null,
          },
          { next: null, prev: '30' },
        ),
      },
    })
    await expect(run(text.actors.loadQuestion, { headerTestId: 900, questionId: 31 })).resolves.toMatchObject(
      {
        canEdit: false,
        question: {
          isText: true,
          minCharacters: 10,
          maxCharacters: 500,
          options: [],
          requiredAnswers: 1,
          description: 'Explique.',
          image: null,
          title: '',
          order: 0,
        },
        nextQuestionId: null,
        prevQuestionId: 30,
      },
    )
    const multiple = actors({
      TestQuestion: { testQuestion: questionPayload({}, { required_answers: 2 }, null) },
    })
    await expect(
      run(multiple.actors.loadQuestion, { headerTestId: 900, questionId: 31 }),
    ).resolves.toMatchObject({
      question: { requiredAnswers: 2 },
      nextQuestionId: null,
      prevQuestionId: null,
    })
  })

  it('takes the header test id from the input when the header has none', async () => {
    const { actors: a } = actors({ TestQuestion: { testQuestion: questionPayload({ id: null }) } })
    await expect(run(a.loadQuestion, { headerTestId: 901, questionId: 31 })).resolves.toMatchObject({
      headerTestId: 901,
    })
  })

  it.each([
    [
      'a question without its header',
      { json: { header_questions: { header: null, question: { id: '31' } } } },
    ],
    ['a header without its test', questionPayload({ test_id: null })],
    ['no question', questionPayload({}, { id: undefined })],
    ['a null payload', null],
    ['options that are not a list', questionPayload({}, { answer_options: 'a;b' })],
    ['a non-numeric option id', questionPayload({}, { answer_options: [{ id: 'um' }] })],
    ['saved answers that are not ids', questionPayload({}, { saved_answer: { answers: ['x'] } })],
    ['a next link that is not an id', questionPayload({}, {}, { next: 'depois' })],
    ['a text time left', questionPayload({ time_to_finish: '412' })],
  ])('%s is a BAD_RESPONSE', async (_name, testQuestion) => {
    const { actors: a } = actors({ TestQuestion: { testQuestion } })
    await expect(run(a.loadQuestion, { headerTestId: 900, questionId: 31 })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    })
  })

  it('an error field is a failure with its message', async () => {
    const { actors: a } = actors({
      TestQuestion: { testQuestion: { json: null, error: 'Questão não encontrada' } },
    })
    await expect(run(a.loadQuestion, { headerTestId: 900, questionId: 31 })).rejects.toThrow(
      'Questão não encontrada',
    )
  })
})

describe('saveAnswer', () => {
  const base: TestQuestion = {
    id: 31,
    title: 'Pergunta',
    description: null,
    image: null,
    isMovie: false,
    isText: false,
    minCharacters: null,
    maxCharacters: null,
    order: 1,
    requiredAnswers: 1,
    options: [
      { id: 301, option: 'A', image: null },
      { id: 302, option: 'B', image: null },
      { id: 303, option: 'C', image: null },
    ],
  }
  const answer: TestAnswer = {
    optionIds: [302],
    text: '  Minha resposta.  ',
    videoUrl: ' https://youtu.be/abcdef12345 ',
  }
  const url = '/v1/header/900/questions/31'

  it.each([
    ['single', base, { optionIds: [302] }, { url, answers: ['302'], text_answer: null, url_movie: null }],
    [
      'multiple',
      { ...base, requiredAnswers: 2 },
      { optionIds: [301, 303] },
      { url, answers: ['301', '303'], text_answer: null, url_movie: null },
    ],
    [
      'text',
      { ...base, isText: true },
      {},
      { url, answers: [], text_answer: 'Minha resposta.', url_movie: null },
    ],
    [
      'video',
      { ...base, isMovie: true },
      {},
      { url, answers: [], text_answer: null, url_movie: 'https://youtu.be/abcdef12345' },
    ],
  ])(
    'sends a %s answer as core’s payload, at the question’s platform path, with the time left',
    async (_kind, question, part, expected) => {
      const { actors: a, calls } = actors({
        SaveTestQuestion: { saveTestQuestion: { success: true, message: null, error: null } },
      })
      await expect(
        run(a.saveAnswer, {
          headerTestId: 900,
          questionId: 31,
          question,
          answer: { ...answer, ...part },
          timeLeft: 300,
        }),
      ).resolves.toBeNull()
      expect(calls[0]?.operation).toBe('SaveTestQuestion')
      expect(calls[0]?.variables).toEqual({ ...expected, time_to_finish: 300 })
    },
  )

  it('sends no time on an untimed test, and whole seconds on a timed one', async () => {
    const { actors: a, calls } = actors({ SaveTestQuestion: { saveTestQuestion: { success: true } } })
    await run(a.saveAnswer, { headerTestId: 900, questionId: 31, question: base, answer, timeLeft: null })
    await run(a.saveAnswer, { headerTestId: 900, questionId: 31, question: base, answer, timeLeft: 12.4 })
    expect(calls.map((c) => c.variables?.['time_to_finish'])).toEqual([null, 12])
  })

  it('success false, or an error field, is a failure; a null result is a BAD_RESPONSE', async () => {
    const input = { headerTestId: 900, questionId: 31, question: base, answer, timeLeft: 10 }
    const refused = actors({
      SaveTestQuestion: { saveTestQuestion: { success: false, message: null, error: null } },
    })
    await expect(run(refused.actors.saveAnswer, input)).rejects.toBeInstanceOf(PlatformError)
    const failed = actors({
      SaveTestQuestion: { saveTestQuestion: { success: false, error: 'Resposta inválida' } },
    })
    await expect(run(failed.actors.saveAnswer, input)).rejects.toThrow('Resposta inválida')
    const empty = actors({ SaveTestQuestion: { saveTestQuestion: null } })
    await expect(run(empty.actors.saveAnswer, input)).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
  })

  it('the platform’s time-up reaches the machine with its code', async () => {
    const { actors: a } = actors(() => {
      throw new PlatformError('Tempo esgotado!', 'TIME_UP')
    })
    await expect(
      run(a.saveAnswer, { headerTestId: 900, questionId: 31, question: base, answer, timeLeft: 0 }),
    ).rejects.toMatchObject({ code: 'TIME_UP' })
  })
})

describe('returnTest', () => {
  const input = { opportunityId: 100001, userId: 7, sourceTestId: 2015 }

  it('sends the opening, the user and the partner test', async () => {
    const { actors: a, calls } = actors({
      ReturnTest: { returnTest: { success: true, message: 'ok', error: null } },
    })
    await expect(run(a.returnTest, input)).resolves.toBeNull()
    expect(calls[0]?.variables).toEqual({ opportunity_id: '100001', user_id: '7', source_test_id: '2015' })
  })

  it('success false is a VALIDATION failure with the result’s message', async () => {
    const withError = actors({
      ReturnTest: { returnTest: { success: false, message: null, error: 'Teste não concluído' } },
    })
    await expect(run(withError.actors.returnTest, input)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Teste não concluído',
    })
    const withMessage = actors({
      ReturnTest: { returnTest: { success: false, message: 'Resultado inválido' } },
    })
    await expect(run(withMessage.actors.returnTest, input)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Resultado inválido',
    })
    const bare = actors({ ReturnTest: { returnTest: { success: false } } })
    const error = await run(bare.actors.returnTest, input).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PlatformError)
    expect(error).toMatchObject({ code: 'VALIDATION' })
    expect((error as PlatformError).message).not.toBe('')
  })

  it('keeps the platform’s own code; a malformed or null result is a BAD_RESPONSE', async () => {
    const notFound = actors(() => {
      throw new PlatformError('Teste não encontrado', 'NOT_FOUND')
    })
    await expect(run(notFound.actors.returnTest, input)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const malformed = actors({ ReturnTest: { returnTest: { success: 'sim' } } })
    await expect(run(malformed.actors.returnTest, input)).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    const empty = actors({ ReturnTest: { returnTest: null } })
    await expect(run(empty.actors.returnTest, input)).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
  })
})
