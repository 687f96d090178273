CREATE TABLE "product_tag_items" (
	"tag_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_tag_items_tag_id_product_id_pk" PRIMARY KEY("tag_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_tag_texts" (
	"tag_id" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_tag_texts_tag_id_locale_pk" PRIMARY KEY("tag_id","locale"),
	CONSTRAINT "product_tag_texts_locale_check" CHECK ("locale" in ('ar', 'ckb', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_tag_items" ADD CONSTRAINT "product_tag_items_tag_id_product_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."product_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tag_items" ADD CONSTRAINT "product_tag_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tag_texts" ADD CONSTRAINT "product_tag_texts_tag_id_product_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."product_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_tag_items_tag_sort_idx" ON "product_tag_items" USING btree ("tag_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "product_tags_slug_unique" ON "product_tags" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_tags_active_sort_idx" ON "product_tags" USING btree ("active","sort");