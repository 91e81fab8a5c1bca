// The site footer's texts (institutional links and social networks), in their own module so the
// footer, which every page loads, can import them without the whole catalogue (the public routes' JS
// budget). The catalogue includes them as `ptBR.footer`.
export const footerMessages = {
  whistleblower: 'Canal de Denúncias',
  customerService: 'SAC',
  ombudsman: 'Ouvidoria',
  privacyPolicy: 'Política de privacidade',
  termsOfService: 'Termos de serviço',
  copyright: (year: number, company: string) => `© ${year} ${company}. Todos os direitos reservados.`,
  social: {
    linkedin: 'LinkedIn',
    facebook: 'Facebook',
    instagram: 'Instagram',
    twitter: 'Twitter',
    youtube: 'YouTube',
  },
} as const
