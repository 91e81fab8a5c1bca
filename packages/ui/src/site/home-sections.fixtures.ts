// Brand-like content for the home sections' stories and tests (the aurora brand's shape).
import type { CareerArea, Testimonial, ValueTheme } from './home-sections'

const svg = (w: number, h: number, label: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#dfe6ee"/><text x="50%" y="50%" font-size="28" text-anchor="middle" fill="#334">${label}</text></svg>`,
  )

export const joinUs = {
  text: 'Somos um grupo financeiro brasileiro com lojas em todo o país. Aqui você cresce com a gente, com respeito e oportunidades reais.',
  image: { src: svg(640, 400, 'Equipe'), width: 640, height: 400, alt: 'Colaboradores em uma loja do grupo' },
}

export const stores = {
  title: 'Nossas lojas',
  text: 'Atendemos nossos clientes de perto, em lojas espalhadas por várias cidades.',
  locatorHref: 'https://lojas.grupoaurora.com.br',
}

const AREA_NAMES = [
  'Tecnologia',
  'Atendimento',
  'Crédito',
  'Cobrança',
  'Comercial',
  'Marketing',
  'Jurídico',
  'Finanças',
  'Pessoas',
  'Operações',
  'Riscos',
  'Dados',
]

export const areas: CareerArea[] = AREA_NAMES.map((title, index) => ({
  slug: title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, ''),
  title,
  text: `Em ${title} você trabalha com times que cuidam de ponta a ponta do que entregamos aos clientes.`,
  href: `/vagas?field_area=${index + 1}`,
}))

export const testimonials: Testimonial[] = Array.from({ length: 9 }, (_, index) => ({
  name: [
    'Ana Souza',
    'Bruno Lima',
    'Carla Dias',
    'Diego Alves',
    'Elisa Rocha',
    'Fábio Nunes',
    'Gabriela Melo',
    'Hugo Castro',
    'Iara Torres',
  ][index]!,
  role: [
    'Analista de Crédito',
    'Gerente de Loja',
    'Desenvolvedora',
    'Caixa',
    'Analista de Dados',
    'Consultor',
    'Coordenadora',
    'Assistente',
    'Especialista em Riscos',
  ][index]!,
  quote: 'Encontrei aqui um lugar para aprender todos os dias e ser reconhecida pelo meu trabalho.',
}))

const THEMES: [ValueTheme, string][] = [
  ['accessibility', 'Acessibilidade'],
  ['inclusion-diversity', 'Inclusão e diversidade'],
  ['racial-equity', 'Equidade racial'],
  ['environment', 'Meio ambiente'],
  ['education', 'Educação'],
  ['privacy', 'Privacidade'],
]

export const values = {
  title: 'Nossos valores no dia a dia',
  items: THEMES.map(([theme, title]) => ({
    theme,
    title,
    text: `${title}: compromissos que vivemos em cada loja e escritório.`,
  })),
}

export const benefits = {
  title: 'Benefícios',
  text: 'Cuidamos de quem cuida dos nossos clientes.',
  items: [
    'Vale-refeição',
    'Plano de saúde',
    'Plano odontológico',
    'Participação nos lucros',
    'Auxílio-creche',
    'Gympass',
  ],
  image: { src: svg(640, 400, 'Benefícios'), width: 640, height: 400, alt: '' },
}

export const awards = {
  title: 'Prêmios',
  items: [
    { title: 'GPTW 2025', year: 2025 },
    { title: 'Empresa Pró-Ética', year: 2024 },
    { title: 'Selo Diversidade', year: 2024 },
    { title: 'Top Employer', year: 2023 },
  ],
}

export const register = {
  title: 'Faça parte do nosso time',
  text: 'Cadastre seu currículo e seja lembrado nas próximas oportunidades.',
}
