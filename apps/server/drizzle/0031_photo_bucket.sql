ALTER TABLE "photos" ALTER COLUMN "card" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "details" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "avatar" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_renditions_check" CHECK (num_nulls("photos"."card", "photos"."details", "photos"."avatar") in (0, 3));