CREATE TABLE "product_prices" (
	"product_uuid" uuid NOT NULL,
	"type" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"campaign_price" numeric(12, 2),
	CONSTRAINT "product_prices_product_uuid_type_quantity_pk" PRIMARY KEY("product_uuid","type","quantity")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"type" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"min_order_part_quantity" integer DEFAULT 1 NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"campaign_requirement" text
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"internal_name" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer NOT NULL,
	"sub_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_categories" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_products" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"product_uuid" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"extra_price" numeric(12, 2) NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_categories" (
	"internal_name" text PRIMARY KEY NOT NULL,
	"template_type" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"user_image_previews" boolean DEFAULT false NOT NULL,
	"separate_from_background" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_products" (
	"template_uuid" uuid NOT NULL,
	"product_uuid" uuid NOT NULL,
	CONSTRAINT "template_products_template_uuid_product_uuid_pk" PRIMARY KEY("template_uuid","product_uuid")
);
--> statement-breakpoint
CREATE TABLE "template_versions" (
	"template_uuid" uuid NOT NULL,
	"version" integer NOT NULL,
	"type" text NOT NULL,
	"categories" text[] NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_versions_template_uuid_version_pk" PRIMARY KEY("template_uuid","version")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"current_version" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_images" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"file" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"byte_size" integer NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_uuid_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."products"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_products" ADD CONSTRAINT "sub_products_product_uuid_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."products"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_products" ADD CONSTRAINT "template_products_template_uuid_templates_uuid_fk" FOREIGN KEY ("template_uuid") REFERENCES "public"."templates"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_products" ADD CONSTRAINT "template_products_product_uuid_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."products"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_uuid_templates_uuid_fk" FOREIGN KEY ("template_uuid") REFERENCES "public"."templates"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sub_products_product_idx" ON "sub_products" USING btree ("product_uuid");--> statement-breakpoint
CREATE INDEX "template_products_product_idx" ON "template_products" USING btree ("product_uuid");--> statement-breakpoint
CREATE INDEX "user_images_user_idx" ON "user_images" USING btree ("user_uuid","created_at");