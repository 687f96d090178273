CREATE TABLE "tracking_events" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"page_url" text NOT NULL,
	"spm" text DEFAULT '' NOT NULL,
	"timing" text,
	"duration_ms" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_events_action_check" CHECK ("action" in ('show', 'close', 'click', 'time'))
);
--> statement-breakpoint
CREATE INDEX "tracking_events_action_occurred_idx" ON "tracking_events" USING btree ("action","occurred_at");--> statement-breakpoint
CREATE INDEX "tracking_events_user_occurred_idx" ON "tracking_events" USING btree ("user_id","occurred_at");