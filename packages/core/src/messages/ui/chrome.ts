// pt-BR texts of the design system's chrome components (packages/ui). Exact spec wording where the spec
// gives it; see ../pt-BR.ts for the catalogue's other domains. The header's links, buttons and menu
// entries and the footer's links live in `ptBR.header` / `ptBR.footer`; only what they lack is here.
export const chromeMessages = {
  header: {
    /** Accessible name of the logo link. */
    home: 'Página inicial',
    /** Landmark name of the header's navigation. */
    mainNav: 'Navegação principal',
    /** Mobile menu disclosure, when open (`ptBR.header.openMenu` when closed). */
    closeMenu: 'Fechar menu',
    /** Landmark name of the mobile navigation panel. */
    mobileNav: 'Menu',
  },
  footer: {
    /** Link to the accessibility statement. */
    accessibility: 'Acessibilidade',
    /** Landmark name of the social-network links. */
    socialNav: 'Redes sociais',
    /** Landmark name of the institutional links. */
    linksNav: 'Links institucionais',
  },
} as const
