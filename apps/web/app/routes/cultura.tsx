// /cultura: purpose, mission and vision boxes and the six-slide carousel (one slide per view).
import { Carousel } from '../components/content/carousel'
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
      <ul className="grid gap-4 md:grid-cols-3">
        {texts.boxes.map((box) => (
          <li
            key={box.title}
            className="bg-card text-card-foreground border-border flex flex-col gap-3 rounded-lg border p-6"
          >
            <h2 className="font-heading text-primary text-xl font-bold">{box.title}</h2>
            <p>{box.text}</p>
          </li>
        ))}
      </ul>
      {/* The carousel is the region (named like this heading); the wrapper adds no landmark of its own. */}
      <div className="flex flex-col gap-4">
        <h2 className="font-heading text-2xl font-bold">{texts.slidesLabel}</h2>
        <Carousel
          label={texts.slidesLabel}
          texts={texts.carousel}
          items={texts.slides}
          itemKey={(slide) => slide.title}
          renderSlide={(slide) => (
            <div className="bg-surface text-surface-foreground flex min-h-48 flex-col justify-center gap-3 rounded-lg p-8 sm:p-12">
              {slide.image ? (
                <img
                  src={slide.image.src}
                  width={slide.image.width}
                  height={slide.image.height}
                  alt={slide.image.alt}
                  loading="lazy"
                  className="h-auto max-w-full"
                />
              ) : null}
              <h3 className="font-heading text-2xl font-bold">{slide.title}</h3>
              <p className="text-lg">{slide.text}</p>
            </div>
          )}
        />
      </div>
    </article>
  )
}
