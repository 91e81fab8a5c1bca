// What 'Minhas Inscrições' needs from the server, for the /meu-perfil loader: the company ids whose
// applications it lists (the brand's `applicationCompanyIds`, up to three, else the site's company;
// docs/decisions.md, "Company ids of the applications box") and the challenge site of tests 2015/2018.
import { applicationsBoxCompanyIds } from '@carreiras/core'
import { getBrand, siteCompanyId } from '../brands/index.server'
import { getConfig } from '../config.server'

export function applicationsBoxConfig(): { companyIds: number[]; challengeUrl: string | null } {
  return {
    companyIds: applicationsBoxCompanyIds(getBrand().applicationCompanyIds, siteCompanyId()),
    challengeUrl: getConfig().challengeUrl,
  }
}
