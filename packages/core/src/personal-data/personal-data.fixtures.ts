// A candidate's personal data as the profile read brings it, for the machine's tests and the design
// system's stories (the same data on both sides, so a story shows what a test checks); published as
// `@carreiras/core/testing`.
import { EMPTY_PERSONAL_DATA, type PersonalDataForm } from './personal-data.schema'
import type { PersonalDataLists, PersonalDataProfile } from './personal-data.machine'

export const PERSONAL_DATA_LISTS_FIXTURE: PersonalDataLists = {
  pronouns: [
    { id: 1, name: 'Ela/dela' },
    { id: 2, name: 'Ele/dele' },
    { id: 3, name: 'Elu/delu' },
  ],
  races: [
    { id: 1, name: 'Branca' },
    { id: 2, name: 'Preta' },
    { id: 3, name: 'Parda' },
  ],
  genders: [
    { id: 1, name: 'Mulher cisgênero' },
    { id: 2, name: 'Homem cisgênero' },
    { id: 3, name: 'Pessoa não binária' },
  ],
  sexualOrientations: [
    { id: 1, name: 'Heterossexual' },
    { id: 2, name: 'Bissexual' },
    { id: 3, name: 'Lésbica' },
  ],
  countries: [
    { id: 31, name: 'Brasil' },
    { id: 10, name: 'Argentina' },
  ],
  incomes: [
    { id: 1, name: 'Até R$ 1.500' },
    { id: 2, name: 'De R$ 1.500 a R$ 3.000' },
  ],
  familyIncomes: [
    { id: 1, name: 'Até R$ 3.000' },
    { id: 2, name: 'De R$ 3.000 a R$ 6.000' },
  ],
  maritalStatuses: [
    { id: 1, name: 'Solteira(o)' },
    { id: 2, name: 'Casada(o)' },
  ],
  disabilities: [
    { id: 1, name: 'Física' },
    { id: 2, name: 'Auditiva' },
    { id: 3, name: 'Visual' },
  ],
}

/** Every field the profile page requires, filled and valid (birthday checked against 2025). */
export const ANA_PERSONAL_DATA: PersonalDataForm = {
  ...EMPTY_PERSONAL_DATA,
  pronoun: '1',
  firstname: 'Ana',
  lastname: 'Souza',
  social_name: '',
  email: 'ana.souza@example.com',
  phone: '11987654321',
  race_and_ethnicity: '3',
  gender: '1',
  sexual_orientation: '2',
  birthday: '10/05/1990',
  nationality: 'Brasil',
  cpf: '52998224725',
  personal_income: '2',
  family_income: '2',
  marital_status: '1',
  has_disability: true,
  disabilities: ['2'],
  need_help_selection_process: true,
  description_help_selection_process: 'Intérprete de Libras nas entrevistas',
  zipcode: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  state: '26',
  city: 'São Paulo',
  what_do_you_love: '',
}

export const ANA_PROFILE: PersonalDataProfile = {
  values: ANA_PERSONAL_DATA,
  documentReadOnly: true,
  laudos: [{ id: '7', name: 'laudo-auditivo.pdf', file: 'https://arquivos.example.com/laudo-auditivo.pdf' }],
  avatar: null,
  lists: PERSONAL_DATA_LISTS_FIXTURE,
  educations: 1,
  experiences: 2,
  noExperience: false,
}

/** A new account: only the name and e-mail of the sign-up. */
export const NEW_ACCOUNT_PROFILE: PersonalDataProfile = {
  values: {
    ...EMPTY_PERSONAL_DATA,
    firstname: 'Bruno',
    lastname: 'Lima',
    email: 'bruno.lima@example.com',
  },
  documentReadOnly: false,
  laudos: [],
  avatar: null,
  lists: PERSONAL_DATA_LISTS_FIXTURE,
  educations: 0,
  experiences: 0,
  noExperience: false,
}
