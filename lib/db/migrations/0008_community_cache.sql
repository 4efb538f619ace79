CREATE TABLE "community_results" (
	"search_key" text PRIMARY KEY NOT NULL,
	"posts" jsonb,
	"fetched_at" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL,
	"retry_after" timestamp with time zone,
	CONSTRAINT "community_results_posts_dated" CHECK (("community_results"."posts" is null) = ("community_results"."fetched_at" is null))
);
