import 'server-only'
import { getOrCreateGeneratedSecret } from '@/lib/data/app-settings'
import { env } from '@/lib/env'

/**
 * The secret that signs sessions, preview links and the assistant's answers: BETTER_AUTH_SECRET. Only outside
 * production, when it is not set, one generated and kept in the database (and so in every backup); `npm start`
 * refuses to run without it (lib/env.ts productionStartProblems), and this refuses on any other host.
 */
export async function signingSecret(): Promise<string> {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET
  if (env.NODE_ENV === 'production')
    throw new Error(
      'BETTER_AUTH_SECRET is not set: a production server signs with its own secret (32+ random characters).',
    )
  return getOrCreateGeneratedSecret()
}
