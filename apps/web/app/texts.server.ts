// The texts each page shows, taken from core's catalogue on the server and sent with the page's data,
// so the browser receives the few strings a page uses instead of the catalogue (and core's zod schemas,
// which share its bundle). Literals here are texts the catalogue does not have yet: they move there.
import { ptBR } from '@carreiras/core'
import { brand } from './brand'

/** `<title>`: the page's own title, then the site name. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${brand.siteName}` : brand.siteName
}

/** Header, footer and the pages the root ErrorBoundary renders. */
export function layoutTexts(now: Date = new Date()) {
  return {
    siteName: brand.siteName,
    siteTitle: pageTitle(),
    skipLink: 'Pular para o conteúdo',
    mainNav: 'Principal',
    opportunities: ptBR.header.nav.opportunities,
    copyright: ptBR.footer.copyright(now.getFullYear(), brand.siteName),
    notFound: ptBR.pages.notFound,
    notFoundTitle: pageTitle(ptBR.pages.notFound),
    errorHeading: ptBR.common.uoops,
    errorMessage: ptBR.errors.INTERNAL,
    errorTitle: pageTitle(ptBR.common.uoops),
    backHome: 'Voltar para o início',
    loading: ptBR.common.loading,
  }
}

export type LayoutTexts = ReturnType<typeof layoutTexts>

export const homeTexts = () => ({
  title: pageTitle(),
  heading: 'Venha construir sua carreira com a gente',
  seeOpportunities: 'Ver oportunidades',
})

export const jobListTexts = () => ({
  title: pageTitle(ptBR.header.nav.opportunities),
  heading: ptBR.header.nav.opportunities,
  empty: ptBR.jobs.empty,
  unavailable: `Não foi possível carregar as oportunidades. ${ptBR.common.tryAgainLater}`,
})

/** A card's deadline line, e.g. 'Encerra em 5 dias'. */
export const jobDeadline = (days: number) => `Encerra em ${ptBR.jobs.daysLeft(days)}`
export const jobProgress = (percent: number) => ptBR.jobs.progressLabel(percent)
export const jobLevel = (level: string) => ptBR.jobs.level(level)

export const jobDetailTexts = (jobTitle: string) => ({
  title: pageTitle(jobTitle),
  responsibilities: ptBR.job.responsibilities,
  requirements: ptBR.job.requirements,
  workEnvironment: ptBR.job.workEnvironment,
  moreOpportunities: ptBR.job.moreOpportunities,
})

export const notFoundTexts = () => ({
  title: pageTitle(ptBR.pages.notFound),
  notFound: ptBR.pages.notFound,
})

export const profileTexts = () => ({
  title: pageTitle(ptBR.header.menu.profile),
  heading: ptBR.header.menu.profile,
  /** Loader data is serialized: the template travels with a {name} slot. */
  greeting: ptBR.myProfile.greeting('{name}'),
  applications: ptBR.myProfile.applications,
  applicationsSoon: ptBR.myProfile.applicationsSoon,
  removeAccount: ptBR.account.removeAccount.button,
})

export const termsPageTexts = () => ({
  title: pageTitle(ptBR.account.terms.title),
  heading: ptBR.account.terms.title,
  sections: ptBR.termsOfUse.sections,
})
