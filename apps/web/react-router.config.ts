import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  // Public pages are server-rendered (DECISIONS.md, Pages).
  ssr: true,
} satisfies Config
