import { notFound } from 'next/navigation'
import { z } from 'zod'

/** A route's id segment as a uuid: anything else names no row, so the answer is the 404 page. */
export function uuidOr404(segment: string): string {
  const id = z.uuid().safeParse(segment)
  if (!id.success) notFound()
  return id.data
}
