import { type RouteConfig, index, route } from '@react-router/dev/routes'

// The spec's route table (spec 01, section 2), one module per route; more routes join as they are built.
export default [
  index('./routes/home.tsx'),
  route('vagas', './routes/vagas.tsx'),
  route('vagas/:id', './routes/vaga.tsx'),
  route('vagas/:id/inscricao', './routes/inscricao.tsx'),
  route('vagas/:id/inscricao/testes', './routes/inscricao-testes.tsx'),
  route('inscricao-confirmada', './routes/inscricao-confirmada.tsx'),
  route('inscricao-recusada', './routes/inscricao-recusada.tsx'),
  route('erro-inscricao', './routes/erro-inscricao.tsx'),
  route('api/vagas', './routes/api.vagas.ts'),
  route('api/cidades', './routes/api.cidades.ts'),
  route('api/recusa', './routes/api.recusa.ts'),
  route('sitemap.xml', './routes/sitemap.ts'),
  route('robots.txt', './routes/robots.ts'),
  route('meu-perfil', './routes/meu-perfil.tsx'),
  route('termos-de-uso', './routes/termos-de-uso.tsx'),
  route('password-recovery', './routes/password-recovery.tsx'),
  route('InsertCpf', './routes/insert-cpf.tsx'),
  route('linkedin-return', './routes/linkedin-return.tsx'),
  route('cultura', './routes/cultura.tsx'),
  route('estagio', './routes/estagio.tsx'),
  route('faq', './routes/faq.tsx'),
  route('acessibilidade', './routes/acessibilidade.tsx'),
  route('deixe-seu-perfil', './routes/deixe-seu-perfil.tsx'),
  route('*', './routes/not-found.tsx'),
] satisfies RouteConfig
