import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

import type { CommunityPost } from '@/lib/domain/community'
import type { RuleFinding, WatchRule } from '@/lib/domain/price-reading'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

// Countries and providers

/** One row per entry of config/countries.ts, which holds the rest of a country (name, currency, path, ...). */
export const countries = pgTable('countries', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
})

export const providers = pgTable('providers', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  websiteUrl: text('website_url').notNull(),
  /** What runs the program: manufacturer, government, telehealth or pharmacy (sourced data only). */
  kind: text('kind'),
  featured: boolean('featured').notNull().default(false),
  discountCode: text('discount_code'),
  affiliateParams: jsonb('affiliate_params').$type<Record<string, string>>().notNull().default({}),
  isSample: boolean('is_sample').notNull().default(false),
  /** Optimistic lock: a save made from an older version is refused, not applied. */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const countryProviders = pgTable(
  'country_providers',
  {
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    isAvailable: boolean('is_available').notNull().default(true),
    localDescription: text('local_description'),
    localUrl: text('local_url'),
    shippingInfo: text('shipping_info'),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.providerId] })],
)

/** Written in the transaction that changes the amount; rows older than sourced prices name a dose step, no price. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The price this change was made to; null once that price is removed (the row stays, as history). */
    priceId: uuid('price_id').references(() => providerPrices.id, { onDelete: 'set null' }),
    countryCode: text('country_code').notNull(),
    medication: text('medication').notNull(),
    brand: text('brand'),
    compounded: boolean('compounded').notNull().default(false),
    form: text('form'),
    dose: text('dose').notNull(),
    steps: text('steps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    per: text('per'),
    kind: text('kind'),
    currency: text('currency'),
    oldAmount: doublePrecision('old_amount'),
    newAmount: doublePrecision('new_amount'),
    sourceUrl: text('source_url'),
    sourceDate: date('source_date', { mode: 'string' }),
    /** When the new amount took effect, if its source says; else the source's date stands for it. */
    effectiveOn: date('effective_on', { mode: 'string' }),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when marked a mistake: the row leaves every public view and stays here for the audit trail. */
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    correctionReason: text('correction_reason'),
    correctedBy: text('corrected_by'),
    /** The mistaken change this one replaces (its page says 'corrected on' the day this was recorded). */
    correctsId: uuid('corrects_id').references((): AnyPgColumn => priceHistory.id, { onDelete: 'set null' }),
  },
  (t) => [index('price_history_provider_idx').on(t.providerId, t.changedAt)],
)

/** One draft per provider, previewed in draft mode; saving the provider drops it. */
export const providerDrafts = pgTable('provider_drafts', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  input: jsonb('input').$type<Record<string, unknown>>().notNull(),
  savedBy: text('saved_by').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
})

// Sourced figures: the one store of prices and facts, each with its source page; pages, score and open data read it.

export const sources = pgTable(
  'sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    publisher: text('publisher').notNull(),
    /** The source's own date: the page's updated or published date, or the article's. */
    sourceDate: date('source_date', { mode: 'string' }).notNull(),
    /** updated | published | article | observed (a third party read the page) | entered (typed before sources). */
    dateKind: text('date_kind').notNull(),
    /** Who observed the seller's page (an organisation or dataset); null for an anonymous capture or a page itself. */
    observedBy: text('observed_by'),
    observerUrl: text('observer_url'),
  },
  (t) => [uniqueIndex('sources_url_date_idx').on(t.url, t.sourceDate)],
)

export const providerPrices = pgTable(
  'provider_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    medication: text('medication').notNull(),
    brand: text('brand'),
    compounded: boolean('compounded').notNull(),
    form: text('form').notNull(),
    dose: text('dose_label').notNull(),
    steps: text('steps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** null: the source shows the offer but states no amount ('price not published'). */
    amount: doublePrecision('amount'),
    currency: text('currency').notNull(),
    per: text('per'),
    /** intro | recurring | standard | conditional | temporary: the price's basis (lib/domain/price-basis.ts). */
    kind: text('kind'),
    /** For whom an introductory price is, or what the buyer must do for a conditional one, as the source says. */
    condition: text('condition'),
    /** The last day of an offer a source ends: the day after, it is history. */
    until: date('until', { mode: 'string' }),
    includesMedication: boolean('includes_medication'),
    includesMembership: boolean('includes_membership'),
    note: text('note'),
    /** Another source's figure for the same price: shown as a note beside the primary one. */
    alternativeOf: uuid('alternative_of'),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id),
    sourceWhere: text('source_where').notNull(),
    /** The maker's dated statement that this channel sells at the maker's price (the amount rests on `source`). */
    viaSourceId: uuid('via_source_id').references(() => sources.id),
    viaWhere: text('via_where'),
    checkedOn: date('checked_on', { mode: 'string' }).notNull(),
    position: integer('position').notNull().default(0),
    /** Optimistic lock: a save made from an older version is refused (two editors on one price). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('provider_prices_provider_idx').on(t.providerId)],
)

/** Re-read on a schedule (lib/price-reader.ts); `next_read_at` is claimed, so one instance reads each page. */
export const watchedPages = pgTable('watched_pages', {
  id: uuid('id').primaryKey().defaultRandom(),
  providerId: uuid('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' }),
  url: text('url').notNull().unique(),
  rules: jsonb('rules').$type<WatchRule[]>().notNull().default([]),
  enabled: boolean('enabled').notNull().default(true),
  nextReadAt: timestamp('next_read_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last reading's validators, sent back so an unchanged page costs the seller a 304. */
  etag: text('etag'),
  lastModified: text('last_modified'),
  createdAt: createdAt(),
})

/** Keeps the text read, so an editor sees what the reader saw and can try a rule on it. */
export const pageReadings = pgTable(
  'page_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => watchedPages.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    httpStatus: integer('http_status'),
    contentHash: text('content_hash'),
    text: text('text'),
    findings: jsonb('findings').$type<RuleFinding[]>().notNull().default([]),
  },
  (t) => [index('page_readings_page_idx').on(t.pageId, t.readAt)],
)

/** Published through the sourced price edit, so history, feeds and alerts follow. */
export const priceReviews = pgTable(
  'price_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => watchedPages.id, { onDelete: 'cascade' }),
    readingId: uuid('reading_id')
      .notNull()
      .references(() => pageReadings.id, { onDelete: 'cascade' }),
    priceId: uuid('price_id')
      .notNull()
      .references(() => providerPrices.id, { onDelete: 'cascade' }),
    oldAmount: doublePrecision('old_amount'),
    newAmount: doublePrecision('new_amount').notNull(),
    context: text('context').notNull(),
    /** open | published | dismissed */
    status: text('status').notNull().default('open'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('price_reviews_status_idx').on(t.status, t.createdAt)],
)

/** Fees, states, terms, pharmacy and review figures: one sourced fact a row, its value as the data set states it. */
export const providerFacts = pgTable(
  'provider_facts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** fee | states | insurance | pricing_model | minimum_commitment | cancellation | pharmacy | review */
    kind: text('kind').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id),
    sourceWhere: text('source_where').notNull(),
    checkedOn: date('checked_on', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('provider_facts_provider_idx').on(t.providerId)],
)

export const providerCardContent = pgTable('provider_card_content', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  // No typed rating, rating label or vote count: the stars and their label come from the computed Vial Score,
  // and a review count is shown only with its source, so no editor can type in a figure nobody published.
  badgeText: text('badge_text'),
  badgeColor: text('badge_color'),
  logoUrl: text('logo_url'),
  logoBackground: text('logo_background'),
  ctaText: text('cta_text'),
  offerTitle: text('offer_title'),
  offerCode: text('offer_code'),
  isActive: boolean('is_active').notNull().default(true),
})

/** Bytes: postgres.js is given a Buffer (its bytea type is inferred from one); PGlite takes it as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
})

/** In the database, the one store every deployment has; rows never change, so /media/{id} is cached forever. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: createdAt(),
})

export const outboundClicks = pgTable(
  'outbound_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbound_clicks_provider_idx').on(t.providerId)],
)

// Editable content

export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  content: text('content').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
})

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    content: text('content').notNull(),
    /** What the editor typed (Markdown, HTML allowed); `content` holds it rendered and sanitised. */
    contentMarkdown: text('content_markdown'),
    excerpt: text('excerpt'),
    authorName: text('author_name').notNull().default('Admin'),
    published: boolean('published').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    featuredImageUrl: text('featured_image_url'),
    /** Required with a featured image: what the image shows, for readers who cannot see it. */
    featuredImageAlt: text('featured_image_alt'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    canonicalUrl: text('canonical_url'),
    ogImageOverride: text('og_image_override'),
    robotsDirective: text('robots_directive'),
    enableReviewsSchema: boolean('enable_reviews_schema').notNull().default(false),
  },
  (t) => [index('blog_posts_published_idx').on(t.published, t.publishedAt)],
)

export const seoMetadata = pgTable(
  'seo_metadata',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageType: text('page_type').notNull(),
    pageSlug: text('page_slug').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    canonicalUrl: text('canonical_url'),
    ogImageUrl: text('og_image_url'),
    robotsDirective: text('robots_directive'),
  },
  (t) => [uniqueIndex('seo_metadata_page_idx').on(t.pageType, t.pageSlug)],
)

export const cityContent = pgTable('city_content', {
  citySlug: text('city_slug').primaryKey(),
  uniqueHeroDescription: text('unique_hero_description'),
  localBenefits: jsonb('local_benefits').$type<string[]>(),
  population: integer('population'),
  obesityRate: doublePrecision('obesity_rate'),
  diabetesRate: doublePrecision('diabetes_rate'),
  /** Health figures show only with a named source and year, never as bare numbers. */
  healthStatsSource: text('health_stats_source'),
  healthStatsYear: integer('health_stats_year'),
  nearbyHealthcareFacilities: jsonb('nearby_healthcare_facilities').$type<string[]>(),
  regionalAdvantages: jsonb('regional_advantages').$type<string[]>(),
  climateType: text('climate_type'),
  healthConcerns: jsonb('health_concerns').$type<string[]>(),
  metaDescriptionVariants: jsonb('meta_description_variants').$type<string[]>(),
  updatedAt: updatedAt(),
})

export const contentVariations = pgTable('content_variations', {
  id: uuid('id').primaryKey().defaultRandom(),
  sectionType: text('section_type').notNull(),
  contentTemplate: text('content_template').notNull(),
  weight: integer('weight').notNull().default(1),
})

export const trendingKeywords = pgTable(
  'trending_keywords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyword: text('keyword').notNull(),
    searchVolume: integer('search_volume').notNull().default(0),
    trendScore: integer('trend_score').notNull().default(0),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [check('trending_keywords_trend_range', sql`${t.trendScore} >= 0 and ${t.trendScore} <= 100`)],
)

export const newsItems = pgTable('news_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  url: text('url').notNull().unique(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  source: text('source').notNull(),
  category: text('category').notNull(),
  hidden: boolean('hidden').notNull().default(false),
  isSample: boolean('is_sample').notNull().default(false),
  createdAt: createdAt(),
})

export const newsFeedStatus = pgTable('news_feed_status', {
  feedUrl: text('feed_url').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  itemsAdded: integer('items_added').notNull().default(0),
  lastError: text('last_error'),
})

/** Last good Reddit result per search, so a restart or outage still shows posts; `retry_after` honours a 429. */
export const communityResults = pgTable(
  'community_results',
  {
    searchKey: text('search_key').primaryKey(),
    posts: jsonb('posts').$type<CommunityPost[]>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    retryAfter: timestamp('retry_after', { withTimezone: true }),
  },
  (t) => [check('community_results_posts_dated', sql`(${t.posts} is null) = (${t.fetchedAt} is null)`)],
)

// Visitors' submissions

export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    /** False once unsubscribed; an address is a subscriber when active and confirmed. */
    isActive: boolean('is_active').notNull().default(true),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    /** Double opt-in: set when the confirmation mail's link is followed; null while pending, and no issue is sent. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmToken: text('confirm_token').unique(),
    /** A repeated sign-up mails the address again at most every few minutes. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  },
  // Stored lower-cased, so a different case can never make a second row.
  (t) => [check('email_subscriptions_lowercase', sql`${t.email} = lower(${t.email})`)],
)

export const newsletterIssues = pgTable('newsletter_issues', {
  id: uuid('id').primaryKey().defaultRandom(),
  subject: text('subject').notNull(),
  bodyMarkdown: text('body_markdown').notNull(),
  /** draft: editable; sending: recipients fixed, deliveries under way; sent: every delivery settled. */
  status: text('status', { enum: ['draft', 'sending', 'sent'] })
    .notNull()
    .default('draft'),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
  sentBy: text('sent_by'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** The confirmed subscribers when sending began: one delivery row each. */
  recipientCount: integer('recipient_count').notNull().default(0),
})

/** Claimed before the mailer and marked 'sent' after, so a restart never re-sends (lib/newsletter-sender.ts). */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => emailSubscriptions.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'unknown', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_recipient_idx').on(t.issueId, t.email),
    index('newsletter_deliveries_status_idx').on(t.issueId, t.status),
  ],
)

/** Double opt-in; tokens are stored as sha256 hashes, so a leaked table opens no mailbox's alerts. */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    /** The tracker's product key (lib/domain/price-tracker.ts productKey), e.g. 'zepbound-tirzepatide-vials'. */
    productKey: text('product_key').notNull(),
    /** A dose step as the prices name it ('2.5mg'); null: any dose. */
    dose: text('dose'),
    kind: text('kind', { enum: ['below', 'changes'] }).notNull(),
    /** For 'below': fires when a price goes from this amount or more to under it. */
    threshold: numeric('threshold', { precision: 12, scale: 2, mode: 'number' }),
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** When the confirmation link was last mailed: the link expires a while after, and re-mailing is spaced. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    manageTokenHash: text('manage_token_hash').notNull().unique(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    check('price_alerts_lowercase', sql`${t.email} = lower(${t.email})`),
    check(
      'price_alerts_threshold',
      sql`(${t.kind} = 'below') = (${t.threshold} is not null) and (${t.threshold} is null or ${t.threshold} > 0)`,
    ),
    index('price_alerts_match_idx').on(t.countryCode, t.productKey),
    index('price_alerts_email_idx').on(t.email),
  ],
)

/** Claimed and settled like a newsletter delivery; the unique indexes mail a change to an alert at most once. */
export const priceAlertDeliveries = pgTable(
  'price_alert_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => priceAlerts.id, { onDelete: 'cascade' }),
    priceHistoryId: uuid('price_history_id').references(() => priceHistory.id, { onDelete: 'cascade' }),
    /** A list price's change, by its key (lib/domain/price-tracker.ts changeKey); null for a price_history row. */
    listPriceChange: text('list_price_change'),
    /** change: the change's own mail; correction: a later mail saying a change already mailed was a mistake. */
    kind: text('kind', { enum: ['change', 'correction'] })
      .notNull()
      .default('change'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'unknown', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A postponed delivery (the server could not take it) is not tried again before this. */
    notBefore: timestamp('not_before', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('price_alert_deliveries_once_idx').on(t.alertId, t.priceHistoryId, t.kind),
    uniqueIndex('price_alert_deliveries_list_once_idx').on(t.alertId, t.listPriceChange, t.kind),
    check('price_alert_deliveries_one_change', sql`(${t.priceHistoryId} is null) <> (${t.listPriceChange} is null)`),
    index('price_alert_deliveries_status_idx').on(t.status),
  ],
)

export const providerSubmissions = pgTable('provider_submissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  providerName: text('provider_name').notNull(),
  website: text('website').notNull(),
  contactEmail: text('contact_email').notNull(),
  contactName: text('contact_name'),
  phone: text('phone'),
  description: text('description'),
  medications: jsonb('medications').$type<string[]>().notNull().default([]),
  excludedStates: jsonb('excluded_states').$type<string[]>().notNull().default([]),
  pricing: text('pricing'),
  additionalInfo: text('additional_info'),
  /** The submission as mailed for review (submissionPayload), kept as sent. */
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status', { enum: ['pending', 'reviewed', 'converted'] })
    .notNull()
    .default('pending'),
  createdAt: createdAt(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
})

/** Mail written here when SMTP_URL is not set; the admin can read it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  headers: jsonb('headers').$type<Record<string, string>>(),
  html: text('html'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
})

// Admin and authentication (Better Auth's core tables, plus our admin list)

export const adminUsers = pgTable('admin_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
})

/** Values the app generates for itself, such as the session-signing secret when none is configured. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/** Consecutive failed sign-ins per account, for the lockout (Better Auth's own limit is per address). */
export const loginAttempts = pgTable('login_attempts', {
  email: text('email').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: updatedAt(),
})

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
)

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
)

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
)

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export type Provider = typeof providers.$inferSelect
export type NewProvider = typeof providers.$inferInsert
export type CountryProvider = typeof countryProviders.$inferSelect
export type NewCountryProvider = typeof countryProviders.$inferInsert
export type ProviderCardContent = typeof providerCardContent.$inferSelect
export type NewProviderCardContent = typeof providerCardContent.$inferInsert
export type BlogPost = typeof blogPosts.$inferSelect
export type NewBlogPost = typeof blogPosts.$inferInsert
export type TrendingKeyword = typeof trendingKeywords.$inferSelect
export type NewTrendingKeyword = typeof trendingKeywords.$inferInsert
export type EmailSubscription = typeof emailSubscriptions.$inferSelect
export type NewsletterIssue = typeof newsletterIssues.$inferSelect
export type NewsletterDelivery = typeof newsletterDeliveries.$inferSelect
export type PriceAlert = typeof priceAlerts.$inferSelect
export type PriceAlertDelivery = typeof priceAlertDeliveries.$inferSelect
export type ProviderSubmission = typeof providerSubmissions.$inferSelect
export type NewsItem = typeof newsItems.$inferSelect
export type CityContent = typeof cityContent.$inferSelect
