ALTER TABLE "provider_card_content" DROP COLUMN "votes_count";--> statement-breakpoint
ALTER TABLE "provider_card_content" DROP COLUMN "detailed_rating";--> statement-breakpoint
ALTER TABLE "provider_card_content" DROP COLUMN "rating_label";