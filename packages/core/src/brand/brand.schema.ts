// A white-label brand as configuration (docs/decisions.md, "Brand configuration"): identity, company, contact
// channels, links, the content of the marketing and content pages, and optionally its theme (colour tokens),
// its fonts and its texts (a partial catalogue). The web app validates its brand with this schema at
// start-up, so a broken brand stops the server with a message that names the field (`content.home.areas: deve
// ter exatamente 12 itens (tem 11)`). The counts are the spec's (routes /cultura, /estagio, /faq).
// The messages are for the people who configure a brand (developers), in pt-BR like the product.
import { z } from 'zod'
import { MAX_APPLICATION_COMPANY_IDS } from '../constants'
import { ptBR, type Messages } from '../messages/pt-BR'
import { unknownOverridePaths, type MessageOverrides } from '../messages/overrides'
import { JOB_AREAS } from '../reference/job-areas'
import { talentBankSchema } from '../register-profile/talent-bank'
import { webAppSchema } from '../pwa/manifest'

/**
 * A brand's key: the name of its folder in the web app and the value of `data-brand` on <html>, which
 * picks a theme of @carreiras/ui ('aurora', the default, or 'demo') or the brand's own `theme`.
 */
export type BrandId = string

/**
 * The colour tokens of @carreiras/ui (tokens.css) a brand may set in its `theme`: the rest keep the
 * default theme's values. Hex colours, so contrast stays a computation.
 */
export const BRAND_COLOR_TOKENS = [
  'background',
  'foreground',
  'surface',
  'surface-foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'accent',
  'accent-foreground',
  'muted',
  'muted-foreground',
  'destructive',
  'destructive-foreground',
  'success',
  'success-foreground',
  'warning',
  'warning-foreground',
  'info',
  'info-foreground',
  'border',
  'input',
  'ring',
  'overlay',
] as const
export type BrandColorToken = (typeof BRAND_COLOR_TOKENS)[number]

/**
 * The unicode ranges of the font subsets a brand's font files may cover (Google Fonts' and Fontsource's
 * split): the browser downloads a subset only when the page has a character in its range, so plain
 * Portuguese never fetches latin-ext.
 */
export const FONT_SUBSET_RANGES = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  'latin-ext':
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
} as const
export type FontSubset = keyof typeof FONT_SUBSET_RANGES
const FONT_SUBSETS = Object.keys(FONT_SUBSET_RANGES) as [FontSubset, ...FontSubset[]]

/** Local fonts a metric-adjusted fallback is drawn with: Arial, or its metric twin on Linux. */
export const FALLBACK_LOCAL_FONTS = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'] as const

/** Home: areas of career interest. */
export const HOME_CAREER_AREAS_COUNT = 12
/** Home: collaborator testimonials in the carousel. */
export const HOME_TESTIMONIALS_COUNT = 9
/** Home: award seals in the carousel. */
export const HOME_AWARDS_COUNT = 4
/** Culture page: slides of the carousel. */
export const CULTURE_SLIDES_COUNT = 6
/** FAQ: the 8 questions the spec counts (one says applying is free). */
export const FAQ_ITEMS_COUNT = 8
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
  brandId: 'deve ser o nome da pasta da marca: um slug em minúsculas com hífens, p. ex. minha-marca',
  hex: 'deve ser uma cor hexadecimal, p. ex. #0b4a8b (ou #rrggbbaa)',
  colorToken: `deve ser um token de cor de @carreiras/ui: ${BRAND_COLOR_TOKENS.join(', ')}`,
  length: 'deve ser um comprimento em rem ou px, p. ex. 0.5rem',
  fontFamily: 'deve ser um nome de fonte com letras, números, espaços e hífens, p. ex. Inter',
  fontSrc: "deve ser um caminho de arquivo de fonte do site ('/brands/…/x.woff2') ou uma URL https .woff2",
  fontWeight:
    'deve ser um peso de fonte de 100 a 900, em centenas, ou, numa fonte variável, o menor e o maior peso do arquivo, p. ex. [100, 900]',
  fontSubset: `deve ser um subconjunto de caracteres: ${FONT_SUBSETS.join(', ')}`,
  percent: 'deve ser uma porcentagem, p. ex. 107%',
  preload: 'deve ser o peso de uma face latin desta fonte',
  messages: 'deve ser um objeto com os textos do catálogo (ptBR) que a marca substitui',
  messagePath: 'não é um texto do catálogo (ptBR): confira o caminho e se o valor é um texto',
  list: 'deve ser uma lista',
  exactly: (n: number) => `deve ter exatamente ${n} itens`,
  atLeast: (n: number) => `deve ter no mínimo ${n} ${n === 1 ? 'item' : 'itens'}`,
  unique: (field: string) => `os valores de '${field}' devem ser únicos`,
  atMost: (n: number) => `deve ter no máximo ${n} itens`,
  uniqueValues: 'os valores devem ser únicos',
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

const heroMediaSchema = z.lazy(() =>
  z.discriminatedUnion(
    'type',
    [
      brandImageSchema.extend({ type: z.literal('image') }),
      object({ type: z.literal('video'), src: imageSrc(), poster: imageSrc() }),
    ],
    { error: msg.media },
  ),
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
  /** The programme's facts (/estagio): 1 year, from the 1st year of university, Pinheiros/SP. */
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
  items: exactly(
    object({
      id: z.string({ error: msg.slug }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, msg.slug),
      title: text(),
      html: text(),
    }),
    FAQ_ITEMS_COUNT,
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

/** 'Termos de Uso' (/termos-de-servico, the footer's 'Termos de serviço'): the site's terms, apart from the privacy notice. */
const termsOfServiceSchema = object({
  description: text(),
  updatedAt: text(),
  intro: text(),
  sections: atLeast(htmlSectionSchema, 1),
})

/** The brand's own colours (any subset of the tokens) and corner radius, over the default theme. */
const themeSchema = object({
  colors: z
    .record(z.string(), z.string({ error: msg.hex }).regex(/^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i, msg.hex), {
      error: msg.required,
    })
    .superRefine((colors, ctx) => {
      for (const token of Object.keys(colors))
        if (!(BRAND_COLOR_TOKENS as readonly string[]).includes(token))
          ctx.addIssue({ code: 'custom', message: msg.colorToken, path: [token] })
    })
    .transform((colors) => colors as Partial<Record<BrandColorToken, string>>)
    .optional(),
  radius: z
    .string({ error: msg.length })
    .regex(/^\d+(?:\.\d+)?(?:rem|px)$/, msg.length)
    .optional(),
})

const fontFamilyName = () =>
  z
    .string({ error: msg.fontFamily })
    .trim()
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, msg.fontFamily)
const fontWeight = () =>
  z
    .int({ error: msg.fontWeight })
    .min(100, msg.fontWeight)
    .max(900, msg.fontWeight)
    .multipleOf(100, msg.fontWeight)
/** One weight, or the range a variable file covers (`[100, 900]`): the lighter first, not the same. */
const faceWeight = () =>
  z.union(
    [fontWeight(), z.tuple([fontWeight(), fontWeight()]).refine(([min, max]) => min < max, msg.fontWeight)],
    {
      error: msg.fontWeight,
    },
  )

/** The weights a face covers, as a range: one weight is a range of one. */
export function faceWeightRange(weight: number | readonly [number, number]): readonly [number, number] {
  return typeof weight === 'number' ? [weight, weight] : weight
}

/** Whether a face covers `weight`. */
export function faceCovers(face: { weight: number | readonly [number, number] }, weight: number): boolean {
  const [min, max] = faceWeightRange(face.weight)
  return min <= weight && weight <= max
}

/** No quotes, parentheses or spaces: the path goes into a stylesheet as it is. */
const fontSrc = () =>
  z
    .string({ error: msg.fontSrc })
    .trim()
    .regex(/^(?:\/(?!\/)|https:\/\/)[^\s'"()<>\\]+\.woff2(?:\?[^\s'"()<>\\]*)?$/, msg.fontSrc)
const percent = () => z.string({ error: msg.percent }).regex(/^\d+(?:\.\d+)?%$/, msg.percent)

/**
 * A self-hosted font family: one woff2 file per weight and subset (or one variable file per subset that
 * covers a range of weights), the weights to preload, and the metrics that scale a local fallback to it
 * (so the swap does not shift the layout). Override values are the font's metric divided by
 * `sizeAdjust`: ascender / unitsPerEm / size-adjust, and so on.
 */
const brandFontSchema = object({
  family: fontFamilyName(),
  faces: atLeast(
    object({ weight: faceWeight(), subset: z.enum(FONT_SUBSETS, { error: msg.fontSubset }), src: fontSrc() }),
    1,
  ).superRefine((faces, ctx) => {
    // Two files of one subset may not claim the same weight (a static face inside a variable one's range too).
    faces.forEach((face, index) => {
      const [min, max] = faceWeightRange(face.weight)
      const clash = faces.slice(0, index).some((earlier) => {
        const [from, to] = faceWeightRange(earlier.weight)
        return earlier.subset === face.subset && from <= max && min <= to
      })
      if (clash) ctx.addIssue({ code: 'custom', message: msg.unique('subset + weight'), path: [index] })
    })
  }),
  /** Weights whose latin file the page preloads: body text, and headings when they use another weight. */
  preload: list(fontWeight()).default([400]),
  fallback: object({
    local: atLeast(fontFamilyName(), 1).default([...FALLBACK_LOCAL_FONTS]),
    sizeAdjust: percent(),
    ascentOverride: percent(),
    descentOverride: percent(),
    lineGapOverride: percent().default('0%'),
  }),
}).superRefine((font, ctx) => {
  font.preload.forEach((weight, index) => {
    if (!font.faces.some((face) => face.subset === 'latin' && faceCovers(face, weight)))
      ctx.addIssue({ code: 'custom', message: msg.preload, path: ['preload', index] })
  })
})

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The texts the brand rewords: a partial catalogue, each path checked against ptBR. */
const messagesSchema = z.lazy(() =>
  z
    .custom<MessageOverrides<Messages>>(isPlainObject, { error: msg.messages })
    .superRefine((overrides, ctx) => {
      for (const path of unknownOverridePaths(ptBR, overrides))
        ctx.addIssue({ code: 'custom', message: msg.messagePath, path: path.split('.') })
    }),
)

export const brandSchema = object({
  /** The brand's folder name and `data-brand` value. */
  id: z.string({ error: msg.brandId }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, msg.brandId),
  company: object({ id: positiveInt(), name: text() }),
  /**
   * The company ids whose applications 'Minhas Inscrições' lists, in order: one to three, no repeats
   * (docs/decisions.md, "Company ids of the applications box"). Without it, the site's own company.
   */
  applicationCompanyIds: atLeast(positiveInt(), 1)
    .max(MAX_APPLICATION_COMPANY_IDS, { error: msg.atMost(MAX_APPLICATION_COMPANY_IDS) })
    .refine((ids) => new Set(ids).size === ids.length, { error: msg.uniqueValues })
    .optional(),
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
    termsOfService: termsOfServiceSchema,
  }),
  /** Colours over the default theme; without it the theme is @carreiras/ui's for `id` (aurora, demo). */
  theme: themeSchema.optional(),
  /** Body font and, when different, heading font; without it the theme's stack with system fonts. */
  fonts: object({ sans: brandFontSchema, heading: brandFontSchema.optional() }).optional(),
  /** Texts of the catalogue the brand words its own way (templates `{1}`… where the text has values). */
  messages: messagesSchema.optional(),
  /** '/banco-de-talentos': the extra questions asked with the personal data, when enabled. */
  talentBank: talentBankSchema.optional(),
  /** The installable site: short name, icons, theme and background colours (core's pwa/manifest.ts). */
  webApp: webAppSchema.optional(),
})

export type Brand = z.output<typeof brandSchema>
/** What a brand file is written as (before trimming). */
export type BrandInput = z.input<typeof brandSchema>
export type BrandImage = z.output<typeof brandImageSchema>
export type BrandTheme = z.output<typeof themeSchema>
export type BrandFont = z.output<typeof brandFontSchema>

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
