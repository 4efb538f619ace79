import Link from 'next/link'
import { requireCountry } from '@/lib/http/country-segment'
import type { QueryPageProps } from '@/lib/http/query-page'
import {
  IMPERIAL_SIZE_INPUTS,
  METRIC_SIZE_INPUTS,
  NumberField,
  NumberFields,
} from '@/components/calculator/number-field'
import { UnitSwitch } from '@/components/calculator/unit-switch'
import { ConditionCheckboxes } from '@/components/site/condition-checkboxes'
import { StateSelect } from '@/components/site/state-select'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field, inputClasses } from '@/components/ui/field'
import { Notice } from '@/components/ui/notice'
import { Section } from '@/components/ui/section'
import { SelectOptions } from '@/components/ui/select-options'
import { getPayers } from '@/lib/content/reference'
import type { Payer } from '@/lib/validation/content'
import { getCostPlan } from '@/lib/data/cost-plan'
import { getRankedProviders } from '@/lib/data/providers'
import { marketByMedicine } from '@/lib/domain/market'
import { countryHref } from '@/lib/domain/country'
import { sourceDay } from '@/lib/domain/dates'
import { ABROAD_COVERAGE, FORMS, US_COVERAGE, type CostPath, type CostPlan } from '@/lib/domain/cost-plan'
import {
  labelOfUse,
  MEDICINES,
  medicineBySlug,
  purposeWords,
  USES,
  type RuleSource,
} from '@/lib/domain/coverage-routes'
import { WEIGHT_RELATED_CONDITIONS } from '@/lib/domain/eligibility'
import { PAYER_UNKNOWN } from '@/lib/domain/payers'
import { formatPrice } from '@/lib/domain/pricing'
import { parseCostPlanQuery, type CostPlanField, type CostPlanQuery } from '@/lib/validation/cost-plan'

/** A source's own date: a day, or a month where the source gives no day. */

function Sources({ sources }: { sources: readonly RuleSource[] }) {
  if (sources.length === 0) return null
  return (
    <p className="mt-2 text-xs text-gray-600">
      Sources:{' '}
      {sources.map((source, index) => (
        <span key={source.url}>
          {index > 0 && '; '}
          <a href={source.url} rel="nofollow" className="underline">
            {source.publisher}, {source.title}
          </a>{' '}
          ({sourceDay(source.date) ?? 'no date of its own'})
        </span>
      ))}
    </p>
  )
}

/** A labelled select of the form's choices, by id. */
function ChoiceField({
  name,
  label,
  choices,
  defaultValue,
  className,
}: {
  name: string
  label: string
  choices: readonly { id: string; label: string }[]
  defaultValue: string
  className?: string
}) {
  return (
    <Field id={name} label={label} className={className}>
      <select id={name} name={name} defaultValue={defaultValue} className={inputClasses('md')}>
        <SelectOptions options={choices.map((choice) => ({ value: choice.id, label: choice.label }))} />
      </select>
    </Field>
  )
}

/** Links in a line after their lead-in ("Medicines: a, b"); nothing when there are none. */
function LinkList({ lead, links }: { lead: string; links: readonly { name: string; href: string }[] }) {
  if (links.length === 0) return null
  return (
    <p className="mt-2 text-sm">
      {lead}{' '}
      {links.map((link, index) => (
        <span key={link.href}>
          {index > 0 && ', '}
          <Link href={link.href} className="text-brand-700 underline">
            {link.name}
          </Link>
        </span>
      ))}
    </p>
  )
}

function PathCard({
  path,
  money,
  href,
}: {
  path: CostPath
  money: (amount: number) => string
  href: (path: string) => string
}) {
  const monthly = (cost: CostPath['start']) =>
    cost ? `${money(cost.monthly)} a month${cost.dose ? ` (${cost.dose})` : ''}` : 'not stated in our sources'
  return (
    <Card as="li" id={`path-${path.id.replace(/[^a-z0-9-]/gi, '-')}`}>
      <h3 className="text-lg font-semibold">{path.title}</h3>
      {path.askFirst && <p className="mt-1 text-sm font-semibold text-amber-900">{path.askFirst}</p>}
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {path.perFill ? (
          <>
            <dt className="font-semibold">Price per fill</dt>
            <dd>
              {money(path.perFill.start.amount)} ({path.perFill.start.dose})
              {path.perFill.maintenance &&
                ` to ${money(path.perFill.maintenance.amount)} (${path.perFill.maintenance.dose})`}
              ; the source does not say how long a fill lasts
            </dd>
          </>
        ) : (
          <>
            <dt className="font-semibold">At the start</dt>
            <dd>{monthly(path.start)}</dd>
            <dt className="font-semibold">At maintenance</dt>
            <dd>{monthly(path.maintenance)}</dd>
          </>
        )}
        {path.ceiling && (
          <>
            <dt className="font-semibold">At most</dt>
            <dd>
              {money(path.ceiling.amount)} a year: {path.ceiling.words}
            </dd>
          </>
        )}
        <dt className="font-semibold">First year</dt>
        <dd>
          {path.firstYear !== null && <strong>{money(path.firstYear)}. </strong>}
          {path.firstYearNote}
        </dd>
      </dl>
      <LinkList
        lead="Medicines:"
        links={path.medicines.map((medicine) => ({ name: medicine.name, href: `/medications/${medicine.slug}` }))}
      />
      <h4 className="mt-3 text-sm font-semibold">What to do next</h4>
      <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
        {path.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {path.conditions.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
          {path.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
      )}
      <LinkList
        lead="Where:"
        links={path.places.map((place) => ({ name: place.name, href: href(`/providers/${place.slug}`) }))}
      />
      <Sources sources={path.sources} />
    </Card>
  )
}

/** The facts from the visitor's own answers that a prior authorization and an appeal both give. */
function PatientFacts({ plan, query }: { plan: CostPlan; query: CostPlanQuery }) {
  const { values } = query
  const conditions = WEIGHT_RELATED_CONDITIONS.filter((condition) => values.conditions.includes(condition.id))
  const measured =
    values.unit === 'imperial'
      ? values.pounds && `${values.pounds} lb, ${values.feet || 0} ft ${values.inches || 0} in`
      : values.kilograms && `${values.kilograms} kg, ${values.centimetres} cm`
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">Prescribed for</dt>
      <dd>{labelOfUse(plan.use)}</dd>
      <dt className="font-semibold">BMI</dt>
      <dd>
        {plan.bmi === null ? 'not given' : plan.bmi.toFixed(1)}
        {measured ? ` (${measured})` : ''}
      </dd>
      <dt className="font-semibold">Age</dt>
      <dd>{plan.age === null ? 'not given' : `${plan.age} years`}</dd>
      <dt className="font-semibold">Conditions</dt>
      <dd>{conditions.length ? conditions.map((condition) => condition.label).join('; ') : 'none named'}</dd>
      <dt className="font-semibold">Label criterion</dt>
      <dd>{plan.label.met ? plan.label.criterion : 'not met'}</dd>
    </dl>
  )
}

/** The clinical facts a prior authorization asks for, from the visitor's own answers, for a clinician to check. */
function AuthorizationDraft({ plan, query }: { plan: CostPlan; query: CostPlanQuery }) {
  return (
    <Section
      heading="A draft for a prior authorization"
      headingId="authorization"
      level={3}
      size="base"
      className="mt-8"
    >
      <p className="mt-2 text-sm text-gray-700">
        For your clinician to check, complete and send: the facts the criteria above ask for, from your answers. Nothing
        you entered is stored; it is in this page’s address only. Print the page to take it with you.
      </p>
      <Card className="mt-3 text-sm">
        <PatientFacts plan={plan} query={query} />
        <p className="mt-2 text-gray-700">
          Clinician to confirm from the record: the diagnoses and their dates, the measured weight and height, earlier
          treatment, and the medicine, dose and quantity asked for.
        </p>
      </Card>
    </Section>
  )
}

/**
 * After a denial: a letter asking the plan to reconsider, from the visitor's answers and, with the plan's PBM or
 * insurer named, what its dated template says of each medicine. The bracketed parts are for the patient to fill
 * in; nothing is stored.
 */
function AppealLetter({ plan, query, payer }: { plan: CostPlan; query: CostPlanQuery; payer: Payer | null }) {
  const medicines = [
    ...new Set(
      plan.paths.filter((path) => path.kind === 'private-plan').flatMap((path) => path.medicines.map((m) => m.name)),
    ),
  ]
  const positions = (payer?.positions ?? []).filter(
    (position) =>
      position.use === plan.use && MEDICINES.some((m) => m.slug === position.medicine && medicines.includes(m.name)),
  )
  const to = payer ? payer.name : '[your plan or its pharmacy benefit manager]'
  return (
    <Section heading="If your plan says no: an appeal letter" headingId="appeal" level={3} size="base" className="mt-8">
      <p className="mt-2 text-sm text-gray-700">
        A plan that refuses a prior authorization must say why and how to appeal, and by when (the denial letter and
        your plan’s documents give the deadline). Fill in the bracketed parts, have your clinician add a letter of
        medical necessity, and send both. Nothing you entered is stored; print this page to keep it.
        {payer && (
          <>
            {' '}
            <Link href={`/coverage/${payer.slug}`} className="underline">
              What {payer.name} has stated, with dates
            </Link>
          </>
        )}
      </p>
      <Card className="mt-3 space-y-3 text-sm" data-testid="appeal-letter">
        <p>
          To: {to}, appeals department
          <br />
          From: [your name], member ID [number on your card]
          <br />
          Re: appeal of the denial dated [date] of coverage for {medicines.join(' or ') || '[the medicine]'} (reference
          [number on the denial letter])
        </p>
        <p>
          I ask you to reconsider this denial. My clinician prescribed the medicine for {purposeWords(plan.use)}, and
          the facts below meet its FDA-approved label’s criteria as my clinician will confirm.
        </p>
        <PatientFacts plan={plan} query={query} />
        {positions.length > 0 && (
          <div>
            <p>What {payer!.name}’s published template says, which I ask you to apply or to make an exception to:</p>
            <ul className="mt-1 list-disc pl-5">
              {positions.map((position) => (
                <li key={`${position.medicine}-${position.from}`}>
                  {medicineBySlug(position.medicine).name}: {position.note}
                  {position.criteria ? ` ${position.criteria}` : ''} ({position.source.publisher},{' '}
                  {sourceDay(position.source.date) ?? 'no date of its own'})
                </li>
              ))}
            </ul>
          </div>
        )}
        <p>
          Please send me your decision in writing, with the criteria you applied. If the denial stands, I ask for an
          independent external review.
        </p>
        <p>[Signature] [Date]</p>
      </Card>
    </Section>
  )
}

/** The page for one set of inputs (none: the empty form); its routes are page.tsx and q/[query]/page.tsx. */
export async function CostView({ params, searchParams }: QueryPageProps) {
  const country = await requireCountry(params)
  const us = country.code === 'US'
  const payers = us ? getPayers().payers : []
  const query = parseCostPlanQuery(await searchParams, { us, payers: payers.map((payer) => payer.slug) })
  const { values, errors } = query
  const money = (amount: number) => formatPrice(amount, country)
  const href = (path: string) => countryHref(country, path)
  const plan = query.input ? await getCostPlan(query.input, country) : null
  // Only the forms sold in the country (no vial where none is), and the one asked for.
  const sold = new Set(
    marketByMedicine(await getRankedProviders({ countryCode: country.code, featuredOnly: false })).map(
      (row) => row.offer.form,
    ),
  )
  const forms = FORMS.filter((form) => form.id === 'any' || form.id === values.form || sold.has(form.id))
  // Paths known to fit, and those no dated statement confirms (an unknown Medicaid row, a plan not known): asked about.
  const fitting = plan?.paths.filter((path) => !path.askFirst) ?? []
  const toAsk = plan?.paths.filter((path) => path.askFirst) ?? []
  const action = href('/cost')
  const unitHref = (unit: string) => `${action}?unit=${unit}`
  const coverage = us ? US_COVERAGE : ABROAD_COVERAGE
  const refused = Object.values(errors)
  // The first field the refusal names, in the form's order, takes the focus.
  const focus = errors.state ? 'state' : errors.size ? 'size' : errors.bmi ? 'bmi' : errors.age ? 'age' : null
  const refusal = (field: CostPlanField) => ({ error: errors[field], autoFocus: focus === field })
  // A refused size's message stands under the weight; the height fields are only marked.
  const [weightInput, ...heightInputs] = values.unit === 'imperial' ? IMPERIAL_SIZE_INPUTS : METRIC_SIZE_INPUTS

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">What will a GLP-1 medicine cost me?</h1>
      <p className="mt-3 text-lg text-gray-700">
        Your coverage decides the cost more than the provider does. Answer a few questions: we check every path our
        dated sources support ({country.payers}) and list those that fit, cheapest first, with what rules the others
        out.
      </p>

      {refused.length > 0 && (
        // At the top, where the form's #answer lands: a refused form says so before anything else on a phone.
        <Notice tone="error" role="alert" className="mt-6" as="div" id="answer">
          <p>Some answers need a change (each message is also beside its field; the rest of your answers are kept):</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </Notice>
      )}
      <UnitSwitch current={values.unit} href={unitHref} className="mt-6 print:hidden" />
      <form method="get" action={`${action}#answer`} className="mt-4 grid gap-4 sm:grid-cols-3 print:hidden" noValidate>
        <input type="hidden" name="plan" value="1" />
        <input type="hidden" name="unit" value={values.unit} />
        <ChoiceField
          name="coverage"
          label="Your coverage"
          choices={coverage}
          defaultValue={values.coverage}
          className="sm:col-span-2"
        />
        {us && (
          <StateSelect
            label="Your state"
            defaultValue={values.state}
            emptyLabel="Choose a state"
            {...refusal('state')}
          />
        )}
        {us && (
          <ChoiceField
            name="payer"
            label="Your plan’s drug benefit company (private or employer plan)"
            choices={[
              { id: '', label: 'Skip this question' },
              { id: PAYER_UNKNOWN, label: 'I don’t know' },
              ...payers.map((payer) => ({ id: payer.slug, label: payer.name })),
            ]}
            defaultValue={values.payer}
            className="sm:col-span-2"
          />
        )}
        <ChoiceField
          name="use"
          label="The prescription would be for"
          choices={USES}
          defaultValue={values.use}
          className="sm:col-span-2"
        />
        <ChoiceField name="form" label="Form you prefer" choices={forms} defaultValue={values.form} />
        <NumberField {...weightInput} defaultValue={values[weightInput.name]} {...refusal('size')} />
        <NumberFields inputs={heightInputs} value={(name) => values[name]} invalid={() => Boolean(errors.size)} />
        <NumberField
          name="bmi"
          label="Or your BMI"
          defaultValue={values.bmi}
          min={0}
          hint="Leave it empty when you give your height and weight."
          {...refusal('bmi')}
        />
        <NumberField
          name="age"
          label="Age"
          unit="years"
          defaultValue={values.age}
          min={1}
          step="1"
          hint="Optional: left empty, the answer is for an adult."
          {...refusal('age')}
        />
        <ConditionCheckboxes legend="Conditions a clinician has diagnosed" checked={values.conditions} />
        <Button type="submit" className="sm:col-span-3">
          Show my costs
        </Button>
      </form>

      {plan && (
        <Section
          heading={
            fitting.length === 0
              ? 'No sourced path fits'
              : `${fitting.length} ${fitting.length === 1 ? 'path fits' : 'paths fit'}, cheapest first`
          }
          headingId="answer"
          className="mt-10"
        >
          {'unchecked' in plan.label && (
            <Notice tone="info" className="mt-3" as="div">
              This answer comes from your coverage alone. Check whether you qualify: give your height and weight (or
              your BMI) and the conditions a clinician has diagnosed, and each path’s criteria are checked.
            </Notice>
          )}
          {plan.paths.length === 0 ? (
            <div className="mt-2 text-gray-700">
              <p>We checked:</p>
              <ul className="mt-1 list-disc pl-5">
                {plan.checked.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : (
            <>
              <ol className="mt-4 space-y-4">
                {fitting.map((path) => (
                  <PathCard key={path.id} path={path} money={money} href={href} />
                ))}
              </ol>
              {toAsk.length > 0 && (
                <Section heading="Ask about these first" headingId="ask-first" level={3} size="base" className="mt-8">
                  <p className="mt-1 text-sm text-gray-700">
                    No dated statement we hold says they cover you: they may, so ask before you pay.
                  </p>
                  <ol className="mt-3 space-y-4">
                    {toAsk.map((path) => (
                      <PathCard key={path.id} path={path} money={money} href={href} />
                    ))}
                  </ol>
                </Section>
              )}
            </>
          )}
          {plan.ruledOut.length > 0 && (
            <Section heading="Ruled out" headingId="ruled-out" level={3} size="base" className="mt-8">
              <ul className="mt-2 space-y-2 text-sm">
                {plan.ruledOut.map((item) => (
                  <li key={item.what}>
                    <strong>{item.what}</strong>: {item.why}
                    {item.source && (
                      <>
                        {' '}
                        (
                        <a href={item.source.url} rel="nofollow" className="underline">
                          {item.source.publisher}
                        </a>
                        , {sourceDay(item.source.date) ?? 'no date of its own'})
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {plan.paths.some((path) => path.needsPriorAuthorization) && <AuthorizationDraft plan={plan} query={query} />}
          {us && values.coverage.startsWith('plan-') && (
            <AppealLetter
              plan={plan}
              query={query}
              payer={payers.find((payer) => payer.slug === query.input?.payer) ?? null}
            />
          )}
          <p className="mt-6 text-sm text-gray-600">
            Costs are the dated published figures only, at the label’s standard dose steps; your clinician sets your
            doses. A cost no source states is never guessed: it is named as such and listed after the known ones. This
            is information, not advice: a licensed clinician decides whether a medicine suits you.{' '}
            <Link href={href('/eligibility')} className="underline">
              The labels’ criteria
            </Link>
            {us && (
              <>
                {' · '}
                <Link href="/coverage" className="underline">
                  Coverage by payer
                </Link>
                {' · '}
                <Link href="/medicare" className="underline">
                  Medicare
                </Link>
                {' · '}
                <Link href="/medicaid" className="underline">
                  Medicaid by state
                </Link>
              </>
            )}
            {' · '}
            <Link href={href('/prices')} className="underline">
              Price tracker
            </Link>
          </p>
        </Section>
      )}
    </article>
  )
}
