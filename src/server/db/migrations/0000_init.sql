CREATE TABLE "backgrounds" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"file" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debug_recording_chunks" (
	"recording_uuid" uuid NOT NULL,
	"seq" integer NOT NULL,
	"events" jsonb NOT NULL,
	CONSTRAINT "debug_recording_chunks_recording_uuid_seq_pk" PRIMARY KEY("recording_uuid","seq")
);
--> statement-breakpoint
CREATE TABLE "debug_recordings" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"user_uuid" uuid,
	"url" text NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "families" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_yearbook_poses" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"job_uuid" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"instructions" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"photographer_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"green_screen" boolean DEFAULT false NOT NULL,
	"yearbook_pose_deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"modules" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "photographers" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"redirect_url" text
);
--> statement-breakpoint
CREATE TABLE "picture_sets" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"is_editable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_sets_subject_uuid_unique" UNIQUE("subject_uuid")
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"picture_set_uuid" uuid NOT NULL,
	"picture_type" text NOT NULL,
	"webshop_id" text NOT NULL,
	"client_ref" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"file" text NOT NULL,
	"mask_file" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_uuid" uuid,
	"simulated_by_uuid" uuid,
	"current_picture_set_uuid" uuid,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"job_uuid" uuid NOT NULL,
	"family_uuid" uuid,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	CONSTRAINT "subjects_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_picture_sets" (
	"user_uuid" uuid NOT NULL,
	"picture_set_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_picture_sets_user_uuid_picture_set_uuid_pk" PRIMARY KEY("user_uuid","picture_set_uuid")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"accept_mail" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT 'nb' NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"address" jsonb DEFAULT '{"address":"","address2":"","postalCode":"","city":"","state":""}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "debug_recording_chunks" ADD CONSTRAINT "debug_recording_chunks_recording_uuid_debug_recordings_uuid_fk" FOREIGN KEY ("recording_uuid") REFERENCES "public"."debug_recordings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debug_recordings" ADD CONSTRAINT "debug_recordings_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_yearbook_poses" ADD CONSTRAINT "job_yearbook_poses_job_uuid_jobs_uuid_fk" FOREIGN KEY ("job_uuid") REFERENCES "public"."jobs"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_photographer_uuid_photographers_uuid_fk" FOREIGN KEY ("photographer_uuid") REFERENCES "public"."photographers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_sets" ADD CONSTRAINT "picture_sets_subject_uuid_subjects_uuid_fk" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_picture_set_uuid_picture_sets_uuid_fk" FOREIGN KEY ("picture_set_uuid") REFERENCES "public"."picture_sets"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_simulated_by_uuid_users_uuid_fk" FOREIGN KEY ("simulated_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_current_picture_set_uuid_picture_sets_uuid_fk" FOREIGN KEY ("current_picture_set_uuid") REFERENCES "public"."picture_sets"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_job_uuid_jobs_uuid_fk" FOREIGN KEY ("job_uuid") REFERENCES "public"."jobs"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_family_uuid_families_uuid_fk" FOREIGN KEY ("family_uuid") REFERENCES "public"."families"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_picture_sets" ADD CONSTRAINT "user_picture_sets_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_picture_sets" ADD CONSTRAINT "user_picture_sets_picture_set_uuid_picture_sets_uuid_fk" FOREIGN KEY ("picture_set_uuid") REFERENCES "public"."picture_sets"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pictures_set_idx" ON "pictures" USING btree ("picture_set_uuid");--> statement-breakpoint
CREATE INDEX "subjects_job_idx" ON "subjects" USING btree ("job_uuid");