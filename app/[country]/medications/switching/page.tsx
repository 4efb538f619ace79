import { PageHeading, ReviewedNote, SourceList } from '@/components/content/medical-page'
import { Section } from '@/components/ui/section'
import { getSwitchingGuide } from '@/lib/content/switching'
import { distinctSources, pairTitle, switchingMatrix } from '@/lib/domain/switching'
import { requireNeutralSegment } from '@/lib/http/country-segment'
import { fixedReferencePageMetadata } from '@/lib/seo/fixed-pages'
import { neutralPageParams } from '@/lib/static-params'
import { PAIR_STYLES, PairRow, SilentRow, SourceLinks } from './pair'

export const generateStaticParams = neutralPageParams

export const generateMetadata = fixedReferencePageMetadata('/medications/switching')

/**
 * Every ordered pair of medicines on one static page, each pair at its own anchor (`#wegovy-to-wegovy-tablet`),
 * rather than a From/To GET form answered from the query: reading searchParams would render the page on every
 * request, and the cached GET-form answers (lib/http/query-page.mjs, proxy.ts) are per-country pages, while this
 * one is country-neutral. Without JavaScript a form cannot build a `#from-to` link, so the page links each
 * medicine's group and each pair the labels give a rule for instead.
 */
export default async function SwitchingGuidePage({ params }: PageProps<'/[country]/medications/switching'>) {
  await requireNeutralSegment(params)
  const guide = getSwitchingGuide()
  const groups = switchingMatrix(guide.medicines, guide.rules)
  const ruled = groups.flatMap((group) =>
    group.pairs.flatMap((pair) => {
      const title = pairTitle(pair)
      return title ? [{ id: pair.id, title }] : []
    }),
  )
  const sources = distinctSources([...guide.notes, ...guide.rules].flatMap((entry) => entry.sources))
  const copies = [
    ...new Map(sources.flatMap((source) => (source.copy ? [[source.copy.url, source.copy]] : []))).values(),
  ]
  const trail = [
    { name: 'Medications', path: '/medications' },
    { name: 'Switching between GLP-1 medicines', path: '/medications/switching' },
  ]
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading trail={trail} title="Switching between GLP-1 medicines" />
      <p className="mt-3 text-lg text-gray-700">
        What the FDA labels say about moving from one GLP-1 medicine, or one dose, to another: the dose to start, when
        to start it and what happens to the old one. Where the labels we read say nothing, this page says so and
        converts nothing. It informs and never advises: a switch is your prescriber’s decision.
      </p>
      <ReviewedNote reviewed={guide.reviewed} />
      <p className="mt-4 text-sm text-gray-700">
        The labels we read give switching rules only between forms of one medicine, semaglutide; none for moving between
        semaglutide, tirzepatide, liraglutide and orforglipron. The rules come from Medscape’s drug reference, which
        restates the labels section by section, read in a dated copy; we could not read the labels’ own switching
        sections. The FDA label is the authority.
      </p>
      <Section heading="What the labels say about every switch" headingId="general" size="xl" className="mt-8">
        <ul className="mt-3 list-disc space-y-2 pl-6">
          {guide.notes.map((note) => (
            <li key={note.text}>
              {note.text}{' '}
              <span className="text-sm break-words text-gray-600 [&_a]:underline">
                (<SourceLinks sources={note.sources} />)
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading="Find a switch" headingId="find" size="xl" className="mt-8">
        <p className="mt-2">The labels give a rule for these switches:</p>
        <ul className="mt-2 list-disc space-y-1 pl-6 [&_a]:text-brand-700 [&_a]:underline">
          {ruled.map((pair) => (
            <li key={pair.id}>
              <a href={`#${pair.id}`}>{pair.title}</a>
            </li>
          ))}
        </ul>
        <p className="mt-3">Every pair, by the medicine you switch from:</p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 [&_a]:text-brand-700 [&_a]:underline">
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{group.from.name}</a>
            </li>
          ))}
        </ul>
      </Section>
      <div className={PAIR_STYLES}>
        {groups.map((group) => (
          <Section
            key={group.id}
            heading={`From ${group.from.name}`}
            headingId={group.id}
            headingClassName="scroll-mt-20"
            className="mt-10"
          >
            <ul className="pairs mt-3 space-y-3">
              {group.pairs.map((pair) => (
                <PairRow key={pair.id} pair={pair} />
              ))}
              <SilentRow pairs={group.pairs.filter((pair) => pair.answer.kind === 'silent')} />
            </ul>
          </Section>
        ))}
      </div>
      <SourceList sources={sources}>
        {copies.map((copy) => (
          <p key={copy.url} className="mt-3 text-sm break-words text-gray-700">
            Where we read them:{' '}
            <a href={copy.url} rel="nofollow">
              {copy.label}
            </a>
            .
          </p>
        ))}
      </SourceList>
    </article>
  )
}
