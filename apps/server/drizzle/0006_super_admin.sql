ALTER TABLE "users" ADD COLUMN "is_super_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_one_super_admin_idx" ON "users" USING btree ("is_super_admin") WHERE "users"."is_super_admin";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_super_admin_is_admin_check" CHECK (not "users"."is_super_admin" or "users"."role" = 'admin');