import { defineConfig } from 'tsup'

// One entry per module with code splitting: `sideEffects: false` then lets a browser bundle that imports
// only the messages or a rule drop zod and every schema it does not use (one bundled file could not).
// Under `--watch` (npm run dev) the packages rebuild in place: no clean (a running app would lose its
// imports mid-rebuild) and no declaration pass (editors and typecheck read the last full build).
// The message areas are also published one by one (`@carreiras/core/messages/<area>`, package.json
// exports), so the design system's public components take their default texts from one small module
// without the catalogue: each gets its own declaration file.
const MESSAGE_AREAS = [
  'header',
  'ui/chrome',
  'ui/display',
  'ui/domain',
  'ui/footer',
  'ui/forms',
  'ui/jobs',
  'ui/pages',
]
  // The areas of the public components, one module each (./messages/ui/<area>.ts).
  .concat(
    [
      'carousel',
      'chat',
      'combobox',
      'culture',
      'hero',
      'home',
      'internal-openings',
      'job-card',
      'job-search-box',
      'job-share',
      'link',
      'progress',
      'share',
      'status',
    ].map((area) => `ui/${area}`),
  )

export default defineConfig((options) => ({
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  dts: options.watch
    ? false
    : {
        entry: {
          index: 'src/index.ts',
          ...Object.fromEntries(MESSAGE_AREAS.map((area) => [`messages/${area}`, `src/messages/${area}.ts`])),
          // The wizard's requests, shared with the design system's stories (`./profile-wizard/fixtures`).
          'profile-wizard/profile-wizard.fixtures': 'src/profile-wizard/profile-wizard.fixtures.ts',
        },
        compilerOptions: { ignoreDeprecations: '6.0' },
      },
  splitting: true,
  sourcemap: true,
  clean: !options.watch,
  treeshake: true,
}))
