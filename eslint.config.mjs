import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.node/**',
      '.data/**',
      'lib/db/migrations/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    // jest.mock factories are hoisted above imports and must load their modules with require().
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Pages, components, actions, route handlers and the MCP tools go through lib/data; only the data layer touches the ORM.
    files: [
      'app/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'lib/actions/**/*.ts',
      'lib/admin/**/*.ts',
      'lib/mcp/**/*.ts',
      'proxy.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/db', '@/lib/db/*', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Use a query function from lib/data instead.',
            },
          ],
        },
      ],
    },
  },
]

export default config
