import type { KnipConfig } from 'knip'

/** Unused files, exports and dependencies fail `npm run lint`. */
const config: KnipConfig = {
  // Commands run with tsx. bench/ is a workspace of its own (its package.json), outside the app's.
  // The cache handlers are loaded by Next from the paths next.config.ts names.
  entry: ['scripts/*.ts', 'lib/cache/*-handler.mjs'],
  project: ['**/*.{ts,tsx,mjs,css}', '!bench/**'],
  ignore: ['bench/**'],
  playwright: { config: ['playwright.config.ts'] },
  // Stylesheets import packages too (`@import 'tailwindcss'`): read their imports as JavaScript ones.
  compilers: { css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n') },
}

export default config
