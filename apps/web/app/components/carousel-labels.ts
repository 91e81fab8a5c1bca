// The carousels' labels arrive as loader data (serializable): the slide label travels as a template with
// {n} and {total} slots and becomes the function the design system's Carousel takes.
import type { CarouselLabels } from '@carreiras/ui/carousel'
import type { CarouselTexts } from '../texts.server'

export function carouselLabels({ slideLabel, ...texts }: CarouselTexts): CarouselLabels {
  return {
    ...texts,
    slideLabel: (n, total) => slideLabel.replace('{n}', String(n)).replace('{total}', String(total)),
  }
}
