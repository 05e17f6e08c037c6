CREATE TABLE "catalogues" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"job_uuid" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"max_quantity" integer DEFAULT 10 NOT NULL,
	"delivery_days" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"delivery_option_uuid" uuid,
	"payment_option_uuid" uuid,
	"voucher_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_options" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"method_uuid" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"delivery_days" integer NOT NULL,
	"expire" timestamp with time zone,
	"is_express" boolean DEFAULT false NOT NULL,
	"job_uuid" uuid,
	"pickup_name" text,
	"pickup_address1" text,
	"pickup_postal_code" text,
	"pickup_city" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_digital_sets" (
	"job_uuid" uuid PRIMARY KEY NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"rebated_price" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uuid" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"line_price" numeric(12, 2) NOT NULL,
	"regular_line_price" numeric(12, 2),
	"product_uuid" uuid,
	"sub_product_uuids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"template_uuid" uuid,
	"template_version" integer,
	"template_data" jsonb,
	"catalogue_uuid" uuid,
	"subject_uuid" uuid,
	"picture_uuids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"cart_line_uuid" uuid,
	"shown" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_state_changes" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uuid" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"checkout_uuid" uuid NOT NULL,
	"state" text NOT NULL,
	"total_price" numeric(12, 2) NOT NULL,
	"vat_amount" numeric(12, 2) NOT NULL,
	"item_count" integer NOT NULL,
	"currency" text DEFAULT 'NOK' NOT NULL,
	"delivery_option_uuid" uuid NOT NULL,
	"delivery_type" text NOT NULL,
	"delivery_name" text NOT NULL,
	"delivery_days" integer NOT NULL,
	"delivery_data" jsonb NOT NULL,
	"payment_option_uuid" uuid NOT NULL,
	"payment_title" text NOT NULL,
	"is_invoice" boolean NOT NULL,
	"payment_data" jsonb NOT NULL,
	"voucher_uuid" uuid,
	"rebate_code" text,
	"comment" text DEFAULT '' NOT NULL,
	"client" text NOT NULL,
	"lang" text NOT NULL,
	"contain_digital_products" boolean NOT NULL,
	"catalogue_max_delivery_time" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_checkout_uuid_unique" UNIQUE("checkout_uuid")
);
--> statement-breakpoint
CREATE TABLE "payment_options" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"title" jsonb NOT NULL,
	"mobile_title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"mobile_description" jsonb NOT NULL,
	"verify_mobile" boolean DEFAULT false NOT NULL,
	"require_person_no" boolean DEFAULT false NOT NULL,
	"enabled_payment_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_delivery_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'NOK' NOT NULL,
	"redirect_url" text NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_order_uuid_unique" UNIQUE("order_uuid"),
	CONSTRAINT "payment_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "preorder_registrations" (
	"token" text PRIMARY KEY NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"catalogues" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by_user_uuid" uuid,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"voucher_uuid" uuid NOT NULL,
	"order_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_uses_order_uuid_voucher_uuid_pk" PRIMARY KEY("order_uuid","voucher_uuid")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"usage_limit" integer,
	"minimum_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "catalogue_uuid" uuid;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "subject_uuid" uuid;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "picture_uuids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_job_uuid_jobs_uuid_fk" FOREIGN KEY ("job_uuid") REFERENCES "public"."jobs"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_delivery_option_uuid_delivery_options_uuid_fk" FOREIGN KEY ("delivery_option_uuid") REFERENCES "public"."delivery_options"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_payment_option_uuid_payment_options_uuid_fk" FOREIGN KEY ("payment_option_uuid") REFERENCES "public"."payment_options"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_voucher_uuid_vouchers_uuid_fk" FOREIGN KEY ("voucher_uuid") REFERENCES "public"."vouchers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_options" ADD CONSTRAINT "delivery_options_method_uuid_delivery_methods_uuid_fk" FOREIGN KEY ("method_uuid") REFERENCES "public"."delivery_methods"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_options" ADD CONSTRAINT "delivery_options_job_uuid_jobs_uuid_fk" FOREIGN KEY ("job_uuid") REFERENCES "public"."jobs"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_digital_sets" ADD CONSTRAINT "job_digital_sets_job_uuid_jobs_uuid_fk" FOREIGN KEY ("job_uuid") REFERENCES "public"."jobs"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_uuid_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."products"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_catalogue_uuid_catalogues_uuid_fk" FOREIGN KEY ("catalogue_uuid") REFERENCES "public"."catalogues"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_subject_uuid_subjects_uuid_fk" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_changes" ADD CONSTRAINT "order_state_changes_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_uuid_checkouts_uuid_fk" FOREIGN KEY ("checkout_uuid") REFERENCES "public"."checkouts"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_option_uuid_delivery_options_uuid_fk" FOREIGN KEY ("delivery_option_uuid") REFERENCES "public"."delivery_options"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_option_uuid_payment_options_uuid_fk" FOREIGN KEY ("payment_option_uuid") REFERENCES "public"."payment_options"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_uuid_vouchers_uuid_fk" FOREIGN KEY ("voucher_uuid") REFERENCES "public"."vouchers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_registrations" ADD CONSTRAINT "preorder_registrations_subject_uuid_subjects_uuid_fk" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_registrations" ADD CONSTRAINT "preorder_registrations_used_by_user_uuid_users_uuid_fk" FOREIGN KEY ("used_by_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_uuid_vouchers_uuid_fk" FOREIGN KEY ("voucher_uuid") REFERENCES "public"."vouchers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogues_job_idx" ON "catalogues" USING btree ("job_uuid");--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_one_open_per_user" ON "checkouts" USING btree ("user_uuid") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "delivery_options_method_idx" ON "delivery_options" USING btree ("method_uuid");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_uuid","position");--> statement-breakpoint
CREATE INDEX "order_state_changes_order_idx" ON "order_state_changes" USING btree ("order_uuid","at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_uuid","created_at");--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_idx" ON "voucher_uses" USING btree ("voucher_uuid");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_catalogue_uuid_catalogues_uuid_fk" FOREIGN KEY ("catalogue_uuid") REFERENCES "public"."catalogues"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_subject_uuid_subjects_uuid_fk" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE no action ON UPDATE no action;