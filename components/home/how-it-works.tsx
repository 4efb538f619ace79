const STEPS = [
  { title: 'Choose a provider', text: 'Compare prices per dose, states served and Vial Scores, then pick the program that fits you.' },
  { title: 'Complete a medical consultation', text: 'A licensed clinician reviews your health history online and decides whether treatment is right for you.' },
  { title: 'Start treatment', text: 'If prescribed, a licensed pharmacy ships your medication and the provider supports your dose changes.' },
]

export function HowItWorks() {
  return (
    <section className="bg-gray-50" aria-labelledby="how-it-works">
      <div className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="how-it-works" className="text-2xl font-bold">
          How to start in three steps
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-5 shadow-sm">
              <span className="flex size-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden>
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-gray-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
