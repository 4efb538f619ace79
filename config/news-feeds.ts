/**
 * Curated RSS/Atom feeds for /news. Public feed addresses as published by each source (to be re-verified
 * when a feed stops answering: the refresh report names it). NEWS_FEEDS replaces this list.
 */
export const NEWS_FEEDS = [
  { name: 'FDA', url: 'https://www.fda.gov/about-fda/contact-fda/stay-informed/rss-feeds/press-releases/rss.xml' },
  { name: 'NIH', url: 'https://www.nih.gov/news-releases/feed.xml' },
  { name: 'KFF Health News', url: 'https://kffhealthnews.org/feed/' },
  { name: 'STAT', url: 'https://www.statnews.com/feed/' },
  { name: 'Fierce Pharma', url: 'https://www.fiercepharma.com/rss/xml' },
  { name: 'BioPharma Dive', url: 'https://www.biopharmadive.com/feeds/news/' },
  { name: 'ScienceDaily', url: 'https://www.sciencedaily.com/rss/health_medicine/obesity.xml' },
  { name: 'ScienceDaily', url: 'https://www.sciencedaily.com/rss/health_medicine/diabetes.xml' },
] as const

export const NEWS_CATEGORIES = ['Regulatory', 'Research', 'Industry', 'Coverage'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]
