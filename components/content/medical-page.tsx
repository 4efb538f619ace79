import Link from 'next/link'
import type { ReactNode } from 'react'
import { JsonLd } from '@/components/seo/json-ld'
import { Notice } from '@/components/ui/notice'
import { Section } from '@/components/ui/section'
import { longDay, sourceDay } from '@/lib/domain/dates'
import { primarySources, renderCitedMarkdown, type MedicationPage } from '@/lib/content/medications'
import { breadcrumbJsonLd, faqJsonLd, medicalPageJsonLd } from '@/lib/seo/json-ld'

/** 'Last reviewed {date}' and the note that the page informs and does not advise (`notice`: a page's own words). */
export function ReviewedNote({ reviewed, notice }: { reviewed: string; notice?: ReactNode }) {
  return (
    <>
      <p className="mt-2 text-sm text-gray-600">Last reviewed {longDay(reviewed)}</p>
      <Notice tone="info" className="mt-4">
        {notice ??
          'This page explains what the prescribing information and the published trials say. It is not medical advice: talk to a licensed clinician about whether a medicine is right for you.'}
      </Notice>
    </>
  )
}

type Trail = readonly { name: string; path: string }[]

/** A reference page's trail (each step before the page linked) and title, and the trail as structured data. */
export function PageHeading({ trail, title }: { trail: Trail; title: ReactNode }) {
  return (
    <>
      {trail.length > 1 && (
        <nav aria-label="Breadcrumb" className="text-sm text-gray-600">
          {trail.slice(0, -1).map((step) => (
            <span key={step.path}>
              <Link href={step.path} className="underline">
                {step.name}
              </Link>
              {' / '}
            </span>
          ))}
        </nav>
      )}
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{title}</h1>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  )
}

type ListedSource = Pick<MedicationPage['sources'][number], 'url' | 'title' | 'publisher' | 'date'> & { id?: string }

/** The numbered sources the page's citation marks link to (a source with an id is a mark's target); `children` follow. */
export function SourceList({ sources, children }: { sources: readonly ListedSource[]; children?: ReactNode }) {
  return (
    <Section heading="Sources" headingId="sources" className="mt-10">
      <ol className="sources mt-3 list-decimal space-y-2 pl-6 text-sm break-words text-gray-700">
        {sources.map((source) => (
          <li key={source.id ?? `${source.url} ${source.title}`} id={source.id && `source-${source.id}`}>
            {`${source.publisher}. `}
            <a href={source.url} rel="nofollow">
              {source.title}
            </a>
            {source.date ? `, ${sourceDay(source.date)}.` : ' (no date of its own).'}
          </li>
        ))}
      </ol>
      {children}
    </Section>
  )
}

/**
 * A medication, comparison or explainer page from content/medications: the body with its citation marks, the
 * timeline and FAQ of the frontmatter, what each route costs from our data (`costs`), and the sources.
 */
export function MedicalPage({
  page,
  trail,
  answer,
  costs,
}: {
  page: MedicationPage
  trail: Trail
  /** What the page's visitor most often came for, under the heading (a medicine's cost at a glance). */
  answer?: ReactNode
  costs?: ReactNode
}) {
  const ids = page.sources.map((source) => source.id)
  const cite = (markdown: string) => renderCitedMarkdown(markdown, ids)
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading trail={trail} title={page.title} />
      {answer}
      <ReviewedNote reviewed={page.reviewed} />
      {page.label && (
        <p className="mt-2 text-sm text-gray-600">
          Label facts from the FDA label {page.label.version} ({longDay(page.label.date)}),{' '}
          <a href={`#source-${page.label.source}`} className="underline">
            source {ids.indexOf(page.label.source) + 1}
          </a>
          .
        </p>
      )}
      {/* Our own Markdown, rendered on the server and sanitised like editor HTML; the marks are added after. */}
      <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: cite(page.body) }} />
      {costs}
      <Timeline entries={page.timeline} cite={cite} />
      <Faq items={page.faq} cite={cite} />
      <Changes entries={page.changes} />
      <SourceList sources={page.sources} />
      <JsonLd data={medicalPageJsonLd({ ...page, sources: primarySources(page) })} />
      {page.faq.length > 0 && (
        <JsonLd
          data={faqJsonLd(
            page.faq.map((item) => ({ question: item.question, answer: item.answer.replace(/\[\^[a-z0-9-]+\]/g, '') })),
          )}
        />
      )}
    </article>
  )
}

/** One of the frontmatter's lists under its heading; nothing when the list is empty. */
function ListSection({
  heading,
  headingId,
  entries,
  children,
}: {
  heading: string
  headingId: string
  entries: readonly unknown[]
  children: ReactNode
}) {
  if (entries.length === 0) return null
  return (
    <Section heading={heading} headingId={headingId} className="mt-10">
      {children}
    </Section>
  )
}

function Timeline({ entries, cite }: { entries: MedicationPage['timeline']; cite: (markdown: string) => string }) {
  return (
    <ListSection heading="Timeline" headingId="timeline" entries={entries}>
      <ol className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4">
        {entries.map((entry) => (
          <li key={`${entry.date}-${entry.event}`}>
            <Day date={entry.date} className="block text-sm font-semibold" />
            <span
              className="prose-content"
              dangerouslySetInnerHTML={{
                __html: cite(`${entry.event}[^${entry.source}]`).replace(/^<p>|<\/p>\s*$/g, ''),
              }}
            />
          </li>
        ))}
      </ol>
    </ListSection>
  )
}

function Faq({ items, cite }: { items: MedicationPage['faq']; cite: (markdown: string) => string }) {
  return (
    <ListSection heading="Questions people ask" headingId="faq" entries={items}>
      <dl className="mt-3 space-y-4">
        {items.map((item) => (
          <div key={item.question}>
            <dt className="font-semibold">{item.question}</dt>
            <dd className="prose-content mt-1" dangerouslySetInnerHTML={{ __html: cite(item.answer) }} />
          </div>
        ))}
      </dl>
    </ListSection>
  )
}

function Changes({ entries }: { entries: MedicationPage['changes'] }) {
  return (
    <ListSection heading="What changed on this page" headingId="changes" entries={entries}>
      <ul className="mt-3 space-y-2 text-sm text-gray-700">
        {entries.map((entry) => (
          <li key={`${entry.date}-${entry.change}`}>
            <Day date={entry.date} className="font-semibold" />: {entry.change}
          </li>
        ))}
      </ul>
    </ListSection>
  )
}

/** A dated entry's day, readable and machine-readable. */
function Day({ date, className }: { date: string; className: string }) {
  return (
    <time dateTime={date} className={className}>
      {longDay(date)}
    </time>
  )
}
