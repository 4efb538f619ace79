export const SITE_URL_RECORD = 'site-url'

/** Prerendered pages name the build's address; a different one at run time would make two canonical hosts. */
export function siteUrlMismatch(built: string | null, running: string): string | null {
  if (built === null || new URL(built).origin === new URL(running).origin) return null
  return `This build was made with SITE_URL=${built}, but the server was started with SITE_URL=${running}. Its prerendered pages would name ${built}: build again with SITE_URL=${running} (npm run build), or start with the address it was built for.`
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined)

/** On Vercel, VERCEL_PROJECT_PRODUCTION_URL or VERCEL_URL: set alike at build and run time, so one host is named. */
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
