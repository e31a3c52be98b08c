CREATE TABLE "saved_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"location_name" text NOT NULL,
	"street_address" text NOT NULL,
	"address_line_2" text,
	"city" text NOT NULL,
	"state_province" text NOT NULL,
	"country" text DEFAULT 'United States' NOT NULL,
	"postal_code" text NOT NULL,
	"description" text,
	"transportation_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_window_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"window_id" uuid NOT NULL,
	"date" date NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"start_time" text,
	"end_time" text
);
--> statement-breakpoint
CREATE TABLE "availability_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"window_name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"timezone" text NOT NULL,
	"location" text,
	"address" text NOT NULL,
	"location_id" uuid,
	"travel_preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_travel_time_minutes" integer DEFAULT 30 NOT NULL,
	"ending_type" text DEFAULT 'firm' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_repeating" boolean DEFAULT false NOT NULL,
	"frequency" text,
	"days_of_week" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_windows_ending_type_check" CHECK (ending_type IN ('firm', 'soft')),
	CONSTRAINT "availability_windows_frequency_check" CHECK (frequency IS NULL OR frequency IN ('daily', 'weekly', 'biweekly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "working_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"block_name" text NOT NULL,
	"is_recurring" boolean DEFAULT true NOT NULL,
	"day_of_week" integer,
	"date" date,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_hours_when_check" CHECK ((is_recurring AND day_of_week BETWEEN 0 AND 6) OR (NOT is_recurring AND date IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "saved_locations" ADD CONSTRAINT "saved_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_window_exceptions" ADD CONSTRAINT "availability_window_exceptions_window_id_availability_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."availability_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_windows" ADD CONSTRAINT "availability_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_windows" ADD CONSTRAINT "availability_windows_location_id_saved_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."saved_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_locations_user_idx" ON "saved_locations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_locations_one_default_idx" ON "saved_locations" USING btree ("user_id") WHERE is_default;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_window_exceptions_date_idx" ON "availability_window_exceptions" USING btree ("window_id","date");--> statement-breakpoint
CREATE INDEX "availability_windows_user_idx" ON "availability_windows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "working_hours_user_idx" ON "working_hours" USING btree ("user_id");