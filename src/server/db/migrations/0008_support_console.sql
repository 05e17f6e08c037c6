CREATE TABLE "debug_recording_documents" (
	"recording_uuid" uuid NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"product_uuid" uuid,
	"template_uuid" uuid NOT NULL,
	"template_version" integer NOT NULL,
	"template_data" jsonb NOT NULL,
	CONSTRAINT "debug_recording_documents_recording_uuid_seq_pk" PRIMARY KEY("recording_uuid","seq")
);
--> statement-breakpoint
CREATE TABLE "support_audit_log" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_uuid" uuid NOT NULL,
	"customer_uuid" uuid NOT NULL,
	"action" text NOT NULL,
	"order_uuid" uuid,
	"order_line_uuid" uuid
);
--> statement-breakpoint
ALTER TABLE "debug_recordings" ADD COLUMN "document_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_staff_uuid" uuid;--> statement-breakpoint
ALTER TABLE "debug_recording_documents" ADD CONSTRAINT "debug_recording_documents_recording_uuid_debug_recordings_uuid_fk" FOREIGN KEY ("recording_uuid") REFERENCES "public"."debug_recordings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_audit_log" ADD CONSTRAINT "support_audit_log_staff_uuid_users_uuid_fk" FOREIGN KEY ("staff_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_audit_log" ADD CONSTRAINT "support_audit_log_customer_uuid_users_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_audit_log" ADD CONSTRAINT "support_audit_log_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_audit_log" ADD CONSTRAINT "support_audit_log_order_line_uuid_order_lines_uuid_fk" FOREIGN KEY ("order_line_uuid") REFERENCES "public"."order_lines"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_audit_log_customer_idx" ON "support_audit_log" USING btree ("customer_uuid","at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_staff_uuid_users_uuid_fk" FOREIGN KEY ("placed_by_staff_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;