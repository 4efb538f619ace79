import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import type { BlogPosting, WithContext } from 'schema-dts'
import { JsonLd } from '@/components/seo/json-ld'
import { env } from '@/lib/env'
import { getPublishedPost, listPublishedPosts } from '@/lib/data/blog'
import { formatPostDate } from '@/lib/domain/blog'
import { isEmbeddedDatabase } from '@/lib/env'
import { sanitizeEditorHtml } from '@/lib/sanitize'

export const revalidate = 3600

export async function generateStaticParams() {
  if (isEmbeddedDatabase()) return []
  return (await listPublishedPosts()).map((post) => ({ country: 'us', slug: post.slug }))
}

async function load(params: PageProps<'/[country]/blog/[slug]'>['params']) {
  const { slug } = await params
  return /^[a-z0-9-]{1,200}$/.test(slug) ? getPublishedPost({ slug }) : null
}

export async function generateMetadata({ params }: PageProps<'/[country]/blog/[slug]'>): Promise<Metadata> {
  const post = await load(params)
  // A 404 response: Next adds the noindex tag itself.
  if (!post) return { title: 'Post Not Found' }
  const robots = post.robotsDirective?.toLowerCase() ?? ''
  return {
    title: post.metaTitle || post.title,
    description: post.metaDescription,
    keywords: post.metaKeywords ?? undefined,
    alternates: { canonical: post.canonicalUrl || `/blog/${post.slug}` },
    robots: robots ? { index: !robots.includes('noindex'), follow: !robots.includes('nofollow') } : undefined,
    openGraph: {
      type: 'article',
      title: post.metaTitle || post.title,
      description: post.metaDescription,
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: [post.authorName],
      images: post.ogImage ? [{ url: post.ogImage }] : undefined,
    },
  }
}

export default async function BlogPostPage({ params }: PageProps<'/[country]/blog/[slug]'>) {
  const post = await load(params)
  if (!post) notFound()
  const url = new URL(`/blog/${post.slug}`, env.SITE_URL).toString()
  const jsonLd: WithContext<BlogPosting> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.authorName },
    publisher: { '@type': 'Organization', name: env.SITE_NAME, url: env.SITE_URL },
    mainEntityOfPage: url,
    ...(post.ogImage ? { image: post.ogImage } : {}),
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link href="/blog" className="text-sm font-semibold text-brand-700 underline">
        Back to GLP-1 Blog
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{post.title}</h1>
      <p className="mt-3 text-sm text-gray-600">
        By {post.authorName} · <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> · {post.readTime} min read
      </p>
      {post.featuredImageUrl && (
        // An editor's image from any host: a plain img keeps next/image's host allow-list out of editors' way.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={post.featuredImageUrl} alt="" width={1200} height={630} className="mt-6 h-auto w-full rounded-xl" />
      )}
      <div
        className="prose-content mt-8"
        // Sanitised on save and again here (lib/sanitize.ts).
        dangerouslySetInnerHTML={{ __html: sanitizeEditorHtml(post.content) }}
      />
      <JsonLd data={jsonLd} />
    </article>
  )
}
