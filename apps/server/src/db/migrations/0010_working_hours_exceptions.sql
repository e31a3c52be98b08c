CREATE TABLE "working_hours_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"working_hours_id" uuid NOT NULL,
	"date" date NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"start_time" text,
	"end_time" text
);
--> statement-breakpoint
ALTER TABLE "working_hours_exceptions" ADD CONSTRAINT "working_hours_exceptions_working_hours_id_working_hours_id_fk" FOREIGN KEY ("working_hours_id") REFERENCES "public"."working_hours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "working_hours_exceptions_date_idx" ON "working_hours_exceptions" USING btree ("working_hours_id","date");