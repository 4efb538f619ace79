import { Section } from '@/components/ui/section'

/** Outside the US the first step speaks of where a program ships, not of states. */
const steps = (us: boolean) => [
  {
    title: 'Choose a provider',
    text: `Compare prices per dose, ${us ? 'states served' : 'where each one ships'} and Vial Scores, then pick the program that fits you.`,
  },
  {
    title: 'Complete a medical consultation',
    text: 'A licensed clinician reviews your health history online and decides whether treatment is right for you.',
  },
  {
    title: 'Start treatment',
    text: 'If prescribed, a licensed pharmacy ships your medication and the provider supports your dose changes.',
  },
]

export function HowItWorks({ us }: { us: boolean }) {
  return (
    // The grey band is full width; the section inside it is the page's column.
    <div className="bg-gray-50">
      <Section heading="How to start in three steps" headingId="how-it-works" className="mx-auto max-w-5xl px-4 py-12">
        {/* `.steps` (app/globals.css) draws each card and its number: the home page sends its markup twice. */}
        <ol className="steps">
          {steps(us).map((step, index) => (
            <li key={index}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  )
}
