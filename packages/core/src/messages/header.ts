// The site header's texts (links, sign-up button, avatar menu), in their own module so the header,
// which every page loads first, can import them without the whole catalogue (the public routes' JS
// budget). The catalogue includes them as `ptBR.header`.
export const headerMessages = {
  nav: {
    about: 'Quem somos',
    culture: 'Cultura',
    opportunities: 'Oportunidades',
    internship: 'Programa de estágio',
    benefits: 'Benefícios',
    faq: 'FAQ',
  },
  registerCv: 'Cadastre seu Currículo',
  registerCvMobile: 'Faça seu login',
  greeting: (name: string) => `Olá, ${name}`,
  menu: {
    profile: 'Meu Perfil',
    changePassword: 'Alterar Senha',
    applications: 'Candidaturas',
    signOut: 'Sair',
  },
  openMenu: 'Abrir menu',
} as const
