// curriculo: the résumé, each list as the person entered it (ids of the reference lists, free texts).
import { eq } from 'drizzle-orm'
import {
  acknowledgements,
  causeExperiences,
  certifications,
  educations,
  languageProficiencies,
  professionalExperiences,
  userSkills,
} from '../../db/schema.js'
import { withoutOwner, type DataExportSection } from './section.js'

export const curriculoSection: DataExportSection = {
  name: 'curriculo',
  async collect({ db, userId }) {
    const [formacao, experiencias, idiomas, causas, reconhecimentos, certificacoes, skills] =
      await Promise.all([
        db.select().from(educations).where(eq(educations.userId, userId)),
        db.select().from(professionalExperiences).where(eq(professionalExperiences.userId, userId)),
        db.select().from(languageProficiencies).where(eq(languageProficiencies.userId, userId)),
        db.select().from(causeExperiences).where(eq(causeExperiences.userId, userId)),
        db.select().from(acknowledgements).where(eq(acknowledgements.userId, userId)),
        db.select().from(certifications).where(eq(certifications.userId, userId)),
        db.select().from(userSkills).where(eq(userSkills.userId, userId)),
      ])
    return {
      formacao: formacao.map(withoutOwner),
      experienciasProfissionais: experiencias.map(withoutOwner),
      idiomas: idiomas.map(withoutOwner),
      causas: causas.map(withoutOwner),
      reconhecimentos: reconhecimentos.map(withoutOwner),
      certificacoes: certificacoes.map(withoutOwner),
      habilidades: skills[0]?.skills ?? [],
    }
  },
}
