import { createRequire } from 'node:module'
import path from 'node:path'
import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { PREBUNDLE } from './prebundle.ts'

const require = createRequire(import.meta.url)

// Storybook resolves framework and addon names from its own (hoisted) location, but in this monorepo
// @storybook/react-vite sits in this app's node_modules: hand it absolute paths.
function getAbsolutePath(name: string): string {
  return path.dirname(require.resolve(path.join(name, 'package.json')))
}

const config: StorybookConfig = {
  framework: { name: getAbsolutePath('@storybook/react-vite'), options: {} },
  // The design system's stories live beside its components; flows and pages add theirs under src/, and
  // the designers' guide (colours and contrast, type, spacing, radii, brands, flows) is MDX in src/docs/.
  stories: [
    '../src/docs/pages/*.mdx',
    '../../../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    getAbsolutePath('@storybook/addon-docs'),
    getAbsolutePath('@storybook/addon-a11y'),
    getAbsolutePath('@storybook/addon-vitest'),
  ],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite')
    return mergeConfig(viteConfig, {
      plugins: [react(), tailwindcss()],
      optimizeDeps: { include: PREBUNDLE },
    })
  },
}

export default config
