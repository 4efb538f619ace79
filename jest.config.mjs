// Jest through next/jest (SWC transforms, Next's env loading). Unit tests need no server; integration
// tests open a real database: in-memory PGlite by default, or a fresh Postgres database when
// TEST_DATABASE_URL is set (tests/helpers/database.ts).
import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

export default createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/helpers/server-only.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/setup.ts'],
  testTimeout: 30_000,
})
