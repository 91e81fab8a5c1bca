import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  acknowledgementFormFromRecord,
  acknowledgementFormSchema,
  acknowledgementPayloadFromForm,
  acknowledgementRecordSchema,
  causeFormFromRecord,
  causeFormSchema,
  causePayloadFromForm,
  causeRecordSchema,
  certificationFormFromRecord,
  certificationFormSchema,
  certificationPayloadFromForm,
  certificationRecordSchema,
} from './profile-sections.schema'
import {
  acknowledgementPayloadSchema,
  causeExperiencePayloadSchema,
  certificationPayloadSchema,
} from './resume.schema'

const issuesOf = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))

const owner = { userId: 7, source: 'carreiras' }

describe('the cause form', () => {
  it('requires the organization and checks dates with the platform’s schema and messages', () => {
    expect(issuesOf(causeFormSchema.safeParse({}))).toEqual({ organization: 'Campo obrigatório' })
    expect(
      issuesOf(causeFormSchema.safeParse({ organization: 'ONG', startDate: '13/2020', endDate: '02/2019' })),
    ).toEqual({ startDate: 'Data inválida' })
    expect(
      issuesOf(causeFormSchema.safeParse({ organization: ' ', startDate: '05/2020', endDate: '02/2019' })),
    ).toEqual({ organization: 'Campo obrigatório', endDate: 'Deve ser posterior a data inicial' })
  })

  it('sends only what was filled, and what it sends passes the platform’s check', () => {
    const form = causeFormSchema.parse({ organization: '  Amigos do Bairro ', area: 3, startDate: '02/2021' })
    const payload = causePayloadFromForm(form, owner)
    expect(payload).toEqual({
      user_id: 7,
      source: 'carreiras',
      organization: 'Amigos do Bairro',
      area: 3,
      start_date: '02/2021',
    })
    expect(causeExperiencePayloadSchema.safeParse(payload).success).toBe(true)
    expect(causePayloadFromForm({ ...form, id: 12 }, { userId: 7 })).toMatchObject({ id: 12 })
    expect(causePayloadFromForm({ ...form, id: 12 }, { userId: 7 })).not.toHaveProperty('source')
  })

  it('reads a platform record (ids as strings) and edits it as it was', () => {
    const record = causeRecordSchema.parse({
      id: '4',
      organization: 'Amigos do Bairro',
      area: '3',
      start_date: '02/2021',
      end_date: null,
      country: 'Brasil',
      responsabilities: 'Aulas de reforço',
    })
    expect(causeFormFromRecord(record)).toEqual({
      id: 4,
      organization: 'Amigos do Bairro',
      area: 3,
      country: 'Brasil',
      startDate: '02/2021',
      endDate: '',
      responsibilities: 'Aulas de reforço',
    })
    expect(causeFormSchema.safeParse(causeFormFromRecord(record)).success).toBe(true)
  })
})

describe('the acknowledgement form', () => {
  it('requires a title; the date MM/YYYY when given', () => {
    expect(issuesOf(acknowledgementFormSchema.safeParse({ date: '2020' }))).toEqual({
      title: 'Campo obrigatório',
      date: 'Data inválida',
    })
    const form = acknowledgementFormSchema.parse({ title: 'Prêmio Destaque', date: '11/2023' })
    expect(acknowledgementPayloadFromForm(form, owner)).toEqual({
      user_id: 7,
      source: 'carreiras',
      title: 'Prêmio Destaque',
      date: '11/2023',
    })
  })

  it('round-trips a record', () => {
    const record = acknowledgementRecordSchema.parse({ id: 2, title: 'Prêmio', description: 'x', date: null })
    expect(acknowledgementFormFromRecord(record)).toEqual({
      id: 2,
      title: 'Prêmio',
      date: '',
      description: 'x',
    })
  })
})

describe('the certification form', () => {
  it('requires the certification’s name; the expiry MM/YYYY when given', () => {
    expect(issuesOf(certificationFormSchema.safeParse({ code: 'AZ-900', expiresAt: '00/2026' }))).toEqual({
      description: 'Campo obrigatório',
      expiresAt: 'Data inválida',
    })
    const form = certificationFormSchema.parse({ description: 'Azure Fundamentals', expiresAt: '12/2027' })
    expect(certificationPayloadFromForm(form, owner)).toEqual({
      user_id: 7,
      source: 'carreiras',
      description: 'Azure Fundamentals',
      expires_at: '12/2027',
    })
  })

  it('round-trips a record', () => {
    const record = certificationRecordSchema.parse({
      id: '9',
      code: 'AZ-900',
      description: 'Azure',
      expires_at: '12/2027',
    })
    expect(certificationFormFromRecord(record)).toEqual({
      id: 9,
      description: 'Azure',
      code: 'AZ-900',
      expiresAt: '12/2027',
    })
  })
})

describe('form and platform agree (property)', () => {
  const monthYear = fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1950, max: 2100 }))
    .map(([m, y]) => `${String(m).padStart(2, '0')}/${y}`)
  const text = fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ maxLength: 20 }))
  const dateText = fc.oneof(text, monthYear, fc.constantFrom('13/2020', '00/1999', '1/2020'))

  it('a cause form is valid exactly when its payload passes the platform’s schema', () => {
    fc.assert(
      fc.property(text, dateText, dateText, (organization, startDate, endDate) => {
        const result = causeFormSchema.safeParse({ organization, startDate, endDate })
        const platform = causeExperiencePayloadSchema.safeParse({
          user_id: 1,
          organization,
          start_date: startDate,
          end_date: endDate,
        })
        expect(result.success).toBe(platform.success)
        if (result.success) {
          expect(
            causeExperiencePayloadSchema.safeParse(causePayloadFromForm(result.data, owner)).success,
          ).toBe(true)
        }
      }),
    )
  })

  it('acknowledgement and certification forms too', () => {
    fc.assert(
      fc.property(text, dateText, (name, date) => {
        const ack = acknowledgementFormSchema.safeParse({ title: name, date })
        expect(ack.success).toBe(
          acknowledgementPayloadSchema.safeParse({ user_id: 1, title: name, date }).success,
        )
        if (ack.success) {
          expect(
            acknowledgementPayloadSchema.safeParse(acknowledgementPayloadFromForm(ack.data, owner)).success,
          ).toBe(true)
        }
        const cert = certificationFormSchema.safeParse({ description: name, expiresAt: date })
        expect(cert.success).toBe(
          certificationPayloadSchema.safeParse({ user_id: 1, description: name, expires_at: date }).success,
        )
        if (cert.success) {
          expect(
            certificationPayloadSchema.safeParse(certificationPayloadFromForm(cert.data, owner)).success,
          ).toBe(true)
        }
      }),
    )
  })
})
