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
ALTER TABLE "picture_set_yearbook_poses" ADD CONSTRAINT "picture_set_yearbook_poses_picture_set_uuid_picture_sets_uuid_fk" FOREIGN KEY ("picture_set_uuid") REFERENCES "public"."picture_sets"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_set_yearbook_poses" ADD CONSTRAINT "picture_set_yearbook_poses_job_yearbook_pose_uuid_job_yearbook_poses_uuid_fk" FOREIGN KEY ("job_yearbook_pose_uuid") REFERENCES "public"."job_yearbook_poses"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_set_yearbook_poses" ADD CONSTRAINT "picture_set_yearbook_poses_picture_uuid_pictures_uuid_fk" FOREIGN KEY ("picture_uuid") REFERENCES "public"."pictures"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_set_yearbook_poses" ADD CONSTRAINT "picture_set_yearbook_poses_chosen_by_user_uuid_users_uuid_fk" FOREIGN KEY ("chosen_by_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorite_pictures" ADD CONSTRAINT "user_favorite_pictures_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorite_pictures" ADD CONSTRAINT "user_favorite_pictures_picture_uuid_pictures_uuid_fk" FOREIGN KEY ("picture_uuid") REFERENCES "public"."pictures"("uuid") ON DELETE no action ON UPDATE no action;