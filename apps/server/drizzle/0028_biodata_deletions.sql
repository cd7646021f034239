CREATE TABLE "biodata_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deleted_addid" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"spouse_addid" integer,
	"shares_story" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"story" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biodata_deletions_deleted_addid_unique" UNIQUE("deleted_addid"),
	CONSTRAINT "biodata_deletions_reason_check" CHECK ("biodata_deletions"."reason" in ('marriedThroughBondhon', 'marriedElsewhere', 'noLongerLooking', 'other')),
	CONSTRAINT "biodata_deletions_details_check" CHECK (("biodata_deletions"."reason" = 'other') = (btrim(coalesce("biodata_deletions"."details", '')) <> '') and char_length("biodata_deletions"."details") <= 500),
	CONSTRAINT "biodata_deletions_spouse_check" CHECK ("biodata_deletions"."spouse_addid" is null or ("biodata_deletions"."reason" = 'marriedThroughBondhon' and "biodata_deletions"."spouse_addid" <> "biodata_deletions"."deleted_addid")),
	CONSTRAINT "biodata_deletions_story_check" CHECK ((not "biodata_deletions"."shares_story" or "biodata_deletions"."reason" = 'marriedThroughBondhon') and "biodata_deletions"."shares_story" = ("biodata_deletions"."first_name" is not null) and ("biodata_deletions"."story" is null or "biodata_deletions"."shares_story") and char_length("biodata_deletions"."story") <= 400)
);
--> statement-breakpoint
CREATE TABLE "success_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_deletion_id" uuid NOT NULL,
	"second_deletion_id" uuid NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_down_at" timestamp with time zone,
	CONSTRAINT "success_stories_first_deletion_id_unique" UNIQUE("first_deletion_id"),
	CONSTRAINT "success_stories_second_deletion_id_unique" UNIQUE("second_deletion_id"),
	CONSTRAINT "success_stories_two_sides_check" CHECK ("success_stories"."first_deletion_id" <> "success_stories"."second_deletion_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_first_deletion_id_biodata_deletions_id_fk" FOREIGN KEY ("first_deletion_id") REFERENCES "public"."biodata_deletions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_second_deletion_id_biodata_deletions_id_fk" FOREIGN KEY ("second_deletion_id") REFERENCES "public"."biodata_deletions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "success_stories_shown_idx" ON "success_stories" USING btree ("confirmed_at") WHERE "success_stories"."taken_down_at" is null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('user.role', 'user.person', 'contactRequest.approve', 'premium.approve', 'mail.retry', 'operator.role', 'operator.superAdmin', 'reports.dismiss', 'biodata.remove', 'user.suspend', 'user.unsuspend', 'biodata.verify', 'biodata.requestChanges', 'successStory.takeDown'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('user', 'contactRequest', 'mail', 'biodata', 'successStory'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('contactRequestPaid', 'contactRequestApproved', 'premiumApproved', 'biodataVerified', 'biodataChangesRequested', 'biodataRemoved', 'accountSuspended', 'favouriteBiodataDeleted', 'contactRequestWithdrawn', 'marriageClaimed'));