import { queryAnswerRoute } from '@/lib/http/query-answer-route'
import { CostView } from '../../view'

// One cached page per distinct set of inputs, rendered on its first request; other keys are never cached.
export const revalidate = 3600
export const generateStaticParams = () => []

const route = queryAnswerRoute('/cost', CostView)
export const generateMetadata = route.generateMetadata
export default route.Page
