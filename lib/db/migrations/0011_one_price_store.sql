-- One store for prices and facts: every figure is a provider_prices or provider_facts row with its source.
-- What the old typed columns hold that no row states yet is moved into rows first (citing the page the
-- editor named, or the provider's site, dated as the editor dated it, else the day it was last saved, with
-- the date kind 'entered'); then the columns go. Typed review averages had no review page behind them: they
-- are written to the audit log, not kept as figures.

-- Each figure carries the day it was last checked, and a version for editors saving at the same time.
ALTER TABLE "provider_prices" ADD COLUMN "checked_on" date;--> statement-breakpoint
ALTER TABLE "provider_prices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_facts" ADD COLUMN "checked_on" date;--> statement-breakpoint
ALTER TABLE "provider_facts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "provider_prices" AS p SET "checked_on" = s."checked_on" FROM "sources" AS s WHERE s."id" = p."source_id";--> statement-breakpoint
UPDATE "provider_facts" AS f SET "checked_on" = s."checked_on" FROM "sources" AS s WHERE s."id" = f."source_id";--> statement-breakpoint

-- Price history names the price it belongs to and what that price is.
ALTER TABLE "price_history" ADD COLUMN "price_id" uuid;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "form" text;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "per" text;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_price_id_provider_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."provider_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint

-- Typed monthly prices per dose step (US on the provider row, other countries on its country link) that no
-- primary price row states at that step with that amount.
CREATE TEMP TABLE "typed_prices" ON COMMIT DROP AS
WITH typed AS (
  SELECT p."id" AS provider_id, 'US' AS country_code, 'USD' AS currency, m.medication, d.key AS step, (d.value #>> '{}')::double precision AS amount,
    coalesce(p."source_url", p."website_url") AS url, coalesce(p."last_verified_at", p."updated_at"::date) AS source_date,
    CASE WHEN p."last_verified_at" IS NULL THEN 'entered' ELSE 'updated' END AS date_kind, p."name" AS publisher
  FROM "providers" AS p
  CROSS JOIN LATERAL (VALUES ('semaglutide', p."semaglutide_prices"), ('tirzepatide', p."tirzepatide_prices")) AS m(medication, prices)
  CROSS JOIN LATERAL jsonb_each(coalesce(m.prices, '{}'::jsonb)) AS d
  WHERE jsonb_typeof(d.value) = 'number'
  UNION ALL
  SELECT p."id", c."code", c."currency", m.medication, d.key, (d.value #>> '{}')::double precision,
    coalesce(cp."source_url", p."source_url", cp."local_url", p."website_url"), coalesce(cp."last_verified_at", p."last_verified_at", p."updated_at"::date),
    CASE WHEN coalesce(cp."last_verified_at", p."last_verified_at") IS NULL THEN 'entered' ELSE 'updated' END, p."name"
  FROM "country_providers" AS cp
  JOIN "providers" AS p ON p."id" = cp."provider_id"
  JOIN "countries" AS c ON c."id" = cp."country_id"
  CROSS JOIN LATERAL (VALUES ('semaglutide', cp."local_pricing" -> 'semaglutide'), ('tirzepatide', cp."local_pricing" -> 'tirzepatide')) AS m(medication, prices)
  CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(m.prices) = 'object' THEN m.prices ELSE '{}'::jsonb END) AS d
  WHERE c."code" <> 'US' AND jsonb_typeof(d.value) = 'number'
)
SELECT * FROM typed AS t
WHERE t.amount > 0 AND NOT EXISTS (
  SELECT 1 FROM "provider_prices" AS r
  WHERE r."provider_id" = t.provider_id AND r."country_code" = t.country_code AND r."medication" = t.medication
    AND r."alternative_of" IS NULL AND t.step = ANY(r."steps") AND r."amount" = t.amount
);--> statement-breakpoint
INSERT INTO "sources" ("url", "title", "publisher", "source_date", "date_kind", "checked_on")
SELECT DISTINCT url, 'Entered in the admin (no source page recorded with the figure)', publisher, source_date, date_kind, source_date FROM "typed_prices"
ON CONFLICT ("url", "source_date") DO NOTHING;--> statement-breakpoint
INSERT INTO "provider_prices" ("provider_id", "country_code", "medication", "brand", "compounded", "form", "dose_label", "steps", "amount", "currency", "per", "kind", "note", "source_id", "source_where", "checked_on", "position")
SELECT t.provider_id, t.country_code, t.medication, NULL, false, 'injection (form not stated)', t.step, ARRAY[t.step], t.amount, t.currency, 'month', 'standard',
  'Typed in the admin as a monthly price per dose before each price carried its own source; brand or compounded was not recorded.',
  s."id", 'The admin''s price table', t.source_date,
  1000 + row_number() OVER (PARTITION BY t.provider_id ORDER BY t.country_code, t.medication, t.amount)
FROM "typed_prices" AS t
JOIN "sources" AS s ON s."url" = t.url AND s."source_date" = t.source_date;--> statement-breakpoint

-- Typed state lists with no states fact.
INSERT INTO "sources" ("url", "title", "publisher", "source_date", "date_kind", "checked_on")
SELECT DISTINCT coalesce(p."source_url", p."website_url"), 'Entered in the admin (no source page recorded with the figure)', p."name",
  coalesce(p."last_verified_at", p."updated_at"::date), CASE WHEN p."last_verified_at" IS NULL THEN 'entered' ELSE 'updated' END, coalesce(p."last_verified_at", p."updated_at"::date)
FROM "providers" AS p
WHERE p."states_known" AND cardinality(p."states") > 0 AND NOT EXISTS (SELECT 1 FROM "provider_facts" AS f WHERE f."provider_id" = p."id" AND f."kind" = 'states')
ON CONFLICT ("url", "source_date") DO NOTHING;--> statement-breakpoint
INSERT INTO "provider_facts" ("provider_id", "kind", "value", "source_id", "source_where", "checked_on")
SELECT p."id", 'states', jsonb_build_object('states', to_jsonb(p."states")), s."id", 'The admin''s list of states', s."source_date"
FROM "providers" AS p
JOIN "sources" AS s ON s."url" = coalesce(p."source_url", p."website_url") AND s."source_date" = coalesce(p."last_verified_at", p."updated_at"::date)
WHERE p."states_known" AND cardinality(p."states") > 0 AND NOT EXISTS (SELECT 1 FROM "provider_facts" AS f WHERE f."provider_id" = p."id" AND f."kind" = 'states');--> statement-breakpoint

-- Typed review averages that no review fact states: kept in the audit log only.
INSERT INTO "audit_log" ("actor_email", "action", "entity", "entity_id", "details")
SELECT 'migration', 'drop-typed-reviews', 'provider', p."id"::text,
  jsonb_strip_nulls(jsonb_build_object(
    'trustpilotScore', CASE WHEN NOT EXISTS (SELECT 1 FROM "provider_facts" AS f WHERE f."provider_id" = p."id" AND f."kind" = 'review' AND f."value" ->> 'site' = 'trustpilot') THEN p."trustpilot_score" END,
    'googleScore', CASE WHEN NOT EXISTS (SELECT 1 FROM "provider_facts" AS f WHERE f."provider_id" = p."id" AND f."kind" = 'review' AND f."value" ->> 'site' = 'google') THEN p."google_score" END,
    'reason', 'A review average is a figure with its review page and that page''s date; these were typed without one.'))
FROM "providers" AS p
WHERE (p."trustpilot_score" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "provider_facts" AS f WHERE f."provider_id" = p."id" AND f."kind" = 'review' AND f."value" ->> 'site' = 'trustpilot'))
   OR (p."google_score" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "provider_facts" AS f WHERE f."provider_id" = p."id" AND f."kind" = 'review' AND f."value" ->> 'site' = 'google'));--> statement-breakpoint

-- History rows written per dose step before prices had rows point at the price now standing for that step;
-- every other priced row starts its history with its amount as its source gives it.
UPDATE "price_history" AS h SET "price_id" = p."id", "brand" = p."brand", "form" = p."form", "per" = p."per", "kind" = p."kind", "currency" = p."currency"
FROM "provider_prices" AS p
WHERE h."price_id" IS NULL AND p."provider_id" = h."provider_id" AND p."country_code" = h."country_code" AND p."medication" = h."medication"
  AND p."dose_label" = h."dose" AND p."alternative_of" IS NULL;--> statement-breakpoint
INSERT INTO "price_history" ("provider_id", "price_id", "country_code", "medication", "brand", "form", "dose", "per", "kind", "currency", "old_amount", "new_amount", "source_url", "source_date", "changed_by")
SELECT p."provider_id", p."id", p."country_code", p."medication", p."brand", p."form", p."dose_label", p."per", p."kind", p."currency", NULL, p."amount", s."url", s."source_date", 'migration'
FROM "provider_prices" AS p
JOIN "sources" AS s ON s."id" = p."source_id"
WHERE p."amount" IS NOT NULL AND p."alternative_of" IS NULL AND NOT EXISTS (SELECT 1 FROM "price_history" AS h WHERE h."price_id" = p."id");--> statement-breakpoint

ALTER TABLE "provider_prices" ALTER COLUMN "checked_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_facts" ALTER COLUMN "checked_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" DROP COLUMN "checked_on";--> statement-breakpoint
ALTER TABLE "country_providers" DROP COLUMN "local_pricing";--> statement-breakpoint
ALTER TABLE "country_providers" DROP COLUMN "source_url";--> statement-breakpoint
ALTER TABLE "country_providers" DROP COLUMN "last_verified_at";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "states";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "states_known";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "medications";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "semaglutide_prices";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "tirzepatide_prices";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "trustpilot_score";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "google_score";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "pricing_transparency";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "vial_score";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "source_url";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "last_verified_at";
