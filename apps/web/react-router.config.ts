import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  // Public pages are server-rendered (docs/decisions.md, "Protected routes render in the browser").
  ssr: true,
} satisfies Config
