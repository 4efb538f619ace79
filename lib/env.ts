import { z } from 'zod'
import { parseTrustProxy, TRUST_PROXY_PATTERN } from '@/lib/http/client-address'
import { parseImageHosts } from '@/lib/http/image-hosts'
import { siteUrlSetting } from '@/lib/http/site-url'

/** An empty value in a .env file means "not set", so the offline default applies. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional())

const withDefault = <T extends z.ZodTypeAny>(schema: T, fallback: z.input<T>) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.prefault(fallback as never),
  )

const url = z.url({ message: 'must be a full URL such as https://example.com' })
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// or postgresql:// connection string' })
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')

const span = (unit: 'minutes' | 'hours', min: number, max: number) =>
  z.coerce
    .number({ message: `must be a number of ${unit}` })
    .min(min, {
      message:
        min === 0 ? `must be 0 or more ${unit}` : `must be at least ${min} ${min === 1 ? unit.slice(0, -1) : unit}`,
    })
    .max(max)

export const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),

  SITE_NAME: withDefault(z.string().min(1).max(60), 'VialScore'),
  SITE_URL: withDefault(url, 'http://localhost:3000'),
  // A production server (npm start) on this machine only: lets SITE_URL be local (or unset).
  ALLOW_LOCAL_SITE_URL: withDefault(flag, 'false'),
  // Allows example.com/.test/.invalid/.localhost sources; a production server refuses them unless set.
  ALLOW_TEST_DATA: withDefault(flag, process.env.NODE_ENV === 'production' ? 'false' : 'true'),
  SITE_CONTACT_EMAIL: withDefault(z.email({ message: 'must be an e-mail address' }), 'contact@example.com'),
  DONATION_URL: optional(url),
  OUTBOUND_UTM: withDefault(z.string(), 'utm_source=vialscore&utm_medium=comparison'),
  GEO_REDIRECT: withDefault(flag, 'true'),
  // Hosts provider logos may be loaded from over https (next.config.ts reads the same setting); empty: uploads only.
  IMAGE_HOSTS: withDefault(
    z.string().transform((value, ctx) => {
      const { hosts, invalid } = parseImageHosts(value)
      if (invalid.length)
        ctx.addIssue({ code: 'custom', message: `must be host names separated by commas (not ${invalid.join(', ')})` })
      return hosts
    }),
    '',
  ),

  DATABASE_URL: optional(postgresUrl),
  PGLITE_DIR: withDefault(z.string().min(1), '.data/pglite'),

  BETTER_AUTH_SECRET: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
  ADMIN_EMAIL: optional(z.email({ message: 'must be an e-mail address' })),
  ADMIN_PASSWORD: optional(z.string().min(12, { message: 'must be at least 12 characters' })),

  // External services: each has an offline default when unset.
  OPENAI_API_KEY: optional(z.string().min(1)),
  OPENAI_BASE_URL: optional(url),
  OPENAI_MODEL: withDefault(z.string().min(1), 'gpt-4o-mini'),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: withDefault(z.string().min(3), 'VialScore <no-reply@example.com>'),
  SUBMISSIONS_EMAIL: optional(z.email({ message: 'must be an e-mail address' })),
  // Minutes a recorded price change waits before its alert mails go: one corrected within them mails nobody.
  PRICE_ALERT_HOLD_MINUTES: withDefault(span('minutes', 0, 24 * 60), 10),
  REDDIT_CLIENT_ID: optional(z.string().min(1)),
  REDDIT_CLIENT_SECRET: optional(z.string().min(1)),
  REDDIT_API_URL: withDefault(url, 'https://oauth.reddit.com'),
  // www.reddit.com: the OAuth token endpoint, and without an app key the public search feeds (/search.rss).
  REDDIT_AUTH_URL: withDefault(url, 'https://www.reddit.com'),
  NEWS_FEEDS: optional(z.string()),
  NEWS_REFRESH_HOURS: withDefault(span('hours', 1, 24 * 30), 24),
  // 0 turns the price reader off.
  PRICE_READER_HOURS: withDefault(span('hours', 0, 24 * 30), 24),
  // robots.txt's crawl-delay wins when longer.
  PRICE_READER_HOST_DELAY_MS: withDefault(z.coerce.number().int().min(0).max(600_000), 10_000),
  // Publish a changed price when the rules still read every figure; a changed layout always waits for an editor.
  PRICE_READER_AUTO_PUBLISH: withDefault(flag, 'false'),
  PRICE_READER_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(120_000), 15_000),
  // Tests only (with ALLOW_TEST_DATA): 'https://www.lilly.com=http://127.0.0.1:4000,...' maps sellers to a fake site.
  PRICE_READER_ORIGINS: optional(z.string().max(2000)),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/.+/, { message: 'must be a redis:// or rediss:// URL' })),
  REDIS_CACHE_PREFIX: withDefault(
    z.string().regex(/^[\w:.-]{1,100}$/, { message: 'must be 1-100 letters, digits, colons, dots or dashes' }),
    'vialscore:cache:',
  ),
  CRON_SECRET: optional(z.string().min(16, { message: 'must be at least 16 characters' })),

  TRUST_PROXY: withDefault(
    z
      .string()
      .trim()
      .regex(TRUST_PROXY_PATTERN, {
        message: 'must be none, the number of proxies in front (1, 2, ...), vercel or cloudflare',
      })
      .transform((value) => parseTrustProxy(value)!),
    'none',
  ),
})

export type Env = z.infer<typeof envSchema>

export class InvalidSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings (see .env.example):\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'InvalidSettingsError'
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse({ ...source, SITE_URL: siteUrlSetting(source) })
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new InvalidSettingsError(problems)
}

export const env: Env = parseEnv(process.env)

/** localhost, *.localhost, 127.x.x.x, ::1 or 0.0.0.0: an address only this machine reaches. */
export function isLocalSiteUrl(siteUrl: string): boolean {
  return /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i.test(new URL(siteUrl).hostname)
}

/** Production needs a real SITE_URL and its own secret: a generated one sits in the database and every backup. */
export function productionStartProblems(settings: Env, source: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  if (!settings.ALLOW_LOCAL_SITE_URL) {
    if (!siteUrlSetting(source))
      problems.push(
        "SITE_URL: not set. Set the site's public address, such as https://your.site (or ALLOW_LOCAL_SITE_URL=1 for a production server used on this machine only).",
      )
    else if (isLocalSiteUrl(settings.SITE_URL))
      problems.push(
        `SITE_URL: ${settings.SITE_URL} is a local address. Set the site's public address, such as https://your.site (or ALLOW_LOCAL_SITE_URL=1 for a production server used on this machine only).`,
      )
  }
  if (!settings.BETTER_AUTH_SECRET)
    problems.push('BETTER_AUTH_SECRET: not set. Set 32 or more random characters (openssl rand -base64 32).')
  return problems
}

export const isEmbeddedDatabase = (settings: Env = env) => !settings.DATABASE_URL
