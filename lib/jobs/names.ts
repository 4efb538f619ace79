/** The site's kinds of background job (lib/jobs/site.ts) and the queue a job goes to when every try failed. */
export const JOB_NAMES = ['newsletter', 'price-alerts', 'news', 'price-reader'] as const
export type JobName = (typeof JOB_NAMES)[number]
export const DEAD_LETTER_QUEUE = 'dead-letters'
