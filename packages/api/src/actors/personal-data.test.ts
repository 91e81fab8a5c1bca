// The personal-data machine's actors: the profile read (the form's values, the names' lists, what the
// empty-profile rule counts), the save off the ficha (what personalDataUpdate receives, an `error` in its
// result as a failure), and the shared uploads, postal-code lookup and cities.
import { EMPTY_FORM_STRUCTURE, EMPTY_PERSONAL_DATA, type PersonalDataForm } from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import { PlatformError } from '../errors.js'
import { fakeClient, run } from './fake-client.js'
import { createPersonalDataActors } from './personal-data.js'

const PROFILE_ANSWER = {
  user: {
    id: '7',
    avatar: 'https://arquivos.example.com/ana.png',
    profile: {
      id: '70',
      userId: '7',
      name: 'Ana Souza',
      firstname: 'Ana',
      lastname: 'Souza',
      socialName: null,
      email: 'ana@example.com',
      phone: '11987654321',
      cpf: '52998224725',
      passport: null,
      birthday: '10/05/1990',
      nationality: 'Brasil',
      gender: '1',
      maritalStatus: null,
      pronoun: '2',
      raceAndEthnicity: '3',
      sexualOrientation: '1',
      familyIncome: '1',
      personalIncome: '2',
      disabilities: [{ disabilityId: '2', name: 'Auditiva' }],
      has_disability: true,
      hasDisability: true,
      need_help_selection_process: false,
      description_help_selection_process: null,
      whatDoYouLove: null,
      location: {
        zipcode: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: null,
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        stateId: '26',
      },
      avatar: null,
      medicalReports: [{ id: '5', name: 'laudo.pdf', file: 'https://arquivos.example.com/laudo.pdf' }],
      educations: [{ id: '1' }],
      professionalExperiences: [],
      noProfessionalExperience: true,
    },
  },
  domains: {
    pronouns: [
      { id: '1', name: 'Ela/dela' },
      { id: '2', name: 'Ele/dele' },
    ],
    race_and_ethnicities: [{ id: '3', name: 'Parda' }],
    genders: [{ id: '1', description: 'Mulher cisgênero' }],
    sexual_orientations: null,
    personal_incomes: [{ id: '2', name: 'De R$ 1.500 a R$ 3.000' }],
    family_incomes: [],
    maritalStatus: [{ id: '1', name: 'Solteira(o)' }],
    disabilities: [{ id: '2', name: 'Auditiva' }],
    countries: [{ id: '31', name: 'Brasil' }],
  },
}

const actorsFor = (responder: Parameters<typeof fakeClient>[0]) => {
  const fake = fakeClient(responder)
  return { ...fake, actors: createPersonalDataActors(fake.client, { userId: 7 }) }
}

describe('createPersonalDataActors: loadProfile', () => {
  it('reads the personal data as the form holds it, the lists by the form’s names, and the counts', async () => {
    const { actors, calls } = actorsFor({ PersonalDataProfile: PROFILE_ANSWER })
    const profile = await run(actors.loadProfile, undefined)
    expect(calls[0]?.variables).toMatchObject({ id: '7' })
    expect(calls[0]?.variables?.names).toEqual(
      expect.arrayContaining(['pronouns', 'genders', 'disabilities', 'maritalStatus', 'countries']),
    )
    expect(profile.values).toMatchObject({
      firstname: 'Ana',
      lastname: 'Souza',
      pronoun: '2',
      race_and_ethnicity: '3',
      cpf: '52998224725',
      has_disability: true,
      disabilities: ['2'],
      zipcode: '01310100',
      state: '26',
      city: 'São Paulo',
      complement: '',
    })
    expect(profile).toMatchObject({
      documentReadOnly: true,
      avatar: 'https://arquivos.example.com/ana.png',
      laudos: [{ id: '5', name: 'laudo.pdf', file: 'https://arquivos.example.com/laudo.pdf' }],
      educations: 1,
      experiences: 0,
      noExperience: true,
    })
    expect(profile.lists.pronouns).toEqual([
      { id: 1, name: 'Ela/dela' },
      { id: 2, name: 'Ele/dele' },
    ])
    expect(profile.lists.genders).toEqual([{ id: 1, name: 'Mulher cisgênero' }])
    expect(profile.lists.sexualOrientations).toEqual([])
    expect(profile.lists.maritalStatuses).toEqual([{ id: 1, name: 'Solteira(o)' }])
    expect(profile.lists.incomes).toEqual([{ id: 2, name: 'De R$ 1.500 a R$ 3.000' }])
  })

  it('a new account (no profile yet) is the empty form with Brasil', async () => {
    const { actors } = actorsFor({ PersonalDataProfile: { user: { id: '7', profile: null }, domains: null } })
    const profile = await run(actors.loadProfile, undefined)
    expect(profile.values).toEqual(EMPTY_PERSONAL_DATA)
    expect(profile).toMatchObject({ documentReadOnly: false, laudos: [], educations: 0, noExperience: false })
  })

  it('an unknown user is NOT_FOUND; a malformed answer BAD_RESPONSE', async () => {
    await expect(
      run(actorsFor({ PersonalDataProfile: { user: null, domains: null } }).actors.loadProfile, undefined),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(
      run(
        actorsFor({ PersonalDataProfile: { user: { profile: { disabilities: 'x' } } } }).actors.loadProfile,
        undefined,
      ),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
  })
})

const TYPED: PersonalDataForm = {
  ...EMPTY_PERSONAL_DATA,
  pronoun: '2',
  firstname: 'Ana "Aninha"',
  lastname: 'Souza',
  social_name: '',
  email: 'Ana@Example.com',
  phone: '(11) 98765-4321',
  race_and_ethnicity: '3',
  gender: '1',
  sexual_orientation: '1',
  birthday: '10/05/1990',
  nationality: 'Brasil',
  cpf: '529.982.247-25',
  personal_income: '2',
  family_income: '1',
  marital_status: '',
  has_disability: false,
  disabilities: ['2'],
  need_help_selection_process: false,
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  neighborhood: 'Bela Vista',
  state: '26',
  city: 'São Paulo',
}

describe('createPersonalDataActors: savePersonalData', () => {
  it('sends personalDataUpdate off the ficha: digits, the e-mail lowercased, no quotes, every field shown', async () => {
    const { actors, calls } = actorsFor({
      PersonalDataUpdate: { personalDataUpdate: { success: true, error: null } },
    })
    await run(actors.savePersonalData, {
      values: TYPED,
      structure: EMPTY_FORM_STRUCTURE,
      documentReadOnly: false,
      context: 'profile',
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.variables).toMatchObject({
      user_id: '7',
      source: 'carreiras',
      firstname: 'Ana Aninha',
      lastname: 'Souza',
      name: 'Ana Aninha Souza',
      email: 'ana@example.com',
      phone: '11987654321',
      cpf: '52998224725',
      birthday: '10/05/1990',
      pronoun: '2',
      gender: '1',
      personal_income: '2',
      family_income: '1',
      has_disability: false,
      disabilities: [],
      address: {
        country: 'Brasil',
        zipcode: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: '',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: '26',
      },
    })
    // An empty optional id is not sent.
    expect(calls[0]?.variables).not.toHaveProperty('marital_status')
  })

  it('an existing document is not sent again', async () => {
    const { actors, calls } = actorsFor({ PersonalDataUpdate: { personalDataUpdate: { success: true } } })
    await run(actors.savePersonalData, {
      values: TYPED,
      structure: EMPTY_FORM_STRUCTURE,
      documentReadOnly: true,
      context: 'register',
    })
    expect(calls[0]?.variables).not.toHaveProperty('cpf')
  })

  it('an error in the result, or a refusal, is a failure', async () => {
    const failing = actorsFor({
      PersonalDataUpdate: { personalDataUpdate: { success: false, error: 'CPF já cadastrado' } },
    })
    const input = {
      values: TYPED,
      structure: EMPTY_FORM_STRUCTURE,
      documentReadOnly: false,
      context: 'profile' as const,
    }
    await expect(run(failing.actors.savePersonalData, input)).rejects.toMatchObject({
      message: 'CPF já cadastrado',
    })
    const refused = actorsFor({
      PersonalDataUpdate: () => {
        throw new PlatformError('E-mail inválido', 'VALIDATION')
      },
    })
    await expect(run(refused.actors.savePersonalData, input)).rejects.toMatchObject({ code: 'VALIDATION' })
  })
})

describe('createPersonalDataActors: files, photo and address', () => {
  it('sends a medical report as base64 named "laudo", removes one, and the photo without its data-URL prefix', async () => {
    const { actors, calls } = actorsFor({
      UploadUserDocument: { uploadUserDocument: { id: '9', name: 'novo.pdf', file: 'https://x/novo.pdf' } },
      RemoveUserLaudo: { removeUserLaudo: { success: true, error: null } },
      UploadUserAvatar: { uploadUserAvatar: { avatar: 'https://x/ana.png' } },
    })
    const file = new File([new Uint8Array([37, 80, 68, 70])], 'novo.pdf', { type: 'application/pdf' })
    await expect(run(actors.uploadLaudo, { file })).resolves.toEqual({
      id: '9',
      name: 'novo.pdf',
      file: 'https://x/novo.pdf',
    })
    expect(calls[0]?.variables).toMatchObject({
      user_id: '7',
      document_base64: 'JVBERg==',
      original_filename: 'novo.pdf',
      upload_name: 'laudo',
    })
    await run(actors.removeLaudo, { fileId: '5' })
    expect(calls[1]?.variables).toEqual({ user_id: '7', medical_report_id: '5' })
    await expect(run(actors.uploadAvatar, { image: 'data:image/png;base64,iVBORw0K' })).resolves.toBe(
      'https://x/ana.png',
    )
    expect(calls[2]?.variables).toEqual({ user_id: '7', image_base64: 'iVBORw0K' })
  })

  it('a failed removal rejects (the report stays listed)', async () => {
    const { actors } = actorsFor({
      RemoveUserLaudo: { removeUserLaudo: { success: false, error: 'Não encontrado' } },
    })
    await expect(run(actors.removeLaudo, { fileId: '5' })).rejects.toBeInstanceOf(PlatformError)
  })

  it('looks a postal code up and reads a state’s cities without the session', async () => {
    const urls: string[] = []
    const fake = fakeClient({
      Cities: { domains: { cities: [{ name: 'Campinas' }, { name: '' }, { name: 'Santos' }] } },
    })
    const actors = createPersonalDataActors(fake.client, {
      userId: 7,
      postalUrl: 'http://platform.test/ws',
      fetch: async (input) => {
        urls.push(String(input))
        return new Response(
          JSON.stringify({
            logradouro: 'Rua Augusta',
            bairro: 'Consolação',
            uf: 'SP',
            localidade: 'São Paulo',
          }),
        )
      },
    })
    await expect(run(actors.lookupPostalCode, { zipcode: '01305-000' })).resolves.toEqual({
      street: 'Rua Augusta',
      neighborhood: 'Consolação',
      stateAbbr: 'SP',
      city: 'São Paulo',
    })
    expect(urls).toEqual(['http://platform.test/ws/01305000/json/'])
    await expect(run(actors.loadCities, { state: 'SP' })).resolves.toEqual({
      state: 'SP',
      cities: ['Campinas', 'Santos'],
    })
    expect(fake.calls[0]?.init).toMatchObject({ session: null })
  })
})
