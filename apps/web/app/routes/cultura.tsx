// /cultura: purpose, mission and vision boxes and the six-slide carousel (one slide per view), drawn by
// the design system's culture sections.
import { CultureBoxes, CultureSlides } from '@carreiras/ui/culture-sections'
import { carouselLabels } from '../components/carousel-labels'
import { seoMeta } from '../lib/seo'
import { pageSeo } from '../lib/seo.server'
import { cultureTexts } from '../texts.server'
import type { Route } from './+types/cultura'

export function loader({ request }: Route.LoaderArgs) {
  const texts = cultureTexts()
  return { texts, seo: pageSeo(request, '/cultura', texts.title, texts.description) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo)
}

export default function Culture({ loaderData: { texts } }: Route.ComponentProps) {
  return (
    <article className="flex flex-col gap-10 py-8">
      <header className="flex flex-col gap-4">
        <h1 className="font-heading text-4xl font-bold">{texts.heading}</h1>
        <p className="text-muted-foreground text-lg">{texts.intro}</p>
      </header>
      <CultureBoxes {...texts.boxTexts} labels={texts.boxLabels} />
      <CultureSlides
        title={texts.slidesLabel}
        slides={texts.slides}
        carouselLabels={carouselLabels(texts.carousel)}
      />
    </article>
  )
}
