CREATE TABLE "provider_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" jsonb NOT NULL,
	"source_id" uuid NOT NULL,
	"source_where" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"medication" text NOT NULL,
	"brand" text,
	"compounded" boolean NOT NULL,
	"form" text NOT NULL,
	"dose_label" text NOT NULL,
	"steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount" double precision,
	"currency" text NOT NULL,
	"per" text,
	"kind" text,
	"includes_medication" boolean,
	"includes_membership" boolean,
	"note" text,
	"alternative_of" uuid,
	"source_id" uuid NOT NULL,
	"source_where" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"publisher" text NOT NULL,
	"source_date" date NOT NULL,
	"date_kind" text NOT NULL,
	"checked_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "trustpilot_score" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "trustpilot_score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "google_score" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "google_score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "pricing_transparency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "pricing_transparency" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "states_known" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "price_not_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_facts" ADD CONSTRAINT "provider_facts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_facts" ADD CONSTRAINT "provider_facts_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_prices" ADD CONSTRAINT "provider_prices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_prices" ADD CONSTRAINT "provider_prices_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_facts_provider_idx" ON "provider_facts" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_prices_provider_idx" ON "provider_prices" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sources_url_date_idx" ON "sources" USING btree ("url","source_date");