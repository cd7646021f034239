CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biodatas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"addid" integer GENERATED ALWAYS AS IDENTITY (sequence name "biodatas_addid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"biodata_type" text NOT NULL,
	"name" text NOT NULL,
	"profile_image" text,
	"dob" date NOT NULL,
	"height" text NOT NULL,
	"weight" text NOT NULL,
	"occupation" text NOT NULL,
	"race" text NOT NULL,
	"fathers_name" text,
	"mothers_name" text,
	"permanent_division" text NOT NULL,
	"present_division" text NOT NULL,
	"expected_partner_age" smallint,
	"expected_partner_height" text NOT NULL,
	"expected_partner_weight" text NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biodatas_addid_unique" UNIQUE("addid"),
	CONSTRAINT "biodatas_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "biodatas_type_check" CHECK ("biodatas"."biodata_type" in ('Male', 'Female')),
	CONSTRAINT "biodatas_height_check" CHECK ("biodatas"."height" in ('4''5"', '4''6"', '4''7"', '4''8"', '4''9"', '5''0"', '5''2"', '5''5"', '5''7"', '6''0"')),
	CONSTRAINT "biodatas_weight_check" CHECK ("biodatas"."weight" in ('40kg', '45kg', '50kg', '55kg', '60kg', '65kg', '70kg+')),
	CONSTRAINT "biodatas_occupation_check" CHECK ("biodatas"."occupation" in ('Student', 'Engineer', 'Doctor', 'Teacher', 'Businessman', 'Other')),
	CONSTRAINT "biodatas_race_check" CHECK ("biodatas"."race" in ('Fair', 'Medium', 'Dark')),
	CONSTRAINT "biodatas_permanent_division_check" CHECK ("biodatas"."permanent_division" in ('Dhaka', 'Chattogram', 'Rangpur', 'Barisal', 'Khulna', 'Mymensingh', 'Sylhet')),
	CONSTRAINT "biodatas_present_division_check" CHECK ("biodatas"."present_division" in ('Dhaka', 'Chattogram', 'Rangpur', 'Barisal', 'Khulna', 'Mymensingh', 'Sylhet')),
	CONSTRAINT "biodatas_partner_height_check" CHECK ("biodatas"."expected_partner_height" in ('4''5"', '4''6"', '4''7"', '4''8"', '4''9"', '5''0"', '5''2"', '5''5"', '5''7"', '6''0"')),
	CONSTRAINT "biodatas_partner_weight_check" CHECK ("biodatas"."expected_partner_weight" in ('40kg', '45kg', '50kg', '55kg', '60kg', '65kg', '70kg+')),
	CONSTRAINT "biodatas_partner_age_check" CHECK ("biodatas"."expected_partner_age" is null or "biodatas"."expected_partner_age" between 18 and 99)
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" text NOT NULL,
	"biodata_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"pending" boolean DEFAULT true NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"biodata_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"intent_id" text NOT NULL,
	"user_id" text NOT NULL,
	"biodata_id" uuid,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "premium_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"biodata_id" uuid,
	"pending" boolean DEFAULT true NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"person" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'admin')),
	CONSTRAINT "users_person_check" CHECK ("users"."person" in ('normal', 'premium'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_biodata_id_biodatas_id_fk" FOREIGN KEY ("biodata_id") REFERENCES "public"."biodatas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_biodata_id_biodatas_id_fk" FOREIGN KEY ("biodata_id") REFERENCES "public"."biodatas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_biodata_id_biodatas_id_fk" FOREIGN KEY ("biodata_id") REFERENCES "public"."biodatas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_requests" ADD CONSTRAINT "premium_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_requests" ADD CONSTRAINT "premium_requests_biodata_id_biodatas_id_fk" FOREIGN KEY ("biodata_id") REFERENCES "public"."biodatas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_requests" ADD CONSTRAINT "premium_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_idx" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "biodatas_type_division_dob_idx" ON "biodatas" USING btree ("biodata_type","permanent_division","dob","addid");--> statement-breakpoint
CREATE INDEX "biodatas_division_dob_idx" ON "biodatas" USING btree ("permanent_division","dob","addid");--> statement-breakpoint
CREATE INDEX "biodatas_type_dob_idx" ON "biodatas" USING btree ("biodata_type","dob","addid");--> statement-breakpoint
CREATE INDEX "biodatas_dob_idx" ON "biodatas" USING btree ("dob","addid");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_requester_biodata_idx" ON "contact_requests" USING btree ("requester_id","biodata_id");--> statement-breakpoint
CREATE INDEX "contact_requests_biodata_idx" ON "contact_requests" USING btree ("biodata_id");--> statement-breakpoint
CREATE INDEX "contact_requests_pending_idx" ON "contact_requests" USING btree ("pending","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_biodata_idx" ON "favourites" USING btree ("user_id","biodata_id");--> statement-breakpoint
CREATE INDEX "favourites_biodata_idx" ON "favourites" USING btree ("biodata_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_intent_idx" ON "payments" USING btree ("gateway","intent_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_requests_one_pending_idx" ON "premium_requests" USING btree ("user_id") WHERE "premium_requests"."pending";--> statement-breakpoint
CREATE INDEX "premium_requests_pending_idx" ON "premium_requests" USING btree ("pending","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_person_idx" ON "users" USING btree ("person");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");