CREATE TABLE "packages_for_inspection" (
	"user_uuid" uuid NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_for_inspection_user_uuid_subject_uuid_pk" PRIMARY KEY("user_uuid","subject_uuid")
);
--> statement-breakpoint
ALTER TABLE "user_picture_sets" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "packages_for_inspection" ADD CONSTRAINT "packages_for_inspection_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages_for_inspection" ADD CONSTRAINT "packages_for_inspection_subject_uuid_subjects_uuid_fk" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE no action ON UPDATE no action;