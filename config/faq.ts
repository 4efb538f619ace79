/** The home page FAQ (also searched by the offline assistant). Answers avoid figures we cannot source. */
export const HOME_FAQ = [
  {
    question: 'What is the difference between semaglutide and tirzepatide?',
    answer:
      'Semaglutide (the ingredient in Wegovy and Ozempic) acts on the GLP-1 receptor. Tirzepatide (the ingredient in Zepbound and Mounjaro) acts on both the GLP-1 and GIP receptors. Both are weekly injections whose dose is raised step by step. A licensed clinician decides which one, if either, suits you.',
  },
  {
    question: 'Do I need a prescription to get GLP-1 medication online?',
    answer:
      'Yes. Legitimate online providers have a clinician licensed where you live review your health history before prescribing, and a licensed pharmacy dispenses the medication. Be wary of any site that sells GLP-1 medication without a consultation.',
  },
  {
    question: 'How much does online GLP-1 treatment cost?',
    answer:
      'It depends on the provider, the medication and the dose: many programs charge more as the dose rises. Our comparison shows each provider’s price for every dose, the price per milligram and the cost of the whole dose-escalation schedule, so you can compare like with like. Check what is included: consultations, lab work, needles and shipping.',
  },
  {
    question: 'How is the Vial Score calculated?',
    answer:
      'The Vial Score rates each provider out of 5 from five published inputs: pricing transparency (25%), coverage of US states (20%), Google reviews (20%), Trustpilot reviews (20%) and medication offering (15%). It is computed, never typed in, and donations or affiliate fees never change it. An input no dated source gives is left out, never scored 0, and a program gets a score only when the inputs we hold carry at least 60% of that weight.',
  },
] as const
