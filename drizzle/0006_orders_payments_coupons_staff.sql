CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "coupon_products" (
	"coupon_id" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_products_coupon_id_product_id_pk" PRIMARY KEY("coupon_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_texts" (
	"coupon_id" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_texts_coupon_id_locale_pk" PRIMARY KEY("coupon_id","locale"),
	CONSTRAINT "coupon_texts_locale_check" CHECK ("locale" in ('ar', 'ckb', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"threshold_type" integer DEFAULT 1 NOT NULL,
	"threshold_value" integer DEFAULT 0 NOT NULL,
	"valid_days" integer,
	"valid_until" timestamp with time zone,
	"receivable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("kind" in ('new_user', 'campaign', 'promotion')),
	CONSTRAINT "coupons_threshold_type_check" CHECK ("coupons"."threshold_type" in (1, 2, 3)),
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."amount" > 0 and "coupons"."threshold_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "logistics_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"leg" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logistics_events_leg_check" CHECK ("leg" in ('supplier', 'china_warehouse', 'china_section', 'at_sea', 'port', 'customs', 'iraq_warehouse', 'courier', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_actor_check" CHECK ("actor" in ('buyer', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"title" text NOT NULL,
	"sku_label" text DEFAULT '' NOT NULL,
	"image_key" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" >= 1 and "order_items"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_logistics_costs" (
	"order_id" text PRIMARY KEY NOT NULL,
	"maritime_fee" integer DEFAULT 0 NOT NULL,
	"container_storage_usd_cents_per_day" integer DEFAULT 0 NOT NULL,
	"container_storage_days" integer DEFAULT 0 NOT NULL,
	"usd_to_iqd" integer NOT NULL,
	"china_freight_supplement" integer DEFAULT 0 NOT NULL,
	"insurance" integer DEFAULT 0 NOT NULL,
	"domestic_warehouse_fee" integer DEFAULT 0 NOT NULL,
	"value_added_service_fee" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"entered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_logistics_costs_non_negative_check" CHECK ("order_logistics_costs"."maritime_fee" >= 0 and "order_logistics_costs"."container_storage_usd_cents_per_day" >= 0 and "order_logistics_costs"."container_storage_days" >= 0 and "order_logistics_costs"."usd_to_iqd" > 0 and "order_logistics_costs"."china_freight_supplement" >= 0 and "order_logistics_costs"."insurance" >= 0 and "order_logistics_costs"."domestic_warehouse_fee" >= 0 and "order_logistics_costs"."value_added_service_fee" >= 0 and "order_logistics_costs"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"payment_type" integer NOT NULL,
	"logistics_method" text NOT NULL,
	"delivery_mode" integer NOT NULL,
	"address_id" text,
	"pickup_store_id" text,
	"address" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"goods_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"subsidy_amount" integer DEFAULT 0 NOT NULL,
	"payable_amount" integer NOT NULL,
	"estimated_logistics_amount" integer DEFAULT 0 NOT NULL,
	"user_coupon_id" text,
	"logistics_number" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"address_confirmed_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("status" in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14)),
	CONSTRAINT "orders_payment_type_check" CHECK ("payment_type" in (3, 5, 10, 11)),
	CONSTRAINT "orders_source_check" CHECK ("source" in ('buy_now', 'cart', 'quote', 'campaign')),
	CONSTRAINT "orders_logistics_method_check" CHECK ("logistics_method" in ('sea', 'air')),
	CONSTRAINT "orders_delivery_mode_check" CHECK ("orders"."delivery_mode" in (1, 2)),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."goods_amount" >= 0 and "orders"."discount_amount" >= 0 and "orders"."subsidy_amount" >= 0 and "orders"."payable_amount" >= 0 and "orders"."estimated_logistics_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_slips" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"stage" text NOT NULL,
	"type" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_ref" text,
	"failure_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"succeeded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_type_check" CHECK ("type" in (3, 5, 10, 11)),
	CONSTRAINT "payments_stage_check" CHECK ("stage" in ('goods', 'logistics')),
	CONSTRAINT "payments_status_check" CHECK ("status" in ('pending', 'in_review', 'succeeded', 'failed', 'rejected', 'cancelled')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"user_id" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"order_id" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_texts" ADD CONSTRAINT "coupon_texts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_events" ADD CONSTRAINT "logistics_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_events" ADD CONSTRAINT "logistics_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logistics_costs" ADD CONSTRAINT "order_logistics_costs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logistics_costs" ADD CONSTRAINT "order_logistics_costs_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_store_id_pickup_stores_id_fk" FOREIGN KEY ("pickup_store_id") REFERENCES "public"."pickup_stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_sku_unique" ON "cart_items" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "cart_items_user_updated_idx" ON "cart_items" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_products_product_idx" ON "coupon_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "logistics_events_order_idx" ON "logistics_events" USING btree ("order_id","occurred_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_unique" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_submitted_idx" ON "orders" USING btree ("user_id","submitted_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "orders_status_changed_idx" ON "orders" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE INDEX "payment_slips_payment_idx" ON "payment_slips" USING btree ("payment_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_idempotency_unique" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_ref_unique" ON "payments" USING btree ("gateway_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_stage_unique" ON "payments" USING btree ("order_id","stage") WHERE "payments"."status" in ('pending', 'in_review', 'succeeded');--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_review_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_user_coupon_unique" ON "user_coupons" USING btree ("user_id","coupon_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_valid_idx" ON "user_coupons" USING btree ("user_id","valid_until");--> statement-breakpoint
CREATE INDEX "staff_sessions_user_idx" ON "staff_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_expires_idx" ON "staff_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "products_status_sold_idx" ON "products" USING btree ("status","sold" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_status_min_price_idx" ON "products" USING btree ("status","min_price","id");