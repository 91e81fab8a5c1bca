import { type RouteConfig, index, route } from '@react-router/dev/routes'

// The spec's route table (spec 01, section 2), one module per route; more routes join as they are built.
export default [
  index('./routes/home.tsx'),
  route('vagas', './routes/vagas.tsx'),
  route('vagas/:id', './routes/vaga.tsx'),
  route('*', './routes/not-found.tsx'),
] satisfies RouteConfig
