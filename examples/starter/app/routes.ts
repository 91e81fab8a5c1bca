import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('./routes/home.tsx'),
  route('vagas', './routes/vagas.tsx'),
  route('vagas/:id', './routes/vaga.tsx'),
  route('vagas/:id/inscricao', './routes/inscricao.tsx'),
] satisfies RouteConfig
