// The ui unit tests share one jsdom (isolate: false): unmount what a test rendered, whatever its file does.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// jsdom lacks the pointer-capture, scrolling and resize APIs Radix calls (Select, Dialog, RadioGroup…).
// (Files in the node environment have no DOM.)
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

afterEach(() => {
  cleanup()
})
