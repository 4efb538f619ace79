CREATE TABLE "page_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"http_status" integer,
	"content_hash" text,
	"text" text,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"reading_id" uuid NOT NULL,
	"price_id" uuid NOT NULL,
	"old_amount" double precision,
	"new_amount" double precision NOT NULL,
	"context" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watched_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"url" text NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"etag" text,
	"last_modified" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_pages_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "page_readings" ADD CONSTRAINT "page_readings_page_id_watched_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."watched_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_reviews" ADD CONSTRAINT "price_reviews_page_id_watched_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."watched_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_reviews" ADD CONSTRAINT "price_reviews_reading_id_page_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."page_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_reviews" ADD CONSTRAINT "price_reviews_price_id_provider_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."provider_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_pages" ADD CONSTRAINT "watched_pages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_readings_page_idx" ON "page_readings" USING btree ("page_id","read_at");--> statement-breakpoint
CREATE INDEX "price_reviews_status_idx" ON "price_reviews" USING btree ("status","created_at");