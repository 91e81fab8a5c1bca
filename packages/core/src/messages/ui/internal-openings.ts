// The internal openings' texts (docs/identity.md): the 'Vagas internas' section of /vagas and the 'Vaga
// interna' badge. Their own module, so the public detail page's bundle does not carry the whole catalogue.
// Part of `ptBR.account.internal.openings`.
export const internalOpeningsMessages = {
  heading: 'Vagas internas',
  intro: 'Vagas abertas somente para colaboradores(as) da empresa.',
  badge: 'Vaga interna',
  loading: 'Carregando vagas internas…',
  failed: 'Não foi possível carregar as vagas internas. Tente novamente mais tarde.',
  empty: 'Nenhuma vaga interna aberta no momento.',
} as const
