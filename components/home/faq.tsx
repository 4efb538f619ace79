import { HOME_FAQ } from '@/config/faq'
import { JsonLd } from '@/components/seo/json-ld'
import { faqJsonLd } from '@/lib/seo/json-ld'

export function Faq() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold">
        Frequently asked questions
      </h2>
      <div className="mt-6 divide-y divide-gray-200 rounded-xl border border-gray-200">
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
    </section>
  )
}
