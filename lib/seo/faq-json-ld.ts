import type { FAQPage, WithContext } from 'schema-dts'

/** FAQPage structured data: one Question and Answer per item. No settings or addresses: safe in the browser. */
export function faqJsonLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
