CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"capacity" jsonb NOT NULL,
	"delivery" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "special_days" (
	"date" date PRIMARY KEY NOT NULL,
	"opens_at" text,
	"closes_at" text,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_days_hours_valid" CHECK (("special_days"."opens_at" is null and "special_days"."closes_at" is null) or ("special_days"."opens_at" is not null and "special_days"."closes_at" is not null and "special_days"."opens_at" < "special_days"."closes_at"))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_consistent";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "lead_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "sold_out_on" date;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "daily_stock" numeric(8, 3);--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "preorder_first_date" date;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "preorder_last_date" date;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "preorder_cutoff_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pounds" numeric(10, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("order_type","delivery_time") WHERE "orders"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_lead_minutes_valid" CHECK ("items"."lead_minutes" >= 0);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_daily_stock_positive" CHECK ("items"."daily_stock" is null or "items"."daily_stock" > 0);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_preorder_window_valid" CHECK (("items"."preorder_first_date" is null and "items"."preorder_last_date" is null and "items"."preorder_cutoff_date" is null) or ("items"."preorder_first_date" is not null and "items"."preorder_last_date" is not null and "items"."preorder_cutoff_date" is not null and "items"."preorder_first_date" <= "items"."preorder_last_date" and "items"."preorder_cutoff_date" <= "items"."preorder_last_date"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_consistent" CHECK ("orders"."subtotal_cents" > 0 and "orders"."tax_cents" >= 0 and "orders"."delivery_fee_cents" >= 0 and "orders"."tip_cents" >= 0 and "orders"."total_cents" = "orders"."subtotal_cents" + "orders"."tax_cents" + "orders"."delivery_fee_cents" + "orders"."tip_cents");--> statement-breakpoint
-- Orders placed before issue 14 take their pounds from their lines, so past orders count toward a slot's weight.
UPDATE "orders" SET "pounds" = coalesce((SELECT sum("quantity") FROM "order_items" WHERE "order_items"."order_id" = "orders"."id" AND "order_items"."unit" = 'lb'), 0);--> statement-breakpoint
-- Today's behaviour: SPEC.md's hours (Mon-Sat 8AM-8PM, Sun 9AM-6PM), no capacity limits, delivery anywhere with no fee.
INSERT INTO "shop_settings" ("id", "weekly_hours", "capacity", "delivery") VALUES (
  1,
  '{"0":{"open":"09:00","close":"18:00"},"1":{"open":"08:00","close":"20:00"},"2":{"open":"08:00","close":"20:00"},"3":{"open":"08:00","close":"20:00"},"4":{"open":"08:00","close":"20:00"},"5":{"open":"08:00","close":"20:00"},"6":{"open":"08:00","close":"20:00"}}'::jsonb,
  '{"everyDay":{"pickup":{"maxOrders":null,"maxPounds":null},"delivery":{"maxOrders":null,"maxPounds":null}},"byWeekday":{}}'::jsonb,
  '{"zipCodes":[],"minimumCents":0,"feeCents":0,"freeOverCents":3000}'::jsonb
) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- Hours and closures show on every page: their changes drop the cached answers like the menu's (migration 0001).
CREATE TRIGGER shop_settings_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER special_days_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON special_days
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
