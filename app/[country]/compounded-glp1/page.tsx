import { notFound } from 'next/navigation'
import { MedicalPage } from '@/components/content/medical-page'
import { getMedicationPage } from '@/lib/content/medications'
import { requireNeutralSegment } from '@/lib/http/country-segment'
import { medicationPageMetadata } from '@/lib/seo/medication-metadata'
import { neutralPageParams } from '@/lib/static-params'

/** The brand-versus-compounded explainer and its regulatory timeline (content/medications/compounded-glp1.md). */
const SLUG = 'compounded-glp1'

export const generateStaticParams = neutralPageParams

export const generateMetadata = () => medicationPageMetadata(getMedicationPage(SLUG))

export default async function CompoundedPage({ params }: PageProps<'/[country]/compounded-glp1'>) {
  await requireNeutralSegment(params)
  const page = getMedicationPage(SLUG)
  if (!page) notFound()
  return (
    <MedicalPage
      page={page}
      trail={[
        { name: 'Medications', path: '/medications' },
        { name: page.title, path: page.path },
      ]}
    />
  )
}
