// pt-BR texts of the design system's domain components (packages/ui). Exact spec wording where the spec
// gives it; see ../pt-BR.ts for the catalogue's other domains.
export const domainMessages = {} as const
