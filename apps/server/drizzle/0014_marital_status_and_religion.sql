ALTER TABLE "biodatas" ADD COLUMN "marital_status" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "children_count" smallint;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "religion" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "religious_practice" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_marital_status_check" CHECK ("biodatas"."marital_status" is null or "biodatas"."marital_status" in ('Never married', 'Divorced', 'Widowed'));--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_children_count_check" CHECK ("biodatas"."children_count" is null or ("biodatas"."children_count" between 0 and 20 and "biodatas"."marital_status" in ('Divorced', 'Widowed')));--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_religion_check" CHECK ("biodatas"."religion" is null or "biodatas"."religion" in ('Islam', 'Hinduism', 'Christianity', 'Buddhism', 'Other'));--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_religious_practice_check" CHECK (char_length("biodatas"."religious_practice") <= 200);