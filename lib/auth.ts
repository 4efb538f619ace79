import 'server-only'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import { nextCookies } from 'better-auth/next-js'
import { z } from 'zod'
import { env } from '@/lib/env'
import { clearFailedLogins, lockedUntil, recordFailedLogin } from '@/lib/data/users'
import { getDb } from '@/lib/db/client'
import { account, session, user, verification } from '@/lib/db/schema'
import { betterAuthRateLimitStorage, secondsUntil } from '@/lib/rate-limit'
import { signingSecret } from '@/lib/signing-secret'
import { ADMIN_MESSAGES, loginSchema, minutesUntil } from '@/lib/validation/admin'

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

const SIGN_IN_PATH = '/sign-in/email'
const signInBody = z.object({ email: loginSchema.shape.email })

/** On Better Auth's own endpoint, so every way in passes; a locked account is refused before its password check. */
const lockoutHooks = {
  before: createAuthMiddleware(async (ctx) => {
    if (ctx.path !== SIGN_IN_PATH) return
    const parsed = signInBody.safeParse(ctx.body)
    const locked = parsed.success ? await lockedUntil({ email: parsed.data.email }) : null
    if (!locked) return
    const seconds = secondsUntil(locked.getTime())
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { message: ADMIN_MESSAGES.tooManyAttempts(minutesUntil(seconds)) },
      { 'Retry-After': String(seconds) },
    )
  }),
  after: createAuthMiddleware(async (ctx) => {
    if (ctx.path !== SIGN_IN_PATH) return
    const parsed = signInBody.safeParse(ctx.body)
    if (!parsed.success) return
    const returned = ctx.context.returned
    // 401 is a wrong email or password; other refusals (a bad body, a lock) are not guesses.
    if (isAPIError(returned)) {
      if (returned.statusCode === 401) await recordFailedLogin({ email: parsed.data.email })
    } else if (returned) await clearFailedLogins({ email: parsed.data.email })
  }),
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
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 256,
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Off by default outside production; counted in lib/rate-limit.ts's store, so every instance sees one count.
    rateLimit: {
      enabled: true,
      window: 60,
      max: 60,
      customStorage: betterAuthRateLimitStorage,
      customRules: { [SIGN_IN_PATH]: { window: 10, max: 3 } },
    },
    hooks: lockoutHooks,
    advanced: {
      // CLIENT_ADDRESS_HEADER (lib/request-context.ts); X-Forwarded-For is the client's to write.
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
  holder.__vialscoreAuth ??= (async () => createAuth(await signingSecret()))()
  holder.__vialscoreAuth.catch(() => (holder.__vialscoreAuth = undefined))
  return holder.__vialscoreAuth
}

export function resetAuth() {
  holder.__vialscoreAuth = undefined
}
