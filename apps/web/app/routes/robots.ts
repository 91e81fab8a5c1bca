// GET /robots.txt: everything public may be crawled; login-required pages and the site's JSON
// endpoints may not. Points at the sitemap.
import { siteOrigin } from '../lib/site-url.server'
import type { Route } from './+types/robots'

export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request)
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /meu-perfil',
    'Disallow: /deixe-seu-perfil',
    'Disallow: /atualizacao-perfil',
    'Disallow: /banco-de-talentos',
    'Disallow: /vagas/*/inscricao',
    'Disallow: /inscricao-confirmada',
    'Disallow: /inscricao-recusada',
    'Disallow: /erro-inscricao',
    'Disallow: /profile_questions_updates/',
    'Disallow: /accept_hunting/',
    'Disallow: /refuse_hunting/',
    'Disallow: /InsertCpf',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
