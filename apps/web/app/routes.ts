import { type RouteConfig, index, route } from '@react-router/dev/routes'

// The spec's route table, one module per route; more routes join as they are built.
export default [
  index('./routes/home.tsx'),
  route('vagas', './routes/vagas.tsx'),
  route('vagas/:id', './routes/vaga.tsx'),
  route('vagas/:id/inscricao', './routes/inscricao.tsx'),
  // Link previews: the job's and the site's share images (docs/link-previews.md).
  route('vagas/:id/imagem.png', './routes/vaga-imagem.ts'),
  route('imagem-do-site.png', './routes/imagem-do-site.ts'),
  route('vagas/:id/inscricao/testes', './routes/inscricao-testes.tsx'),
  route('vagas/:id/inscricao/testes-pendentes', './routes/inscricao-testes-pendentes.tsx', {
    id: 'pending-tests',
  }),
  route('vagas/:id/inscricao/:testName/:testId', './routes/teste-capa.tsx'),
  route('vagas/:id/inscricao/:headerTestId/teste/:questionId', './routes/teste-questao.tsx'),
  route('return_test/:userId/:sourceTestId/:opportunityId', './routes/return-test.tsx'),
  route('inscricao-confirmada', './routes/inscricao-confirmada.tsx'),
  route('inscricao-recusada', './routes/inscricao-recusada.tsx'),
  route('erro-inscricao', './routes/erro-inscricao.tsx'),
  route('api/vagas', './routes/api.vagas.ts'),
  route('api/cidades', './routes/api.cidades.ts'),
  route('api/recusa', './routes/api.recusa.ts'),
  route('api/vagas-internas', './routes/api.vagas-internas.ts'),
  route('api/vagas-internas/:id', './routes/api.vaga-interna.ts'),
  route('api/vagas-internas/:id/inscricao', './routes/api.vaga-interna-inscricao.ts'),
  // The chat's identity and the marketing conversion, made on the server (docs/chat-and-marketing.md).
  route('api/atendimento/identidade', './routes/api.atendimento.identidade.ts'),
  route('api/marketing/conversao', './routes/api.marketing.conversao.ts'),
  // The satisfaction survey, forwarded by the server (docs/consent-and-survey.md).
  route('api/pesquisa', './routes/api.pesquisa.ts'),
  route('sitemap.xml', './routes/sitemap.ts'),
  route('robots.txt', './routes/robots.ts'),
  // The brand's web app manifest (docs/pwa.md).
  route('manifest.webmanifest', './routes/manifest.ts'),
  // The same-origin proxy to the platform (lib/platform-proxy.server.ts, lib/platform-path.ts).
  route('plataforma/*', './routes/plataforma.ts'),
  route('meu-perfil', './routes/meu-perfil.tsx'),
  // 'Baixar meus dados': the e-mailed link downloads the archive with the session (docs/privacy.md).
  route('meus-dados/:id', './routes/meus-dados.tsx'),
  route('termos-de-uso', './routes/termos-de-uso.tsx'),
  // The footer's 'Termos de serviço' (docs/decisions.md, "Terms of service").
  route('termos-de-servico', './routes/termos-de-servico.tsx'),
  route('password-recovery', './routes/password-recovery.tsx'),
  route('InsertCpf', './routes/insert-cpf.tsx'),
  route('acesso-interno', './routes/acesso-interno.tsx'),
  route('linkedin-return', './routes/linkedin-return.tsx'),
  // The bank group's single sign-on returns here (core's SSO_RETURN_ROUTE).
  route('sso-return', './routes/sso-return.tsx'),
  route('cultura', './routes/cultura.tsx'),
  route('estagio', './routes/estagio.tsx'),
  route('faq', './routes/faq.tsx'),
  route('acessibilidade', './routes/acessibilidade.tsx'),
  route('deixe-seu-perfil', './routes/deixe-seu-perfil.tsx'),
  route('atualizacao-perfil', './routes/atualizacao-perfil.tsx'),
  route('banco-de-talentos', './routes/banco-de-talentos.tsx'),
  route('profile_questions_updates/token/:token', './routes/profile-update-request.tsx'),
  route('accept_hunting/:token', './routes/accept-hunting.tsx'),
  route('refuse_hunting/:token', './routes/refuse-hunting.tsx'),
  route('*', './routes/not-found.tsx'),
] satisfies RouteConfig
