import type { NewsCategory } from '@/config/news-feeds'
import { stripHtml, truncateText } from './blog'

const GLP1_TERMS = [
  'semaglutide',
  'tirzepatide',
  'ozempic',
  'wegovy',
  'rybelsus',
  'mounjaro',
  'zepbound',
  'glp-1',
  'glp1',
  'liraglutide',
  'saxenda',
  'victoza',
  'incretin',
  'retatrutide',
  'orforglipron',
  'weight-loss drug',
  'weight-loss drugs',
  'weight loss drug',
  'weight loss drugs',
  'obesity drug',
  'obesity drugs',
  'anti-obesity medication',
  'anti-obesity medications',
]
const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const GLP1_PATTERN = new RegExp(`(^|[^a-z0-9])(${GLP1_TERMS.map(escape).join('|')})(?=$|[^a-z0-9])`, 'i')

export function isGlp1Relevant(text: string): boolean {
  return GLP1_PATTERN.test(text)
}

const RULES: [NewsCategory, RegExp][] = [
  [
    'Regulatory',
    /\b(fda|approv\w*|recall\w*|warning letters?|shortages?|label(ing)?|ema|mhra|health canada|tga|compounding|compounders?)\b/i,
  ],
  [
    'Coverage',
    /\b(insurance|insurers?|medicare|medicaid|coverage|covered|employer plans?|formular(y|ies)|payers?|reimburse\w*|out-of-pocket)\b/i,
  ],
  [
    'Research',
    /\b(trials?|study|studies|researchers?|nejm|lancet|jama|bmj|nature medicine|data|findings|randomi[sz]ed)\b/i,
  ],
]

/** Regulatory, Coverage or Research by keyword rules (first match wins); anything else is Industry. */
export function categorize(title: string, summary: string): NewsCategory {
  const text = `${title} ${summary}`
  return RULES.find(([, pattern]) => pattern.test(text))?.[0] ?? 'Industry'
}

export const SUMMARY_LENGTH = 300

export function summarize(raw: string | undefined): string {
  return truncateText(stripHtml(raw ?? ''), SUMMARY_LENGTH)
}

/** The URL used to spot duplicates: no tracking parameters, no fragment, no trailing slash. */
export function normalizeNewsUrl(url: string): string | null {
  try {
    const parsed = new URL(url.trim())
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
    parsed.hash = ''
    for (const key of [...parsed.searchParams.keys()])
      if (/^(utm_|fbclid|gclid|mc_)/i.test(key)) parsed.searchParams.delete(key)
    parsed.hostname = parsed.hostname.toLowerCase()
    return parsed.toString().replace(/\/$/, '')
  } catch {
    return null
  }
}

/** AA contrast. */
export const CATEGORY_BADGE: Record<string, string> = {
  Regulatory: 'bg-blue-100 text-blue-900',
  Research: 'bg-green-100 text-green-900',
  Industry: 'bg-purple-100 text-purple-900',
  Coverage: 'bg-orange-100 text-orange-900',
}
export const OTHER_BADGE = 'bg-gray-100 text-gray-900'

/** After a refresh in which every feed failed, wait this long before trying again. */
export const NEWS_RETRY_MS = 15 * 60_000

/** Never sooner than NEWS_RETRY_MS after a failed attempt. */
export function newsRefreshDue(
  times: { lastSuccessAt: Date | null; lastAttemptAt: Date | null },
  now: Date,
  intervalMs: number,
): { due: boolean; nextDueAt: Date } {
  let next = times.lastSuccessAt ? times.lastSuccessAt.getTime() + intervalMs : now.getTime()
  const failedSince = times.lastAttemptAt && (!times.lastSuccessAt || times.lastAttemptAt > times.lastSuccessAt)
  if (failedSince) next = Math.max(next, times.lastAttemptAt!.getTime() + NEWS_RETRY_MS)
  return { due: next <= now.getTime(), nextDueAt: new Date(next) }
}
