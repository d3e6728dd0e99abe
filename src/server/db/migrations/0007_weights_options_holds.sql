ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_valid";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(8, 3);--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "quantity_min" numeric(8, 3) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "quantity_step" numeric(8, 3) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "priced_by_weight" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "option_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "line_total_cents" integer;--> statement-breakpoint
-- Lines placed before quantities had steps: whole units, so the line cost is exact.
UPDATE "order_items" SET "line_total_cents" = "price_cents" * "quantity";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "line_total_cents" SET NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "unit" = "items"."price_unit" FROM "items" WHERE "items"."id" = "order_items"."item_id";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "priced_by_weight" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "weighed_quantity" numeric(8, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "weighed_total_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_total_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "allowance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_cents" integer;--> statement-breakpoint
-- Orders paid before holds existed were charged their total at once.
UPDATE "orders" SET "captured_cents" = "total_cents" WHERE "payment_status" = 'paid';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "capture_method" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "intent_status" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "amount_capturable_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "amount_received_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
CREATE INDEX "orders_authorized_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."payment_status" = 'authorized';--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_quantity_rule_valid" CHECK ("items"."quantity_min" > 0 and "items"."quantity_step" > 0 and ("items"."price_unit" = 'lb' or ("items"."quantity_min" = trunc("items"."quantity_min") and "items"."quantity_step" = trunc("items"."quantity_step"))));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_priced_by_weight_in_lb" CHECK (not "items"."priced_by_weight" or "items"."price_unit" = 'lb');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_weighed_positive" CHECK ("order_items"."weighed_quantity" is null or "order_items"."weighed_quantity" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_consistent" CHECK ("orders"."allowance_cents" >= 0 and "orders"."balance_due_cents" >= 0 and ("orders"."hold_cents" is null or "orders"."hold_cents" > 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" in ('unpaid', 'processing', 'authorized', 'paid', 'failed', 'expired', 'released'));