CREATE TABLE "price_alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"price_history_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claimed_by" text,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"product_key" text NOT NULL,
	"dose" text,
	"kind" text NOT NULL,
	"threshold" numeric(12, 2),
	"confirm_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"manage_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "price_alerts_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "price_alerts_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "price_alerts_lowercase" CHECK ("price_alerts"."email" = lower("price_alerts"."email")),
	CONSTRAINT "price_alerts_threshold" CHECK (("price_alerts"."kind" = 'below') = ("price_alerts"."threshold" is not null) and ("price_alerts"."threshold" is null or "price_alerts"."threshold" > 0))
);
--> statement-breakpoint
ALTER TABLE "price_alert_deliveries" ADD CONSTRAINT "price_alert_deliveries_alert_id_price_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_deliveries" ADD CONSTRAINT "price_alert_deliveries_price_history_id_price_history_id_fk" FOREIGN KEY ("price_history_id") REFERENCES "public"."price_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_alert_deliveries_once_idx" ON "price_alert_deliveries" USING btree ("alert_id","price_history_id");--> statement-breakpoint
CREATE INDEX "price_alert_deliveries_status_idx" ON "price_alert_deliveries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "price_alerts_match_idx" ON "price_alerts" USING btree ("country_code","product_key");--> statement-breakpoint
CREATE INDEX "price_alerts_email_idx" ON "price_alerts" USING btree ("email");