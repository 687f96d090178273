CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"delivery_mode" integer DEFAULT 1 NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"country_id" text,
	"province_id" text,
	"city_id" text,
	"postcode" text,
	"address_line" text,
	"pickup_store_id" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_delivery_mode_check" CHECK ("addresses"."delivery_mode" in (1, 2)),
	CONSTRAINT "addresses_delivery_fields_check" CHECK (("addresses"."delivery_mode" = 1 and "addresses"."country_id" is not null and "addresses"."province_id" is not null and "addresses"."city_id" is not null and "addresses"."postcode" is not null and "addresses"."address_line" is not null) or ("addresses"."delivery_mode" = 2 and "addresses"."pickup_store_id" is not null)),
	CONSTRAINT "addresses_deleted_not_default_check" CHECK (not ("addresses"."is_default" and "addresses"."deleted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "pickup_store_texts" (
	"store_id" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"hours" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_store_texts_store_id_locale_pk" PRIMARY KEY("store_id","locale"),
	CONSTRAINT "pickup_store_texts_locale_check" CHECK ("locale" in ('ar', 'ckb', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "pickup_stores" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"region_id" text NOT NULL,
	"phone" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_texts" (
	"region_id" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "region_texts_region_id_locale_pk" PRIMARY KEY("region_id","locale"),
	CONSTRAINT "region_texts_locale_check" CHECK ("locale" in ('ar', 'ckb', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"level" text NOT NULL,
	"code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regions_level_check" CHECK ("level" in ('country', 'province', 'city')),
	CONSTRAINT "regions_parent_check" CHECK (("regions"."level" = 'country') = ("regions"."parent_id" is null))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_country_id_regions_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_province_id_regions_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_id_regions_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_pickup_store_id_pickup_stores_id_fk" FOREIGN KEY ("pickup_store_id") REFERENCES "public"."pickup_stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_store_texts" ADD CONSTRAINT "pickup_store_texts_store_id_pickup_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."pickup_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_stores" ADD CONSTRAINT "pickup_stores_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_texts" ADD CONSTRAINT "region_texts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_parent_id_regions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_live_idx" ON "addresses" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "addresses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_unique" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default" and "addresses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_stores_code_unique" ON "pickup_stores" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pickup_stores_active_sort_idx" ON "pickup_stores" USING btree ("active","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_code_unique" ON "regions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "regions_parent_sort_idx" ON "regions" USING btree ("parent_id","sort");