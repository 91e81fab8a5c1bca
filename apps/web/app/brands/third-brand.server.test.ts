// A third brand made from configuration alone: one brand.json (theme, fonts, logo, texts, company and
// content) in a folder, found by the same discovery as the real brands, validated by the same loader,
// and server-rendered through the real root and home loaders and components. No core or ui change.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
} from 'react-router'
import type * as ReactRouter from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type * as Registry from './registry.server'

vi.hoisted(() => {
  process.env.BRAND = 'acme'
})

// The fixture folder joins the brand folders exactly as app/brands/<id>/ would.
vi.mock('./registry.server', async (importOriginal) => {
  const registry = await importOriginal<typeof Registry>()
  const fixtures = import.meta.glob<{ default: unknown }>('./__fixtures__/*/brand.json')
  const modules = Object.fromEntries(
    await Promise.all(Object.entries(fixtures).map(async ([path, load]) => [path, await load()] as const)),
  )
  return { ...registry, BRANDS: { ...registry.BRANDS, ...registry.brandsFromModules(modules) } }
})

// The framework's document parts (meta, scripts) need the built app's manifest; the rest is real.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  Meta: () => null,
  Links: () => null,
  Scripts: () => null,
  ScrollRestoration: () => null,
}))
vi.mock('../app.css?url', () => ({ default: '/assets/app.css' }))

const { Layout, loader: rootLoader } = await import('../root')
const { HomeView, loader: homeLoader } = await import('../routes/home')
const { jobDetailTexts, jobListTexts } = await import('../jobs/job-texts.server')
const { getBrand } = await import('./index.server')

/** The page as the server sends it: root loader + layout, home loader + view. */
async function renderHome(): Promise<string> {
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      Component: () => createElement(Layout, null, createElement(Outlet)),
      children: [
        {
          index: true,
          loader: homeLoader as never,
          Component: () => createElement(HomeView, { texts: useLoaderData<typeof homeLoader>().texts }),
        },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://localhost/'))
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(createElement(StaticRouterProvider, { router, context }))
}

describe('a third brand from configuration alone', () => {
  it('is the brand BRAND names, validated like the others', () => {
    expect(getBrand()).toMatchObject({ id: 'acme', company: { id: 9001, name: 'Acme Finanças' } })
  })

  it('paints the page with its colours, radius and font, only its font files, preloading two', async () => {
    const html = await renderHome()
    expect(html).toContain('<html lang="pt-BR" data-brand="acme">')
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    expect(style).toContain("html[data-brand='acme']{")
    expect(style).toContain('--primary:#0f766e')
    expect(style).toContain('--radius:0.25rem')
    expect(style).toContain(
      "--font-stack-sans:'Acme Sans', 'Acme Sans Fallback', Arial, 'Liberation Sans', sans-serif",
    )
    expect(style.match(/@font-face\{font-family:'Acme Sans';/g)).toHaveLength(6)
    expect(style).toMatch(
      /@font-face\{font-family:'Acme Sans Fallback';src:local\('Arial'\)[^}]*size-adjust:104%/,
    )
    expect(style).not.toMatch(/Inter|Nunito/)
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*as="font"[^>]*>/g)].map(([tag]) => tag)
    expect(preloads).toHaveLength(2)
    for (const [tag, weight] of preloads.map((tag, i) => [tag, [400, 700][i]] as const)) {
      expect(tag).toContain(`href="/brands/acme/fonts/acme-sans-latin-${weight}.woff2"`)
      expect(tag).toContain('type="font/woff2"')
      expect(tag).toContain('crossorigin=""')
    }
  })

  it('renders the home with its content, logo and texts', async () => {
    const html = await renderHome()
    expect(html).toContain('Construa o futuro das finanças com a Acme')
    expect(html).toContain('Qual vaga você procura na Acme?')
    // The search button's text, whatever markup the hero wraps it in.
    expect(html).toMatch(
      /<button[^>]*>(?:(?!<\/button>)[\s\S])*>Pesquisar<(?:(?!<\/button>)[\s\S])*<\/button>/,
    )
    expect(html).toContain('Vagas em Tecnologia')
    expect(html).toMatch(
      /<img[^>]*src="\/brands\/acme\/logo\.svg"[^>]*width="180"[^>]*height="40"[^>]*alt="Acme Finanças"/,
    )
    expect(html).toContain('Fale com a Ouvidoria')
    expect(html).toContain('Acme Finanças. Todos os direitos reservados.')
    expect(html).not.toContain('Pesquisar Oportunidades')
  })

  it('words the job pages its way', () => {
    expect(jobListTexts().searchLabel).toBe('Qual vaga você procura na Acme?')
    const detail = jobDetailTexts('Analista de crédito')
    expect(detail.title).toBe('Analista de crédito | Carreiras Acme')
    expect(detail.similar).toBe('Outras vagas na Acme')
  })
})
