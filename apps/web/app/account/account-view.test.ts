import { describe, expect, it, vi } from 'vitest'
import type { AccountView } from './account-types'
import { sameAccountView, tellChangedViews } from './account-view'

const maria = { name: 'Maria Souza', socialName: null, avatar: null, internal: false }
const signedIn: AccountView = { status: 'ready', user: maria, checking: false }

describe('sameAccountView', () => {
  it('is true for equal views made anew (a new snapshot, the same person)', () => {
    expect(sameAccountView(signedIn, { status: 'ready', user: { ...maria }, checking: false })).toBe(true)
    const loading: AccountView = { status: 'loading', user: null, checking: false }
    expect(sameAccountView(loading, { ...loading })).toBe(true)
  })

  it('is false when the status, the check or any of the person’s fields changes', () => {
    expect(sameAccountView(signedIn, { ...signedIn, status: 'loading' })).toBe(false)
    expect(sameAccountView(signedIn, { ...signedIn, checking: true })).toBe(false)
    expect(sameAccountView(signedIn, { ...signedIn, user: null })).toBe(false)
    expect(sameAccountView({ ...signedIn, user: null }, signedIn)).toBe(false)
    expect(sameAccountView(signedIn, { ...signedIn, user: { ...maria, name: 'Maria S.' } })).toBe(false)
    expect(sameAccountView(signedIn, { ...signedIn, user: { ...maria, socialName: 'Mari' } })).toBe(false)
    expect(sameAccountView(signedIn, { ...signedIn, user: { ...maria, avatar: '/a.jpg' } })).toBe(false)
    expect(sameAccountView(signedIn, { ...signedIn, user: { ...maria, internal: true } })).toBe(false)
  })
})

describe('tellChangedViews', () => {
  it('tells the first view, then only views that differ from the last one told', () => {
    const onView = vi.fn()
    const tell = tellChangedViews(onView)
    const loading: AccountView = { status: 'loading', user: null, checking: false }
    const checking: AccountView = { status: 'loading', user: maria, checking: true }
    tell(loading)
    tell({ ...loading })
    tell(checking)
    tell({ ...checking, user: { ...maria } })
    tell(signedIn)
    tell({ ...signedIn })
    tell({ ...signedIn, user: { ...maria, avatar: '/foto.jpg' } })
    expect(onView.mock.calls.map(([view]) => view)).toEqual([
      loading,
      checking,
      signedIn,
      { ...signedIn, user: { ...maria, avatar: '/foto.jpg' } },
    ])
  })
})
