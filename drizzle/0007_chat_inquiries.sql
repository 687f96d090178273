CREATE TABLE "chat_files" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"uploader_id" text NOT NULL,
	"client_id" text NOT NULL,
	"type" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_files_type_check" CHECK ("type" in ('image', 'voice'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" text NOT NULL,
	"sender_id" text,
	"side" text NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_side_check" CHECK ("side" in ('buyer', 'staff', 'system')),
	CONSTRAINT "chat_messages_kind_check" CHECK ("kind" in ('text', 'image', 'voice', 'product', 'inquiry', 'quote', 'order', 'campaign', 'system')),
	CONSTRAINT "chat_messages_sender_check" CHECK (("chat_messages"."side" = 'system') = ("chat_messages"."sender_id" is null)),
	CONSTRAINT "chat_messages_client_id_check" CHECK (length("chat_messages"."client_id") between 1 and 64),
	CONSTRAINT "chat_messages_body_length_check" CHECK (length("chat_messages"."body") <= 4000)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" text NOT NULL,
	"assigned_staff_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"last_message_seq" bigint,
	"last_message_at" timestamp with time zone,
	"buyer_unread" integer DEFAULT 0 NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"buyer_last_read_seq" bigint DEFAULT 0 NOT NULL,
	"staff_last_read_seq" bigint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_status_check" CHECK ("status" in ('open', 'closed')),
	CONSTRAINT "conversations_unread_check" CHECK ("conversations"."buyer_unread" >= 0 and "conversations"."staff_unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"description" text NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estimated_quantity" integer NOT NULL,
	"target_unit_price" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_status_check" CHECK ("status" in ('open', 'quoted', 'closed')),
	CONSTRAINT "inquiries_quantity_check" CHECK ("inquiries"."estimated_quantity" >= 1),
	CONSTRAINT "inquiries_price_check" CHECK ("inquiries"."target_unit_price" is null or "inquiries"."target_unit_price" >= 1)
);
--> statement-breakpoint
CREATE TABLE "inquiry_images" (
	"id" text PRIMARY KEY NOT NULL,
	"inquiry_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assigned_staff_id_users_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_images" ADD CONSTRAINT "inquiry_images_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_files_uploader_client_unique" ON "chat_files" USING btree ("uploader_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_files_conversation_idx" ON "chat_files" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_conversation_seq_unique" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_client_unique" ON "chat_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_buyer_unique" ON "conversations" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "conversations_inbox_idx" ON "conversations" USING btree ("status","staff_unread" DESC NULLS LAST,"last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_assigned_idx" ON "conversations" USING btree ("assigned_staff_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_user_live_idx" ON "inquiries" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "inquiries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_images_key_unique" ON "inquiry_images" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "inquiry_images_inquiry_idx" ON "inquiry_images" USING btree ("inquiry_id","sort");