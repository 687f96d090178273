DROP INDEX "orders_user_submitted_idx";--> statement-breakpoint
DROP INDEX "orders_user_status_idx";--> statement-breakpoint
CREATE INDEX "orders_user_submitted_idx" ON "orders" USING btree ("user_id","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);