// The cards the list has shown in this page load, by opening id: a job opened from the list renders at once
// from its card while the rest of the detail loads. Memory only.
import type { JobCardView } from './job-card-view'

const cards = new Map<number, JobCardView>()
const MAX = 500

export function rememberCards(items: readonly JobCardView[]): void {
  for (const item of items) {
    if (cards.size >= MAX) cards.delete(cards.keys().next().value as number)
    cards.set(item.id, item)
  }
}

export function cardPreview(id: number): JobCardView | undefined {
  return cards.get(id)
}
