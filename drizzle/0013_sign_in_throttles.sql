CREATE TABLE "sign_in_throttles" (
	"id" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_throttles_scope_check" CHECK ("scope" in ('buyer-password', 'staff-password'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_throttles_scope_key_idx" ON "sign_in_throttles" USING btree ("scope","key");--> statement-breakpoint
CREATE INDEX "sign_in_throttles_last_failure_idx" ON "sign_in_throttles" USING btree ("last_failure_at");