// One area of the design system's texts in a module of its own, so a public component that needs
// only these carries nothing else (the public routes' JS budget). Also part of `ptBR` through ./jobs.ts.
/** The job page's share widget. */
export const jobShareMessages = {
  title: 'Compartilhar',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  whatsapp: 'WhatsApp',
  copyLink: 'Copiar Link',
  copied: 'Copiado!',
} as const
