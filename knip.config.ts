import type { KnipConfig } from 'knip'

/** Unused files, exports and dependencies fail `npm run lint`. */
const config: KnipConfig = {
  // Commands run with tsx (the bench's, its one-off research's, the scripts'), and the floor apps
  // the bench builds in a scratch folder. The bench's own packages (lighthouse, autocannon,
  // htmlparser2, domhandler) are devDependencies, seen through these entries.
  entry: [
    'scripts/*.ts',
    'bench/*.ts',
    'bench/research/*.ts',
    'bench/floor-app/app/**/*.tsx',
    'bench/research/content-floor-app/app/**/*.tsx',
  ],
  project: ['**/*.{ts,tsx,mjs,css}'],
  playwright: { config: ['playwright.config.ts'] },
  // Stylesheets import packages too (`@import 'tailwindcss'`): read their imports as JavaScript ones.
  compilers: { css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n') },
}

export default config
