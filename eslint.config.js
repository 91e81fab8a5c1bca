// One flat config for the whole monorepo: typescript-eslint (type-aware on the TypeScript sources),
// react-hooks and jsx-a11y.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/storybook-static/**',
      '**/.react-router/**',
      '**/src/gql/**',
      '**/drizzle/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  // Type-aware rules: each file is checked with the program of its workspace's tsconfig.json (the project
  // service finds it, as an editor does). Building those programs with TypeScript 6 costs more CPU than the
  // rest of the lint together (about 90 of 160 CPU seconds), and `npm test` runs them all the same: a check
  // is never dropped to save time. LINT_TYPES=0 leaves them out for a quick local lint only.
  ...(process.env.LINT_TYPES === '0'
    ? []
    : [
        {
          files: ['**/*.{ts,tsx,mts,cts}'],
          languageOptions: {
            parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
          },
          rules: {
            // A promise nobody awaits loses its rejection: await it, handle it with .catch, or mark an
            // intended fire-and-forget with `void` (and say why).
            '@typescript-eslint/no-floating-promises': 'error',
          },
        },
        {
          // apps/storybook's program also holds the design system's stories (packages/ui/tsconfig.json
          // leaves them out: Storybook's types are installed in apps/storybook), so they are linted by
          // apps/storybook's lint, with that one program, rather than building it a second time in
          // packages/ui's.
          files: ['apps/storybook/**/*.{ts,tsx}', 'packages/ui/src/**/*.stories.tsx'],
          languageOptions: {
            parserOptions: { projectService: false, project: ['apps/storybook/tsconfig.json'] },
          },
        },
      ]),
  {
    // Architecture boundaries (docs/architecture.md): core is framework-free; ui never talks to the platform.
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-dom',
            'react/*',
            '@carreiras/api',
            '@carreiras/api/*',
            '@carreiras/ui',
            '@carreiras/ui/*',
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch'],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@carreiras/api', '@carreiras/api/*'] }],
    },
  },
  {
    // The platform's layers (docs/architecture.md, "The platform's layers"): the services and everything
    // below them never import the transports (src/graphql/, src/rest/) nor the app that mounts them; they
    // throw domain errors (src/errors.ts), which the transports map. apps/platform/test/architecture.test.ts
    // also keeps the source free of import circles.
    files: ['apps/platform/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/platform/src/graphql/**',
      'apps/platform/src/rest/**',
      'apps/platform/src/app.ts',
      'apps/platform/src/server.ts',
      'apps/platform/src/opportunities/graphql.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\./|(\\.\\./)+)(graphql|rest)/',
              message:
                'Below the transports: throw a domain error (src/errors.ts) and take a RequestContext (src/request-context.ts); docs/architecture.md, "The platform\'s layers".',
            },
            {
              regex: '^(\\./|(\\.\\./)+)(app|server)\\.js$',
              message:
                'Only the transports may import the app (docs/architecture.md, "The platform\'s layers").',
            },
          ],
        },
      ],
    },
  },
  {
    // The view boundary (docs/architecture.md, "Flows"): the site and the design system read a machine's
    // snapshot through core's selectors and connect functions, never its context. Tests, stories and
    // fixtures build snapshots of their own; connect files are the layer that may read them.
    files: ['apps/web/app/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/*.fixtures.{ts,tsx}', '**/*.connect.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='context']",
          message:
            'Read a machine\'s snapshot through a core selector or connect function, not its .context (docs/architecture.md, "Flows").',
        },
        {
          // The same read by destructuring, `const { context } = snapshot` (a parameter named context, such
          // as React Router's loader arguments', is not a snapshot's).
          selector: "VariableDeclarator > ObjectPattern > Property[key.name='context']",
          message:
            'Read a machine\'s snapshot through a core selector or connect function, not its context (docs/architecture.md, "Flows").',
        },
        {
          // `cn` while a module loads builds tailwind-merge's class table inside the page's first long task.
          selector: "Program CallExpression[callee.name='cn']:not(:function CallExpression)",
          message:
            'No `cn` at module level: use `cx` for a static class list (docs/architecture.md, "What a module does when it loads").',
        },
      ],
    },
  },
)
