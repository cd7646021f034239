CREATE TABLE "local_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payment_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "local_payment_intents_amount_check" CHECK ("local_payment_intents"."amount" > 0),
	CONSTRAINT "local_payment_intents_status_check" CHECK ("local_payment_intents"."status" in ('requires_payment_method', 'succeeded'))
);
