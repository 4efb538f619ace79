ALTER TABLE "provider_prices" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "provider_prices" ADD COLUMN "until" date;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "observed_by" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "observer_url" text;