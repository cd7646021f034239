CREATE TABLE "payment_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"intent_id" text,
	"user_id" text NOT NULL,
	"biodata_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_status_check" CHECK ("payment_intents"."status" in ('open', 'succeeded', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_biodata_id_biodatas_id_fk" FOREIGN KEY ("biodata_id") REFERENCES "public"."biodatas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_gateway_intent_idx" ON "payment_intents" USING btree ("gateway","intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_open_idx" ON "payment_intents" USING btree ("user_id","biodata_id","gateway") WHERE "payment_intents"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payment_intents_biodata_idx" ON "payment_intents" USING btree ("biodata_id");--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("gateway") WHERE "payments"."status" = 'refund_due';--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD CONSTRAINT "local_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('succeeded', 'refund_due', 'refunded'));