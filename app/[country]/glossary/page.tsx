import Link from 'next/link'
import { JsonLd } from '@/components/seo/json-ld'
import { getGlossary } from '@/lib/content/reference'
import { requireNeutralSegment } from '@/lib/http/country-segment'
import { definedTermSetJsonLd } from '@/lib/seo/json-ld'
import { fixedReferencePageMetadata } from '@/lib/seo/fixed-pages'
import { neutralPageParams } from '@/lib/static-params'

export const generateStaticParams = neutralPageParams

export const generateMetadata = fixedReferencePageMetadata('/glossary')

export default async function GlossaryPage({ params }: PageProps<'/[country]/glossary'>) {
  await requireNeutralSegment(params)
  const terms = [...getGlossary()].sort((a, b) => a.term.localeCompare(b.term))
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Glossary</h1>
      <p className="mt-3 text-lg text-gray-700">
        The terms our medication, price and coverage pages use, in plain words.
      </p>
      <dl className="mt-8 space-y-5">
        {terms.map((term) => (
          <div key={term.slug} id={term.slug} className="scroll-mt-20">
            <dt className="text-lg font-semibold">{term.term}</dt>
            <dd className="mt-1 text-gray-800">
              {term.definition}
              {term.seeAlso && (
                <>
                  {' '}
                  <Link href={term.seeAlso} className="text-brand-700 underline">
                    Read more about {term.term.toLowerCase()}
                  </Link>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <JsonLd data={definedTermSetJsonLd('GLP-1 glossary', '/glossary', terms)} />
    </article>
  )
}
