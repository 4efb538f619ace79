import 'server-only'
import { eq } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { media } from '@/lib/db/schema'
import { isImageType, type ImageType } from '@/lib/domain/image-upload'

/**
 * An uploaded image for /media/{id}: public, as every logo on a public card is. Uploads are written with the
 * provider they belong to (saveProvider in provider-admin.ts), in its transaction.
 */
export async function getMedia({ id }: { id: string }): Promise<{ contentType: ImageType; bytes: Uint8Array } | null> {
  const [row] = await getDb()
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.id, id))
  // Only the raster types an upload may have are ever served, whatever a row says.
  return row && isImageType(row.contentType) ? { contentType: row.contentType, bytes: row.bytes } : null
}
