ALTER TABLE "price_alert_deliveries" ALTER COLUMN "price_history_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alert_deliveries" ADD COLUMN "list_price_change" text;--> statement-breakpoint
CREATE UNIQUE INDEX "price_alert_deliveries_list_once_idx" ON "price_alert_deliveries" USING btree ("alert_id","list_price_change","kind");--> statement-breakpoint
ALTER TABLE "price_alert_deliveries" ADD CONSTRAINT "price_alert_deliveries_one_change" CHECK (("price_alert_deliveries"."price_history_id" is null) <> ("price_alert_deliveries"."list_price_change" is null));