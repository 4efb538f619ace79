import { KeywordsTable } from '@/components/keywords/keywords-table'
import { Notice } from '@/components/ui/notice'
import { listTrendingKeywords } from '@/lib/data/keywords'
import { requireCountry } from '@/lib/http/country-segment'
import { dataCountryParams } from '@/lib/static-params'
import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'

export const revalidate = 3600
export const generateStaticParams = dataCountryParams

export const generateMetadata = fixedCountryPageMetadata('/trending-keywords')

export default async function TrendingKeywordsPage({ params }: PageProps<'/[country]/trending-keywords'>) {
  const country = await requireCountry(params)
  const keywords = await listTrendingKeywords()
  const sample = keywords.some((keyword) => keyword.isSample)

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Trending GLP-1 Keywords</h1>
      <p className="mt-2 text-gray-700">
        What people search for about GLP-1 medications. Sort by any column; the trend score runs from 0 to 100.
      </p>
      {sample && (
        <Notice tone="warning" className="mt-4">
          <strong>Sample data.</strong> These figures illustrate the table until editors enter measured keyword data.
        </Notice>
      )}
      <div className="mt-6">
        {keywords.length ? (
          <KeywordsTable rows={keywords} locale={country.locale} />
        ) : (
          <p className="text-gray-700">No keywords are listed yet.</p>
        )}
      </div>
    </section>
  )
}
