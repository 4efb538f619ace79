/**
 * The medicine list the public pages read (content/medications through lib/content/medications.ts): every
 * ingredient with its brands and doses, in the catalogue's order, and the constants that must agree with it.
 */
import { medicineCatalogue, medicineIngredients } from '@/lib/content/medications'
import {
  ingredientLabel,
  ingredientsOf,
  doseLabel,
  monthlyTabletSchedule,
  type CatalogueProduct,
} from '@/lib/domain/medicine-catalogue'
import { firstYearCost, priceLines, programCosts } from '@/lib/domain/program-costs'
import { zepboundVialPrice } from '@/tests/fixtures/price-record'
import { advertisedDosePrices, type SourcedPrice } from '@/lib/domain/sourced-offers'
import { TITRATION } from '@/lib/domain/titration'
import { INGREDIENTS } from '@/lib/validation/content'

jest.mock('server-only', () => ({}))

const product = (overrides: Partial<CatalogueProduct>): CatalogueProduct => ({
  key: 'x',
  ingredient: 'semaglutide',
  brand: null,
  form: 'injection',
  label: 'x',
  doses: [],
  stepDays: null,
  doseNames: {},
  ...overrides,
})

it('groups products by ingredient: each brand once, every dose in ascending milligrams', () => {
  const ingredients = ingredientsOf([
    product({ brand: 'Wegovy', doses: ['2.4mg', '0.25mg'] }),
    product({ brand: 'Wegovy', form: 'tablet', doses: ['25mg', '1.5mg'] }),
    product({ brand: null, doses: ['0.5mg'] }),
    product({ ingredient: 'liraglutide', brand: 'Saxenda', doses: ['3mg', '0.6mg'] }),
  ])
  expect(ingredients).toEqual([
    {
      ingredient: 'semaglutide',
      name: 'Semaglutide',
      brands: ['Wegovy'],
      doses: ['0.25mg', '0.5mg', '1.5mg', '2.4mg', '25mg'],
    },
    { ingredient: 'liraglutide', name: 'Liraglutide', brands: ['Saxenda'], doses: ['0.6mg', '3mg'] },
  ])
  expect(ingredientLabel(ingredients[1])).toBe('Liraglutide (Saxenda)')
  expect(ingredientLabel({ name: 'Retatrutide', brands: [] })).toBe('Retatrutide')
})

it('lists every medicine the pages describe, Saxenda and Foundayo included', () => {
  const medicines = medicineIngredients()
  expect(medicines.map(ingredientLabel)).toEqual(
    expect.arrayContaining(['Liraglutide (Saxenda)', 'Orforglipron (Foundayo)']),
  )
  // The content schema's ingredient list and the catalogue never drift apart.
  expect(medicines.map((medicine) => medicine.ingredient).sort()).toEqual([...INGREDIENTS].sort())
})

it('keeps the weekly schedules the cost rules use equal to the Wegovy and Zepbound pages’ doses', () => {
  const doses = (key: string) => medicineCatalogue().find((entry) => entry.key === key)!.doses
  expect(doses('wegovy')).toEqual(expect.arrayContaining([...TITRATION.semaglutide.steps]))
  expect([...TITRATION.tirzepatide.steps]).toEqual(doses('zepbound'))
})

it('keeps per-dose prices for a medicine without a weekly schedule at the steps its prices name', () => {
  const price = (overrides: Partial<SourcedPrice>): SourcedPrice => ({
    medication: 'orforglipron',
    form: 'tablet',
    brand: 'Foundayo',
    compounded: false,
    steps: ['0.8mg'],
    amount: 149,
    per: 'month',
    kind: 'recurring',
    ...overrides,
  })
  const prices = advertisedDosePrices([
    price({}),
    price({ steps: ['2.5mg'], amount: 199 }),
    // A semaglutide tablet is not on the weekly schedule: no per-dose price for it.
    price({ medication: 'semaglutide', brand: 'Wegovy', steps: ['1.5mg'], amount: 149 }),
  ])
  expect(prices).toEqual({ semaglutide: {}, tirzepatide: {}, orforglipron: { '0.8mg': 149, '2.5mg': 199 } })
})

it('plans a tablet’s first year only where its label gives every step a month: the Wegovy pill and Foundayo', () => {
  const catalogue = medicineCatalogue()
  const tablet = (brand: string, medication: string) => ({ medication, brand, form: 'tablet' })
  expect(monthlyTabletSchedule(catalogue, tablet('Wegovy', 'semaglutide'))).toEqual(['1.5mg', '4mg', '9mg', '25mg'])
  expect(monthlyTabletSchedule(catalogue, tablet('Foundayo', 'orforglipron'))).toHaveLength(6)
  expect(monthlyTabletSchedule(catalogue, tablet('Rybelsus', 'semaglutide'))).toBeNull()
  expect(monthlyTabletSchedule(catalogue, { medication: 'tirzepatide', brand: 'Zepbound', form: 'vial' })).toBeNull()

  // The pill's six fills follow its steps, then the top dose; its first year adds six months at it.
  const pill = (dose: string, amount: number) =>
    zepboundVialPrice({
      medication: 'semaglutide',
      brand: 'Wegovy',
      form: 'tablet',
      dose,
      steps: [dose],
      amount,
      per: 'month',
    })
  const lines = priceLines([pill('1.5mg', 149), pill('4mg', 199), pill('9mg', 299), pill('25mg', 299)])
  const [offer] = programCosts(lines, [], (price) => monthlyTabletSchedule(catalogue, price)).offers
  expect(offer.titration).toMatchObject({ doses: ['1.5mg', '4mg', '9mg', '25mg', '25mg', '25mg'], total: 1544 })
  expect(firstYearCost(offer)).toMatchObject({ total: 1544 + 6 * 299, maintenanceDose: '25mg' })
  // Without a schedule, as before: no titration, no first year.
  expect(programCosts(lines, []).offers[0].titration).toBeNull()
})

it('names a dose sold under a name of its own: Wegovy HD is the 7.2 mg pen', () => {
  const pen = { medication: 'semaglutide', brand: 'Wegovy', form: 'pen' }
  expect(doseLabel(medicineCatalogue(), pen, '7.2mg')).toBe('7.2mg (Wegovy HD)')
  expect(doseLabel(medicineCatalogue(), pen, '2.4mg')).toBe('2.4mg')
})
