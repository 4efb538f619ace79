ALTER TABLE "countries" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "countries" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "countries" DROP COLUMN "currency_symbol";--> statement-breakpoint
ALTER TABLE "countries" DROP COLUMN "path";