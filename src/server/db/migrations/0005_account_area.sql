CREATE TABLE "package_instances" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"offer_uuid" uuid NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_offers" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"job_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"link_text" jsonb NOT NULL,
	"link" text,
	"link_info" jsonb,
	"product_uuid" uuid,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_price" numeric(12, 2) NOT NULL,
	"price_including_discount" numeric(12, 2) NOT NULL,
	"time_limited_discount_price" numeric(12, 2),
	"ends_at" timestamp with time zone NOT NULL,
	"disabled_reason" jsonb,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_reminders_sent" (
	"offer_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "package_reminders_sent_offer_uuid_user_uuid_pk" PRIMARY KEY("offer_uuid","user_uuid")
);
--> statement-breakpoint
CREATE TABLE "packages_for_inspection" (
	"user_uuid" uuid NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_for_inspection_user_uuid_subject_uuid_pk" PRIMARY KEY("user_uuid","subject_uuid")
);
--> statement-breakpoint
CREATE TABLE "picture_set_yearbook_poses" (
	"picture_set_uuid" uuid NOT NULL,
	"job_yearbook_pose_uuid" uuid NOT NULL,
	"picture_uuid" uuid NOT NULL,
	"chosen_by_user_uuid" uuid NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "picture_set_yearbook_poses_picture_set_uuid_job_yearbook_pose_uuid_pk" PRIMARY KEY("picture_set_uuid","job_yearbook_pose_uuid")
);
--> statement-breakpoint
CREATE TABLE "user_favorite_pictures" (
	"user_uuid" uuid NOT NULL,
	"picture_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_favorite_pictures_user_uuid_picture_uuid_pk" PRIMARY KEY("user_uuid","picture_uuid")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "package_data" jsonb;--> statement-breakpoint
ALTER TABLE "user_picture_sets" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "package_instances" ADD CONSTRAINT "package_instances_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_instances" ADD CONSTRAINT "package_instances_offer_uuid_package_offers_uuid_fk" FOREIGN KEY ("offer_uuid") REFERENCES "public"."package_offers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_instances" ADD CONSTRAINT "package_instances_subject_uuid_subjects_uuid_fk" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_offers" ADD CONSTRAINT "package_offers_job_uuid_jobs_uuid_fk" FOREIGN KEY ("job_uuid") REFERENCES "public"."jobs"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_offers" ADD CONSTRAINT "package_offers_product_uuid_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."products"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_reminders_sent" ADD CONSTRAINT "package_reminders_sent_offer_uuid_package_offers_uuid_fk" FOREIGN KEY ("offer_uuid") REFERENCES "public"."package_offers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_reminders_sent" ADD CONSTRAINT "package_reminders_sent_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages_for_inspection" ADD CONSTRAINT "packages_for_inspection_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages_for_inspection" ADD CONSTRAINT "packages_for_inspection_subject_uuid_subjects_uuid_fk" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_set_yearbook_poses" ADD CONSTRAINT "picture_set_yearbook_poses_picture_set_uuid_picture_sets_uuid_fk" FOREIGN KEY ("picture_set_uuid") REFERENCES "public"."picture_sets"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_set_yearbook_poses" ADD CONSTRAINT "picture_set_yearbook_poses_job_yearbook_pose_uuid_job_yearbook_poses_uuid_fk" FOREIGN KEY ("job_yearbook_pose_uuid") REFERENCES "public"."job_yearbook_poses"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_set_yearbook_poses" ADD CONSTRAINT "picture_set_yearbook_poses_picture_uuid_pictures_uuid_fk" FOREIGN KEY ("picture_uuid") REFERENCES "public"."pictures"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_set_yearbook_poses" ADD CONSTRAINT "picture_set_yearbook_poses_chosen_by_user_uuid_users_uuid_fk" FOREIGN KEY ("chosen_by_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorite_pictures" ADD CONSTRAINT "user_favorite_pictures_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorite_pictures" ADD CONSTRAINT "user_favorite_pictures_picture_uuid_pictures_uuid_fk" FOREIGN KEY ("picture_uuid") REFERENCES "public"."pictures"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_offers_job_idx" ON "package_offers" USING btree ("job_uuid");