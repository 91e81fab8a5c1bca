// A white-label brand as configuration (DECISIONS.md, "Brand configuration"): identity, company,
// contact channels, links and the content of the marketing and content pages. The web app validates
// its brand with this schema at start-up, so a broken brand stops the server with a message that
// names the field (`content.home.areas: deve ter exatamente 12 itens (tem 11)`). The counts are the
// spec's (doc 02, "Home marketing sections"; doc 01, routes /cultura, /estagio, /faq).
// The messages are for the people who configure a brand (developers), in pt-BR like the product.
import { z } from 'zod'
import { JOB_AREAS } from '../reference/job-areas'

/** Brands with a theme in @carreiras/ui (`[data-brand="…"]`). */
export const BRAND_IDS = ['aurora', 'demo'] as const
export type BrandId = (typeof BRAND_IDS)[number]

/** Home: areas of career interest. */
export const HOME_CAREER_AREAS_COUNT = 12
/** Home: collaborator testimonials in the carousel. */
export const HOME_TESTIMONIALS_COUNT = 9
/** Home: award seals in the carousel. */
export const HOME_AWARDS_COUNT = 4
/** Culture page: slides of the carousel. */
export const CULTURE_SLIDES_COUNT = 6
/** FAQ: at least this many questions. */
export const FAQ_MIN_ITEMS = 8
/** Home: the workplace value cards, one per theme, in this order. */
export const VALUE_CARD_THEMES = [
  'accessibility',
  'inclusion-diversity',
  'racial-equity',
  'environment',
  'education',
  'privacy',
] as const
export type ValueCardTheme = (typeof VALUE_CARD_THEMES)[number]

const msg = {
  required: 'campo obrigatório',
  text: 'deve ser um texto não vazio',
  url: 'deve ser uma URL http(s) completa, p. ex. https://exemplo.com.br',
  href: "deve ser um caminho do site ('/…') ou uma URL http(s)",
  email: 'deve ser um e-mail válido',
  positiveInt: 'deve ser um número inteiro positivo',
  year: 'deve ser um ano com quatro dígitos',
  slug: 'deve ser um slug em minúsculas com hífens, p. ex. tecnologia-da-informacao',
  jobArea: 'deve ser o id de uma das 14 áreas de vaga (JOB_AREAS)',
  image: "deve ser um caminho de imagem do site ('/brands/…') ou uma URL https",
  whatsapp: 'deve ter só dígitos com DDI e DDD, p. ex. 5511999990000',
  brandId: `deve ser uma das marcas com tema: ${BRAND_IDS.join(', ')}`,
  list: 'deve ser uma lista',
  exactly: (n: number) => `deve ter exatamente ${n} itens`,
  atLeast: (n: number) => `deve ter no mínimo ${n} ${n === 1 ? 'item' : 'itens'}`,
  unique: (field: string) => `os valores de '${field}' devem ser únicos`,
  themes: `deve ter um cartão de cada tema: ${VALUE_CARD_THEMES.join(', ')}`,
  media: "deve ter 'type' igual a 'image' ou 'video'",
} as const

const text = () => z.string({ error: msg.text }).trim().min(1, msg.text)
const httpUrl = () => z.url({ protocol: /^https?$/, error: msg.url })
/** A path inside the site or an absolute http(s) URL (footer links may point either way). */
const href = () =>
  z
    .string({ error: msg.href })
    .trim()
    .refine(
      (value) => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^\s]+$/.test(value),
      msg.href,
    )
const imageSrc = () =>
  z
    .string({ error: msg.image })
    .trim()
    .refine(
      (value) => (value.startsWith('/') && !value.startsWith('//')) || /^https:\/\/[^\s]+$/.test(value),
      msg.image,
    )
const positiveInt = () => z.number({ error: msg.positiveInt }).int(msg.positiveInt).positive(msg.positiveInt)
const object = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: msg.required })
const list = <Item extends z.ZodType>(item: Item) => z.array(item, { error: msg.list })
const exactly = <Item extends z.ZodType>(item: Item, n: number) =>
  list(item).length(n, { error: (issue) => `${msg.exactly(n)} (tem ${(issue.input as unknown[]).length})` })
const atLeast = <Item extends z.ZodType>(item: Item, n: number) =>
  list(item).min(n, { error: (issue) => `${msg.atLeast(n)} (tem ${(issue.input as unknown[]).length})` })

/** Adds an issue when two items share `key`. */
function uniqueBy(key: string) {
  return (items: readonly Record<string, unknown>[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>()
    items.forEach((item, index) => {
      if (seen.has(item[key])) ctx.addIssue({ code: 'custom', message: msg.unique(key), path: [index, key] })
      seen.add(item[key])
    })
  }
}

/** An image with its intrinsic size (no layout shift) and its text alternative ('' when decorative). */
export const brandImageSchema = object({
  src: imageSrc(),
  width: positiveInt(),
  height: positiveInt(),
  alt: z.string({ error: msg.required }).trim(),
})

const heroMediaSchema = z.discriminatedUnion(
  'type',
  [
    brandImageSchema.extend({ type: z.literal('image') }),
    object({ type: z.literal('video'), src: imageSrc(), poster: imageSrc() }),
  ],
  { error: msg.media },
)

const titledTextSchema = object({ title: text(), text: text() })
const htmlSectionSchema = object({ title: text(), html: text() })

const homeSchema = object({
  /** Meta description of the home page. */
  description: text(),
  hero: object({ title: text(), subtitle: text().optional(), media: heroMediaSchema.optional() }),
  /** 'Junte-se a nós': who the group is. */
  joinUs: object({ text: text(), image: brandImageSchema.optional() }),
  /** Our stores: the text that states the facts (HOME_STORES_MIN stores, HOME_YEARS_EXPERIENCE years). */
  stores: object({ title: text(), text: text() }),
  areas: object({
    title: text(),
    items: exactly(
      object({
        slug: z.string({ error: msg.slug }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, msg.slug),
        title: text(),
        text: text(),
        /** The job area (one of core's 14) whose openings the area's link lists: /vagas?field_area={id}. */
        jobAreaId: z
          .int({ error: msg.jobArea })
          .refine((id) => JOB_AREAS.some((area) => area.id === id), msg.jobArea),
      }),
      HOME_CAREER_AREAS_COUNT,
    ).superRefine(uniqueBy('slug')),
  }),
  testimonials: object({
    title: text(),
    items: exactly(object({ name: text(), role: text(), quote: text() }), HOME_TESTIMONIALS_COUNT),
  }),
  values: object({
    title: text(),
    items: exactly(
      object({ theme: z.enum(VALUE_CARD_THEMES, { error: msg.themes }), title: text(), text: text() }),
      VALUE_CARD_THEMES.length,
    ).refine(
      (items) => VALUE_CARD_THEMES.every((theme) => items.some((item) => item.theme === theme)),
      msg.themes,
    ),
  }),
  benefits: object({
    title: text(),
    text: text(),
    items: atLeast(text(), 1),
    image: brandImageSchema.optional(),
  }),
  awards: object({
    title: text(),
    items: exactly(
      object({
        title: text(),
        year: z.number({ error: msg.year }).int(msg.year).min(1000, msg.year).max(9999, msg.year),
        image: brandImageSchema.optional(),
      }),
      HOME_AWARDS_COUNT,
    ),
  }),
  /** Call to register (links to /deixe-seu-perfil). */
  register: titledTextSchema,
})

const cultureSchema = object({
  description: text(),
  intro: text(),
  purpose: text(),
  mission: text(),
  vision: text(),
  slides: exactly(
    object({ title: text(), text: text(), image: brandImageSchema.optional() }),
    CULTURE_SLIDES_COUNT,
  ),
})

const internshipSchema = object({
  description: text(),
  intro: text(),
  /** The programme's facts (doc 01, /estagio): 1 year, from the 1st year of university, Pinheiros/SP. */
  facts: object({
    minAvailabilityYears: positiveInt(),
    fromUniversityYear: positiveInt(),
    location: text(),
  }),
  /** What the intern will find, one paragraph each. */
  highlights: atLeast(titledTextSchema, 1),
})

const faqSchema = object({
  description: text(),
  intro: text(),
  /** Answers are HTML (sanitized before rendering); links inside them navigate in-app. */
  items: atLeast(
    object({
      id: z.string({ error: msg.slug }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, msg.slug),
      title: text(),
      html: text(),
    }),
    FAQ_MIN_ITEMS,
  ).superRefine(uniqueBy('id')),
})

/** 'Aviso de Privacidade' (/termos-de-uso): the parts the spec and the LGPD require, in this order. */
const privacyNoticeSchema = object({
  description: text(),
  updatedAt: text(),
  intro: text(),
  /** Both companies act as data controllers (controladoras) under the LGPD. */
  controllers: htmlSectionSchema,
  /** What is collected and why. */
  dataCollected: htmlSectionSchema,
  /** The data subject's rights and how to exercise them. */
  rights: htmlSectionSchema,
  /** The DPO (encarregado) and how to reach them. */
  dpo: object({ title: text(), html: text(), name: text(), email: z.email({ error: msg.email }) }),
  /** Anything else the brand adds (retention, sharing, security...). */
  more: list(htmlSectionSchema).optional(),
})

const accessibilitySchema = object({
  description: text(),
  intro: text(),
  sections: atLeast(htmlSectionSchema, 1),
})

export const brandSchema = object({
  /** Theme key of @carreiras/ui. */
  id: z.enum(BRAND_IDS, { error: msg.brandId }),
  company: object({ id: positiveInt(), name: text() }),
  siteName: text(),
  logo: brandImageSchema.extend({ alt: text() }),
  /** A company name containing this word submits to ALTERNATE_COMPANY_ID. */
  alternateCompanyWord: text(),
  externalApplyUrl: httpUrl(),
  whatsapp: object({
    number: z.string({ error: msg.whatsapp }).regex(/^\d{12,13}$/, msg.whatsapp),
    text: text(),
  }),
  supportEmail: z.email({ error: msg.email }),
  links: object({
    social: object({
      linkedin: httpUrl(),
      facebook: httpUrl(),
      instagram: httpUrl(),
      twitter: httpUrl(),
      youtube: httpUrl(),
    }),
    footer: object({
      whistleblower: href(),
      customerService: href(),
      ombudsman: href(),
      privacyPolicy: href(),
      termsOfService: href(),
    }),
    storeLocator: httpUrl(),
  }),
  content: object({
    home: homeSchema,
    culture: cultureSchema,
    internship: internshipSchema,
    faq: faqSchema,
    privacyNotice: privacyNoticeSchema,
    accessibility: accessibilitySchema,
  }),
})

export type Brand = z.output<typeof brandSchema>
/** What a brand file is written as (before trimming). */
export type BrandInput = z.input<typeof brandSchema>
export type BrandImage = z.output<typeof brandImageSchema>

export class BrandConfigError extends Error {
  override name = 'BrandConfigError'
}

/** 'content.home.areas.3.slug' for a zod issue path. */
export function brandFieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(marca)' : path.map(String).join('.')
}

/** One line per issue, each naming its field. */
export function formatBrandIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${brandFieldPath(issue.path)}: ${issue.message}`)
}

/** Validates a brand; throws BrandConfigError naming every bad field. */
export function parseBrand(input: unknown, name = 'marca'): Brand {
  const result = brandSchema.safeParse(input)
  if (result.success) return result.data
  const lines = formatBrandIssues(result.error.issues).map((line) => `  - ${line}`)
  throw new BrandConfigError(`Configuração inválida da marca '${name}':\n${lines.join('\n')}`)
}
