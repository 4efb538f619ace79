import { cookies, draftMode } from 'next/headers'
import { getPostForPreview } from '@/lib/data/blog'
import { getProviderSlug } from '@/lib/data/provider-drafts'
import { PREVIEW_COOKIE, verifyPreview } from '@/lib/preview'

export const dynamic = 'force-dynamic'

/** Next's draft-mode cookie (its name in next/dist's api-utils, not exported). */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

const refuse = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * Opens a preview link: draft mode on (Next then renders the page fresh for this browser and never caches
 * that render), the token kept in a cookie that ends with the link, and on to the public page of the draft.
 * Next's own draft-mode cookie is written again to end with the link too, and SameSite=Lax: as Next sets it,
 * it lasts until the browser closes (or the next build) and goes with other sites' requests, so a browser
 * that once opened a link kept skipping the page cache.
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const preview = await verifyPreview(token)
  if (!preview) return refuse(401, 'This preview link is invalid or has expired. Open Preview again from the editor.')
  const path =
    preview.kind === 'post'
      ? await getPostForPreview({ id: preview.id }).then((post) => post && `/blog/${post.slug}`)
      : await getProviderSlug({ id: preview.id }).then((slug) => slug && `/providers/${slug}`)
  if (!path) return refuse(404, 'That draft no longer exists.')
  ;(await draftMode()).enable()
  const jar = await cookies()
  const cookie = {
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
    path: '/',
    maxAge: preview.expiresAt - Math.floor(Date.now() / 1000),
  } as const
  const bypass = jar.get(DRAFT_MODE_COOKIE)?.value
  if (bypass) jar.set(DRAFT_MODE_COOKIE, bypass, cookie)
  jar.set(PREVIEW_COOKIE, token, cookie)
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}
