// Reference lists of the résumé sections (education_levels, education_status, education_periods,
// professional_experience_levels, professional_experience_areas, language_proficiencies). The spec names
// these lists but gives neither ids nor items, so the ids below are this project's: the rules of the forms
// (elementary hides institution and course, high school makes them optional, 'studying' shows campus and
// shift, 'interrupted' makes the end optional) are keyed on them, and the platform seeds its domains from
// these same lists so both sides agree.

export interface ReferenceItem<Id extends number = number> {
  id: Id
  name: string
}

/** Education level ids the rules depend on (domain `education_levels`). */
export const EDUCATION_LEVEL = {
  elementary: 1,
  highSchool: 2,
  technical: 3,
  undergraduate: 4,
  postgraduate: 5,
  mba: 6,
  masters: 7,
  doctorate: 8,
} as const
export type EducationLevelId = (typeof EDUCATION_LEVEL)[keyof typeof EDUCATION_LEVEL]

export const EDUCATION_LEVELS: readonly ReferenceItem<EducationLevelId>[] = [
  { id: EDUCATION_LEVEL.elementary, name: 'Ensino Fundamental' },
  { id: EDUCATION_LEVEL.highSchool, name: 'Ensino Médio' },
  { id: EDUCATION_LEVEL.technical, name: 'Técnico' },
  { id: EDUCATION_LEVEL.undergraduate, name: 'Graduação' },
  { id: EDUCATION_LEVEL.postgraduate, name: 'Pós-graduação' },
  { id: EDUCATION_LEVEL.mba, name: 'MBA' },
  { id: EDUCATION_LEVEL.masters, name: 'Mestrado' },
  { id: EDUCATION_LEVEL.doctorate, name: 'Doutorado' },
]

/** Education status ids (domain `education_status`): 'studying' and 'interrupted' drive the form. */
export const EDUCATION_STATUS = {
  studying: 1,
  completed: 2,
  interrupted: 3,
} as const
export type EducationStatusId = (typeof EDUCATION_STATUS)[keyof typeof EDUCATION_STATUS]

export const EDUCATION_STATUSES: readonly ReferenceItem<EducationStatusId>[] = [
  { id: EDUCATION_STATUS.studying, name: 'Cursando' },
  { id: EDUCATION_STATUS.completed, name: 'Concluído' },
  { id: EDUCATION_STATUS.interrupted, name: 'Interrompido' },
]

/**
 * Education periods (domain `education_periods`). The record has one `period` field and the spec calls
 * what 'studying' shows "campus and shift (turno)": the period is read as the shift.
 */
export const EDUCATION_PERIODS: readonly ReferenceItem[] = [
  { id: 1, name: 'Manhã' },
  { id: 2, name: 'Tarde' },
  { id: 3, name: 'Noite' },
  { id: 4, name: 'Integral' },
  { id: 5, name: 'A distância (EAD)' },
]

/** Professional experience levels (domain `professional_experience_levels`). */
export const PROFESSIONAL_EXPERIENCE_LEVELS: readonly ReferenceItem[] = [
  { id: 1, name: 'Aprendiz' },
  { id: 2, name: 'Estágio' },
  { id: 3, name: 'Trainee' },
  { id: 4, name: 'Assistente' },
  { id: 5, name: 'Analista' },
  { id: 6, name: 'Especialista' },
  { id: 7, name: 'Coordenação' },
  { id: 8, name: 'Gerência' },
  { id: 9, name: 'Diretoria' },
]

/** The area value that is not a domain id. */
export const OTHER_EXPERIENCE_AREA = 'Outros'

/** Professional experience areas (domain `professional_experience_areas`), 'Outros' aside. */
export const PROFESSIONAL_EXPERIENCE_AREAS: readonly ReferenceItem[] = [
  { id: 1, name: 'Administrativo' },
  { id: 2, name: 'Atendimento ao Cliente' },
  { id: 3, name: 'Comercial e Vendas' },
  { id: 4, name: 'Compras' },
  { id: 5, name: 'Contabilidade' },
  { id: 6, name: 'Crédito e Cobrança' },
  { id: 7, name: 'Engenharia' },
  { id: 8, name: 'Finanças' },
  { id: 9, name: 'Jurídico' },
  { id: 10, name: 'Logística' },
  { id: 11, name: 'Marketing' },
  { id: 12, name: 'Operações de Loja' },
  { id: 13, name: 'Recursos Humanos' },
  { id: 14, name: 'Tecnologia da Informação' },
]

/** Language proficiencies (domain `language_proficiencies`). */
export const LANGUAGE_PROFICIENCIES: readonly ReferenceItem[] = [
  { id: 1, name: 'Básico' },
  { id: 2, name: 'Intermediário' },
  { id: 3, name: 'Avançado' },
  { id: 4, name: 'Fluente' },
  { id: 5, name: 'Nativo' },
]
