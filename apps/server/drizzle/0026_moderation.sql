CREATE TABLE "biodata_pending_edits" (
	"biodata_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biodata_verified_versions" (
	"biodata_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_status_check";--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "review_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "biodata_pending_edits" ADD CONSTRAINT "biodata_pending_edits_biodata_id_biodatas_id_fk" FOREIGN KEY ("biodata_id") REFERENCES "public"."biodatas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biodata_verified_versions" ADD CONSTRAINT "biodata_verified_versions_biodata_id_biodatas_id_fk" FOREIGN KEY ("biodata_id") REFERENCES "public"."biodatas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biodatas_review_queue_idx" ON "biodatas" USING btree ("submitted_at","addid") WHERE "biodatas"."review_state" = 'pending';--> statement-breakpoint
CREATE INDEX "users_suspended_until_idx" ON "users" USING btree ("suspended_until") WHERE "users"."suspended_until" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('user.role', 'user.person', 'contactRequest.approve', 'premium.approve', 'mail.retry', 'operator.role', 'operator.superAdmin', 'reports.dismiss', 'biodata.remove', 'user.suspend', 'user.unsuspend', 'biodata.verify', 'biodata.requestChanges'));--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_review_state_check" CHECK ("biodatas"."review_state" in ('pending', 'verified', 'changes_requested', 'removed'));--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_removed_not_listed_check" CHECK (not ("biodatas"."listed" and "biodatas"."review_state" = 'removed'));--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_review_reason_check" CHECK (("biodatas"."review_state" in ('changes_requested', 'removed')) = ("biodatas"."review_reason" is not null) and char_length("biodatas"."review_reason") <= 1000);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('contactRequestPaid', 'contactRequestApproved', 'premiumApproved', 'biodataVerified', 'biodataChangesRequested', 'biodataRemoved', 'accountSuspended'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'dismissed', 'actioned'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspension_check" CHECK (("users"."suspended_at" is null) = ("users"."suspension_reason" is null) and ("users"."suspended_until" is null or "users"."suspended_at" is not null) and char_length("users"."suspension_reason") <= 1000);