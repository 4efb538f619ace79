import { NextResponse } from 'next/server'
import { checkDatabase } from '@/lib/data/health'

export const dynamic = 'force-dynamic'

/** Readiness: 200 when the database answers, 503 otherwise. */
export async function GET() {
  const database = await checkDatabase()
  return NextResponse.json({ ok: database, database: database ? 'up' : 'down' }, { status: database ? 200 : 503 })
}
