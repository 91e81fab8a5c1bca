// The content pages' fixed texts (home sections, culture, internship, FAQ, terms...), in their own
// module so the content components import them without the whole catalogue (the public routes' JS
// budget). The catalogue includes them as `ptBR.pages`.
import { culturePageMessages } from './culture'
import { homePageMessages } from './home'

export { culturePageMessages, homePageMessages }

export const pagesMessages = {
  home: homePageMessages,
  internship: {
    apply: 'Quero me inscrever',
    title: 'Programa de estágio',
    factsTitle: 'Quem pode participar',
    minAvailability: (years: number) => `Disponibilidade mínima de ${years} ${years === 1 ? 'ano' : 'anos'}`,
    fromUniversityYear: (year: number) => `A partir do ${year}º ano da faculdade`,
    location: (place: string) => `Local: ${place}`,
  },
  faq: {
    signUp: 'Cadastre-se',
    title: 'Perguntas frequentes',
    signUpPrompt: 'Ainda não tem cadastro? Crie sua conta e acompanhe suas candidaturas.',
  },
  terms: {
    title: 'Aviso de Privacidade',
    updatedAt: (date: string) => `Atualizado em ${date}`,
  },
  /** /termos-de-servico, the footer's 'Termos de serviço': the terms of use the candidate accepts. */
  termsOfService: {
    title: 'Termos de Uso',
    privacyLink: 'Leia também o nosso Aviso de Privacidade',
  },
  culture: culturePageMessages,
  accessibility: {
    title: 'Declaração de acessibilidade',
  },
  leaveProfile: {
    title: 'Deixe seu perfil',
    description: 'Cadastre seu currículo no banco de talentos e seja lembrado nas próximas oportunidades.',
  },
  notFound: 'Página não encontrada :(',
} as const
