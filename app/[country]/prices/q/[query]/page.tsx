import { queryAnswerRoute } from '@/lib/http/query-answer-route'
import { PricesView } from '../../view'

// One cached page per medicine chosen, rendered on its first request; other keys are never cached.
export const revalidate = 3600
export const generateStaticParams = () => []

const route = queryAnswerRoute('/prices', PricesView)
export const generateMetadata = route.generateMetadata
export default route.Page
