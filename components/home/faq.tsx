'use client'

import { HOME_FAQ } from '@/config/faq'
import { JsonLd } from '@/components/seo/json-ld'
import { cardClasses } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { faqJsonLd } from '@/lib/seo/faq-json-ld'

/**
 * The home page FAQ and its FAQPage data. A client component with no props, for its bytes alone: its text is
 * fixed (config/faq.ts), and as a server component it would go out four times per page, the questions and the
 * FAQPage data each as HTML and again in the RSC payload. Rendered here, both are in the HTML once and the
 * payload only names this component; the text comes once in a cached script instead.
 */
export function Faq() {
  return (
    <Section heading="Frequently asked questions" headingId="faq-heading" className="mx-auto max-w-3xl px-4 py-12">
      <div className={cardClasses({ padding: 'none', className: 'mt-6 divide-y divide-gray-200' })}>
        {HOME_FAQ.map((item) => (
          // `.faq` (app/globals.css) styles each item: one short class instead of utility strings.
          <details key={item.question} className="faq">
            <summary>
              <span aria-hidden>›</span>
              {item.question}
            </summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd data={faqJsonLd(HOME_FAQ)} />
    </Section>
  )
}
