import Link from 'next/link'
import { cardClasses } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { COMMON_DOSES } from '@/lib/domain/calculators'

const card = cardClasses({ padding: 'lg' })

export function CalculatorInfoCards({ assistantHref, contactHref }: { assistantHref: string; contactHref: string }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Section heading="Common dosages" headingId="common-dosages" size="base" className={card}>
        <ul className="mt-2 space-y-1 text-sm text-gray-700">
          {COMMON_DOSES.map((dose) => (
            <li key={dose.medication}>
              <strong>{dose.medication}:</strong> {dose.range}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-gray-600">Doses start low and rise step by step, usually every four weeks.</p>
      </Section>
      <Section heading="Safety guidelines" headingId="safety" size="base" className={card}>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
          <li>Follow the dose your clinician prescribed; never raise it on your own.</li>
          <li>Use a new needle for every injection and check the vial’s concentration.</li>
          <li>Seek medical help for severe stomach pain, vomiting or signs of an allergic reaction.</li>
        </ul>
      </Section>
      <Section heading="Need help?" headingId="need-help" size="base" className={card}>
        <p className="mt-2 text-sm text-gray-700">
          Ask our{' '}
          <Link href={assistantHref} className="font-semibold text-brand-700 underline">
            GLP-1 assistant
          </Link>{' '}
          or{' '}
          <Link href={contactHref} className="font-semibold text-brand-700 underline">
            contact us
          </Link>
          . These tools are for information only and are not medical advice.
        </p>
      </Section>
    </div>
  )
}
