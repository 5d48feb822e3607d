/**
 * Mutation testing, one folder of lib/ a run (`npm run test:mutation -- lib/search`, which sets
 * MUTATION_FOLDER; scripts/mutation.ts): Stryker changes one operator, condition or value at a
 * time and runs the Jest tests that reached that line; a change no test notices (a surviving
 * mutant) is a rule no test guards. docs/testing.md has the scores.
 */
const folder = (process.env.MUTATION_FOLDER ?? 'lib/search').replace(/\/+$/, '')
const slug = folder.replaceAll('/', '-')
/**
 * MUTATION_OWN_TESTS=1 (`--own-tests`): only the folder's own tests, for a folder whose every line
 * is reached by tests all over (lib/log, lib/metrics: a minute a mutant with all of them here).
 * A mutant they kill is a rule the folder's tests guard themselves: a stricter measure.
 */
const ownTests = process.env.MUTATION_OWN_TESTS === '1'

const config = {
  mutate: [`${folder}/**/*.{ts,mjs}`, `!${folder}/**/*.test.ts`, `!${folder}/**/*.d.mts`],
  testRunner: 'jest',
  // The project's own Jest config (next/jest, SWC), so the mutated code is compiled as in `npm test`.
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.mjs',
    enableFindRelatedTests: true,
    ...(ownTests && { config: { testMatch: [`<rootDir>/${folder}/**/*.test.ts`] } }),
  },
  // Each mutant runs only the tests that reached its line in the first, measuring run.
  coverageAnalysis: 'perTest',
  // A mutant in a module-level constant would need every test file rerun; those are skipped.
  ignoreStatic: true,
  // The machine has 2 cores; Jest runs in band inside the one Stryker worker.
  concurrency: 1,
  // Redis-backed tests start a redis-server per file; a slow start must not read as a kill.
  timeoutMS: 20_000,
  // Committed, so a rerun tests only the mutants of lines changed since (or whose tests changed).
  incremental: true,
  incrementalFile: `tests/mutation/${slug}.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${slug}.html` },
  jsonReporter: { fileName: `reports/mutation/${slug}.json` },
  // Not needed by unit tests, and large.
  ignorePatterns: ['bench', 'test-results', 'playwright-report', 'reports', '.data', '.swc', 'tests/e2e'],
  tempDirName: '.stryker-tmp',
}

export default config
