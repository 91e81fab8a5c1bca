// pt-BR texts of the design system's chrome components (packages/ui). Exact spec wording where the spec
// gives it; see ../pt-BR.ts for the catalogue's other domains.
export const chromeMessages = {} as const
