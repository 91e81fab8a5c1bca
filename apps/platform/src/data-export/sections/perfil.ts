// perfil: personal data, address, diversity and disability answers, with the lists' names beside their ids.
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { referenceItems, states, users } from '../../db/schema.js'
import type { DataExportSection } from './section.js'

async function names(db: Db, domain: string, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null)
  if (wanted.length === 0) return new Map()
  const rows = await db
    .select({ id: referenceItems.id, name: referenceItems.name })
    .from(referenceItems)
    .where(and(eq(referenceItems.domain, domain), inArray(referenceItems.id, wanted)))
  return new Map(rows.map((row) => [row.id, row.name]))
}

export const perfilSection: DataExportSection = {
  name: 'perfil',
  async collect({ db, userId }) {
    const [u] = await db.select().from(users).where(eq(users.id, userId))
    if (!u) return null
    const item = async (domain: string, id: number | null) =>
      id === null ? null : { id, nome: (await names(db, domain, [id])).get(id) ?? null }
    const disabilities = await names(db, 'disabilities', u.disabilityIds)
    const [state] = u.stateId === null ? [] : await db.select().from(states).where(eq(states.id, u.stateId))
    return {
      dataDeNascimento: u.birthday,
      nacionalidade: u.nationality,
      genero: await item('genders', u.genderId),
      estadoCivil: await item('maritalStatus', u.maritalStatusId),
      pronome: await item('pronouns', u.pronounId),
      racaEEtnia: await item('race_and_ethnicities', u.raceAndEthnicityId),
      orientacaoSexual: await item('sexual_orientations', u.sexualOrientationId),
      rendaFamiliar: await item('family_incomes', u.familyIncomeId),
      rendaPessoal: await item('personal_incomes', u.personalIncomeId),
      possuiDeficiencia: u.hasDisability,
      deficiencias: u.disabilityIds.map((id) => ({ id, nome: disabilities.get(id) ?? null })),
      precisaDeApoioNoProcessoSeletivo: u.needHelpSelectionProcess,
      apoioDescrito: u.descriptionHelpSelectionProcess,
      oQueVoceAma: u.whatDoYouLove,
      semExperienciaProfissional: u.noProfessionalExperience,
      endereco: {
        cep: u.zipcode,
        logradouro: u.street,
        numero: u.addressNumber,
        complemento: u.complement,
        bairro: u.neighborhood,
        cidade: u.city,
        estado: state ? { id: state.id, nome: state.name } : null,
        pais: u.addressCountry,
      },
    }
  },
}
