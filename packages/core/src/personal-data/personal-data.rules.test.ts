import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ptBR } from '../messages/pt-BR'
import { formatCpf } from '../validation/cpf'
import {
  EMPTY_FORM_STRUCTURE,
  EMPTY_PERSONAL_DATA,
  PERSONAL_DATA_FIELDS,
  formStructureFromResponse,
  hasExistingDocument,
  isForeignNationality,
  isSectionRequired,
  isValidBirthday,
  isZipcodeComplete,
  parseBirthday,
  personalDataFieldRules,
  personalDataFormFromProfile,
  personalDataIssues,
  personalDataPayloadFromForm,
  personalDataPayloadSchema,
  personalDataRecordSchema,
  withHasDisability,
  withPostalAddress,
  type FormStructure,
  type PersonalDataField,
  type PersonalDataForm,
  type PersonalDataRecord,
} from './index'

const REQUIRED = 'Campo obrigatório'
const DISABILITY_REQUIRED = 'Selecione ao menos uma deficiência'
const TOO_LONG = 'Máximo de 100 caracteres'

// 15 March 2025, 12:00 in São Paulo (the same calendar day in any time zone from UTC-12 to UTC+8).
const TODAY = new Date('2025-03-15T15:00:00Z')

/** A complete, valid Brazilian form. */
const ANA: PersonalDataForm = {
  pronoun: '1',
  firstname: 'Ana',
  lastname: 'Souza',
  social_name: '',
  email: 'ana.souza@example.com',
  phone: '(11) 98765-4321',
  race_and_ethnicity: '2',
  gender: '3',
  sexual_orientation: '4',
  birthday: '15/05/1990',
  nationality: 'Brasil',
  cpf: '529.982.247-25',
  passport: '',
  personal_income: '5',
  family_income: '6',
  marital_status: '',
  has_disability: false,
  disabilities: [],
  need_help_selection_process: false,
  description_help_selection_process: '',
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  neighborhood: 'Bela Vista',
  state: '35',
  city: 'São Paulo',
  what_do_you_love: '',
}

/** A form structure giving every field the same condition. */
const structureOf = (
  condition: string,
  except: Partial<Record<PersonalDataField, string | undefined>> = {},
) => {
  const personalData: Record<string, string> = {}
  for (const field of PERSONAL_DATA_FIELDS) {
    const value = field in except ? except[field] : condition
    if (value !== undefined) personalData[field] = value
  }
  return { ...EMPTY_FORM_STRUCTURE, personalData } satisfies FormStructure
}

const onFicha = (structure: FormStructure = EMPTY_FORM_STRUCTURE) => ({ onFicha: true, structure })
const offFicha = (structure: FormStructure = EMPTY_FORM_STRUCTURE) => ({ onFicha: false, structure })
const issuesOf = (
  values: PersonalDataForm,
  context = offFicha(),
  extra: { documentReadOnly?: boolean } = {},
) =>
  // The code beside each message is the application machine's (checked there); here, the texts.
  personalDataIssues(values, { ...context, ...extra, today: TODAY }).map(({ field, message }) => ({
    field,
    message,
  }))
const messageOf = (values: PersonalDataForm, field: PersonalDataField, context = offFicha()) =>
  issuesOf(values, context).find((issue) => issue.field === field)?.message ?? null

describe('the fields', () => {
  it('are in the spec’s order', () => {
    expect(PERSONAL_DATA_FIELDS).toEqual([
      'pronoun',
      'firstname',
      'lastname',
      'social_name',
      'email',
      'phone',
      'race_and_ethnicity',
      'gender',
      'sexual_orientation',
      'birthday',
      'nationality',
      'cpf',
      'passport',
      'personal_income',
      'family_income',
      'marital_status',
      'has_disability',
      'disabilities',
      'need_help_selection_process',
      'description_help_selection_process',
      'zipcode',
      'street',
      'number',
      'complement',
      'neighborhood',
      'state',
      'city',
      'what_do_you_love',
    ])
  })

  it('the empty form has Brasil and nothing else', () => {
    expect(EMPTY_PERSONAL_DATA.nationality).toBe('Brasil')
    expect(EMPTY_PERSONAL_DATA.has_disability).toBeNull()
    expect(EMPTY_PERSONAL_DATA.disabilities).toEqual([])
    expect(Object.isFrozen(EMPTY_PERSONAL_DATA)).toBe(true)
  })
})

describe('form structure', () => {
  it('reads the contract’s list of conditions as a lookup', () => {
    const structure = formStructureFromResponse({
      personalData: [
        { field: 'cpf', condition: 'required' },
        { field: 'gender', condition: 'off' },
      ],
      education: 'required',
      professionalExperience: 'optional',
      languageProficiency: null,
    })
    expect(structure).toEqual({
      personalData: { cpf: 'required', gender: 'off' },
      education: 'required',
      professionalExperience: 'optional',
      languageProficiency: null,
      questions: null,
    })
    expect(isSectionRequired(structure, 'education')).toBe(true)
    expect(isSectionRequired(structure, 'professionalExperience')).toBe(false)
    expect(isSectionRequired(structure, 'languageProficiency')).toBe(false)
  })

  it('no structure is the empty one', () => {
    expect(formStructureFromResponse(null)).toEqual(EMPTY_FORM_STRUCTURE)
    expect(formStructureFromResponse(undefined)).toEqual(EMPTY_FORM_STRUCTURE)
    expect(formStructureFromResponse({})).toEqual(EMPTY_FORM_STRUCTURE)
  })
})

describe('which fields show and which are required', () => {
  it('first and last name are always required: on the ficha with an empty structure, and off it', () => {
    for (const context of [
      onFicha(),
      offFicha(),
      onFicha(structureOf('off')),
      offFicha(structureOf('off')),
    ]) {
      const rules = personalDataFieldRules(EMPTY_PERSONAL_DATA, context)
      expect(rules.firstname).toBe('required')
      expect(rules.lastname).toBe('required')
    }
  })

  it('on the ficha with an empty structure nothing else shows', () => {
    const rules = personalDataFieldRules(
      { ...ANA, has_disability: true, need_help_selection_process: true },
      onFicha(),
    )
    const shown = PERSONAL_DATA_FIELDS.filter((field) => rules[field] !== 'hidden')
    expect(shown).toEqual(['firstname', 'lastname'])
    expect(issuesOf(EMPTY_PERSONAL_DATA, onFicha())).toEqual([
      { field: 'firstname', message: REQUIRED },
      { field: 'lastname', message: REQUIRED },
    ])
  })

  it('on the ficha: absent hidden, "off" hidden, "required" required, anything else optional', () => {
    const structure = structureOf('optional', {
      gender: undefined,
      pronoun: 'off',
      phone: 'required',
      birthday: 'show',
      city: '',
    })
    const rules = personalDataFieldRules(ANA, onFicha(structure))
    expect(rules.gender).toBe('hidden')
    expect(rules.pronoun).toBe('hidden')
    expect(rules.phone).toBe('required')
    expect(rules.birthday).toBe('optional')
    expect(rules.city).toBe('optional')
    expect(rules.email).toBe('optional')
    expect(rules.social_name).toBe('optional')
    expect(rules.has_disability).toBe('optional')
  })

  it('off the ficha everything is required but social name, marital status, complement and what-you-love', () => {
    const rules = personalDataFieldRules(EMPTY_PERSONAL_DATA, offFicha())
    const byVisibility = (visibility: string) => PERSONAL_DATA_FIELDS.filter((f) => rules[f] === visibility)
    expect(byVisibility('optional')).toEqual([
      'social_name',
      'marital_status',
      'complement',
      'what_do_you_love',
    ])
    // Conditional fields: the passport (Brazilian), the disabilities and the description (nothing answered).
    expect(byVisibility('hidden')).toEqual(['passport', 'disabilities', 'description_help_selection_process'])
    expect(byVisibility('required')).toEqual(
      PERSONAL_DATA_FIELDS.filter(
        (f) =>
          ![
            'social_name',
            'marital_status',
            'complement',
            'what_do_you_love',
            'passport',
            'disabilities',
            'description_help_selection_process',
          ].includes(f),
      ),
    )
  })

  it('off the ficha the four follow the structure, the rest ignore it', () => {
    const structure = structureOf('off', {
      social_name: 'required',
      marital_status: 'off',
      complement: 'optional',
    })
    const rules = personalDataFieldRules(EMPTY_PERSONAL_DATA, offFicha(structure))
    expect(rules.social_name).toBe('required')
    expect(rules.marital_status).toBe('hidden')
    expect(rules.complement).toBe('optional')
    expect(rules.what_do_you_love).toBe('hidden')
    expect(rules.phone).toBe('required')
    expect(rules.gender).toBe('required')
    expect(rules.cpf).toBe('required')
  })

  it.each([
    ['Brasil', 'cpf'],
    ['brasileira', 'cpf'],
    ['BRASIL', 'cpf'],
    ['Brasileiro(a)', 'cpf'],
    ['Brasíl', 'cpf'],
    ['Argentina', 'passport'],
    ['Portugal', 'passport'],
    ['', 'passport'],
  ] as const)('nationality %j asks for the %s', (nationality, document) => {
    const other = document === 'cpf' ? 'passport' : 'cpf'
    expect(isForeignNationality(nationality)).toBe(document === 'passport')
    for (const context of [offFicha(), onFicha(structureOf('optional'))]) {
      const rules = personalDataFieldRules({ ...EMPTY_PERSONAL_DATA, nationality }, context)
      expect(rules[document]).toBe('required')
      expect(rules[other]).toBe('hidden')
    }
  })

  it('on the ficha the document shows only when the structure lists it (cpf or passport, not off)', () => {
    const foreign = { ...EMPTY_PERSONAL_DATA, nationality: 'Argentina' }
    const only = (conditions: Record<string, string>) => ({
      ...EMPTY_FORM_STRUCTURE,
      personalData: conditions,
    })
    expect(personalDataFieldRules(foreign, onFicha(only({ cpf: 'optional' }))).passport).toBe('required')
    expect(personalDataFieldRules(EMPTY_PERSONAL_DATA, onFicha(only({ passport: 'required' }))).cpf).toBe(
      'required',
    )
    const off = personalDataFieldRules(EMPTY_PERSONAL_DATA, onFicha(only({ cpf: 'off', passport: 'off' })))
    expect([off.cpf, off.passport]).toEqual(['hidden', 'hidden'])
    const absent = personalDataFieldRules(EMPTY_PERSONAL_DATA, onFicha(only({ phone: 'required' })))
    expect([absent.cpf, absent.passport]).toEqual(['hidden', 'hidden'])
  })

  it('the disabilities are required only when has-disability is yes (and it shows)', () => {
    for (const [hasDisability, expected] of [
      [true, 'required'],
      [false, 'hidden'],
      [null, 'hidden'],
    ] as const) {
      const values = { ...EMPTY_PERSONAL_DATA, has_disability: hasDisability }
      expect(personalDataFieldRules(values, offFicha()).disabilities).toBe(expected)
      expect(personalDataFieldRules(values, onFicha(structureOf('optional'))).disabilities).toBe(expected)
    }
    const withoutQuestion = structureOf('optional', { has_disability: undefined })
    expect(
      personalDataFieldRules({ ...EMPTY_PERSONAL_DATA, has_disability: true }, onFicha(withoutQuestion))
        .disabilities,
    ).toBe('hidden')
  })

  it('the need-help description shows only when has-disability and need-help are both yes', () => {
    const cases = [
      [true, true, 'optional'],
      [true, false, 'hidden'],
      [false, true, 'hidden'],
      [null, true, 'hidden'],
      [true, null, 'hidden'],
      [null, null, 'hidden'],
    ] as const
    for (const [hasDisability, needHelp, expected] of cases) {
      const values = {
        ...EMPTY_PERSONAL_DATA,
        has_disability: hasDisability,
        need_help_selection_process: needHelp,
      }
      expect(personalDataFieldRules(values, offFicha()).description_help_selection_process).toBe(expected)
      expect(
        personalDataFieldRules(values, onFicha(structureOf('optional'))).description_help_selection_process,
      ).toBe(expected)
    }
    const both = { ...EMPTY_PERSONAL_DATA, has_disability: true, need_help_selection_process: true }
    const noNeedHelp = structureOf('optional', { need_help_selection_process: 'off' })
    expect(personalDataFieldRules(both, onFicha(noNeedHelp)).description_help_selection_process).toBe(
      'hidden',
    )
  })
})

describe('the rules and their messages', () => {
  it('a complete form passes, on and off the ficha', () => {
    expect(issuesOf(ANA)).toEqual([])
    expect(
      issuesOf(
        ANA,
        onFicha(
          structureOf('required', {
            social_name: 'optional',
            marital_status: 'optional',
            complement: 'optional',
            what_do_you_love: 'optional',
          }),
        ),
      ),
    ).toEqual([])
    expect(issuesOf({ ...ANA, nationality: 'Argentina', cpf: '', passport: 'AR1234567' })).toEqual([])
  })

  it('the empty form off the ficha: "Campo obrigatório" on every required field, in the form’s order', () => {
    const issues = issuesOf({ ...EMPTY_PERSONAL_DATA })
    expect(issues.map((i) => i.field)).toEqual([
      'pronoun',
      'firstname',
      'lastname',
      'email',
      'phone',
      'race_and_ethnicity',
      'gender',
      'sexual_orientation',
      'birthday',
      // Brasil is the default nationality: it is filled.
      'cpf',
      'personal_income',
      'family_income',
      'has_disability',
      'need_help_selection_process',
      'zipcode',
      'street',
      'number',
      'neighborhood',
      'state',
      'city',
    ])
    expect(new Set(issues.map((i) => i.message))).toEqual(new Set([REQUIRED]))
  })

  it('blank text counts as empty; a "no" answer does not', () => {
    expect(messageOf({ ...ANA, firstname: '   ' }, 'firstname')).toBe(REQUIRED)
    expect(messageOf({ ...ANA, has_disability: false }, 'has_disability')).toBeNull()
    expect(messageOf({ ...ANA, has_disability: null }, 'has_disability')).toBe(REQUIRED)
  })

  it('has-disability yes needs at least one disability: "Selecione ao menos uma deficiência"', () => {
    const values = { ...ANA, has_disability: true }
    expect(issuesOf(values)).toEqual([{ field: 'disabilities', message: DISABILITY_REQUIRED }])
    expect(issuesOf({ ...values, disabilities: ['2'] })).toEqual([])
    expect(issuesOf({ ...ANA, has_disability: false, disabilities: [] })).toEqual([])
  })

  it('the need-help description: at most 100 characters ("Máximo de 100 caracteres"), optional', () => {
    const values = { ...ANA, has_disability: true, disabilities: ['1'], need_help_selection_process: true }
    expect(issuesOf(values)).toEqual([])
    expect(issuesOf({ ...values, description_help_selection_process: 'x'.repeat(100) })).toEqual([])
    expect(issuesOf({ ...values, description_help_selection_process: 'x'.repeat(101) })).toEqual([
      { field: 'description_help_selection_process', message: TOO_LONG },
    ])
    // Hidden: never checked.
    expect(
      issuesOf({
        ...values,
        need_help_selection_process: false,
        description_help_selection_process: 'x'.repeat(101),
      }),
    ).toEqual([])
    expect(ptBR.application.personalData.descriptionTooLong).toBe(TOO_LONG)
  })

  it('phone: landline starting 3 or mobile starting 9, with a real area code; else "Número inválido"', () => {
    for (const good of ['(11) 98765-4321', '11987654321', '(21) 3456-7890'])
      expect(messageOf({ ...ANA, phone: good }, 'phone'), good).toBeNull()
    for (const bad of [
      '(11) 8765-4321',
      '(11) 88765-4321',
      '(00) 98765-4321',
      '(11) 98765-432',
      'abc',
      '+55 11 98765-4321',
    ])
      expect(messageOf({ ...ANA, phone: bad }, 'phone'), bad).toBe('Número inválido')
  })

  it('birthday: a real date, age by year difference from 10 to 100; else "Data inválida"', () => {
    const valid = (birthday: string) => messageOf({ ...ANA, birthday }, 'birthday') === null
    // Ages by year difference (2025 − year), whatever the day.
    expect(valid('31/12/2015')).toBe(true) // 10
    expect(valid('01/01/1925')).toBe(true) // 100
    expect(valid('01/01/2016')).toBe(false) // 9
    expect(valid('31/12/1924')).toBe(false) // 101
    expect(valid('31/02/2000')).toBe(false)
    expect(valid('29/02/2000')).toBe(true)
    expect(valid('29/02/2001')).toBe(false)
    expect(valid('1/1/2000')).toBe(false)
    expect(valid('2000-01-01')).toBe(false)
    expect(messageOf({ ...ANA, birthday: '31/02/2000' }, 'birthday')).toBe('Data inválida')
    expect(isValidBirthday('15/03/2015', TODAY)).toBe(true)
    expect(isValidBirthday('16/03/2015', new Date(2025, 0, 1))).toBe(true)
  })

  it('parseBirthday reads only real DD/MM/YYYY days', () => {
    expect(parseBirthday('05/11/1987')).toEqual({ day: 5, month: 11, year: 1987 })
    expect(parseBirthday(' 05/11/1987 ')).toEqual({ day: 5, month: 11, year: 1987 })
    for (const bad of ['00/01/2000', '32/01/2000', '10/13/2000', '31/04/2000', '', '05/11/87'])
      expect(parseBirthday(bad), bad).toBeNull()
  })

  it('"E-mail inválido", the address checked as it will be sent', () => {
    expect(messageOf({ ...ANA, email: 'ana@' }, 'email')).toBe('E-mail inválido')
    expect(messageOf({ ...ANA, email: 'ana@example' }, 'email')).toBe('E-mail inválido')
    expect(messageOf({ ...ANA, email: ' ANA@Example.COM ' }, 'email')).toBeNull()
  })

  it('"CPF inválido" for Brazilians, "RNE inválido" for foreigners, "CEP inválido"', () => {
    expect(messageOf({ ...ANA, cpf: '529.982.247-24' }, 'cpf')).toBe('CPF inválido')
    expect(messageOf({ ...ANA, cpf: '111.111.111-11' }, 'cpf')).toBe('CPF inválido')
    expect(messageOf({ ...ANA, cpf: '52998224725' }, 'cpf')).toBeNull()
    const foreign = { ...ANA, nationality: 'Argentina', cpf: '' }
    expect(messageOf(foreign, 'passport')).toBe(REQUIRED)
    expect(messageOf({ ...foreign, passport: 'AB12' }, 'passport')).toBe('RNE inválido')
    expect(messageOf({ ...foreign, passport: 'AB1234' }, 'passport')).toBeNull()
    // A foreigner's CPF is neither shown nor checked.
    expect(messageOf({ ...foreign, cpf: '123' }, 'cpf')).toBeNull()
    expect(messageOf({ ...ANA, zipcode: '01310-10' }, 'zipcode')).toBe('CEP inválido')
    expect(isZipcodeComplete('01310-100')).toBe(true)
    expect(isZipcodeComplete('0131010')).toBe(false)
  })

  it('an existing (read-only) document is not checked again', () => {
    expect(issuesOf({ ...ANA, cpf: '123.456.789-00' }, offFicha(), { documentReadOnly: true })).toEqual([])
    const foreign = { ...ANA, nationality: 'Argentina', cpf: '', passport: 'A1' }
    expect(issuesOf(foreign, offFicha(), { documentReadOnly: true })).toEqual([])
    expect(issuesOf({ ...ANA, cpf: '123.456.789-00' })).toEqual([{ field: 'cpf', message: 'CPF inválido' }])
  })

  it('hidden fields are never checked', () => {
    const structure = structureOf('optional', { phone: 'off', birthday: undefined })
    expect(issuesOf({ ...ANA, phone: 'x', birthday: 'x' }, onFicha(structure))).toEqual([])
    expect(issuesOf({ ...ANA, phone: 'x', birthday: 'x' }, onFicha(structureOf('optional')))).toEqual([
      { field: 'phone', message: 'Número inválido' },
      { field: 'birthday', message: 'Data inválida' },
    ])
  })

  it('one issue per field at most, in the form’s order', () => {
    const issues = issuesOf({
      ...ANA,
      email: 'x',
      phone: 'x',
      birthday: 'x',
      cpf: 'x',
      zipcode: 'x',
      firstname: '',
    })
    expect(issues).toEqual([
      { field: 'firstname', message: REQUIRED },
      { field: 'email', message: 'E-mail inválido' },
      { field: 'phone', message: 'Número inválido' },
      { field: 'birthday', message: 'Data inválida' },
      { field: 'cpf', message: 'CPF inválido' },
      { field: 'zipcode', message: 'CEP inválido' },
    ])
  })
})

describe('CPF properties through the form', () => {
  /** Independent check-digit arithmetic (as in validation/cpf.test.ts). */
  function checkDigit(digits: number[]): number {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0)
    const rest = sum % 11
    return rest < 2 ? 0 : 11 - rest
  }
  const completeCpf = (base: number[]) => {
    const d1 = checkDigit(base)
    return [...base, d1, checkDigit([...base, d1])].join('')
  }
  const validCpf = fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
    .map(completeCpf)
    .filter((cpf) => !/^(\d)\1{10}$/.test(cpf))
  // The check digits cannot see the first digit moved by 1 or the sixth moved by 2 or 9 (see cpf.test.ts).
  const isBlindSpot = (index: number, delta: number) =>
    (index === 0 && delta === 1) || (index === 5 && (delta === 2 || delta === 9))
  const schema = personalDataPayloadSchema(() => TODAY)

  it('every valid CPF, formatted, passes the form and the payload schema', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(messageOf({ ...ANA, cpf: formatCpf(cpf) }, 'cpf')).toBeNull()
        const payload = personalDataPayloadFromForm(
          { ...ANA, cpf: formatCpf(cpf) },
          { ...offFicha(), userId: 1 },
        )
        expect(payload.cpf).toBe(cpf)
        expect(schema.parse(payload).cpf).toBe(cpf)
        expect(schema.parse({ user_id: 1, cpf: formatCpf(cpf) }).cpf).toBe(cpf)
      }),
    )
  })

  it('every single-digit change fails with "CPF inválido"', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, index, shift) => {
          const digit = (Number(cpf[index]) + shift) % 10
          fc.pre(!isBlindSpot(index, Math.abs(digit - Number(cpf[index]))))
          const changed = formatCpf(cpf.slice(0, index) + digit + cpf.slice(index + 1))
          expect(messageOf({ ...ANA, cpf: changed }, 'cpf')).toBe('CPF inválido')
          expect(schema.safeParse({ user_id: 1, cpf: changed }).error?.issues[0]?.message).toBe(
            'CPF inválido',
          )
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('behaviour', () => {
  it('has-disability "no" clears the chosen disabilities; "yes" keeps them', () => {
    const values = { ...ANA, has_disability: true, disabilities: ['1', '3'] }
    expect(withHasDisability(values, false)).toEqual({ ...values, has_disability: false, disabilities: [] })
    expect(withHasDisability(values, null)).toEqual({ ...values, has_disability: null, disabilities: [] })
    expect(withHasDisability(values, true)).toEqual(values)
    expect(values.disabilities).toEqual(['1', '3'])
  })

  it('a found address fills street, neighbourhood, state and city and clears number and complement', () => {
    const values = { ...ANA, number: '1000', complement: 'ap 12', zipcode: '20040-002' }
    const address = {
      street: 'Avenida Rio Branco',
      neighborhood: 'Centro',
      state: '33',
      city: 'Rio de Janeiro',
    }
    expect(withPostalAddress(values, address)).toEqual({
      ...values,
      ...address,
      number: '',
      complement: '',
    })
  })
})

describe('the personalDataUpdate payload', () => {
  const messy: PersonalDataForm = {
    ...ANA,
    firstname: ' Ana "Bia" ',
    lastname: 'Souza\\Lima',
    social_name: 'Bia',
    email: ' "Ana.Souza"@Example.COM ',
    street: 'Av. "Paulista"\\',
    what_do_you_love: 'Dados "e" IA',
    marital_status: '2',
    complement: 'ap 12',
  }

  it('off the ficha: everything shown is sent, cleaned; documents, phone and CEP as digits', () => {
    expect(personalDataPayloadFromForm(messy, { ...offFicha(), userId: 7, source: 'carreiras' })).toEqual({
      user_id: 7,
      source: 'carreiras',
      name: 'Ana Bia SouzaLima',
      firstname: 'Ana Bia',
      lastname: 'SouzaLima',
      social_name: 'Bia',
      email: 'ana.souza@example.com',
      phone: '11987654321',
      birthday: '15/05/1990',
      nationality: 'Brasil',
      cpf: '52998224725',
      pronoun: '1',
      gender: '3',
      race_and_ethnicity: '2',
      sexual_orientation: '4',
      personal_income: '5',
      family_income: '6',
      marital_status: '2',
      what_do_you_love: 'Dados e IA',
      has_disability: false,
      disabilities: [],
      need_help_selection_process: false,
      description_help_selection_process: '',
      address: {
        country: 'Brasil',
        street: 'Av. Paulista',
        number: '1000',
        complement: 'ap 12',
        neighborhood: 'Bela Vista',
        zipcode: '01310100',
        city: 'São Paulo',
        state: '35',
      },
    })
  })

  it('no string in the payload holds a backslash or a double quote', () => {
    const payload = personalDataPayloadFromForm(messy, { ...offFicha(), userId: 7 })
    expect(JSON.stringify(payload)).not.toMatch(/\\\\|\\"/)
  })

  it('on the ficha: hidden fields are not sent (only the names without a structure)', () => {
    expect(personalDataPayloadFromForm(messy, { ...onFicha(), userId: 7 })).toEqual({
      user_id: 7,
      name: 'Ana Bia SouzaLima',
      firstname: 'Ana Bia',
      lastname: 'SouzaLima',
    })
    const structure = structureOf('optional', {
      social_name: undefined,
      what_do_you_love: 'off',
      phone: 'off',
      has_disability: 'off',
      street: 'off',
      number: 'off',
      complement: undefined,
      neighborhood: undefined,
      state: undefined,
      city: undefined,
    })
    const payload = personalDataPayloadFromForm(messy, { ...onFicha(structure), userId: 7 })
    for (const field of ['social_name', 'what_do_you_love', 'phone', 'has_disability', 'disabilities'])
      expect(payload, field).not.toHaveProperty(field)
    expect(payload.address).toEqual({ country: 'Brasil', zipcode: '01310100' })
    expect(payload.email).toBe('ana.souza@example.com')
    expect(payload.need_help_selection_process).toBe(false)
  })

  it('empty ids are not sent; a foreigner sends the passport as typed, never the CPF', () => {
    const payload = personalDataPayloadFromForm(
      { ...ANA, nationality: 'Argentina', passport: ' AR-123456 ', cpf: '529.982.247-25', gender: '' },
      { ...offFicha(), userId: 7 },
    )
    expect(payload.passport).toBe('AR-123456')
    expect(payload).not.toHaveProperty('cpf')
    expect(payload).not.toHaveProperty('gender')
    expect(payload).not.toHaveProperty('marital_status')
    expect(payload.nationality).toBe('Argentina')
  })

  it('an empty optional e-mail is not sent (the account keeps its address)', () => {
    const structure = structureOf('optional')
    const values = { ...ANA, email: '  ' }
    expect(issuesOf(values, onFicha(structure))).toEqual([])
    const payload = personalDataPayloadFromForm(values, { ...onFicha(structure), userId: 7 })
    expect(payload).not.toHaveProperty('email')
    expect(personalDataPayloadSchema(() => TODAY).safeParse(payload).success).toBe(true)
  })

  it('a read-only document is not sent again', () => {
    const payload = personalDataPayloadFromForm(ANA, { ...offFicha(), userId: 7, documentReadOnly: true })
    expect(payload).not.toHaveProperty('cpf')
    expect(payload).not.toHaveProperty('passport')
    const foreign = personalDataPayloadFromForm(
      { ...ANA, nationality: 'Argentina', passport: 'AR123456' },
      { ...offFicha(), userId: 7, documentReadOnly: true },
    )
    expect(foreign).not.toHaveProperty('passport')
  })

  it('disabilities go with a yes; a no sends an empty list; the description only when shown', () => {
    const yes = personalDataPayloadFromForm(
      {
        ...ANA,
        has_disability: true,
        disabilities: ['1', '4'],
        need_help_selection_process: true,
        description_help_selection_process: ' Intérprete de "Libras" ',
      },
      { ...offFicha(), userId: 7 },
    )
    expect(yes).toMatchObject({
      has_disability: true,
      disabilities: ['1', '4'],
      need_help_selection_process: true,
      description_help_selection_process: 'Intérprete de Libras',
    })
    const no = personalDataPayloadFromForm(
      { ...ANA, has_disability: false, disabilities: ['1'], description_help_selection_process: 'x' },
      { ...offFicha(), userId: 7 },
    )
    expect(no).toMatchObject({
      has_disability: false,
      disabilities: [],
      description_help_selection_process: '',
    })
    const unanswered = personalDataPayloadFromForm(
      { ...ANA, has_disability: null, need_help_selection_process: null },
      { ...offFicha(), userId: 7 },
    )
    expect(unanswered).not.toHaveProperty('has_disability')
    expect(unanswered).not.toHaveProperty('need_help_selection_process')
  })
})

describe('personalDataPayloadSchema (the platform’s check)', () => {
  const schema = personalDataPayloadSchema(() => TODAY)
  const valid = personalDataPayloadFromForm(ANA, { ...offFicha(), userId: 7, source: 'carreiras' })

  it('accepts a valid payload, as the form builds it', () => {
    const parsed = schema.parse(valid)
    expect(parsed).toMatchObject({
      user_id: 7,
      email: 'ana.souza@example.com',
      cpf: '52998224725',
      phone: '11987654321',
      birthday: '15/05/1990',
      address: { zipcode: '01310100', state: '35' },
    })
  })

  it('normalizes: e-mail lowercased, masks removed, passport upper case, ids as strings', () => {
    const parsed = schema.parse({
      user_id: '7',
      email: ' Ana@Example.COM ',
      cpf: '529.982.247-25',
      phone: '(11) 98765-4321',
      passport: ' ar123456 ',
      gender: 3,
      disabilities: [1, '2'],
      address: { zipcode: '01310-100', state: 35 },
    })
    expect(parsed).toMatchObject({
      user_id: 7,
      email: 'ana@example.com',
      cpf: '52998224725',
      phone: '11987654321',
      passport: 'AR123456',
      gender: '3',
      disabilities: ['1', '2'],
      address: { zipcode: '01310100', state: '35' },
    })
    // Empty documents are allowed (which fields are required depends on the screen).
    expect(schema.safeParse({ user_id: 7, cpf: '', passport: '', birthday: '', phone: '' }).success).toBe(
      true,
    )
  })

  it.each([
    ['email', { email: 'ana@' }, 'E-mail inválido'],
    ['cpf', { cpf: '529.982.247-24' }, 'CPF inválido'],
    ['passport', { passport: 'AB12' }, 'RNE inválido'],
    ['birthday', { birthday: '31/02/2000' }, 'Data inválida'],
    ['birthday', { birthday: '01/01/2016' }, 'Data inválida'],
    ['phone', { phone: '(11) 1234-5678' }, 'Número inválido'],
    ['address.zipcode', { address: { zipcode: '0131' } }, 'CEP inválido'],
    ['firstname', { firstname: '  ' }, 'Campo obrigatório'],
    ['lastname', { lastname: '' }, 'Campo obrigatório'],
    ['description_help_selection_process', { description_help_selection_process: 'x'.repeat(101) }, TOO_LONG],
  ])('rejects a bad %s with its message', (path, change, message) => {
    const result = schema.safeParse({ ...valid, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[path, message]])
  })

  it('property: the payload of any form that passes the form’s rules passes the platform’s check', () => {
    const pick = <T>(...values: T[]) => fc.constantFrom(...values)
    const values = fc.record({
      ...Object.fromEntries(
        PERSONAL_DATA_FIELDS.map((field) => [field, pick('', String(ANA[field] ?? ''), 'x')]),
      ),
      email: pick('', ' ANA@Example.com ', 'ana@'),
      phone: pick('', '(11) 98765-4321', '123'),
      birthday: pick('', '15/05/1990', '31/02/2000'),
      nationality: pick('Brasil', 'Argentina'),
      cpf: pick('', '529.982.247-25', '111'),
      passport: pick('', 'AR123456', 'A1'),
      zipcode: pick('', '01310-100', '0131'),
      has_disability: pick(true, false, null),
      need_help_selection_process: pick(true, false, null),
      disabilities: pick([], ['1']),
      description_help_selection_process: pick('', 'Intérprete', 'x'.repeat(101)),
    }) as unknown as fc.Arbitrary<PersonalDataForm>
    const conditions = fc.dictionary(
      fc.constantFrom(...PERSONAL_DATA_FIELDS),
      pick('required', 'off', 'optional'),
    )
    fc.assert(
      fc.property(
        values,
        conditions,
        fc.boolean(),
        fc.boolean(),
        (form, personalData, ficha, documentReadOnly) => {
          const context = { onFicha: ficha, structure: { ...EMPTY_FORM_STRUCTURE, personalData } }
          fc.pre(personalDataIssues(form, { ...context, documentReadOnly, today: TODAY }).length === 0)
          const payload = personalDataPayloadFromForm(form, { ...context, documentReadOnly, userId: 7 })
          const result = schema.safeParse(payload)
          expect(result.error?.issues ?? []).toEqual([])
        },
      ),
      { numRuns: 500 },
    )
  })

  it('rejects a missing or non-positive user id', () => {
    expect(schema.safeParse({ ...valid, user_id: undefined }).success).toBe(false)
    expect(schema.safeParse({ ...valid, user_id: 0 }).success).toBe(false)
  })

  it('the birthday bound follows the clock it is given', () => {
    const later = personalDataPayloadSchema(() => new Date(2026, 5, 1))
    expect(schema.safeParse({ user_id: 1, birthday: '01/01/1925' }).success).toBe(true)
    expect(later.safeParse({ user_id: 1, birthday: '01/01/1925' }).success).toBe(false)
  })
})

describe('the form from the profile', () => {
  /** The profile as the platform returns it for a form (the inverse of personalDataFormFromProfile). */
  const recordOf = (form: PersonalDataForm): PersonalDataRecord => ({
    firstname: form.firstname,
    lastname: form.lastname,
    socialName: form.social_name,
    email: form.email,
    phone: form.phone,
    cpf: form.cpf,
    passport: form.passport,
    birthday: form.birthday,
    nationality: form.nationality,
    gender: form.gender,
    maritalStatus: form.marital_status,
    pronoun: form.pronoun,
    raceAndEthnicity: form.race_and_ethnicity,
    sexualOrientation: form.sexual_orientation,
    familyIncome: form.family_income,
    personalIncome: form.personal_income,
    hasDisability: form.has_disability,
    disabilities: form.disabilities.map((disabilityId) => ({ disabilityId })),
    need_help_selection_process: form.need_help_selection_process,
    description_help_selection_process: form.description_help_selection_process,
    whatDoYouLove: form.what_do_you_love,
    location: {
      zipcode: form.zipcode,
      street: form.street,
      number: form.number,
      complement: form.complement,
      neighborhood: form.neighborhood,
      city: form.city,
      stateId: form.state,
    },
  })

  it('round trip: a form read back from its profile is the same form', () => {
    const full = {
      ...ANA,
      social_name: 'Bia',
      marital_status: '2',
      has_disability: true,
      disabilities: ['1', '3'],
      need_help_selection_process: true,
      description_help_selection_process: 'Intérprete',
      complement: 'ap 12',
      what_do_you_love: 'Dados',
    }
    for (const form of [ANA, full]) {
      expect(personalDataFormFromProfile(personalDataRecordSchema.parse(recordOf(form)))).toEqual(form)
    }
  })

  it('property: round trip for any texts, ids and answers', () => {
    const text = fc.string({ maxLength: 12 })
    const answer = fc.constantFrom(true, false, null)
    const form = fc.record({
      ...Object.fromEntries(PERSONAL_DATA_FIELDS.map((field) => [field, text])),
      nationality: text.filter((t) => t !== ''),
      has_disability: answer,
      need_help_selection_process: answer,
      disabilities: fc.array(fc.integer({ min: 1, max: 99 }).map(String), { maxLength: 4 }),
    }) as unknown as fc.Arbitrary<PersonalDataForm>
    fc.assert(
      fc.property(form, (values) => {
        fc.pre(values.firstname !== '' && values.lastname !== '')
        expect(personalDataFormFromProfile(personalDataRecordSchema.parse(recordOf(values)))).toEqual(values)
      }),
    )
  })

  it('reads numeric ids as strings and either spelling of has-disability', () => {
    const form = personalDataFormFromProfile(
      personalDataRecordSchema.parse({
        firstname: 'Ana',
        lastname: 'Souza',
        gender: 3,
        pronoun: 1,
        has_disability: true,
        disabilities: [{ disabilityId: 2 }, { disabilityId: null }],
        location: { stateId: 35 },
        extra: 'kept by the loose schema, ignored by the form',
      }),
    )
    expect(form).toMatchObject({
      gender: '3',
      pronoun: '1',
      has_disability: true,
      disabilities: ['2'],
      state: '35',
    })
  })

  it('splits the full name when first and last names are missing', () => {
    const form = personalDataFormFromProfile({ name: '  Ana Maria   Souza ' })
    expect([form.firstname, form.lastname]).toEqual(['Ana', 'Maria Souza'])
    expect(personalDataFormFromProfile({ name: 'Ana', lastname: 'Lima' })).toMatchObject({
      firstname: 'Ana',
      lastname: 'Lima',
    })
  })

  it('an empty profile gives the empty form with Brasil', () => {
    expect(personalDataFormFromProfile({})).toEqual(EMPTY_PERSONAL_DATA)
    expect(
      personalDataFormFromProfile(personalDataRecordSchema.parse({ nationality: null, location: null })),
    ).toEqual(EMPTY_PERSONAL_DATA)
  })

  it('an existing CPF or passport is read-only', () => {
    expect(hasExistingDocument({ cpf: '52998224725' })).toBe(true)
    expect(hasExistingDocument({ passport: 'AR123456' })).toBe(true)
    expect(hasExistingDocument({ cpf: '  ', passport: null })).toBe(false)
    expect(hasExistingDocument({})).toBe(false)
  })
})
