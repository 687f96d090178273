CREATE TABLE "checkout_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text,
	"placed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_drafts" ADD CONSTRAINT "checkout_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_drafts" ADD CONSTRAINT "checkout_drafts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_drafts_user_idx" ON "checkout_drafts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_drafts_order_unique" ON "checkout_drafts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "checkout_drafts_open_created_idx" ON "checkout_drafts" USING btree ("created_at") WHERE "checkout_drafts"."order_id" is null;
