// One area of the design system's texts in a module of its own, so a public component that needs
// only these carries nothing else (the public routes' JS budget). Also part of `ptBR` through ./pages.ts.
import { HOME_STORES_MIN, HOME_YEARS_EXPERIENCE } from '../../constants'

export const homePageMessages = {
  joinUs: 'Junte-se a nós',
  findJob: 'Encontre sua vaga',
  registerCv: 'Cadastre seu currículo',
  stores: `Mais de ${HOME_STORES_MIN} lojas`,
  yearsOfExperience: `Mais de ${HOME_YEARS_EXPERIENCE} anos de experiência`,
  applyingIsFree: 'A inscrição é gratuita.',
  seeOpportunities: 'Ver oportunidades',
  searchButton: 'Buscar',
  searchPlaceholder: 'Cargo, área ou palavra-chave',
  storeLocator: 'Encontre uma loja',
  /** Link under the selected career area: 'Ver vagas de Tecnologia'. */
  areaJobs: (area: string) => `Ver vagas de ${area}`,
  areasHint: 'Escolha uma área para conhecer o trabalho e ver as vagas.',
  testimonialsCarousel: 'Depoimentos de colaboradores',
  awardsCarousel: 'Prêmios e selos',
} as const
