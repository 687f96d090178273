CREATE TABLE "campaign_events" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text,
	"help_id" text,
	"round" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_events_type_check" CHECK ("type" in ('started', 'helped', 'qualified', 'reset', 'restarted', 'claimed', 'claim_expired', 'restart_expired'))
);
--> statement-breakpoint
CREATE TABLE "campaign_helps" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"helper_id" text NOT NULL,
	"round" integer NOT NULL,
	"ip_hash" text,
	"user_agent_hash" text,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_template_texts" (
	"template_id" text NOT NULL,
	"locale" text NOT NULL,
	"headline" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_template_texts_template_id_locale_pk" PRIMARY KEY("template_id","locale"),
	CONSTRAINT "campaign_template_texts_locale_check" CHECK ("locale" in ('ar', 'ckb', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "campaign_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"target_count" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"group_price" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"active_from" timestamp with time zone DEFAULT now() NOT NULL,
	"active_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_templates_kind_check" CHECK ("kind" in ('free_gift', 'group_price')),
	CONSTRAINT "campaign_templates_target_check" CHECK ("campaign_templates"."target_count" between 1 and 20),
	CONSTRAINT "campaign_templates_duration_check" CHECK ("campaign_templates"."duration_minutes" between 10 and 10080),
	CONSTRAINT "campaign_templates_quantity_check" CHECK ("campaign_templates"."quantity" between 1 and 10000),
	CONSTRAINT "campaign_templates_group_price_check" CHECK (("campaign_templates"."kind" = 'group_price') = ("campaign_templates"."group_price" is not null) and coalesce("campaign_templates"."group_price", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"initiator_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"target_count" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"group_price" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"helped_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"qualified_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"order_id" text,
	"share_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_kind_check" CHECK ("kind" in ('free_gift', 'group_price')),
	CONSTRAINT "campaigns_status_check" CHECK ("status" in ('in_progress', 'qualified', 'success', 'not_successful', 'ended')),
	CONSTRAINT "campaigns_counts_check" CHECK ("campaigns"."target_count" >= 1 and "campaigns"."helped_count" >= 0 and "campaigns"."round" >= 1 and "campaigns"."quantity" >= 1),
	CONSTRAINT "campaigns_timer_check" CHECK ("campaigns"."ends_at" > "campaigns"."started_at")
);
--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_help_id_campaign_helps_id_fk" FOREIGN KEY ("help_id") REFERENCES "public"."campaign_helps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_helps" ADD CONSTRAINT "campaign_helps_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_helps" ADD CONSTRAINT "campaign_helps_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_template_texts" ADD CONSTRAINT "campaign_template_texts_template_id_campaign_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."campaign_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_templates" ADD CONSTRAINT "campaign_templates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_templates" ADD CONSTRAINT "campaign_templates_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_template_id_campaign_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."campaign_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_initiator_id_users_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_events_campaign_idx" ON "campaign_events" USING btree ("campaign_id","occurred_at");--> statement-breakpoint
CREATE INDEX "campaign_events_actor_idx" ON "campaign_events" USING btree ("actor_id","type","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_helps_campaign_helper_unique" ON "campaign_helps" USING btree ("campaign_id","helper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_helps_one_help_ever_unique" ON "campaign_helps" USING btree ("helper_id");--> statement-breakpoint
CREATE INDEX "campaign_helps_campaign_idx" ON "campaign_helps" USING btree ("campaign_id","round","created_at");--> statement-breakpoint
CREATE INDEX "campaign_helps_ip_idx" ON "campaign_helps" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_templates_code_unique" ON "campaign_templates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "campaign_templates_kind_idx" ON "campaign_templates" USING btree ("kind","active","sort");--> statement-breakpoint
CREATE INDEX "campaign_templates_product_idx" ON "campaign_templates" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_share_token_unique" ON "campaigns" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_one_live_per_template_unique" ON "campaigns" USING btree ("initiator_id","template_id") WHERE "campaigns"."status" in ('in_progress', 'qualified', 'not_successful');--> statement-breakpoint
CREATE INDEX "campaigns_initiator_idx" ON "campaigns" USING btree ("initiator_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_status_ends_idx" ON "campaigns" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "campaigns_qualified_idx" ON "campaigns" USING btree ("qualified_at" DESC NULLS LAST);