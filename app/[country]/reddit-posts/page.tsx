import { CommunityBrowser } from '@/components/community/community-browser'
import { Notice } from '@/components/ui/notice'
import { requireCountry } from '@/lib/http/country-segment'
import { communityService } from '@/lib/integrations/community'
import { dataCountryParams } from '@/lib/static-params'
import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'

// The default posts are in the first HTML and refreshed every ten minutes. They are read through the
// database (the stored last good result), so in embedded mode nothing is prerendered at build.
export const revalidate = 600
export const generateStaticParams = dataCountryParams

export const generateMetadata = fixedCountryPageMetadata('/reddit-posts')

export default async function RedditPostsPage({ params }: PageProps<'/[country]/reddit-posts'>) {
  await requireCountry(params)
  const initial = await communityService().search({ subreddit: 'all' })

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <header className="rounded-xl bg-brand-50 p-6">
        <h1 className="text-3xl font-extrabold tracking-tight">What Redditors Say About GLP-1 Medications</h1>
        <p className="mt-2 text-gray-700">
          Recent Reddit discussions about semaglutide and tirzepatide from the last month. Search a topic, pick a
          subreddit, or start with a quick search.
        </p>
      </header>

      <Notice tone="info" size="lg" className="mt-6 text-sm">
        <strong>Disclaimer:</strong> these posts are the personal experiences and opinions of individual Reddit users.
        They are not medical advice and are not checked by us. Talk to a licensed healthcare provider before starting,
        changing or stopping any medication.
      </Notice>

      <CommunityBrowser initial={initial} />
    </article>
  )
}
