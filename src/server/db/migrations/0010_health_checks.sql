CREATE TABLE "health_checks" (
	"id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"checked_by" text NOT NULL
);
