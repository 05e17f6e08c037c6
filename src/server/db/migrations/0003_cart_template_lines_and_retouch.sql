CREATE TABLE "cart_retouch_selections" (
	"user_uuid" uuid NOT NULL,
	"picture_uuid" uuid NOT NULL,
	"sub_product_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_retouch_selections_user_uuid_picture_uuid_sub_product_uuid_pk" PRIMARY KEY("user_uuid","picture_uuid","sub_product_uuid")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "regular_line_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "product_uuid" uuid;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "sub_product_uuids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "template_uuid" uuid;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "template_version" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "template_data" jsonb;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_retouch_selections" ADD CONSTRAINT "cart_retouch_selections_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_retouch_selections" ADD CONSTRAINT "cart_retouch_selections_picture_uuid_pictures_uuid_fk" FOREIGN KEY ("picture_uuid") REFERENCES "public"."pictures"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_retouch_selections" ADD CONSTRAINT "cart_retouch_selections_sub_product_uuid_sub_products_uuid_fk" FOREIGN KEY ("sub_product_uuid") REFERENCES "public"."sub_products"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_uuid_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."products"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_template_version_fk" FOREIGN KEY ("template_uuid","template_version") REFERENCES "public"."template_versions"("template_uuid","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Shops seeded before editor options existed get the demo's defaults (a fresh database gets them from the seed).
UPDATE "settings" SET "value" = jsonb_set("value", '{editorOptions}', '{"allowOwnPhotos": true, "allowTemplateChange": true, "disableImageToolbox": false, "disableBackgrounds": false, "allowSubjectChange": true, "subjectChangeMode": 4, "samePhotographerOnly": false}'::jsonb) WHERE "key" = 'site' AND NOT ("value" ? 'editorOptions');
