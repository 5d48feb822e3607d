import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** Unit tests live beside what they test (lib/, components/) and in tests/unit/ for cross-cutting checks. */
const config = createJestConfig({
  testEnvironment: 'node',
  // The standalone build copies package.json and node_modules; they are not the project's.
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
  testMatch: ['<rootDir>/{lib,components,content,tests/unit}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/support/server-only.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
})

/** Packages published as ES modules only (beasties and its parsers), compiled for Jest like the project's own code. */
const esmOnly = [
  'beasties',
  'css-what',
  'css-select',
  'htmlparser2',
  'entities',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
]

async function jestConfig() {
  const resolved = await config()
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith('/node_modules/') ? pattern.replace('/node_modules/', `/node_modules/(?!(?:${esmOnly.join('|')})/)`) : pattern,
    ),
  }
}

export default jestConfig
