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
