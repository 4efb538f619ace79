import { cookies, draftMode } from 'next/headers'
import { PREVIEW_COOKIE } from '@/lib/preview'

export const dynamic = 'force-dynamic'

/** Leaves preview: draft mode off, the token dropped, back to the page (a path of this site only). */
export async function GET(request: Request) {
  const to = new URL(request.url).searchParams.get('to') ?? '/'
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PREVIEW_COOKIE)
  const location = /^\/(?![/\\])[^\s]*$/.test(to) ? to : '/'
  return new Response(null, { status: 307, headers: { Location: location, 'Cache-Control': 'no-store' } })
}
