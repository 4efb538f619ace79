import type { NewBlogPost, NewTrendingKeyword } from '../schema'

export const SITE_CONTENT: Record<string, string> = {
  hero_title_seo: 'Compare Online GLP-1 Weight Loss Providers',
  hero_subtitle_seo:
    'Independent, side-by-side prices per dose for semaglutide and tirzepatide programs, where each one ships, and how they score. Free, no paywall.',
}

/** Sample keyword figures, shown with a 'Sample data' label until editors enter measured ones. */
export const SAMPLE_KEYWORDS: NewTrendingKeyword[] = [
  { keyword: 'compounded semaglutide price', searchVolume: 40500, trendScore: 92, isSample: true },
  { keyword: 'tirzepatide vs semaglutide', searchVolume: 33100, trendScore: 88, isSample: true },
  { keyword: 'glp-1 online prescription', searchVolume: 22200, trendScore: 81, isSample: true },
  { keyword: 'semaglutide dosage chart', searchVolume: 18100, trendScore: 74, isSample: true },
  { keyword: 'zepbound cost without insurance', searchVolume: 14800, trendScore: 69, isSample: true },
  { keyword: 'wegovy side effects', searchVolume: 27100, trendScore: 63, isSample: true },
]

const daysAgo = (days: number) => new Date(Date.UTC(2026, 10, 20) - days * 86_400_000)

export const SAMPLE_POSTS: NewBlogPost[] = [
  {
    title: 'Semaglutide vs Tirzepatide: How the Two Medications Differ',
    slug: 'semaglutide-vs-tirzepatide',
    excerpt:
      'One acts on one gut hormone receptor, the other on two. What the large trials measured, and what that means when you compare prices.',
    content: `<p>Semaglutide and tirzepatide are both weekly injections used for chronic weight management. Semaglutide acts on the GLP-1 receptor; tirzepatide acts on both the GLP-1 and the GIP receptors.</p>
<h2>What the trials measured</h2>
<p>In the STEP 1 trial (Wilding et al., <em>New England Journal of Medicine</em>, 2021), adults without diabetes taking semaglutide 2.4&nbsp;mg lost a mean of 14.9% of body weight over 68 weeks, against 2.4% with placebo.</p>
<p>In the SURMOUNT-1 trial (Jastreboff et al., <em>New England Journal of Medicine</em>, 2022), tirzepatide 15&nbsp;mg gave a mean loss of 20.9% over 72 weeks, against 3.1% with placebo.</p>
<p>The trials enrolled different people and are not a head-to-head comparison. Your clinician can tell you which medication suits you.</p>
<h2>Comparing prices fairly</h2>
<p>Doses differ between the two drugs, so compare the price at the dose you will actually take, and the price per milligram, not the starting price alone. Our <a href="/compare">comparison table</a> does this for you.</p>`,
    published: true,
    featured: true,
    publishedAt: daysAgo(3),
  },
  {
    title: 'What to Ask an Online GLP-1 Provider Before You Sign Up',
    slug: 'questions-to-ask-online-glp1-provider',
    excerpt:
      'Eight questions that reveal the real monthly cost, who prescribes, and what happens when you need a higher dose.',
    content: `<p>Online programs look alike on their landing pages. These questions tell them apart.</p>
<ul>
<li>Is the price per month the same at every dose, or does it rise as the dose goes up?</li>
<li>Is the medication brand-name or compounded, and which pharmacy dispenses it?</li>
<li>Who reviews my intake: a physician, a nurse practitioner or a physician assistant licensed in my state?</li>
<li>Are lab tests required, and are they included?</li>
<li>How do I reach a clinician about side effects, and how fast do they reply?</li>
<li>Can I pause or cancel online?</li>
<li>Are needles, swabs and shipping included?</li>
<li>What happens if a dose is out of stock?</li>
</ul>
<p>Write the answers down and compare them with our <a href="/vial-score">Vial Score</a> method.</p>`,
    published: true,
    featured: false,
    publishedAt: daysAgo(10),
  },
  {
    title: 'Reading a Compounded Semaglutide Label',
    slug: 'reading-a-compounded-semaglutide-label',
    excerpt: 'Concentration, vial size and units: how to turn a label into the volume you draw.',
    content: `<p>A compounded vial states its concentration in milligrams per millilitre. Dividing your dose by the concentration gives the volume to draw. Our <a href="/calculator">dosage calculator</a> shows each step.</p>
<p>Always follow the instructions of the clinician and pharmacy that supplied your medication.</p>`,
    published: false,
    featured: false,
    publishedAt: null,
  },
]
