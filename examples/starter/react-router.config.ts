import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  // The public pages (home, list, job) render on the server; the account and the ficha in the browser.
  ssr: true,
} satisfies Config
