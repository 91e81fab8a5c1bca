import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  // Public pages are server-rendered (docs/decisions.md, "Protected routes render in the browser").
  ssr: true,
  // The root's middleware puts the security headers on every response, resource routes included.
  future: { v8_middleware: true },
} satisfies Config
