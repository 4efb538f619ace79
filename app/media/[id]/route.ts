import { z } from 'zod'
import { getMedia } from '@/lib/data/media'
import { AppError, toAppError } from '@/lib/errors'

export const dynamic = 'force-dynamic'

const idSchema = z.uuid()

/**
 * An uploaded image. A file never changes (a new upload gets a new id), so browsers and CDNs keep it for a year.
 * nosniff and a sandboxing policy: the bytes are only ever shown as an image.
 */
export async function GET(_request: Request, { params }: RouteContext<'/media/[id]'>) {
  try {
    const id = idSchema.safeParse((await params).id)
    if (!id.success) throw new AppError('not_found:media', 'Image not found')
    const file = await getMedia({ id: id.data })
    if (!file) throw new AppError('not_found:media', 'Image not found')
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.bytes.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    })
  } catch (error) {
    return toAppError(error, 'media').toResponse()
  }
}
