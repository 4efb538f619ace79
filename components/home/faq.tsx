import { HOME_FAQ } from '@/config/faq'
import { JsonLd } from '@/components/seo/json-ld'
import { cardClasses } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { faqJsonLd } from '@/lib/seo/json-ld'

export function Faq() {
  return (
    <Section heading="Frequently asked questions" headingId="faq-heading" className="mx-auto max-w-3xl px-4 py-12">
      <div className={cardClasses({ padding: 'none', className: 'mt-6 divide-y divide-gray-200' })}>
        {HOME_FAQ.map((item) => (
          <details key={item.question} className="group p-4">
            <summary className="cursor-pointer list-none font-semibold marker:hidden">
              <span className="mr-2 inline-block transition group-open:rotate-90" aria-hidden>
                ›
              </span>
              {item.question}
            </summary>
            <p className="mt-2 text-gray-700">{item.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd data={faqJsonLd(HOME_FAQ)} />
    </Section>
  )
}
