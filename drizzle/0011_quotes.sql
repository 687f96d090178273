CREATE TABLE "quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"inquiry_id" text,
	"product_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"custom" boolean DEFAULT false NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"unit_price" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"lead_time_days" integer NOT NULL,
	"freight_estimate" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"accepted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"ordered_at" timestamp with time zone,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_check" CHECK ("status" in ('offered', 'accepted', 'ordered', 'expired', 'withdrawn')),
	CONSTRAINT "quotes_unit_price_check" CHECK ("quotes"."unit_price" >= 1),
	CONSTRAINT "quotes_min_quantity_check" CHECK ("quotes"."min_quantity" >= 1),
	CONSTRAINT "quotes_lead_time_check" CHECK ("quotes"."lead_time_days" >= 0),
	CONSTRAINT "quotes_freight_check" CHECK ("quotes"."freight_estimate" >= 0),
	CONSTRAINT "quotes_ordered_check" CHECK (("quotes"."status" = 'ordered') = ("quotes"."order_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_check";--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_buyer_created_idx" ON "quotes" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_conversation_created_idx" ON "quotes" USING btree ("conversation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_order_unique" ON "quotes" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("status" in ('draft', 'active', 'archived', 'sourced'));