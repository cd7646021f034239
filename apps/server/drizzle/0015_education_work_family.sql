ALTER TABLE "biodatas" ADD COLUMN "education_level" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "education_subject" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "institution" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "occupation_detail" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "monthly_income" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "fathers_occupation" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "mothers_occupation" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "brothers_count" smallint;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "sisters_count" smallint;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "family_type" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "economic_status" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "about_me" text;--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_education_level_check" CHECK ("biodatas"."education_level" is null or "biodatas"."education_level" in ('SSC', 'HSC', 'Diploma', 'Bachelor''s', 'Master''s', 'Doctorate', 'Dakhil', 'Alim', 'Fazil', 'Kamil', 'Qawmi/Dawrah'));--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_monthly_income_check" CHECK ("biodatas"."monthly_income" is null or "biodatas"."monthly_income" in ('Below 20k', '20k-50k', '50k-100k', '100k-200k', 'Above 200k'));--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_family_type_check" CHECK ("biodatas"."family_type" is null or "biodatas"."family_type" in ('Nuclear', 'Joint'));--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_economic_status_check" CHECK ("biodatas"."economic_status" is null or "biodatas"."economic_status" in ('Lower income', 'Lower middle class', 'Middle class', 'Upper middle class', 'Well-off'));--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_brothers_count_check" CHECK ("biodatas"."brothers_count" is null or "biodatas"."brothers_count" between 0 and 20);--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_sisters_count_check" CHECK ("biodatas"."sisters_count" is null or "biodatas"."sisters_count" between 0 and 20);--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_education_subject_check" CHECK (char_length("biodatas"."education_subject") <= 100);--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_institution_check" CHECK (char_length("biodatas"."institution") <= 100);--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_occupation_detail_check" CHECK (char_length("biodatas"."occupation_detail") <= 100);--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_fathers_occupation_check" CHECK (char_length("biodatas"."fathers_occupation") <= 100);--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_mothers_occupation_check" CHECK (char_length("biodatas"."mothers_occupation") <= 100);--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_about_me_check" CHECK (char_length("biodatas"."about_me") <= 1000);