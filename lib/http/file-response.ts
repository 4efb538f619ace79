import { todayIso } from '@/lib/domain/dates'

/** A CSV file as a response; `headers` say how it is delivered (Content-Disposition, caching). */
export function csvResponse(csv: string, headers: Record<string, string>): Response {
  return new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', ...headers } })
}

/**
 * The delivery of an admin export: a download named after its content and today's date, which no cache may
 * keep (it is an admin's read, with data the public does not see).
 */
export function adminDownloadHeaders(name: string, extension: 'csv' | 'json') {
  return {
    'Content-Disposition': `attachment; filename="${name}-${todayIso()}.${extension}"`,
    'Cache-Control': 'no-store',
  }
}
