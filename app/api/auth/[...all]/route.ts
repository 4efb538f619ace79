import { toNextJsHandler } from 'better-auth/next-js'
import { getAuth } from '@/lib/auth'

export const dynamic = 'force-dynamic'

async function handle(request: Request) {
  const auth = await getAuth()
  const handlers = toNextJsHandler(auth)
  return request.method === 'GET' ? handlers.GET(request) : handlers.POST(request)
}

export { handle as GET, handle as POST }
