CREATE TABLE "activity_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "activity_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "activity_subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"osm_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popularity_rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid NOT NULL,
	"subcategory_id" integer NOT NULL,
	"rating" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_user_id_subcategory_id_pk" PRIMARY KEY("user_id","subcategory_id"),
	CONSTRAINT "user_preferences_rating_check" CHECK (rating IN ('like', 'dislike'))
);
--> statement-breakpoint
ALTER TABLE "activity_subcategories" ADD CONSTRAINT "activity_subcategories_category_id_activity_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."activity_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_subcategory_id_activity_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."activity_subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_subcategories_category_idx" ON "activity_subcategories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "user_preferences_subcategory_idx" ON "user_preferences" USING btree ("subcategory_id","rating");