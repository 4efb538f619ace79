// Jest through next/jest (SWC transforms, Next's env loading). Unit tests need no server; integration
// tests open a real database: in-memory PGlite by default, or a fresh Postgres database when
// TEST_DATABASE_URL is set (tests/helpers/database.ts), each cloned from a migrated template.
import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

const config = createJestConfig({
  testEnvironment: 'node',
  // Jest 30's default 'soft' clean-up wraps each property of every object a test file left on its global in
  // a getter/setter; its setter calls Reflect.set on the same property, itself, so setting one again later
  // (the newsletter sender's poll, left running by an earlier file: tests/helpers/setup.ts now stops it)
  // overflowed the stack and failed whichever suite was running ("Maximum call stack size exceeded at
  // Reflect.set"). Each file's globals go with its environment anyway.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/helpers/server-only.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/setup.ts'],
  // The template databases, migrated and seeded, made once per run: each database test file clones one
  // (tests/helpers/database.ts).
  globalSetup: '<rootDir>/tests/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/tests/helpers/global-teardown.ts',
  testTimeout: 30_000,
})

// Packages and our own .mjs files are ES modules that need no compiling: Jest (from Node 24.9, through Node's
// require(esm)) loads them as they are. next/jest's SWC transform would turn them into CommonJS, which Jest then
// runs as an ES module ("exports is not defined"), since it always treats .mjs as one.
export default async function jestConfig() {
  const resolved = await config()
  return { ...resolved, transformIgnorePatterns: ['/node_modules/', '\\.mjs$', '^.+\\.module\\.(css|sass|scss)$'] }
}
