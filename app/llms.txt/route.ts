import { COUNTRIES } from '@/config/countries'
import { env } from '@/lib/env'

/** A plain-text guide to the site for language models (llmstxt.org format). Static: no database. */
export const dynamic = 'force-static'

export function GET() {
  const url = (path: string) => new URL(path, env.SITE_URL).toString()
  const body = `# ${env.SITE_NAME}

> An independent comparison of online GLP-1 weight-loss providers (semaglutide and tirzepatide): prices per dose, the US states and countries each provider serves, a published rating (the Vial Score), and free tools. It is not a healthcare provider and gives no medical advice.

The providers are real online programs; every price, fee and score input carries its source URL and that source's date, and what no dated source states is shown as "not published". The same data is open: [JSON](${url('/data/providers.json')}) and [CSV](${url('/data/providers.csv')}) under CC BY 4.0.

## Main pages
- [Provider comparison](${url('/')}): featured providers ranked by rating, with prices per dose
- [Vial Score methodology](${url('/vial-score')}): how providers are scored (pricing transparency 25%, states coverage 20%, Google reviews 20%, Trustpilot 20%, medication offering 15%)
- [Compare providers](${url('/compare')}): side-by-side comparison
- [Calculators](${url('/calculator')}): dosage (volume and units per injection), cost per mg and per dose, BMI
- [GLP-1 AI assistant](${url('/glp1-ai')}): answers from the site's own content
- [Blog](${url('/blog')}) and [RSS feed](${url('/blog/rss.xml')})
- [News](${url('/news')}): regulatory, research and industry news from public feeds, refreshed daily
- [Community discussions](${url('/reddit-posts')}): Reddit search for GLP-1 topics
- [City pages](${url('/near')}): providers serving each US city's state

## Reference
- [Medications](${url('/medications')}): semaglutide and tirzepatide medicines from their FDA labels and trials (uses, doses, trial results, side effects, costs), each fact cited, each page dated
- [Switching between GLP-1 medicines](${url('/medications/switching')}): what the labels say about moving from one medicine or dose to another (the dose to start, when, what happens to the old one), and where they say nothing
- [Compounded GLP-1s](${url('/compounded-glp1')}): brand versus compounded, with a dated regulatory timeline
- [Eligibility check](${url('/eligibility')}): the labels' BMI criteria against a visitor's figures
- [Provider finder](${url('/find-provider')}): programs matching state, medicine, form, budget and insurance, with each one's first-year cost
- [Cost planner](${url('/cost')}): every path to a GLP-1 that fits a patient's coverage (Medicare GLP-1 Bridge, Part D, Medicaid by state, a private plan, self-pay), state, use, BMI and form, cheapest first, with sources
- [Coverage by payer](${url('/coverage')}), [Medicare](${url('/medicare')}), [Medicaid coverage by state](${url('/medicaid')}) and [Glossary](${url('/glossary')})

## For assistants
- [MCP server](${url('/api/mcp')}): a Model Context Protocol endpoint (Streamable HTTP, POST, stateless) with read-only tools over the provider data: \`find_providers\` (by US state, medication, monthly budget and country), \`get_provider\` (one provider by slug, with its Vial Score breakdown) and \`compare_providers\` (prices at each dose step side by side). Answers are JSON with each price's source and last-verified date.

## Country variants
${COUNTRIES.map((country) => `- ${country.name} (${country.currency}): ${url(country.path)}`).join('\n')}

## Optional
- [About and sample data](${url('/about')})
- [Sitemap](${url('/sitemap.xml')})
- [Privacy policy](${url('/privacy-policy')}), [Terms of use](${url('/terms-of-use')})
`
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
