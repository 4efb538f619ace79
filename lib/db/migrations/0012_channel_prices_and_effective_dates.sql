-- A channel's price at the maker's self-pay price names the maker's statement that the channel sells at it;
-- a history row says when its amount took effect and which dose steps it covers. 'Price not published' is a
-- claim about a program that needs its own source: the old unsourced flag goes (kept in the audit log), and a
-- source saying so is a fact of kind 'prices_not_published'.
ALTER TABLE "provider_prices" ADD COLUMN "via_source_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_prices" ADD COLUMN "via_where" text;--> statement-breakpoint
ALTER TABLE "provider_prices" ADD CONSTRAINT "provider_prices_via_source_id_sources_id_fk" FOREIGN KEY ("via_source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "steps" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "effective_on" date;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "compounded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "price_history" AS h SET "steps" = p."steps", "compounded" = p."compounded" FROM "provider_prices" AS p WHERE p."id" = h."price_id";--> statement-breakpoint
INSERT INTO "audit_log" ("actor_email", "action", "entity", "entity_id", "details")
SELECT 'migration', 'drop-unsourced-flag', 'provider', "id"::text, jsonb_build_object('priceNotPublished', true, 'reason', 'Saying a program publishes no price needs a source that says so; this flag had none.')
FROM "providers" WHERE "price_not_published";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "price_not_published";
