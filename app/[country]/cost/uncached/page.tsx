import { uncachedAnswerRoute } from '@/lib/http/query-answer-route'
import { CostView } from '../view'

// What the form's schema refuses, rendered on each request and never stored: a made-up
// query must not leave a page in the cache (lib/http/query-answers.ts).
export const dynamic = 'force-dynamic'

const route = uncachedAnswerRoute('/cost', CostView)
export const generateMetadata = route.generateMetadata
export default route.Page
