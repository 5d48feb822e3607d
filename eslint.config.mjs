import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/** Imports of a layer from the layers above it (docs/architecture.md). */
const importsFrom = (...layers) =>
  layers.map((layer) => ({ group: [`@/${layer}`, `@/${layer}/**`], message: `This layer may not import ${layer}/.` }))

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  // bench/ is a workspace of its own, linted by its own `npm run lint` with this configuration.
  globalIgnores([
    '.next/**',
    'out/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'bench/**',
    'results/**',
    '.stryker-tmp/**',
    'reports/**',
  ]),
  {
    // Layers point one way: app → components → content → lib. lib takes copy as parameters.
    files: ['lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: importsFrom('content', 'components', 'app') }] },
  },
  {
    // Content is data: it may name lib's types (to be checked against them), nothing more.
    files: ['content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...importsFrom('components', 'app'),
            { group: ['@/lib', '@/lib/**'], allowTypeImports: true, message: 'Content may import types from lib/, not code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: importsFrom('app') }] },
  },
])
