import type { KnipConfig } from 'knip'

/** Unused files, exports and dependencies fail `npm run lint`. */
const config: KnipConfig = {
  // Commands run with tsx, and the floor apps the benchmark builds in a scratch folder.
  entry: ['bench/*.ts', 'scripts/*.ts', 'bench/floor-app/app/**/*.tsx', 'bench/content-floor-app/app/**/*.tsx'],
  project: ['**/*.{ts,tsx,mjs,css}'],
  playwright: { config: ['playwright.config.ts'] },
  // Stylesheets import packages too (`@import 'tailwindcss'`): read their imports as JavaScript ones.
  compilers: { css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n') },
}

export default config
