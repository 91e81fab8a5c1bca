import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EMPTY_PERSONAL_DATA, type PersonalDataForm } from '../personal-data/personal-data.schema'
import {
  EMPTY_PROFILE_FIELDS,
  isPersonalDataIncomplete,
  isProfileBasicallyEmpty,
  type ProfileCompleteness,
} from './empty-profile'

const complete: PersonalDataForm = {
  ...EMPTY_PERSONAL_DATA,
  nationality: 'Brasil',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  birthday: '10/05/1990',
  gender: '1',
  race_and_ethnicity: '2',
  pronoun: '1',
  personal_income: '3',
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: '26',
}

const profile = (
  personalData: Partial<PersonalDataForm>,
  educations = 0,
  experiences = 0,
): ProfileCompleteness => ({ personalData: { ...complete, ...personalData }, educations, experiences })

describe('isProfileBasicallyEmpty (the empty profile)', () => {
  it('a new account (nothing but the name) is empty', () => {
    expect(
      isProfileBasicallyEmpty(
        { personalData: { ...EMPTY_PERSONAL_DATA, nationality: '' }, educations: 0, experiences: 0 },
        { noExperience: false },
      ),
    ).toBe(true)
  })

  it('complete personal data is never empty, whatever the résumé holds', () => {
    expect(isProfileBasicallyEmpty(profile({}), { noExperience: false })).toBe(false)
    expect(isProfileBasicallyEmpty(profile({}), { noExperience: true })).toBe(false)
  })

  it('one missing field is enough, for each field of the rule', () => {
    for (const field of EMPTY_PROFILE_FIELDS) {
      expect(isProfileBasicallyEmpty(profile({ [field]: '' }), { noExperience: false }), field).toBe(true)
      expect(isProfileBasicallyEmpty(profile({ [field]: '   ' }), { noExperience: false }), field).toBe(true)
    }
  })

  it('the CPF or the passport will do; neither is missing', () => {
    expect(isPersonalDataIncomplete(profile({ cpf: '', passport: 'RNE12345' }).personalData)).toBe(false)
    expect(isPersonalDataIncomplete(profile({ cpf: '', passport: '' }).personalData)).toBe(true)
  })

  it('fields outside the rule (social name, marital status, complement…) do not count', () => {
    expect(
      isProfileBasicallyEmpty(
        profile({
          social_name: '',
          marital_status: '',
          complement: '',
          what_do_you_love: '',
          family_income: '',
        }),
        { noExperience: false },
      ),
    ).toBe(false)
  })

  it('an education makes it not empty', () => {
    expect(isProfileBasicallyEmpty(profile({ phone: '' }, 1), { noExperience: false })).toBe(false)
  })

  it('experiences with the no-experience flag off still count as empty (the spec’s "or")', () => {
    expect(isProfileBasicallyEmpty(profile({ phone: '' }, 0, 2), { noExperience: false })).toBe(true)
    expect(isProfileBasicallyEmpty(profile({ phone: '' }, 0, 0), { noExperience: true })).toBe(true)
    expect(isProfileBasicallyEmpty(profile({ phone: '' }, 0, 2), { noExperience: true })).toBe(false)
  })
})

describe('isProfileBasicallyEmpty, properties', () => {
  const text = fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ minLength: 1, maxLength: 8 }))
  const personal = fc.record(
    Object.fromEntries([...EMPTY_PROFILE_FIELDS, 'cpf', 'passport'].map((f) => [f, text])) as Record<
      string,
      fc.Arbitrary<string>
    >,
  )
  const arbitraryProfile = fc.record({
    personalData: personal,
    educations: fc.nat({ max: 3 }),
    experiences: fc.nat({ max: 3 }),
  }) as fc.Arbitrary<ProfileCompleteness>

  /** An independent reading of the rule. */
  const oracle = (p: ProfileCompleteness, noExperience: boolean) => {
    const missing = (v: string) => v.trim().length === 0
    const d = p.personalData
    const anyMissing =
      (missing(d.cpf) && missing(d.passport)) || EMPTY_PROFILE_FIELDS.some((f) => missing(d[f]))
    return anyMissing && p.educations < 1 && (p.experiences < 1 || noExperience === false)
  }

  it('agrees with the rule as the spec states it', () => {
    fc.assert(
      fc.property(arbitraryProfile, fc.boolean(), (p, noExperience) => {
        expect(isProfileBasicallyEmpty(p, { noExperience })).toBe(oracle(p, noExperience))
      }),
    )
  })

  it('adding an education never makes a profile empty; completing the personal data never does either', () => {
    fc.assert(
      fc.property(arbitraryProfile, fc.boolean(), (p, noExperience) => {
        expect(isProfileBasicallyEmpty({ ...p, educations: p.educations + 1 }, { noExperience })).toBe(false)
        expect(isProfileBasicallyEmpty({ ...p, personalData: complete }, { noExperience })).toBe(false)
      }),
    )
  })
})
