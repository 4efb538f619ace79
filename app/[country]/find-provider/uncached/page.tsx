import { uncachedAnswerRoute } from '@/lib/http/query-answer-route'
import { FindProviderView } from '../view'

// What the form's schema refuses, rendered on each request and never stored: a made-up
// query must not leave a page in the cache (lib/http/query-answers.ts).
export const dynamic = 'force-dynamic'

const route = uncachedAnswerRoute('/find-provider', FindProviderView)
export const generateMetadata = route.generateMetadata
export default route.Page
