import Link from 'next/link'
import { COMMON_DOSES } from '@/lib/domain/calculators'

export function CalculatorInfoCards({ assistantHref, contactHref }: { assistantHref: string; contactHref: string }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <section className="rounded-xl border border-gray-200 p-5" aria-labelledby="common-dosages">
        <h2 id="common-dosages" className="font-bold">
          Common dosages
        </h2>
        <ul className="mt-2 space-y-1 text-sm text-gray-700">
          {COMMON_DOSES.map((dose) => (
            <li key={dose.medication}>
              <strong>{dose.medication}:</strong> {dose.range}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-gray-600">Doses start low and rise step by step, usually every four weeks.</p>
      </section>
      <section className="rounded-xl border border-gray-200 p-5" aria-labelledby="safety">
        <h2 id="safety" className="font-bold">
          Safety guidelines
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
          <li>Follow the dose your clinician prescribed; never raise it on your own.</li>
          <li>Use a new needle for every injection and check the vial’s concentration.</li>
          <li>Seek medical help for severe stomach pain, vomiting or signs of an allergic reaction.</li>
        </ul>
      </section>
      <section className="rounded-xl border border-gray-200 p-5" aria-labelledby="need-help">
        <h2 id="need-help" className="font-bold">
          Need help?
        </h2>
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
      </section>
    </div>
  )
}
