import 'server-only'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { nextCookies } from 'better-auth/next-js'
import { env } from '@/lib/env'
import { getOrCreateGeneratedSecret } from '@/lib/data/app-settings'
import { getDb } from '@/lib/db/client'
import { account, session, user, verification } from '@/lib/db/schema'

export const SESSION_COOKIE = 'better-auth.session_token'
export const MIN_PASSWORD_LENGTH = 12

function trustedOrigins(): string[] {
  const origins = [new URL(env.SITE_URL).origin]
  // Locally the same server answers on localhost and 127.0.0.1.
  if (env.NODE_ENV !== 'production' || /^(localhost|127\.0\.0\.1)$/.test(new URL(env.SITE_URL).hostname)) {
    const { port, protocol } = new URL(env.SITE_URL)
    for (const host of ['localhost', '127.0.0.1']) origins.push(`${protocol}//${host}${port ? `:${port}` : ''}`)
  }
  return origins
}

function createAuth(secret: string) {
  return betterAuth({
    appName: env.SITE_NAME,
    baseURL: env.SITE_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(),
    database: drizzleAdapter(getDb(), { provider: 'pg', schema: { user, session, account, verification } }),
    // Accounts are created by `npm run admin:create` or ADMIN_EMAIL/ADMIN_PASSWORD, never by visitors.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: MIN_PASSWORD_LENGTH, maxPasswordLength: 256 },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Off by default outside production: switched on here, per client address.
    rateLimit: { enabled: true, window: 60, max: 60, customRules: { '/sign-in/email': { window: 10, max: 3 } } },
    advanced: {
      // Only the address we resolved (CLIENT_ADDRESS_HEADER in lib/request-context.ts, set by the auth route
      // and signInAdmin over any client value); X-Forwarded-For is the client's to write.
      ipAddress: { ipAddressHeaders: ['x-vialscore-client-address'] },
      useSecureCookies: env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    plugins: [nextCookies()],
  })
}

type Auth = ReturnType<typeof createAuth>
const holder = globalThis as typeof globalThis & { __vialscoreAuth?: Promise<Auth> }

/** Better Auth, created on first use (never at build time: it needs the database). */
export function getAuth(): Promise<Auth> {
  holder.__vialscoreAuth ??= (async () => createAuth(env.BETTER_AUTH_SECRET ?? (await getOrCreateGeneratedSecret())))()
  holder.__vialscoreAuth.catch(() => (holder.__vialscoreAuth = undefined))
  return holder.__vialscoreAuth
}

/** For tests that swap the database. */
export function resetAuth() {
  holder.__vialscoreAuth = undefined
}
