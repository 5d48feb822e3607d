import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** Unit tests live beside what they test (lib/, components/) and in tests/unit/ for cross-cutting checks. */
export default createJestConfig({
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
