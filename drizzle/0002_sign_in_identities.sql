CREATE TABLE "retired_identities" (
	"id" text PRIMARY KEY NOT NULL,
	"identity_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_first_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "retired_identities_hash_unique" ON "retired_identities" USING btree ("identity_hash");