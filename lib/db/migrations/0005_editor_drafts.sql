CREATE TABLE "provider_drafts" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"input" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_markdown" text;--> statement-breakpoint
ALTER TABLE "provider_drafts" ADD CONSTRAINT "provider_drafts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;