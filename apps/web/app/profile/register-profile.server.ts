// What the register pages' loaders give the browser (/deixe-seu-perfil, /banco-de-talentos,
// /atualizacao-perfil): the site's company, the postal-code service (the platform's, as on the ficha), the
// states and, on the talent bank, the brand's questions (core's `talentBankQuestions`: none unless enabled).
import { BRAZILIAN_STATES, talentBankQuestions, type RegisterProfileVariant } from '@carreiras/core'
import { browserConfig, getBrand, siteCompanyId } from '../brands/index.server'

export function registerProfileData(variant: RegisterProfileVariant) {
  return {
    config: {
      companyId: siteCompanyId(),
      postalUrl: `${browserConfig().platformUrl.replace(/\/$/, '')}/ws/`,
    },
    states: BRAZILIAN_STATES.map((state) => ({ id: state.code, name: state.name })),
    questions: variant === 'talentBank' ? talentBankQuestions(getBrand().talentBank) : [],
  }
}
