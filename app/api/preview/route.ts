import { cookies, draftMode } from 'next/headers'
import { getPostForPreview } from '@/lib/data/blog'
import { getProviderSlug } from '@/lib/data/providers'
import { PREVIEW_COOKIE, verifyPreview } from '@/lib/preview'

export const dynamic = 'force-dynamic'

const refuse = (status: number, message: string) => new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * Opens a preview link: draft mode on (Next then renders the page fresh for this browser and never caches
 * that render), the token kept in a cookie that ends with the link, and on to the public page of the draft.
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
  ;(await cookies()).set(PREVIEW_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
    path: '/',
    maxAge: preview.expiresAt - Math.floor(Date.now() / 1000),
  })
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}
