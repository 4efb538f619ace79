/** A medicine page's cost at a glance (lib/domain/cost-glance.ts) and the rows an answer card leads with (market.ts). */
import { coverageGlance } from '@/lib/domain/cost-glance'
import { cheapestFirst, marketByMedicine, rowsForMedicine, shortTitle } from '@/lib/domain/market'
import { marketProgram, priceAt } from '../fixtures/market'

describe('coverageGlance', () => {
  it('names the maker’s card and the Bridge where they apply, from the planner’s rules', () => {
    const glance = coverageGlance('wegovy-tablet', '2026-11-29')!
    expect(glance.insurance.text).toBe(
      'As little as $25 a month with the Wegovy Savings Offer when a private or employer plan covers it.',
    )
    expect(glance.medicare.text).toMatch(/^\$50 a month through the Medicare GLP-1 Bridge, until December 31, 2027/)
    expect(glance.medicare.href).toBe('/cost?plan=1&coverage=medicare&use=weight')
    expect(coverageGlance('zepbound', '2026-11-29')!.insurance.text).toMatch(/until December 31, 2026\.$/)
    expect(coverageGlance('zepbound', '2026-11-29')!.medicare.text).toMatch(/\(the multi-dose KwikPen only\)\.$/)
  })

  it('a diabetes medicine goes through Part D, at most the year’s cap; a weight medicine outside the Bridge, not at all', () => {
    expect(coverageGlance('ozempic', '2026-11-29')!.medicare.text).toBe(
      'A Part D plan may cover it for type 2 diabetes: at most $2,100 out of pocket in 2026; not for weight loss alone.',
    )
    expect(coverageGlance('saxenda', '2026-11-29')).toMatchObject({
      insurance: { text: 'Your plan’s copay: no maker’s savings card we hold applies.' },
      medicare: { text: 'Part D does not cover it for weight loss alone.' },
    })
    // Before the Bridge opens, the Wegovy pill has no Medicare route for weight.
    expect(coverageGlance('wegovy-tablet', '2026-06-30')!.medicare.text).not.toMatch(/Bridge/)
    expect(coverageGlance('no-such-medicine', '2026-11-29')).toBeNull()
  })
})

describe('the rows an answer card leads with', () => {
  const rows = marketByMedicine([
    marketProgram(
      'LillyDirect',
      'manufacturer',
      ['2.5mg', '5mg'].map((dose) => priceAt(dose, 349)),
    ),
    marketProgram('NovoCare', 'manufacturer', [
      priceAt('1.5mg', 149, { medication: 'semaglutide', brand: 'Wegovy', form: 'tablet' }),
    ]),
    marketProgram('Compounder', 'telehealth', [priceAt('2.5mg', 99, { compounded: true, brand: null })]),
  ])

  it('cheapest first, never a compounded product', () => {
    expect(cheapestFirst(rows).map((row) => [shortTitle(row.title), row.start.monthly])).toEqual([
      ['Wegovy tablets', 149],
      ['Zepbound vials', 349],
    ])
  })

  it('a medicine page’s rows: its brand in its form', () => {
    expect(rowsForMedicine(rows, { ingredient: 'semaglutide', brand: 'Wegovy', form: 'tablet' })).toHaveLength(1)
    expect(rowsForMedicine(rows, { ingredient: 'semaglutide', brand: 'Wegovy', form: 'injection' })).toHaveLength(0)
    // Every brand of the ingredient, compounded too: the card itself leaves compounded rows out.
    expect(
      rowsForMedicine(rows, { ingredient: 'tirzepatide' })
        .map((row) => row.offer.compounded)
        .sort(),
    ).toEqual([false, true])
  })
})
