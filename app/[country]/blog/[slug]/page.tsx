import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { JsonLd } from '@/components/seo/json-ld'
import { PreviewBar } from '@/components/preview-bar'
import { getPostForPreview, getPublishedPost, listPublishedPosts } from '@/lib/data/blog'
import { postDay } from '@/lib/domain/dates'
import { isEmbeddedDatabase } from '@/lib/env'
import { activePreview } from '@/lib/preview'
import { sanitizeEditorHtml } from '@/lib/sanitize'
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/page-metadata'

export const revalidate = 3600

export async function generateStaticParams() {
  if (isEmbeddedDatabase()) return []
  return (await listPublishedPosts()).map((post) => ({ country: 'us', slug: post.slug }))
}

/** The published post; in a preview of this post, the post as saved, draft or scheduled. */
async function load(params: PageProps<'/[country]/blog/[slug]'>['params']) {
  const { slug } = await params
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null
  const preview = await activePreview('post')
  const draft = preview && (await getPostForPreview({ id: preview.id }))
  if (draft && draft.slug === slug) return { ...draft, preview: true }
  const post = await getPublishedPost({ slug })
  return post && { ...post, preview: false }
}

export async function generateMetadata({ params }: PageProps<'/[country]/blog/[slug]'>): Promise<Metadata> {
  const post = await load(params)
  // A 404 response: Next adds the noindex tag itself.
  if (!post) return { title: 'Post Not Found' }
  // An SEO override of this post's path (admin > SEO) wins over the post's own meta fields.
  const metadata = await pageMetadata({
    title: post.metaTitle || post.title,
    description: post.metaDescription,
    path: `/blog/${post.slug}`,
    country: null,
    canonicalOverride: post.canonicalUrl,
    image: 'blog',
    imageUrl: post.ogImage,
    ogType: 'article',
    article: { publishedTime: post.publishedAt, modifiedTime: post.updatedAt, authors: [post.authorName] },
    keywords: post.metaKeywords,
    robotsDirective: post.robotsDirective,
  })
  // A preview is never indexed.
  return post.preview ? { ...metadata, robots: { index: false, follow: false } } : metadata
}

export default async function BlogPostPage({ params }: PageProps<'/[country]/blog/[slug]'>) {
  const post = await load(params)
  if (!post) notFound()
  const path = `/blog/${post.slug}`
  const jsonLd = blogPostingJsonLd({ ...post, description: post.metaDescription, path, image: post.ogImage })
  const breadcrumbs = breadcrumbJsonLd([
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    { name: post.title, path },
  ])
  return (
    <>
      {post.preview && <PreviewBar path={path} />}
      <article className="mx-auto max-w-3xl px-4 py-10">
        <Link href="/blog" className="text-sm font-semibold text-brand-700 underline">
          Back to GLP-1 Blog
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-sm text-gray-600">
          By {post.authorName} · <time dateTime={post.publishedAt}>{postDay(post.publishedAt)}</time> · {post.readTime}{' '}
          min read
        </p>
        {post.featuredImageUrl && (
          // An editor's image from any host: a plain img keeps next/image's host allow-list out of editors' way.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={post.featuredImageUrl}
            alt={post.featuredImageAlt ?? ''}
            width={1200}
            height={630}
            className="mt-6 h-auto w-full rounded-xl"
          />
        )}
        <div
          className="prose-content mt-8"
          // Sanitised on save and again here (lib/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: sanitizeEditorHtml(post.content) }}
        />
        <JsonLd data={jsonLd} />
        <JsonLd data={breadcrumbs} />
      </article>
    </>
  )
}
