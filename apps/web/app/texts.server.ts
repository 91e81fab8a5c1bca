// The texts each page shows, taken from core's catalogue as the brand words it (the pt-BR catalogue with
// the brand's `messages`) on the server and sent with the page's data, so the browser receives the few
// strings a page uses instead of the catalogue (and core's zod schemas, which share its bundle).
// Literals here are texts the catalogue does not have yet: they move there.
import {
  EMPTY_JOB_FILTERS,
  HASH_SCROLL_OFFSET_PX,
  INTERNSHIP_OPPORTUNITY_ID,
  jobFiltersToUrl,
} from '@carreiras/core'
import { brandMessages, getBrand } from './brands/index.server'
import { sanitizeHtml } from './lib/sanitize.server'

/** The catalogue as the brand words it. */
const m = brandMessages

/** `<title>`: the page's own title, then the site name. */
export function pageTitle(title?: string): string {
  const { siteName } = getBrand()
  return title ? `${title} | ${siteName}` : siteName
}

/** Header, footer and the pages the root ErrorBoundary renders. */
export function layoutTexts(now: Date = new Date()) {
  const brand = getBrand()
  return {
    siteName: brand.siteName,
    logo: brand.logo,
    siteTitle: pageTitle(),
    skipLink: 'Pular para o conteúdo',
    mainNav: 'Principal',
    opportunities: m().header.nav.opportunities,
    copyright: m().footer.copyright(now.getFullYear(), brand.company.name),
    footer: footerTexts(),
    notFound: m().pages.notFound,
    notFoundTitle: pageTitle(m().pages.notFound),
    errorHeading: m().common.uoops,
    errorMessage: m().errors.INTERNAL,
    errorTitle: pageTitle(m().common.uoops),
    backHome: 'Voltar para o início',
    loading: m().common.loading,
  }
}

export type LayoutTexts = ReturnType<typeof layoutTexts>

/** The footer: the brand's institutional and social links with their labels. */
function footerTexts() {
  const { links } = getBrand()
  const labels = { ...m().footer, ...m().ui.chrome.footer }
  const institutional = (
    ['whistleblower', 'customerService', 'ombudsman', 'privacyPolicy', 'termsOfService'] as const
  ).map((key) => ({ key, label: labels[key], href: links.footer[key] }))
  return {
    linksNav: labels.linksNav,
    socialNav: labels.socialNav,
    newTab: m().ui.display.link.newTab,
    links: [
      ...institutional,
      { key: 'accessibility' as const, label: labels.accessibility, href: '/acessibilidade' },
    ],
    social: (['linkedin', 'facebook', 'instagram', 'twitter', 'youtube'] as const).map((network) => ({
      network,
      label: m().footer.social[network],
      href: links.social[network],
    })),
    /** The design system's SiteFooter props: hrefs and labels by key. */
    hrefs: { ...links.footer, accessibility: '/acessibilidade' },
    socialHrefs: links.social,
    labels: {
      ...Object.fromEntries(institutional.map(({ key, label }) => [key, label])),
      accessibility: labels.accessibility,
      linksNav: labels.linksNav,
      socialNav: labels.socialNav,
      newTab: m().ui.display.link.newTab,
      social: m().footer.social,
    },
  }
}

/** The carousels' labels (the slide label travels as a template with {n} and {total} slots). */
const carouselTexts = () => ({
  roleDescription: m().ui.display.carousel.roleDescription,
  slideRoleDescription: m().ui.display.carousel.slideRoleDescription,
  slideLabel: (m().ui.display.carousel.slideLabel as unknown as (n: string, total: string) => string)(
    '{n}',
    '{total}',
  ),
  previous: m().ui.display.carousel.previous,
  next: m().ui.display.carousel.next,
})
export type CarouselTexts = ReturnType<typeof carouselTexts>

/** Home: the brand's marketing sections with the catalogue's fixed texts. */
export const homeTexts = () => {
  const brand = getBrand()
  const home = brand.content.home
  const t = m().pages.home
  return {
    title: pageTitle(),
    description: home.description,
    heading: home.hero.title,
    subtitle: home.hero.subtitle ?? null,
    media: home.hero.media ?? null,
    seeOpportunities: t.seeOpportunities,
    search: {
      label: m().jobs.searchLabel,
      placeholder: t.searchPlaceholder,
      submit: t.searchButton,
      /** Name of the type-ahead's suggestion list. */
      suggestions: m().ui.forms.combobox.listLabel,
    },
    /** Sections reached by a hash (#junte-se, #beneficios) stop below the fixed header. */
    anchorOffset: HASH_SCROLL_OFFSET_PX,
    joinUs: { title: t.joinUs, text: home.joinUs.text, image: home.joinUs.image ?? null },
    stores: {
      title: home.stores.title,
      text: home.stores.text,
      facts: [t.stores, t.yearsOfExperience],
      locator: { label: t.storeLocator, href: brand.links.storeLocator, newTab: m().ui.display.link.newTab },
    },
    areas: {
      title: home.areas.title,
      hint: t.areasHint,
      items: home.areas.items.map((area) => ({
        ...area,
        href: `/vagas?${jobFiltersToUrl({ ...EMPTY_JOB_FILTERS, jobArea: area.jobAreaId })}`,
        linkLabel: t.areaJobs(area.title),
      })),
    },
    testimonials: {
      title: home.testimonials.title,
      label: t.testimonialsCarousel,
      items: home.testimonials.items,
    },
    values: home.values,
    benefits: home.benefits,
    awards: { title: home.awards.title, label: t.awardsCarousel, items: home.awards.items },
    register: {
      ...home.register,
      findJob: t.findJob,
      registerCv: t.registerCv,
    },
    carousel: carouselTexts(),
  }
}
export type HomeTexts = ReturnType<typeof homeTexts>

export const cultureTexts = () => {
  const culture = getBrand().content.culture
  const t = m().pages.culture
  return {
    title: pageTitle(t.title),
    description: culture.description,
    heading: t.title,
    intro: culture.intro,
    boxes: [
      { title: t.purpose, text: culture.purpose },
      { title: t.mission, text: culture.mission },
      { title: t.vision, text: culture.vision },
    ],
    /** The design system's CultureBoxes: the brand's texts and the catalogue's titles. */
    boxTexts: { purpose: culture.purpose, mission: culture.mission, vision: culture.vision },
    boxLabels: { purpose: t.purpose, mission: t.mission, vision: t.vision },
    slidesLabel: t.carousel,
    slides: culture.slides,
    carousel: carouselTexts(),
  }
}

export const internshipTexts = () => {
  const internship = getBrand().content.internship
  const t = m().pages.internship
  return {
    title: pageTitle(t.title),
    description: internship.description,
    heading: t.title,
    intro: internship.intro,
    factsTitle: t.factsTitle,
    facts: [
      t.minAvailability(internship.facts.minAvailabilityYears),
      t.fromUniversityYear(internship.facts.fromUniversityYear),
      t.location(internship.facts.location),
    ],
    highlights: internship.highlights,
    apply: t.apply,
    nextRoute: `/vagas/${INTERNSHIP_OPPORTUNITY_ID}/inscricao`,
  }
}

export const faqTexts = () => {
  const faq = getBrand().content.faq
  const t = m().pages.faq
  return {
    title: pageTitle(t.title),
    description: faq.description,
    heading: t.title,
    intro: faq.intro,
    items: faq.items.map((item) => ({ id: item.id, title: item.title, html: sanitizeHtml(item.html) })),
    signUpPrompt: t.signUpPrompt,
    signUp: t.signUp,
    nextRoute: '/vagas',
  }
}

export const privacyNoticeTexts = () => {
  const notice = getBrand().content.privacyNotice
  const t = m().pages.terms
  const section = (title: string, html: string) => ({ title, html: sanitizeHtml(html) })
  return {
    title: pageTitle(t.title),
    description: notice.description,
    heading: t.title,
    updatedAt: t.updatedAt(notice.updatedAt),
    intro: notice.intro,
    sections: [
      section(notice.controllers.title, notice.controllers.html),
      section(notice.dataCollected.title, notice.dataCollected.html),
      section(notice.rights.title, notice.rights.html),
      ...(notice.more ?? []).map((more) => section(more.title, more.html)),
    ],
    dpo: {
      ...section(notice.dpo.title, notice.dpo.html),
      name: notice.dpo.name,
      email: notice.dpo.email,
    },
  }
}

export const accessibilityTexts = () => {
  const statement = getBrand().content.accessibility
  const t = m().pages.accessibility
  return {
    title: pageTitle(t.title),
    description: statement.description,
    heading: t.title,
    intro: statement.intro,
    sections: statement.sections.map((section) => ({
      title: section.title,
      html: sanitizeHtml(section.html),
    })),
  }
}

/** /termos-de-servico: the brand's terms of use, with a link to the privacy notice. */
export const termsOfServiceTexts = () => {
  const terms = getBrand().content.termsOfService
  const t = m().pages.termsOfService
  return {
    title: pageTitle(t.title),
    description: terms.description,
    heading: t.title,
    updatedAt: m().pages.terms.updatedAt(terms.updatedAt),
    intro: terms.intro,
    sections: terms.sections.map((section) => ({ title: section.title, html: sanitizeHtml(section.html) })),
    privacyLink: t.privacyLink,
  }
}

/** The register pages' <title> and description (/deixe-seu-perfil, /banco-de-talentos, /atualizacao-perfil). */
export const registerProfileTexts = (variant: 'register' | 'talentBank' | 'update') => {
  const { pages, profile } = m()
  const [title, description] =
    variant === 'talentBank'
      ? [profile.register.talentBank.title, profile.register.talentBank.intro]
      : variant === 'update'
        ? [profile.wizard.title, profile.register.update.intro]
        : [pages.leaveProfile.title, pages.leaveProfile.description]
  return { title: pageTitle(title), description }
}

// The job list's and the job detail's texts: ./jobs/job-texts.server.ts.

export const notFoundTexts = () => ({
  title: pageTitle(m().pages.notFound),
  notFound: m().pages.notFound,
})

export const profileTexts = () => ({
  title: pageTitle(m().header.menu.profile),
  heading: m().header.menu.profile,
  /** Loader data is serialized: the template travels with a {name} slot. */
  greeting: m().myProfile.greeting('{name}'),
  removeAccount: m().account.removeAccount.button,
})

/** /profile_questions_updates/token/:token: 'Atualização de Perfil'. */
export const profileWizardTexts = () => ({ title: pageTitle(m().profile.wizard.title) })

/** /accept_hunting/:token and /refuse_hunting/:token. */
export const huntingTexts = () => {
  const { hunting } = m()
  return { title: pageTitle(hunting.title), refuseTitle: pageTitle(hunting.refuse.title) }
}
