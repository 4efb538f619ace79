import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CostAtAGlance } from '@/components/content/cost-at-a-glance'
import { MedicalPage } from '@/components/content/medical-page'
import { MedicineOffers } from '@/components/content/medicine-offers'
import { AlertLink } from '@/components/price-alerts/alert-link'
import { getMedicationPage, listMedicationPages, type MedicationPage } from '@/lib/content/medications'
import { getRankedProviders } from '@/lib/data/providers'
import { coverageGlance } from '@/lib/domain/cost-glance'
import { todayIso } from '@/lib/domain/dates'
import { marketByMedicine, rowsForMedicine } from '@/lib/domain/market'
import { medicineOffers } from '@/lib/domain/medicine-offers'
import { isEmbeddedDatabase } from '@/lib/env'
import { medicationPageMetadata } from '@/lib/seo/medication-metadata'

export const revalidate = 3600

/** Country-neutral like the blog: only the internal `us` segment; the cost block reads the database. */
export function generateStaticParams() {
  if (isEmbeddedDatabase()) return []
  return listMedicationPages()
    .filter((page) => page.kind !== 'explainer')
    .map((page) => ({ country: 'us', slug: page.slug }))
}

async function load(params: PageProps<'/[country]/medications/[slug]'>['params']): Promise<MedicationPage | null> {
  const { country, slug } = await params
  const page = country === 'us' ? getMedicationPage(slug) : null
  return page && page.kind !== 'explainer' ? page : null
}

export async function generateMetadata({ params }: PageProps<'/[country]/medications/[slug]'>): Promise<Metadata> {
  return medicationPageMetadata(await load(params))
}

export default async function MedicationRoute({ params }: PageProps<'/[country]/medications/[slug]'>) {
  const page = await load(params)
  if (!page) notFound()
  const parent = page.kind === 'medicine' && page.ingredient ? getMedicationPage(page.ingredient) : null
  const trail = [
    { name: 'Medications', path: '/medications' },
    ...(parent ? [{ name: parent.title, path: parent.path }] : []),
    { name: page.title, path: page.path },
  ]
  const sellsIt = page.ingredient && (page.kind === 'medicine' || page.kind === 'ingredient')
  const programs = sellsIt ? await getRankedProviders({ countryCode: 'US', featuredOnly: false }) : []
  const about = { ingredient: page.ingredient!, brand: page.brand, form: page.form }
  const offers = sellsIt ? medicineOffers(programs, about) : null
  const name = page.brand ?? page.ingredient!
  return (
    <MedicalPage
      page={page}
      trail={trail}
      answer={
        sellsIt && (
          <CostAtAGlance
            rows={rowsForMedicine(marketByMedicine(programs), about)}
            name={page.kind === 'medicine' ? page.title.replace(/ \([^)]*\)/, '') : name}
            coverage={page.kind === 'medicine' ? coverageGlance(page.slug, todayIso()) : null}
          />
        )
      }
      costs={
        offers && (
          <>
            <MedicineOffers offers={offers} name={name} />
            <AlertLink country={{ path: '/' }} medicine={{ name, form: page.form }} />
          </>
        )
      }
    />
  )
}
