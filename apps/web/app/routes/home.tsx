// /: the home page (doc 01 §2; doc 02, "Home marketing sections"): hero with the job search, 'Junte-se
// a nós' (#junte-se), stores, career areas, testimonials, value cards, benefits (#beneficios), awards
// and the call to register. Content is the brand's, sent as loader data.
import {
  Awards,
  Benefits,
  CareerAreas,
  HomeHero,
  JoinUs,
  RegisterCall,
  Stores,
  Testimonials,
  Values,
} from '../components/content/home-sections'
import { seoMeta } from '../lib/seo'
import { pageSeo } from '../lib/seo.server'
import { homeTexts, type HomeTexts } from '../texts.server'
import type { Route } from './+types/home'

export function loader({ request }: Route.LoaderArgs) {
  const texts = homeTexts()
  return { texts, seo: pageSeo(request, '/', texts.title, texts.description) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo)
}

export default function Home({ loaderData: { texts } }: Route.ComponentProps) {
  return <HomeView texts={texts} />
}

/** The home view; /password-recovery and /InsertCpf show it with an account form open. */
export function HomeView({ texts }: { texts: HomeTexts }) {
  return (
    <div className="flex flex-col">
      <HomeHero texts={texts} />
      <JoinUs texts={texts} />
      <Stores texts={texts} />
      <CareerAreas texts={texts} />
      <Testimonials texts={texts} />
      <Values texts={texts} />
      <Benefits texts={texts} />
      <Awards texts={texts} />
      <RegisterCall texts={texts} />
    </div>
  )
}
