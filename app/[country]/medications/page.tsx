import Link from 'next/link'
import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { listMedicationPages, medicineIngredients, type MedicationPage } from '@/lib/content/medications'
import { ingredientLabel } from '@/lib/domain/medicine-catalogue'
import { requireNeutralSegment } from '@/lib/http/country-segment'
import { fixedReferencePageMetadata } from '@/lib/seo/fixed-pages'
import { neutralPageParams } from '@/lib/static-params'

export const generateStaticParams = neutralPageParams

export const generateMetadata = fixedReferencePageMetadata('/medications')

type Listed = Pick<MedicationPage, 'path' | 'title' | 'description'>
type Group = { heading: string; id: string; pick: (page: MedicationPage) => boolean; guides?: Listed[] }

/** Guides that are pages of their own rather than content/medications files. */
const SWITCHING_GUIDE: Listed = {
  path: '/medications/switching',
  title: 'Switching between GLP-1 medicines',
  description:
    'From each medicine and dose to each other: what the labels say about the dose to start and when, and where they say nothing.',
}

/** One group per ingredient of the catalogue (its pages: the ingredient's own, then each brand), then the guides. */
const groups = (): Group[] => [
  ...medicineIngredients().map((medicine) => ({
    heading: ingredientLabel(medicine),
    id: medicine.ingredient,
    pick: (page: MedicationPage) => page.ingredient === medicine.ingredient,
  })),
  {
    heading: 'Comparisons and guides',
    id: 'guides',
    pick: (page) => page.kind === 'comparison' || page.kind === 'explainer',
    guides: [SWITCHING_GUIDE],
  },
]

export default async function MedicationsIndex({ params }: PageProps<'/[country]/medications'>) {
  await requireNeutralSegment(params)
  const pages = listMedicationPages()
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">GLP-1 medications for weight loss</h1>
      <p className="mt-3 text-lg text-gray-700">
        What each medicine is, who it is approved for, how the dose is raised, what the trials found and what it costs,
        from the FDA labels and the trial publications. Each page shows its sources and when we last reviewed it.
      </p>
      {groups().map((group) => {
        const listed: Listed[] = [...pages.filter(group.pick), ...(group.guides ?? [])]
        if (listed.length === 0) return null
        return (
          <Section key={group.id} heading={group.heading} headingId={group.id} className="mt-8">
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {listed.map((page) => (
                <li key={page.path}>
                  <Card>
                    <Link href={page.path} className="font-semibold text-brand-700 underline">
                      {page.title}
                    </Link>
                    <p className="mt-1 text-sm text-gray-700">{page.description}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </Section>
        )
      })}
    </article>
  )
}
