import { PROFILE_ROUTE as CORE_PROFILE_ROUTE } from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import { PROFILE_ROUTE } from './header'

// The header keeps core's profile route as a literal, so that core's navigation module stays out of every public
// page's first load (2 KiB and three files more on /vagas when imported); this keeps the two alike.
describe("the header's profile route", () => {
  it("is core's", () => {
    expect(PROFILE_ROUTE).toBe(CORE_PROFILE_ROUTE)
  })
})
