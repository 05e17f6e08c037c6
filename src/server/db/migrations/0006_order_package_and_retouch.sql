CREATE TABLE "order_retouch_selections" (
	"order_uuid" uuid NOT NULL,
	"picture_uuid" uuid NOT NULL,
	"sub_product_uuid" uuid NOT NULL,
	CONSTRAINT "order_retouch_selections_order_uuid_picture_uuid_sub_product_uuid_pk" PRIMARY KEY("order_uuid","picture_uuid","sub_product_uuid")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "package_data" jsonb;--> statement-breakpoint
ALTER TABLE "order_retouch_selections" ADD CONSTRAINT "order_retouch_selections_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_retouch_selections" ADD CONSTRAINT "order_retouch_selections_picture_uuid_pictures_uuid_fk" FOREIGN KEY ("picture_uuid") REFERENCES "public"."pictures"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_retouch_selections" ADD CONSTRAINT "order_retouch_selections_sub_product_uuid_sub_products_uuid_fk" FOREIGN KEY ("sub_product_uuid") REFERENCES "public"."sub_products"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_retouch_selections_picture_idx" ON "order_retouch_selections" USING btree ("picture_uuid");