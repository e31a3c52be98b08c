CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","is_read","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pending_pair_idx" ON "friend_requests" USING btree (least("sender_id", "recipient_id"),greatest("sender_id", "recipient_id")) WHERE status = 'pending' AND recipient_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pending_email_invitation_idx" ON "friend_requests" USING btree ("sender_id","recipient_email") WHERE status = 'pending' AND recipient_id IS NULL AND recipient_email IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pending_phone_invitation_idx" ON "friend_requests" USING btree ("sender_id","recipient_phone") WHERE status = 'pending' AND recipient_id IS NULL AND recipient_phone IS NOT NULL;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_status_check" CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled'));--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_addressed_check" CHECK (recipient_id IS NOT NULL OR recipient_email IS NOT NULL OR recipient_phone IS NOT NULL);--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_hangout_style_check" CHECK (hangout_style IN ('solo_only', 'groups_only', 'either'));