CREATE TABLE "regular_periods" (
	"regular_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"event_id" uuid,
	"furthest_ids" jsonb NOT NULL,
	"least_convenient_ids" jsonb NOT NULL,
	"explanation" text NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "regular_periods_regular_id_period_start_pk" PRIMARY KEY("regular_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "regulars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"organizer_id" uuid NOT NULL,
	"member_ids" jsonb NOT NULL,
	"cadence" text NOT NULL,
	"next_period_start" date NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "regulars_event_unique" UNIQUE("event_id"),
	CONSTRAINT "regulars_cadence_check" CHECK (cadence IN ('week', 'two_weeks', 'month'))
);
--> statement-breakpoint
ALTER TABLE "regular_periods" ADD CONSTRAINT "regular_periods_regular_id_regulars_id_fk" FOREIGN KEY ("regular_id") REFERENCES "public"."regulars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_periods" ADD CONSTRAINT "regular_periods_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulars" ADD CONSTRAINT "regulars_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulars" ADD CONSTRAINT "regulars_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regular_periods_event_idx" ON "regular_periods" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "regulars_due_idx" ON "regulars" USING btree ("next_period_start");