// The culture page's parts (/cultura): the purpose, mission and vision boxes and the six-slide carousel (one
// slide per view). The brand's content arrives as props; the fixed texts default to the catalogue's pages
// module.
import { culturePageMessages } from '@carreiras/core/messages/culture'
import type { ComponentProps } from 'react'
import { cx } from '../lib/cx'
import { Carousel, type CarouselLabels } from '../primitives/carousel'

const culture = culturePageMessages

type CultureBoxesProps = Omit<ComponentProps<'ul'>, 'children'> & {
  purpose: string
  mission: string
  vision: string
  labels?: { purpose?: string; mission?: string; vision?: string }
}

/** 'Propósito', 'Missão' and 'Visão', each a box with its h2. */
function CultureBoxes({ purpose, mission, vision, labels, className, ...props }: CultureBoxesProps) {
  const t = { purpose: culture.purpose, mission: culture.mission, vision: culture.vision, ...labels }
  const boxes = [
    { title: t.purpose, text: purpose },
    { title: t.mission, text: mission },
    { title: t.vision, text: vision },
  ]
  return (
    <ul data-slot="culture-boxes" className={cx('grid gap-4 md:grid-cols-3', className)} {...props}>
      {boxes.map((box) => (
        <li
          key={box.title}
          className="flex flex-col gap-3 rounded-lg border border-border bg-card p-6 text-card-foreground"
        >
          <h2 className="font-heading text-xl font-bold text-primary">{box.title}</h2>
          <p>{box.text}</p>
        </li>
      ))}
    </ul>
  )
}

interface CultureSlide {
  title: string
  text: string
  image?: { src: string; width: number; height: number; alt: string } | null
}

type CultureSlidesProps = Omit<ComponentProps<'div'>, 'children'> & {
  slides: readonly CultureSlide[]
  /** The heading above the carousel, which also names it ('Como vivemos a nossa cultura'). */
  title?: string
  carouselLabels?: CarouselLabels
}

/** The culture carousel under its h2 (the carousel is the region, named like the heading). */
function CultureSlides({
  slides,
  title = culture.carousel,
  carouselLabels,
  className,
  ...props
}: CultureSlidesProps) {
  return (
    <div data-slot="culture-slides" className={cx('flex flex-col gap-4', className)} {...props}>
      <h2 className="font-heading text-2xl font-bold">{title}</h2>
      <Carousel label={title} labels={carouselLabels}>
        {slides.map((slide) => (
          <div
            key={slide.title}
            className="flex min-h-48 flex-col justify-center gap-3 rounded-lg bg-surface p-8 text-surface-foreground sm:p-12"
          >
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
        ))}
      </Carousel>
    </div>
  )
}

export { CultureBoxes, CultureSlides }
export type { CultureBoxesProps, CultureSlide, CultureSlidesProps }
