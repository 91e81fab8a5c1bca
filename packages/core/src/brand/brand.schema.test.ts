import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BrandConfigError,
  CULTURE_SLIDES_COUNT,
  FAQ_ITEMS_COUNT,
  HOME_AWARDS_COUNT,
  HOME_CAREER_AREAS_COUNT,
  HOME_TESTIMONIALS_COUNT,
  VALUE_CARD_THEMES,
  brandFieldPath,
  brandSchema,
  faceCovers,
  parseBrand,
  type BrandInput,
} from './brand.schema'

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i))

/** The smallest brand that passes: every required field, the exact counts. */
function validBrand(): BrandInput {
  const section = (title: string) => ({ title, html: `<p>${title}</p>` })
  return {
    id: 'aurora',
    company: { id: 6562, name: 'Grupo Exemplo' },
    siteName: 'Carreiras Exemplo',
    logo: { src: '/brands/aurora/logo.svg', width: 160, height: 40, alt: 'Grupo Exemplo' },
    alternateCompanyWord: 'financeira',
    externalApplyUrl: 'https://exemplo.com.br/inscricao',
    whatsapp: { number: '5511999990000', text: 'Olá!' },
    supportEmail: 'suporte@exemplo.com.br',
    links: {
      social: {
        linkedin: 'https://linkedin.example/exemplo',
        facebook: 'https://facebook.example/exemplo',
        instagram: 'https://instagram.example/exemplo',
        twitter: 'https://x.example/exemplo',
        youtube: 'https://youtube.example/exemplo',
      },
      footer: {
        whistleblower: 'https://exemplo.com.br/denuncias',
        customerService: 'https://exemplo.com.br/sac',
        ombudsman: 'https://exemplo.com.br/ouvidoria',
        privacyPolicy: '/termos-de-uso',
        termsOfService: '/termos-de-uso',
      },
      storeLocator: 'https://exemplo.com.br/lojas',
    },
    content: {
      home: {
        description: 'Carreiras no Grupo Exemplo.',
        hero: {
          title: 'Venha com a gente',
          media: { type: 'image', src: '/brands/aurora/hero.svg', width: 640, height: 360, alt: '' },
        },
        joinUs: { text: 'Somos um grupo.' },
        stores: { title: 'Nossas lojas', text: 'Mais de 28 lojas.' },
        areas: {
          title: 'Áreas',
          items: times(HOME_CAREER_AREAS_COUNT, (i) => ({
            slug: `area-${i}`,
            title: `Área ${i}`,
            text: 'Texto.',
            jobAreaId: (i % 14) + 1,
          })),
        },
        testimonials: {
          title: 'Depoimentos',
          items: times(HOME_TESTIMONIALS_COUNT, (i) => ({
            name: `Pessoa ${i}`,
            role: 'Analista',
            quote: 'Gosto daqui.',
          })),
        },
        values: {
          title: 'Valores',
          items: VALUE_CARD_THEMES.map((theme) => ({ theme, title: theme, text: 'Texto.' })),
        },
        benefits: { title: 'Benefícios', text: 'Cuidamos de você.', items: ['Vale-refeição'] },
        awards: {
          title: 'Prêmios',
          items: times(HOME_AWARDS_COUNT, (i) => ({ title: `Selo ${i}`, year: 2020 + i })),
        },
        register: { title: 'Cadastre-se', text: 'Deixe seu perfil.' },
      },
      culture: {
        description: 'Nossa cultura.',
        intro: 'Quem somos.',
        purpose: 'Propósito.',
        mission: 'Missão.',
        vision: 'Visão.',
        slides: times(CULTURE_SLIDES_COUNT, (i) => ({ title: `Slide ${i}`, text: 'Texto.' })),
      },
      internship: {
        description: 'Estágio.',
        intro: 'Programa de estágio.',
        facts: { minAvailabilityYears: 1, fromUniversityYear: 1, location: 'Pinheiros/SP' },
        highlights: [{ title: 'Mentoria', text: 'Texto.' }],
      },
      faq: {
        description: 'Dúvidas.',
        intro: 'Perguntas frequentes.',
        items: times(FAQ_ITEMS_COUNT, (i) => ({
          id: `pergunta-${i}`,
          title: `Pergunta ${i}?`,
          html: '<p>Resposta.</p>',
        })),
      },
      privacyNotice: {
        description: 'Aviso de privacidade.',
        updatedAt: '1º de janeiro de 2025',
        intro: 'Introdução.',
        controllers: section('Controladoras'),
        dataCollected: section('Dados'),
        rights: section('Direitos'),
        dpo: { ...section('Encarregado'), name: 'Encarregada', email: 'dpo@exemplo.com.br' },
      },
      accessibility: {
        description: 'Acessibilidade.',
        intro: 'Compromisso.',
        sections: [section('Padrões')],
      },
      termsOfService: {
        description: 'Termos de uso do site.',
        updatedAt: '1º de janeiro de 2025',
        intro: 'Introdução.',
        sections: [section('Uso do site')],
      },
    },
  }
}

/** A self-hosted font with its metric-adjusted fallback. */
function font() {
  return {
    family: 'Inter',
    faces: [
      { weight: 400, subset: 'latin' as const, src: '/fonts/inter-latin-400.woff2' },
      { weight: 700, subset: 'latin' as const, src: '/fonts/inter-latin-700.woff2' },
      { weight: 400, subset: 'latin-ext' as const, src: '/fonts/inter-latin-ext-400.woff2' },
    ],
    preload: [400, 700],
    fallback: { sizeAdjust: '107%', ascentOverride: '90%', descentOverride: '22.43%' },
  }
}

type Draft = ReturnType<typeof validBrand> & Record<string, unknown>

/** A copy of the valid brand with one change. */
function broken(change: (brand: Draft) => void): unknown {
  const brand = structuredClone(validBrand()) as Draft
  change(brand)
  return brand
}

function errorOf(input: unknown): string {
  try {
    parseBrand(input, 'teste')
  } catch (error) {
    expect(error).toBeInstanceOf(BrandConfigError)
    return (error as Error).message
  }
  throw new Error('expected the brand to be rejected')
}

describe('brandSchema', () => {
  it('accepts a complete brand and trims its texts', () => {
    const brand = parseBrand({ ...validBrand(), siteName: '  Carreiras Exemplo ' })
    expect(brand.siteName).toBe('Carreiras Exemplo')
    expect(brand.content.home.areas.items).toHaveLength(HOME_CAREER_AREAS_COUNT)
  })

  // Each broken brand must fail with a pt-BR message that names the field.
  it.each<[string, (brand: Draft) => void, string, RegExp]>([
    ['id that is not a folder name', (b) => (b.id = 'Minha Marca'), 'id', /nome da pasta da marca/],
    [
      'theme colour that is not hex',
      (b) => (b.theme = { colors: { primary: 'blue' } }),
      'theme.colors.primary',
      /cor hexadecimal/,
    ],
    [
      'theme colour of an unknown token',
      (b) => (b.theme = { colors: { brand: '#000000' } as never }),
      'theme.colors.brand',
      /token de cor de @carreiras\/ui/,
    ],
    ['radius without a unit', (b) => (b.theme = { radius: '8' }), 'theme.radius', /rem ou px/],
    [
      'font family that would break the stylesheet',
      (b) => (b.fonts = { sans: { ...font(), family: "Inter'; }" } }),
      'fonts.sans.family',
      /nome de fonte/,
    ],
    [
      'font file that is not woff2',
      (b) =>
        (b.fonts = { sans: { ...font(), faces: [{ weight: 400, subset: 'latin', src: '/f/inter.ttf' }] } }),
      'fonts.sans.faces.0.src',
      /woff2/,
    ],
    [
      'font preload of a weight without a latin file',
      (b) => (b.fonts = { sans: { ...font(), preload: [400, 800] } }),
      'fonts.sans.preload.1',
      /face latin/,
    ],
    [
      'variable font whose range runs backwards',
      (b) =>
        (b.fonts = {
          sans: {
            ...font(),
            faces: [{ weight: [900, 100], subset: 'latin', src: '/f/inter.woff2' }],
            preload: [],
          },
        }),
      'fonts.sans.faces.0.weight',
      /numa fonte variável, o menor e o maior peso/,
    ],
    [
      'static font file inside a variable one of the same subset',
      (b) =>
        (b.fonts = {
          sans: {
            ...font(),
            faces: [
              { weight: [100, 900], subset: 'latin', src: '/f/inter-var.woff2' },
              { weight: 700, subset: 'latin', src: '/f/inter-700.woff2' },
            ],
          },
        }),
      'fonts.sans.faces.1',
      /'subset \+ weight' devem ser únicos/,
    ],
    [
      'font preload of a weight outside the variable file',
      (b) =>
        (b.fonts = {
          sans: {
            ...font(),
            faces: [{ weight: [300, 700], subset: 'latin', src: '/f/inter-var.woff2' }],
            preload: [400, 800],
          },
        }),
      'fonts.sans.preload.1',
      /face latin/,
    ],
    [
      'font subset the site does not know',
      (b) =>
        (b.fonts = {
          sans: { ...font(), faces: [{ weight: 400, subset: 'cyrillic' as never, src: '/f/a.woff2' }] },
        }),
      'fonts.sans.faces.0.subset',
      /latin, latin-ext/,
    ],
    [
      'fallback without metrics',
      (b) => (b.fonts = { sans: { ...font(), fallback: { sizeAdjust: '107' } as never } }),
      'fonts.sans.fallback.sizeAdjust',
      /porcentagem/,
    ],
    [
      'a text the catalogue does not have',
      (b) => (b.messages = { pages: { home: { searchButon: 'Buscar' } } } as never),
      'messages.pages.home.searchButon',
      /não é um texto do catálogo/,
    ],
    [
      'a text replaced by an object',
      (b) => (b.messages = { jobs: { searchLabel: { text: 'x' } } } as never),
      'messages.jobs.searchLabel.text',
      /não é um texto do catálogo/,
    ],
    [
      'missing company name',
      (b) => delete (b.company as Partial<Draft['company']>).name,
      'company.name',
      /texto não vazio/,
    ],
    ['company id not an integer', (b) => (b.company.id = 12.5), 'company.id', /inteiro positivo/],
    ['blank site name', (b) => (b.siteName = '   '), 'siteName', /texto não vazio/],
    ['logo without alt', (b) => (b.logo.alt = ''), 'logo.alt', /texto não vazio/],
    [
      'logo from another protocol',
      (b) => (b.logo.src = 'javascript:alert(1)'),
      'logo.src',
      /caminho de imagem/,
    ],
    [
      'no alternate company word',
      (b) => delete (b as Partial<Draft>).alternateCompanyWord,
      'alternateCompanyWord',
      /texto não vazio/,
    ],
    [
      'external apply URL not http',
      (b) => (b.externalApplyUrl = 'ftp://x.example'),
      'externalApplyUrl',
      /URL http\(s\)/,
    ],
    [
      'WhatsApp number with a mask',
      (b) => (b.whatsapp.number = '(11) 99999-0000'),
      'whatsapp.number',
      /só dígitos/,
    ],
    ['bad support e-mail', (b) => (b.supportEmail = 'suporte'), 'supportEmail', /e-mail válido/],
    [
      'missing social network',
      (b) => delete (b.links.social as Partial<Draft['links']['social']>).youtube,
      'links.social.youtube',
      /URL http\(s\)/,
    ],
    [
      'footer link neither path nor URL',
      (b) => (b.links.footer.ombudsman = 'ouvidoria'),
      'links.footer.ombudsman',
      /caminho do site/,
    ],
    [
      '11 career areas',
      (b) => b.content.home.areas.items.pop(),
      'content.home.areas.items',
      /exatamente 12 itens \(tem 11\)/,
    ],
    [
      'repeated area slug',
      (b) => (b.content.home.areas.items[1]!.slug = 'area-0'),
      'content.home.areas.items.1.slug',
      /únicos/,
    ],
    [
      'area slug with spaces',
      (b) => (b.content.home.areas.items[0]!.slug = 'Área TI'),
      'content.home.areas.items.0.slug',
      /slug/,
    ],
    [
      'area with an unknown job area',
      (b) => (b.content.home.areas.items[2]!.jobAreaId = 15),
      'content.home.areas.items.2.jobAreaId',
      /14 áreas/,
    ],
    [
      '10 testimonials',
      (b) => b.content.home.testimonials.items.push({ name: 'a', role: 'b', quote: 'c' }),
      'content.home.testimonials.items',
      /exatamente 9 itens \(tem 10\)/,
    ],
    [
      'testimonial without a quote',
      (b) => (b.content.home.testimonials.items[2]!.quote = ''),
      'content.home.testimonials.items.2.quote',
      /texto não vazio/,
    ],
    [
      'a value theme twice',
      (b) => (b.content.home.values.items[5]!.theme = 'education'),
      'content.home.values.items',
      /um cartão de cada tema/,
    ],
    [
      'unknown value theme',
      (b) => (b.content.home.values.items[0]!.theme = 'sports' as never),
      'content.home.values.items.0.theme',
      /um cartão de cada tema/,
    ],
    [
      'no benefits',
      (b) => (b.content.home.benefits.items = []),
      'content.home.benefits.items',
      /no mínimo 1 item/,
    ],
    ['3 awards', (b) => b.content.home.awards.items.pop(), 'content.home.awards.items', /exatamente 4 itens/],
    [
      'award year in two digits',
      (b) => (b.content.home.awards.items[0]!.year = 24),
      'content.home.awards.items.0.year',
      /quatro dígitos/,
    ],
    [
      'hero media of an unknown type',
      (b) => (b.content.home.hero.media = { type: 'gif' } as never),
      'content.home.hero.media.type',
      /'image' ou 'video'/,
    ],
    [
      'hero image without a size',
      (b) => delete (b.content.home.hero.media as { width?: number }).width,
      'content.home.hero.media.width',
      /inteiro positivo/,
    ],
    [
      '5 culture slides',
      (b) => b.content.culture.slides.pop(),
      'content.culture.slides',
      /exatamente 6 itens/,
    ],
    [
      'no mission',
      (b) => delete (b.content.culture as Partial<Draft['content']['culture']>).mission,
      'content.culture.mission',
      /texto não vazio/,
    ],
    [
      'internship without location',
      (b) => (b.content.internship.facts.location = ''),
      'content.internship.facts.location',
      /texto não vazio/,
    ],
    ['7 FAQ items', (b) => b.content.faq.items.pop(), 'content.faq.items', /exatamente 8 itens \(tem 7\)/],
    [
      '9 FAQ items',
      (b) => b.content.faq.items.push({ id: 'pergunta-8', title: 'Pergunta 8?', html: '<p>Resposta.</p>' }),
      'content.faq.items',
      /exatamente 8 itens \(tem 9\)/,
    ],
    [
      'repeated FAQ id',
      (b) => (b.content.faq.items[7]!.id = 'pergunta-0'),
      'content.faq.items.7.id',
      /únicos/,
    ],
    [
      'privacy notice without rights',
      (b) => delete (b.content.privacyNotice as Partial<Draft['content']['privacyNotice']>).rights,
      'content.privacyNotice.rights',
      /campo obrigatório/,
    ],
    [
      'DPO without e-mail',
      (b) => (b.content.privacyNotice.dpo.email = ''),
      'content.privacyNotice.dpo.email',
      /e-mail válido/,
    ],
    [
      'no terms of service',
      (b) => delete (b.content as Partial<Draft['content']>).termsOfService,
      'content.termsOfService',
      /campo obrigatório/,
    ],
    [
      'no accessibility statement',
      (b) => delete (b.content as Partial<Draft['content']>).accessibility,
      'content.accessibility',
      /campo obrigatório/,
    ],
  ])('rejects a brand with %s, naming the field', (_, change, field, message) => {
    const error = errorOf(broken(change))
    expect(error).toContain("Configuração inválida da marca 'teste'")
    const line = error.split('\n').find((text) => text.startsWith(`  - ${field}: `))
    expect(line, error).toBeDefined()
    expect(line).toMatch(message)
  })

  it('rejects any count of career areas, testimonials, awards or slides other than the spec’s', () => {
    const lists = [
      {
        field: 'content.home.areas.items',
        count: HOME_CAREER_AREAS_COUNT,
        set: (b: Draft, n: number) =>
          (b.content.home.areas.items = times(n, (i) => ({
            slug: `a-${i}`,
            title: 'T',
            text: 'x',
            jobAreaId: 1,
          }))),
      },
      {
        field: 'content.home.testimonials.items',
        count: HOME_TESTIMONIALS_COUNT,
        set: (b: Draft, n: number) =>
          (b.content.home.testimonials.items = times(n, () => ({ name: 'N', role: 'R', quote: 'Q' }))),
      },
      {
        field: 'content.home.awards.items',
        count: HOME_AWARDS_COUNT,
        set: (b: Draft, n: number) =>
          (b.content.home.awards.items = times(n, () => ({ title: 'S', year: 2024 }))),
      },
      {
        field: 'content.culture.slides',
        count: CULTURE_SLIDES_COUNT,
        set: (b: Draft, n: number) =>
          (b.content.culture.slides = times(n, () => ({ title: 'S', text: 'x' }))),
      },
    ]
    fc.assert(
      fc.property(fc.constantFrom(...lists), fc.integer({ min: 0, max: 30 }), (list, n) => {
        const result = brandSchema.safeParse(broken((b) => list.set(b, n)))
        if (n === list.count) return result.success
        return (
          !result.success &&
          result.error.issues.some(
            (issue) => brandFieldPath(issue.path) === list.field && issue.message.includes(`(tem ${n})`),
          )
        )
      }),
    )
  })

  it('takes a theme, fonts and texts as data, with defaults for the fallback', () => {
    const brand = parseBrand({
      ...validBrand(),
      id: 'minha-marca',
      theme: { colors: { primary: '#0f766e', 'primary-foreground': '#ffffff' }, radius: '0.25rem' },
      fonts: { sans: font() },
      messages: { jobs: { searchLabel: 'Busque sua vaga' }, pages: { home: { areaJobs: 'Vagas de {1}' } } },
    })
    expect(brand.id).toBe('minha-marca')
    expect(brand.theme?.colors).toEqual({ primary: '#0f766e', 'primary-foreground': '#ffffff' })
    expect(brand.fonts?.sans.fallback).toMatchObject({
      local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
      lineGapOverride: '0%',
    })
    expect(brand.messages?.jobs?.searchLabel).toBe('Busque sua vaga')
  })

  it('takes a variable font file per subset, with the range of weights it carries', () => {
    const brand = parseBrand({
      ...validBrand(),
      fonts: {
        sans: {
          ...font(),
          faces: [
            { weight: [100, 900], subset: 'latin', src: '/fonts/inter-latin-wght.woff2' },
            { weight: 400, subset: 'latin-ext', src: '/fonts/inter-latin-ext-400.woff2' },
          ],
          preload: [400, 700],
        },
      },
    })
    const [variable, latinExt] = brand.fonts!.sans.faces
    expect(variable?.weight).toEqual([100, 900])
    expect(faceCovers(variable!, 600)).toBe(true)
    expect(faceCovers(latinExt!, 700)).toBe(false)
  })

  it('accepts two files of one subset exactly when their weights do not meet', () => {
    const range = fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }))
      .map(([a, b]) =>
        a === b ? a * 100 : ([Math.min(a, b) * 100, Math.max(a, b) * 100] as [number, number]),
      )
    fc.assert(
      fc.property(range, range, (first, second) => {
        const faces = [
          { weight: first, subset: 'latin' as const, src: '/fonts/a.woff2' },
          { weight: second, subset: 'latin' as const, src: '/fonts/b.woff2' },
        ]
        const result = brandSchema.safeParse({
          ...validBrand(),
          fonts: { sans: { ...font(), faces, preload: [] } },
        })
        // The weights each face claims, written out: they must share none.
        const claimed = (weight: number | [number, number]) =>
          typeof weight === 'number'
            ? [weight]
            : [...Array(9).keys()].map((i) => (i + 1) * 100).filter((w) => weight[0] <= w && w <= weight[1])
        const shared = claimed(first).some((w) => claimed(second).includes(w))
        expect(result.success).toBe(!shared)
      }),
    )
  })

  it('names every broken field at once', () => {
    const error = errorOf(
      broken((b) => {
        b.siteName = ''
        b.content.faq.items = []
      }),
    )
    expect(error).toMatch(/- siteName: /)
    expect(error).toMatch(/- content\.faq\.items: /)
  })

  it('rejects something that is not a brand at all', () => {
    expect(errorOf(undefined)).toMatch(/\(marca\): campo obrigatório/)
  })

  it('takes up to three distinct company ids for the applications box, none by default', () => {
    expect(parseBrand(validBrand()).applicationCompanyIds).toBeUndefined()
    expect(
      parseBrand({ ...validBrand(), applicationCompanyIds: [6562, 2627] }).applicationCompanyIds,
    ).toEqual([6562, 2627])
    expect(errorOf({ ...validBrand(), applicationCompanyIds: [] })).toMatch(
      /applicationCompanyIds: deve ter no mínimo 1/,
    )
    expect(errorOf({ ...validBrand(), applicationCompanyIds: [1, 2, 3, 4] })).toMatch(
      /applicationCompanyIds: deve ter no máximo 3 itens/,
    )
    expect(errorOf({ ...validBrand(), applicationCompanyIds: [1, 1] })).toMatch(
      /applicationCompanyIds: os valores/,
    )
    expect(errorOf({ ...validBrand(), applicationCompanyIds: [0] })).toMatch(/applicationCompanyIds\.0: /)
  })
})
