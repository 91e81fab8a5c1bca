// The ui unit tests share one jsdom (isolate: false): unmount what a test rendered, whatever its file does.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
})
