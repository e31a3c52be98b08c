CREATE TABLE "event_follow_ups" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"quorum" integer,
	"last_nudged_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_follow_ups_quorum_check" CHECK (quorum IS NULL OR quorum BETWEEN 2 AND 101)
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"emails_enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence_start" timestamp with time zone,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminders_sent_once" UNIQUE NULLS NOT DISTINCT("event_id","occurrence_start","user_id","kind"),
	CONSTRAINT "reminders_sent_kind_check" CHECK (kind IN ('reminder_24h', 'reminder_1h', 'nudge', 'everyone_answered', 'quorum_reached'))
);
--> statement-breakpoint
ALTER TABLE "event_follow_ups" ADD CONSTRAINT "event_follow_ups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;