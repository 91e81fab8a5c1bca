import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { APPLICATIONS_ANCHOR_OFFSET_PX, PROFILE_SECTION_SCROLL_EXTRA_PX } from '../constants'
import { PROFILE_BOX_IDS, profileAnchorOf, profileScrollOffset, profileScrollTop } from './profile-page'

describe('profile page scrolling', () => {
  it('leaves the header height plus 20 px above a box', () => {
    expect(profileScrollOffset(PROFILE_BOX_IDS.personalData, 80)).toBe(100)
    expect(profileScrollOffset(PROFILE_BOX_IDS.language, 64)).toBe(64 + PROFILE_SECTION_SCROLL_EXTRA_PX)
    expect(profileScrollTop(PROFILE_BOX_IDS.education, 900, 80)).toBe(800)
  })

  it('keeps 100 px above the applications box, whatever the header', () => {
    expect(PROFILE_BOX_IDS.applications).toBe('box-subscription')
    expect(profileScrollOffset('box-subscription', 80)).toBe(APPLICATIONS_ANCHOR_OFFSET_PX)
    expect(profileScrollTop('box-subscription', 1500, 300)).toBe(1400)
  })

  it('never scrolls above the top of the page', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(PROFILE_BOX_IDS)),
        fc.integer({ min: -500, max: 5000 }),
        fc.integer({ min: 0, max: 300 }),
        (id, top, header) => {
          const y = profileScrollTop(id, top, header)
          expect(y).toBeGreaterThanOrEqual(0)
          expect(y).toBe(Math.max(0, Math.round(top - profileScrollOffset(id, header))))
        },
      ),
    )
  })

  it('reads a known box from the address’s anchor only', () => {
    expect(profileAnchorOf('#box-subscription')).toBe('box-subscription')
    expect(profileAnchorOf('box-personal-data')).toBe('box-personal-data')
    expect(profileAnchorOf('#candidaturas')).toBeNull()
    expect(profileAnchorOf('')).toBeNull()
  })
})
