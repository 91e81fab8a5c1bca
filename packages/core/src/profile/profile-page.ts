// /meu-perfil's sidebar: each box has an anchor, and the menu scrolls to a box leaving room for the fixed
// header (its height plus 20 px), except the applications box, whose anchor (#box-subscription, also followed
// on load) keeps 100 px.
import { APPLICATIONS_ANCHOR_OFFSET_PX, PROFILE_SECTION_SCROLL_EXTRA_PX } from '../constants'

/** The applications box's anchor (/meu-perfil#box-subscription scrolls to it on load). */
export const APPLICATIONS_ANCHOR_ID = 'box-subscription'

/** The boxes' anchors, in the page's order. */
export const PROFILE_BOX_IDS = {
  personalData: 'box-personal-data',
  education: 'box-education',
  experience: 'box-experience',
  language: 'box-language',
  cause: 'box-cause',
  acknowledgement: 'box-acknowledgement',
  certification: 'box-certification',
  skills: 'box-skills',
  applications: APPLICATIONS_ANCHOR_ID,
  /** Consent per optional purpose. */
  privacy: 'box-privacy',
} as const
export type ProfileBox = keyof typeof PROFILE_BOX_IDS

/** How far above a box the page stops when the menu (or the URL's anchor) scrolls to it. */
export function profileScrollOffset(boxId: string, headerHeight: number): number {
  if (boxId === APPLICATIONS_ANCHOR_ID) return APPLICATIONS_ANCHOR_OFFSET_PX
  return Math.max(0, headerHeight) + PROFILE_SECTION_SCROLL_EXTRA_PX
}

/** The page's scroll position that brings a box (at `boxTop` in the document) under the header. */
export function profileScrollTop(boxId: string, boxTop: number, headerHeight: number): number {
  return Math.max(0, Math.round(boxTop - profileScrollOffset(boxId, headerHeight)))
}

/** The box an address's anchor names ('#box-subscription' → 'box-subscription'), or null. */
export function profileAnchorOf(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, '')).trim()
  return (Object.values(PROFILE_BOX_IDS) as string[]).includes(id) ? id : null
}
