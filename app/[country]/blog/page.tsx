import type { Metadata } from 'next'
import { PostCard } from '@/components/blog/post-card'
import { Section } from '@/components/ui/section'
import { getBlogIndex } from '@/lib/data/blog'
import { neutralDataParams } from '@/lib/static-params'
import { pageMetadata } from '@/lib/seo/page-metadata'

export const revalidate = 3600
export const generateStaticParams = neutralDataParams

export async function generateMetadata(): Promise<Metadata> {
  const seo = await pageMetadata({
    title: 'GLP-1 Blog: Guides on Semaglutide, Tirzepatide and Online Providers',
    description: 'Plain-language guides about GLP-1 medications, prices and choosing an online provider.',
    path: '/blog',
    country: null,
    image: 'blog',
  })
  return { ...seo, alternates: { ...seo.alternates, types: { 'application/rss+xml': '/blog/rss.xml' } } }
}

export default async function BlogPage() {
  const { featured, latest } = await getBlogIndex()
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">GLP-1 Blog</h1>
      <p className="mt-2 text-gray-700">Guides about GLP-1 medications, prices and online providers.</p>
      {featured.length === 0 && latest.length === 0 ? (
        <p className="mt-10 text-gray-700">No blog posts available yet</p>
      ) : (
        <>
          {featured.length > 0 && (
            <Section heading="Featured articles" headingId="featured-posts" size="xl" className="mt-8">
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                {featured.map((post) => (
                  <PostCard key={post.slug} post={post} featured />
                ))}
              </div>
            </Section>
          )}
          {latest.length > 0 && (
            <Section heading="Latest articles" headingId="latest-posts" size="xl" className="mt-10">
              <div className="mt-4 grid gap-4">
                {latest.map((post) => (
                  <PostCard key={post.slug} post={post} />
                ))}
              </div>
            </Section>
          )}
        </>
      )}
      <p className="mt-10 text-sm">
        <a href="/blog/rss.xml" className="text-brand-700 underline">
          RSS feed
        </a>
      </p>
    </section>
  )
}
