CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner_id" text NOT NULL,
	"card" "bytea" NOT NULL,
	"details" "bytea" NOT NULL,
	"avatar" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_name_unique" UNIQUE("name"),
	CONSTRAINT "photos_name_check" CHECK ("photos"."name" ~ '^[0-9a-f]{32}$')
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "photo_visibility" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_owner_idx" ON "photos" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('user.role', 'user.person', 'contactRequest.approve', 'premium.approve', 'mail.retry', 'operator.role', 'operator.superAdmin', 'reports.dismiss', 'biodata.remove', 'user.suspend', 'user.unsuspend', 'biodata.verify', 'biodata.requestChanges', 'successStory.takeDown', 'biodata.removePhoto'));--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_photo_visibility_check" CHECK ("biodatas"."photo_visibility" in ('everyone', 'members', 'approved'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('contactRequestPaid', 'contactRequestApproved', 'premiumApproved', 'biodataVerified', 'biodataChangesRequested', 'biodataRemoved', 'accountSuspended', 'favouriteBiodataDeleted', 'contactRequestWithdrawn', 'marriageClaimed', 'photoRemoved'));--> statement-breakpoint
-- A card says whether its photo may be shown to the reader (issue 22, ADR 0040): the listing's
-- four indexes carry photo_visibility beside profile_image, so a page of cards still reads the
-- index alone. The same columns and conditions as migration 0027, with photo_visibility added.
DROP INDEX "biodatas_listing_type_division_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_type_division_idx" ON "biodatas"
  ("biodata_type", "permanent_division", "dob", "addid")
  INCLUDE ("id", "name", "profile_image", "photo_visibility", "occupation", "permanent_district",
    "present_division", "marital_status", "religion", "education_level", "height", "verified_at")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_listing_division_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_division_idx" ON "biodatas" ("permanent_division", "dob", "addid")
  INCLUDE ("biodata_type", "id", "name", "profile_image", "photo_visibility", "occupation",
    "permanent_district", "present_division", "marital_status", "religion", "education_level",
    "height", "verified_at")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_listing_type_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_type_idx" ON "biodatas" ("biodata_type", "dob", "addid")
  INCLUDE ("permanent_division", "id", "name", "profile_image", "photo_visibility", "occupation",
    "permanent_district", "present_division", "marital_status", "religion", "education_level",
    "height", "verified_at")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_listing_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_idx" ON "biodatas" ("dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "id", "name", "profile_image", "photo_visibility",
    "occupation", "permanent_district", "present_division", "marital_status", "religion",
    "education_level", "height", "verified_at")
  WHERE "listed";
