// drizzle-kit configuration of the platform alone (run from apps/platform: `npm run db:generate`).
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})
