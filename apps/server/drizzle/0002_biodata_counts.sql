CREATE TABLE "biodata_counts" (
	"biodata_type" text NOT NULL,
	"permanent_division" text NOT NULL,
	"birth_month" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "biodata_counts_biodata_type_permanent_division_birth_month_pk" PRIMARY KEY("biodata_type","permanent_division","birth_month"),
	CONSTRAINT "biodata_counts_type_check" CHECK ("biodata_counts"."biodata_type" in ('Male', 'Female', 'All')),
	CONSTRAINT "biodata_counts_division_check" CHECK ("biodata_counts"."permanent_division" in ('Dhaka', 'Chattogram', 'Rangpur', 'Barisal', 'Khulna', 'Mymensingh', 'Sylhet', 'All'))
);
--> statement-breakpoint
CREATE TABLE "biodata_day_counts" (
	"biodata_type" text NOT NULL,
	"permanent_division" text NOT NULL,
	"birth_date" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "biodata_day_counts_biodata_type_permanent_division_birth_date_pk" PRIMARY KEY("biodata_type","permanent_division","birth_date"),
	CONSTRAINT "biodata_day_counts_type_check" CHECK ("biodata_day_counts"."biodata_type" in ('Male', 'Female', 'All')),
	CONSTRAINT "biodata_day_counts_division_check" CHECK ("biodata_day_counts"."permanent_division" in ('Dhaka', 'Chattogram', 'Rangpur', 'Barisal', 'Khulna', 'Mymensingh', 'Sylhet', 'All'))
);
