CREATE TABLE "order_line_pictures" (
	"order_line_uuid" uuid NOT NULL,
	"picture_uuid" uuid,
	"user_image_uuid" uuid,
	CONSTRAINT "order_line_pictures_one_kind" CHECK (("order_line_pictures"."picture_uuid" is null) <> ("order_line_pictures"."user_image_uuid" is null))
);
--> statement-breakpoint
ALTER TABLE "order_line_pictures" ADD CONSTRAINT "order_line_pictures_order_line_uuid_order_lines_uuid_fk" FOREIGN KEY ("order_line_uuid") REFERENCES "public"."order_lines"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_pictures" ADD CONSTRAINT "order_line_pictures_picture_uuid_pictures_uuid_fk" FOREIGN KEY ("picture_uuid") REFERENCES "public"."pictures"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_pictures" ADD CONSTRAINT "order_line_pictures_user_image_uuid_user_images_uuid_fk" FOREIGN KEY ("user_image_uuid") REFERENCES "public"."user_images"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_pictures_unique" ON "order_line_pictures" USING btree ("order_line_uuid","picture_uuid","user_image_uuid");--> statement-breakpoint
CREATE INDEX "order_line_pictures_picture_idx" ON "order_line_pictures" USING btree ("picture_uuid");--> statement-breakpoint
CREATE INDEX "order_line_pictures_user_image_idx" ON "order_line_pictures" USING btree ("user_image_uuid");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_template_version_fk" FOREIGN KEY ("template_uuid","template_version") REFERENCES "public"."template_versions"("template_uuid","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A published template version is what order lines render from: it never changes and never goes away.
CREATE FUNCTION "template_versions_are_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'template version %/% is published and cannot be changed or deleted; publish a new version instead', OLD."template_uuid", OLD."version"
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "template_versions_immutable" BEFORE UPDATE OR DELETE ON "template_versions"
  FOR EACH ROW EXECUTE FUNCTION "template_versions_are_immutable"();--> statement-breakpoint
-- Lines stored before lines were frozen were drawn in Norwegian by default.
UPDATE "cart_lines" SET "template_data" = "template_data" || '{"lang":"nb"}'::jsonb WHERE "template_data" IS NOT NULL AND NOT ("template_data" ? 'lang');--> statement-breakpoint
UPDATE "order_lines" SET "template_data" = "template_data" || '{"lang":"nb"}'::jsonb WHERE "template_data" IS NOT NULL AND NOT ("template_data" ? 'lang');
