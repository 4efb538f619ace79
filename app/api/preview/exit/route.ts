import { cookies, draftMode } from 'next/headers'
import { PREVIEW_COOKIE } from '@/lib/preview'
import { exitQuerySchema } from './schema'

export const dynamic = 'force-dynamic'

/** Leaves preview: draft mode off, the token dropped, back to the page (a path of this site only). */
export async function GET(request: Request) {
  const { to } = exitQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PREVIEW_COOKIE)
  return new Response(null, { status: 307, headers: { Location: to, 'Cache-Control': 'no-store' } })
}
