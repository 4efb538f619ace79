import type { ReactNode } from 'react'
import { PageHeading, ReviewedNote } from './medical-page'

const COVERAGE = { name: 'Coverage', path: '/coverage' }

/** A coverage page's heading (/coverage, its payers, /medicare, /medicaid): its trail starts at /coverage. */
export function CoverageHeading({ step, title }: { step?: { name: string; path: string }; title: ReactNode }) {
  return <PageHeading trail={step ? [COVERAGE, step] : [COVERAGE]} title={title} />
}

/** The coverage pages' reviewed date and notice. */
export function CoverageReviewed({ reviewed }: { reviewed: string }) {
  return (
    <ReviewedNote
      reviewed={reviewed}
      notice="This page reports what plans and public programs have stated, each with its date. It is not insurance or medical advice: your plan’s own documents decide what it covers, and a licensed clinician whether a medicine suits you."
    />
  )
}
