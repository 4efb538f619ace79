import { uncachedAnswerRoute } from '@/lib/http/query-answer-route'
import { CalculatorView } from '../view'

// A dose or cost calculation, and a BMI outside the forms' rule, rendered on each request and never stored:
// their free figures must not leave a page per query in the cache (lib/validation/calculator.ts).
export const dynamic = 'force-dynamic'

const route = uncachedAnswerRoute('/calculator', CalculatorView)
export const generateMetadata = route.generateMetadata
export default route.Page
