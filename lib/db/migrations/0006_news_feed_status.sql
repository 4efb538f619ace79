CREATE TABLE "news_feed_status" (
	"feed_url" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"items_added" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
