/**
 * The safety record as the server renders it: a provider page's "Safety record" section, and the card's line
 * for a program with an FDA warning letter addressed to it (content/safety/sellers.json).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { ProviderCard } from '@/components/providers/provider-card'
import { SafetyRecord } from '@/components/providers/safety-record'
import { DEFAULT_COUNTRY } from '@/config/countries'
import type { ProviderView } from '@/lib/data/providers'

const section = (slug: string, name: string, isSample = false) =>
  renderToStaticMarkup(<SafetyRecord slug={slug} name={name} isSample={isSample} />)
/** Text without tags, entities decoded as the page shows them. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')

describe('the provider page’s Safety record', () => {
  it('lists Hims & Hers’ two letters with their date, subject, the FDA’s letter and the source we read it in', () => {
    const html = section('hims-hers', 'Hims & Hers')
    expect(html).toContain('id="safety-record"')
    expect(
      html.match(
        /href="https:\/\/www\.fda\.gov\/inspections-compliance-enforcement-and-criminal-investigations\/warning-letters\/hims-hers-health-inc-dba-(hers|hims)-09092025"/g,
      ),
    ).toHaveLength(2)
    const shown = text(html)
    expect(shown).toContain('Sep 9, 2025')
    expect(shown).toContain('posted by the FDA Sep 16, 2025')
    expect(shown).toContain(
      '“Unlawful Sale of Unapproved and Misbranded Drugs to United States Consumers Over the Internet”',
    )
    expect(shown).toContain('Its text was not in any copy we read.')
    expect(shown).toMatch(/Has sold compounded GLP-1s \( BNN Bloomberg \(Bloomberg News\), Aug 5, 2024 \)/)
    expect(shown).toContain('Pathway: 503B')
    expect(shown).toContain('MedisourceRx: 503B outsourcing facility registered with the FDA')
    // The other address of the Hers letter, from the second copy of the index, is in the data file only.
    expect(html).not.toContain('716825')
  })

  it('says "none found" with a link to the FDA’s search for a US program with no letter, never "no letters"', () => {
    const shown = text(section('goodrx', 'GoodRx'))
    expect(shown).toContain('No FDA warning letter found in the copies of FDA’s index we searched (to May 2026).')
    expect(shown).toContain('Search the FDA’s warning letters')
    expect(shown).toContain('Pathway (503A or 503B): not stated by a dated source.')
    expect(shown).toContain('No dated source found names its pharmacy, or a licence or accreditation.')
    expect(shown).not.toMatch(/no (FDA )?warning letters?(?! found)/i)
  })

  it('shows a maker’s letters apart, as not a finding about the channel', () => {
    const shown = text(section('lillydirect-zepbound', 'LillyDirect'))
    expect(shown).toContain('FDA letters to the maker, Eli Lilly and Company (about its own conduct, not this channel)')
    expect(shown).toContain('not a finding about this channel')
    expect(shown).toContain('No FDA warning letter found in the copies of FDA’s index we searched')
  })

  it('gives a UK pharmacy its regulator instead of the FDA search, and says nothing for a sample or an uncompiled program', () => {
    const uk = text(section('the-family-chemist-uk', 'The Family Chemist'))
    expect(uk).toContain('General Pharmaceutical Council')
    expect(uk).not.toContain('No FDA warning letter found')
    expect(section('cedarline-health', 'Cedarline Health', true)).toBe('')
    expect(text(section('new-clinic', 'New Clinic'))).toContain('We have not compiled New Clinic’s safety record yet.')
  })
})

describe('the provider card’s line', () => {
  const view = (slug: string, name: string, isSample = false) =>
    ({
      slug,
      name,
      isSample,
      rank: 1,
      rating: null,
      medicationLabel: 'Semaglutide',
      discountCode: null,
      sourceUrl: null,
      lastVerifiedAt: null,
      priceNotPublished: false,
      advertised: null,
      costs: null,
      vialScore: {
        inputsUsed: 0,
        partial: false,
        components: {
          pricingTransparency: null,
          statesCoverage: null,
          google: null,
          trustpilot: null,
          medicationRange: null,
        },
      },
      card: {
        badgeText: null,
        badgeColor: null,
        logoUrl: null,
        logoBackground: null,
        features: [],
        ratingLabel: null,
        ctaText: 'Visit',
        offerTitle: null,
        offerCode: null,
      },
    }) as unknown as ProviderView
  const card = (slug: string, name: string, isSample = false) =>
    renderToStaticMarkup(<ProviderCard provider={view(slug, name, isSample)} country={DEFAULT_COUNTRY} />)

  it('links a program with a warning letter addressed to it to its page’s Safety record', () => {
    expect(card('hims-hers', 'Hims & Hers')).toContain(
      '<a href="/providers/hims-hers#safety-record" class="text-xs font-semibold text-red-800 underline">2 FDA warning letters, Sep 2025</a>',
    )
  })

  it('shows no line for a program with none, for a maker’s channel, or for a sample', () => {
    for (const html of [
      card('goodrx', 'GoodRx'),
      card('lillydirect-zepbound', 'LillyDirect'),
      card('hims-hers', 'Hims & Hers', true),
    ])
      expect(html).not.toContain('warning letter')
  })
})
