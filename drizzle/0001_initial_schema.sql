CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text,
	"phone" text,
	"email" text,
	"first_name" text,
	"last_name" text,
	"password_hash" text,
	"avatar_key" text,
	"language" text,
	"role" text DEFAULT 'buyer' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"utm_source" text,
	"first_login_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("role" in ('buyer', 'staff')),
	CONSTRAINT "users_status_check" CHECK ("status" in ('active', 'deactivated')),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_phone_e164_check" CHECK ("users"."phone" ~ '^\+[1-9][0-9]{4,14}$')
);
--> statement-breakpoint
CREATE TABLE "oauth_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_accounts_provider_check" CHECK ("provider" in ('google', 'apple'))
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"purpose" text DEFAULT 'login' NOT NULL,
	"account" text NOT NULL,
	"code_hmac" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_challenges_channel_check" CHECK ("channel" in ('whatsapp', 'sms', 'email')),
	CONSTRAINT "otp_challenges_purpose_check" CHECK ("purpose" in ('login', 'register', 'reset_password'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
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
CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_channel_check" CHECK ("channel" in ('whatsapp', 'sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "attribute_texts" (
	"attribute_id" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attribute_texts_attribute_id_locale_pk" PRIMARY KEY("attribute_id","locale"),
	CONSTRAINT "attribute_texts_locale_check" CHECK ("locale" in ('ar', 'ckb', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "attribute_value_texts" (
	"value_id" text NOT NULL,
	"locale" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attribute_value_texts_value_id_locale_pk" PRIMARY KEY("value_id","locale"),
	CONSTRAINT "attribute_value_texts_locale_check" CHECK ("locale" in ('ar', 'ckb', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"id" text PRIMARY KEY NOT NULL,
	"attribute_id" text NOT NULL,
	"key" text NOT NULL,
	"original_value" text NOT NULL,
	"swatch" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"original_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"icon_key" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_texts" (
	"category_id" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_texts_category_id_locale_pk" PRIMARY KEY("category_id","locale"),
	CONSTRAINT "category_texts_locale_check" CHECK ("locale" in ('ar', 'ckb', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"dominant_color" text,
	"dhash" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_texts_product_id_locale_pk" PRIMARY KEY("product_id","locale"),
	CONSTRAINT "product_texts_locale_check" CHECK ("locale" in ('ar', 'ckb', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"code" text NOT NULL,
	"original_title" text NOT NULL,
	"original_locale" text DEFAULT 'zh' NOT NULL,
	"price" integer NOT NULL,
	"promotion_price" integer,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL,
	"min_order_qty" integer DEFAULT 1 NOT NULL,
	"pieces" integer DEFAULT 1 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer,
	"volume_cm3" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"recommend_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status_check" CHECK ("status" in ('draft', 'active', 'archived')),
	CONSTRAINT "products_original_locale_check" CHECK ("original_locale" in ('ar', 'ckb', 'en', 'zh')),
	CONSTRAINT "products_prices_check" CHECK ("products"."price" >= 0 and "products"."min_price" >= 0 and "products"."max_price" >= "products"."min_price"),
	CONSTRAINT "products_promotion_price_check" CHECK ("products"."promotion_price" is null or "products"."promotion_price" >= 0),
	CONSTRAINT "products_min_order_qty_check" CHECK ("products"."min_order_qty" >= 1 and "products"."pieces" >= 1),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0 and "products"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sku_attributes" (
	"sku_id" text NOT NULL,
	"attribute_id" text NOT NULL,
	"value_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_attributes_sku_id_attribute_id_pk" PRIMARY KEY("sku_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"code" text NOT NULL,
	"price" integer NOT NULL,
	"promotion_price" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"image_key" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skus_price_check" CHECK ("skus"."price" >= 0 and ("skus"."promotion_price" is null or "skus"."promotion_price" >= 0)),
	CONSTRAINT "skus_stock_check" CHECK ("skus"."stock" >= 0 and "skus"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banner_texts" (
	"banner_id" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_texts_banner_id_locale_pk" PRIMARY KEY("banner_id","locale"),
	CONSTRAINT "banner_texts_locale_check" CHECK ("locale" in ('ar', 'ckb', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"image_key" text NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_words" (
	"id" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"word" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hot_words_locale_check" CHECK ("locale" in ('ar', 'ckb', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"base_currency" text NOT NULL,
	"quote_currency" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive_check" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_accounts" ADD CONSTRAINT "oauth_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_texts" ADD CONSTRAINT "attribute_texts_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_value_texts" ADD CONSTRAINT "attribute_value_texts_value_id_attribute_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."attribute_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_texts" ADD CONSTRAINT "category_texts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_attributes" ADD CONSTRAINT "sku_attributes_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_attributes" ADD CONSTRAINT "sku_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_attributes" ADD CONSTRAINT "sku_attributes_value_id_attribute_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."attribute_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_texts" ADD CONSTRAINT "banner_texts_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_accounts_provider_subject_unique" ON "oauth_accounts" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "oauth_accounts_user_id_idx" ON "oauth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "otp_challenges_account_created_idx" ON "otp_challenges" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_created_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_values_attribute_key_unique" ON "attribute_values" USING btree ("attribute_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_key_unique" ON "attributes" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_unique" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_sort_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "product_images_product_sort_idx" ON "product_images" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "product_texts_title_trgm_idx" ON "product_texts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_unique" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_category_sold_idx" ON "products" USING btree ("category_id","sold" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_status_recommend_idx" ON "products" USING btree ("status","recommend_score" DESC NULLS LAST,"sold" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sku_attributes_value_idx" ON "sku_attributes" USING btree ("value_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_code_unique" ON "skus" USING btree ("code");--> statement-breakpoint
CREATE INDEX "skus_product_sort_idx" ON "skus" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "banners_active_sort_idx" ON "banners" USING btree ("active","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "hot_words_locale_word_unique" ON "hot_words" USING btree ("locale","word");--> statement-breakpoint
CREATE INDEX "hot_words_locale_sort_idx" ON "hot_words" USING btree ("locale","sort");--> statement-breakpoint
CREATE INDEX "exchange_rates_pair_effective_idx" ON "exchange_rates" USING btree ("base_currency","quote_currency","effective_at" DESC NULLS LAST);