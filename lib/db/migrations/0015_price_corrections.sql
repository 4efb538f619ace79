DROP INDEX "price_alert_deliveries_once_idx";--> statement-breakpoint
ALTER TABLE "price_alert_deliveries" ADD COLUMN "kind" text DEFAULT 'change' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "corrected_by" text;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "corrects_id" uuid;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_corrects_id_price_history_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."price_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_alert_deliveries_once_idx" ON "price_alert_deliveries" USING btree ("alert_id","price_history_id","kind");