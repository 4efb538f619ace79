/** The file a build keeps beside its output: the site address its prerendered pages name. */
export const SITE_URL_RECORD = 'site-url'

/**
 * Why a server must not start: the build prerendered /about, robots.txt, llms.txt and the other static
 * pages with one address, and pages rendered at run time would name another (two canonical hosts).
 * Null when they agree, or when the build kept no record (a build not made by `npm run build`).
 */
export function siteUrlMismatch(built: string | null, running: string): string | null {
  if (built === null || new URL(built).origin === new URL(running).origin) return null
  return `This build was made with SITE_URL=${built}, but the server was started with SITE_URL=${running}. Its prerendered pages would name ${built}: build again with SITE_URL=${running} (npm run build), or start with the address it was built for.`
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined)

/**
 * SITE_URL as set, or on Vercel (where the host names the deployment) the address it is served at:
 * production's domain (VERCEL_PROJECT_PRODUCTION_URL: the shortest custom domain, else its vercel.app one),
 * and a preview's own deployment address (VERCEL_URL). Vercel gives both without the scheme, at build and run
 * time alike, so the build's prerendered pages and the functions name one host. Undefined elsewhere: the
 * settings' default applies.
 */
export function siteUrlSetting(source: Record<string, string | undefined>): string | undefined {
  const set = nonEmpty(source.SITE_URL)
  if (set) return set
  // `vercel dev` (VERCEL_ENV=development) serves on this machine: the default applies there.
  const host =
    source.VERCEL_ENV === 'production'
      ? (nonEmpty(source.VERCEL_PROJECT_PRODUCTION_URL) ?? nonEmpty(source.VERCEL_URL))
      : source.VERCEL_ENV === 'preview'
        ? nonEmpty(source.VERCEL_URL)
        : undefined
  return host ? `https://${host}` : undefined
}
