// /: the home page: hero with the job search (type-ahead as on /vagas), 'Junte-se a nós' (#junte-se), stores,
// career areas, testimonials, value cards, benefits (#beneficios), awards and the call to register, all drawn
// by the design system. Content is the brand's, sent as loader data with the catalogue's texts.
import { typeaheadKey } from '@carreiras/core'
import { buttonVariants } from '@carreiras/ui/button-variants'
import { Hero } from '@carreiras/ui/hero'
import {
  Awards,
  Benefits,
  CareerAreas,
  JoinUs,
  RegisterCall,
  Stores,
  Testimonials,
  Values,
} from '@carreiras/ui/home-sections'
import { useNavigate, useFetcher } from 'react-router'
import { carouselLabels } from '../components/carousel-labels'
import { routerLink } from '../components/router-link'
import { seoMeta } from '../lib/seo'
import { pageSeo } from '../lib/seo.server'
import { homeTexts, type HomeTexts } from '../texts.server'
import type { Route } from './+types/home'
import type { loader as jobPageLoader } from './api.vagas'

export function loader({ request }: Route.LoaderArgs) {
  const texts = homeTexts()
  return { texts, seo: pageSeo(request, '/', texts.title, texts.description) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo)
}

/** The header is transparent over the hero until it has scrolled (account/header.tsx). */
export const handle = { heroHeader: true }

export default function Home({ loaderData: { texts } }: Route.ComponentProps) {
  return <HomeView texts={texts} />
}

/** The first page of openings' titles, without repeats (by the type-ahead's key), as /vagas offers them. */
function uniqueTitles(items: readonly { title: string }[] | undefined): string[] {
  const seen = new Set<string>()
  return (items ?? []).flatMap(({ title }) => {
    const key = typeaheadKey(title)
    if (seen.has(key)) return []
    seen.add(key)
    return [title]
  })
}

/** The home view; /password-recovery and /InsertCpf show it with an account form open. */
export function HomeView({ texts }: { texts: HomeTexts }) {
  const navigate = useNavigate()
  // The suggestions' titles load when the visitor first focuses the search box, not with the page.
  const titles = useFetcher<typeof jobPageLoader>()
  const items = titles.data && 'items' in titles.data ? titles.data.items : undefined
  const { media } = texts
  const labels = carouselLabels(texts.carousel)
  return (
    <div className="flex flex-col">
      <Hero
        // Under the fixed header (the page's top padding), the band's colour bleeding to the window's
        // edges (a box-shadow clipped to the band's height: no horizontal scroll).
        className="-mt-24 rounded-b-lg shadow-[0_0_0_100vmax_var(--color-primary)] [clip-path:inset(0_-100vmax)]"
        title={texts.heading}
        subtitle={texts.subtitle ?? undefined}
        image={media?.type === 'image' ? media : undefined}
        imageLayout="aside"
        video={media?.type === 'video' ? media : undefined}
        action="/vagas"
        onSearch={(term) => void navigate(`/vagas?${new URLSearchParams({ term })}`)}
        titles={uniqueTitles(items)}
        onSuggestionsNeeded={() => void titles.load('/api/vagas')}
        labels={{
          searchLabel: texts.search.label,
          searchPlaceholder: texts.search.placeholder,
          searchSubmit: texts.search.submit,
          suggestions: texts.search.suggestions,
        }}
      >
        <p>
          {routerLink({
            href: '/vagas',
            className: buttonVariants({ variant: 'outline' }),
            children: texts.seeOpportunities,
          })}
        </p>
      </Hero>
      <JoinUs
        title={texts.joinUs.title}
        text={texts.joinUs.text}
        image={texts.joinUs.image}
        anchorOffset={texts.anchorOffset}
      />
      <Stores
        title={texts.stores.title}
        text={texts.stores.text}
        facts={texts.stores.facts}
        locatorHref={texts.stores.locator.href}
        labels={{ locator: texts.stores.locator.label, newTab: texts.stores.locator.newTab }}
      />
      <CareerAreas
        title={texts.areas.title}
        items={texts.areas.items}
        labels={{ hint: texts.areas.hint }}
        renderLink={routerLink}
      />
      <Testimonials
        title={texts.testimonials.title}
        label={texts.testimonials.label}
        items={texts.testimonials.items}
        carouselLabels={labels}
      />
      <Values title={texts.values.title} items={texts.values.items} />
      <Benefits
        title={texts.benefits.title}
        text={texts.benefits.text}
        items={texts.benefits.items}
        image={texts.benefits.image}
        anchorOffset={texts.anchorOffset}
      />
      <Awards
        title={texts.awards.title}
        label={texts.awards.label}
        items={texts.awards.items}
        carouselLabels={labels}
      />
      <RegisterCall
        title={texts.register.title}
        text={texts.register.text}
        labels={{ findJob: texts.register.findJob, registerCv: texts.register.registerCv }}
        renderLink={routerLink}
      />
    </div>
  )
}
