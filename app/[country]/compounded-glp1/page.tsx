import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MedicalPage } from '@/components/content/medical-page'
import { getMedicationPage } from '@/lib/content/medications'
import { requireNeutralSegment } from '@/lib/http/country-segment'
import { referencePageMetadata } from '@/lib/seo/page-metadata'
import { neutralPageParams } from '@/lib/static-params'

/** The brand-versus-compounded explainer and its regulatory timeline (content/medications/compounded-glp1.md). */
const SLUG = 'compounded-glp1'

export const generateStaticParams = neutralPageParams

export async function generateMetadata(): Promise<Metadata> {
  const page = getMedicationPage(SLUG)
  if (!page) return { title: 'Page Not Found' }
  return referencePageMetadata({
    title: page.title,
    description: page.description,
    path: page.path,
    ogType: 'article',
    article: { modifiedTime: page.reviewed },
  })
}

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
